import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { authStateVar, initialAuthState, initialRouteVar } from '../../apollo/vars';
import { renderAppAtPath } from '../../testing/renderAppAtPath';
import { marketDataStatusMock } from '../market/marketDataStatusMock';
import { RequireAuth } from './RequireAuth';
import { nextAuthState, type FirebaseUserLike } from './watchAuthState';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'auth/sign-in', element: <h1>Sign-in screen</h1> },
      { path: 'auth/verify-email', element: <h1>Verify screen</h1> },
      {
        Component: RequireAuth,
        children: [{ path: 'broker', element: <h1>Brokers screen</h1> }],
      },
    ],
  },
];

const signedOut = { ...initialAuthState, isInitialized: true };

// A signed-in screen asks for the market data status (SimulatedDataBanner); this server is simulated.
function renderAtPath(routes: RouteObject[], path: string) {
  return renderAppAtPath(routes, path, [marketDataStatusMock('simulated')]);
}

beforeEach(() => {
  authStateVar(initialAuthState);
  initialRouteVar(null);
});

describe('RequireAuth', () => {
  it('shows the loader and stays put until auth is initialised', () => {
    const { router } = renderAtPath(routes, '/app/broker');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/broker');
    expect(initialRouteVar()).toBeNull();
  });

  it('redirects a signed-out visitor to sign-in, replacing history, and remembers the page', async () => {
    authStateVar(signedOut);
    const { router } = renderAtPath(routes, '/app/broker?sort=name');

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(initialRouteVar()).toBe('/broker?sort=name');
  });

  it('does not remember the page of a user who has just signed out', async () => {
    authStateVar({ ...signedOut, hasSignout: true });
    renderAtPath(routes, '/app/broker');

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(initialRouteVar()).toBeNull();
  });

  it('lets a signed-in user through, under the simulated-data banner', async () => {
    authStateVar({ ...initialAuthState, isInitialized: true, isAuthenticated: true });
    renderAtPath(routes, '/app/broker');

    expect(screen.getByRole('heading', { name: 'Brokers screen' })).toBeInTheDocument();
    expect(initialRouteVar()).toBeNull();
    const banner = await screen.findByRole('status', { name: 'Simulated market data' });
    expect(banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Brokers screen' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lets the user through once Firebase reports the restored session', async () => {
    renderAtPath(routes, '/app/broker');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    act(() => {
      authStateVar({ ...initialAuthState, isInitialized: true, isAuthenticated: true });
    });

    expect(screen.getByRole('heading', { name: 'Brokers screen' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Simulated market data' })).toBeInTheDocument();
  });

  it('sends an unverified e-mail/password account to Verify Your Email, not a social one', async () => {
    const user = { uid: 'u-1', email: 'a@example.com', displayName: null, photoURL: null, isAnonymous: false };
    authStateVar({ ...initialAuthState, isInitialized: true, isAuthenticated: true, user: { ...user, providerId: 'password' } });
    const { router } = renderAtPath(routes, '/app/broker');
    expect(await screen.findByRole('heading', { name: 'Verify screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/verify-email');

    act(() => {
      authStateVar({ ...authStateVar(), isEmailVerified: true });
    });
    await act(() => router.navigate('/broker'));
    expect(screen.getByRole('heading', { name: 'Brokers screen' })).toBeInTheDocument();

    act(() => {
      authStateVar({ ...initialAuthState, isInitialized: true, isAuthenticated: true, user: { ...user, providerId: 'google.com' } });
    });
    expect(screen.getByRole('heading', { name: 'Brokers screen' })).toBeInTheDocument();
  });

  it('treats an anonymous Firebase user as signed out', async () => {
    const anonymous: FirebaseUserLike = {
      uid: 'anon-1',
      email: null,
      displayName: null,
      photoURL: null,
      providerId: 'firebase',
      isAnonymous: true,
      emailVerified: false,
      providerData: [],
    };
    authStateVar(nextAuthState(initialAuthState, anonymous));
    const { router } = renderAtPath(routes, '/app/broker');

    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
  });
});
