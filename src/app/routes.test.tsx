import { screen, waitFor } from '@testing-library/react';
import { authStateVar, initialAuthState } from '../apollo/vars';
import { setEmulatorAppConfig } from '../testing/emulatorAppConfig';
import { marketDataStatusMock } from '../features/market/marketDataStatusMock';
import { renderAppAtPath } from '../testing/renderAppAtPath';

// Signed-in screens ask the server whether market data is simulated (the banner): a live answer.
const renderAtPath = (routeList: Parameters<typeof renderAppAtPath>[0], path: string) => renderAppAtPath(routeList, path, [marketDataStatusMock('live')]);
import { routes } from './routes';

// The public screens use Firebase (an anonymous session, action codes): the Auth emulator of
// Jest's global setup answers them. Apollo is there for the screens' generated hooks.
beforeAll(() => setEmulatorAppConfig());

// Each screen's code is fetched lazily; the first import of a module graph in a cold Jest worker on a
// busy machine takes longer than findBy*'s one-second default.
const LAZY_SCREEN = { timeout: 10_000 };

// Every route, row by row: the URL and the title its screen shows.
const publicRoutes: [path: string, title: string][] = [
  ['/app/privacy-policy', 'Privacy policy'],
  ['/app/terms-of-service', 'Terms of service'],
  ['/app/auth/sign-in', 'Sign in'],
  ['/app/auth/sign-up', 'Create your account'],
  ['/app/auth/link-to-existing-provider', 'Link your accounts'],
  ['/app/auth/forgot-password', 'Forgot your password?'],
  ['/app/auth/confirm-email', 'Check your e-mail'],
  ['/app/auth/password-reset', 'Choose a new password'],
  // Only for a signed-in user; a signed-out visitor is sent to sign-in.
  ['/app/auth/verify-email', 'Sign in'],
  ['/app/auth/action?mode=verifyEmail&oobCode=abc', 'Verify your e-mail address'],
];

const signedInRoutes: [path: string, title: string][] = [
  ['/app', 'Home'],
  ['/app/broker', 'Brokers'],
  ['/app/portfolio', 'Portfolios'],
  ['/app/transaction', 'Transactions'],
  ['/app/setup', 'Setup'],
  ['/app/transaction/add', 'Add transactions'],
  ['/app/transaction/edit/6650f1c2a1/AAPL', 'Edit transaction'],
  ['/app/transaction/import', 'Import transactions'],
  ['/app/v/6650f1c2a1/My%20dividends', 'Dashboard'],
  ['/app/profile', 'Profile'],
  ['/app/prices/6650f1c2a1', 'Prices'],
  ['/app/rates/EUR/USD', 'Rates'],
  ['/app/subscription', 'Subscription'],
  ['/app/token-top-up-prices', 'Token top-up prices'],
  ['/app/assistant', 'Assistant'],
  ['/app/assistant/6650f1c2a1', 'Assistant'],
];

const signedIn = { ...initialAuthState, isInitialized: true, isAuthenticated: true };
const signedOut = { ...initialAuthState, isInitialized: true };

afterEach(() => authStateVar(initialAuthState));

describe('routes', () => {
  it.each(publicRoutes)('%s shows "%s" to a signed-out visitor', async (path, title) => {
    authStateVar(signedOut);
    renderAtPath(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LAZY_SCREEN)).toBeInTheDocument();
  });

  // Screens that are built load their data (or wait for the audited profile) and are covered by
  // their own tests; here they must open, not redirect.
  it.each(signedInRoutes)('%s opens its screen for a signed-in user', async (path) => {
    authStateVar(signedIn);
    const { router } = renderAtPath(routes, path);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1, name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each(signedInRoutes)('%s sends a signed-out visitor to sign-in', async (path) => {
    authStateVar(signedOut);
    const { router } = renderAtPath(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
  });

  it('opens sign-in for the bare /app/auth', async () => {
    const { router } = renderAtPath(routes, '/app/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/auth/sign-in');
  });

  it.each(['/app/nope', '/app/auth/nope', '/app/transaction/nope'])(
    '%s is the 404 page',
    async (path) => {
      authStateVar(signedIn);
      renderAtPath(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: '404' }, LAZY_SCREEN)).toBeInTheDocument();
    },
  );

  it('shows the loader while a screen loads', async () => {
    authStateVar(signedOut);
    renderAtPath(routes, '/app/privacy-policy');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
