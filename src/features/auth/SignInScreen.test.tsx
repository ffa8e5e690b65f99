/**
 * The sign-in screen with the real Firebase SDK against the Auth emulator: checks before any
 * request, a readable error for a wrong password, and the way back to the page the visitor wanted.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import type { RouteObject } from 'react-router';
import { authStateVar, initialAuthState, initialRouteVar } from '../../apollo/vars';
import { setEmulatorAppConfig } from '../../testing/emulatorAppConfig';
import { renderAppAtPath } from '../../testing/renderAppAtPath';
import { AUTH_ERROR_MESSAGES } from './authErrorMessage';
import { getFirebaseAuth } from './firebase';
import { SignInScreen } from './SignInScreen';
import { watchAuthState } from './watchAuthState';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <h1>Home screen</h1> },
      { path: 'broker', element: <h1>Brokers screen</h1> },
      { path: 'auth/sign-in', element: <SignInScreen /> },
    ],
  },
];

const password = 'correct-horse';
let email = '';
let stopWatching: () => void = () => undefined;

beforeAll(async () => {
  setEmulatorAppConfig();
  const auth = getFirebaseAuth();
  stopWatching = watchAuthState(auth);
  email = `sign-in-${Date.now()}@example.com`;
  await createUserWithEmailAndPassword(auth, email, password);
  await signOut(auth);
});

afterAll(() => stopWatching());

afterEach(async () => {
  await signOut(getFirebaseAuth());
  initialRouteVar(null);
  await waitFor(() => expect(authStateVar().user).toBeNull());
});

beforeEach(() => {
  authStateVar({ ...initialAuthState, isInitialized: true });
});

async function fillAndSubmit(values: { email?: string; password?: string }) {
  const user = userEvent.setup();
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it('shows field messages and sends nothing when the form is incomplete', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderAppAtPath(routes, '/app/auth/sign-in');
    await fillAndSubmit({ email: 'not-an-address' });

    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('signInWithPassword'))).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('shows a readable sentence for a wrong password, logs the failure, and stays', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAppAtPath(routes, '/app/auth/sign-in');
    await fillAndSubmit({ email, password: 'wrong-password' });

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['auth/invalid-credential']);
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
    expect(authStateVar().isAuthenticated).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[auth\] e-mail sign-in failed: auth\/(wrong-password|invalid-credential)$/), expect.anything());
    log.mockRestore();
  });

  it('returns to the page the guard saved, and forgets it', async () => {
    initialRouteVar('/broker');
    const { router } = renderAppAtPath(routes, '/app/auth/sign-in');
    await fillAndSubmit({ email, password });

    expect(await screen.findByRole('heading', { name: 'Brokers screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/broker');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(initialRouteVar()).toBeNull();
    expect(authStateVar()).toMatchObject({ isAuthenticated: true, user: { email } });
  });

  it('goes home when no page was saved', async () => {
    renderAppAtPath(routes, '/app/auth/sign-in');
    await fillAndSubmit({ email, password });
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  });
});
