/**
 * Every route of spec §2, under the /app basename. Screens load lazily (their code is fetched
 * on first visit); until a screen's issue lands it is a placeholder showing only its title.
 */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { ErrorPage } from './ErrorPage';
import { Loader } from './Loader';
import { RootLayout } from './RootLayout';

export const basename = '/app';

type LazyRoute = NonNullable<RouteObject['lazy']>;

function placeholder(title: string): LazyRoute {
  return async () => {
    const { PlaceholderScreen } = await import('./PlaceholderScreen');
    return { element: <PlaceholderScreen title={title} /> };
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: Loader,
    children: [
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', lazy: async () => ({ Component: (await import('../features/legal/TermsOfServicePage')).TermsOfServicePage }) },
      {
        path: 'auth',
        lazy: async () => ({ Component: (await import('../features/auth/AuthLayout')).AuthLayout }),
        children: [
          { index: true, element: <Navigate to="sign-in" replace /> },
          { path: 'sign-in', lazy: async () => ({ Component: (await import('../features/auth/SignInScreen')).SignInScreen }) },
          { path: 'sign-up', lazy: async () => ({ Component: (await import('../features/auth/SignUpScreen')).SignUpScreen }) },
          {
            path: 'link-to-existing-provider',
            lazy: async () => ({ Component: (await import('../features/auth/LinkToExistingProviderScreen')).LinkToExistingProviderScreen }),
          },
          { path: 'forgot-password', lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordScreen')).ForgotPasswordScreen }) },
          { path: 'confirm-email', lazy: async () => ({ Component: (await import('../features/auth/ConfirmEmailScreen')).ConfirmEmailScreen }) },
          { path: 'password-reset', lazy: async () => ({ Component: (await import('../features/auth/PasswordResetScreen')).PasswordResetScreen }) },
          { path: 'verify-email', lazy: async () => ({ Component: (await import('../features/auth/VerifyEmailScreen')).VerifyEmailScreen }) },
          { path: 'action', lazy: async () => ({ Component: (await import('../features/auth/AuthActionScreen')).AuthActionScreen }) },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/HomeScreen')).HomeScreen }) },
          { path: 'broker', lazy: async () => ({ Component: (await import('../features/broker/BrokersScreen')).BrokersScreen }) },
          { path: 'portfolio', lazy: async () => ({ Component: (await import('../features/portfolio/PortfoliosScreen')).PortfoliosScreen }) },
          { path: 'transaction', lazy: async () => ({ Component: (await import('../features/transaction/list/TransactionsScreen')).TransactionsScreen }) },
          { path: 'setup', lazy: async () => ({ Component: (await import('../features/setup/SetupScreen')).SetupScreen }) },
          { path: 'transaction/add', lazy: async () => ({ Component: (await import('../features/transaction/form/AddTransactionsScreen')).AddTransactionsScreen }) },
          { path: 'transaction/edit/*', lazy: async () => ({ Component: (await import('../features/transaction/form/EditTransactionScreen')).EditTransactionScreen }) },
          { path: 'transaction/import', lazy: async () => ({ Component: (await import('../features/import/screen/ImportTransactionsScreen')).ImportTransactionsScreen }) },
          { path: 'v/:dashboardId/:title', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardScreen')).DashboardScreen }) },
          { path: 'profile', lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }) },
          { path: 'subscription', lazy: placeholder('Subscription') },
          { path: 'token-top-up-prices', lazy: placeholder('Token top-up prices') },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename });
}
