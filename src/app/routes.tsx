/**
 * Every route of the app, under the /app basename. Screens load lazily (their code is fetched
 * on first visit).
 */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { basename } from './basename';
import { RequireAuth } from '../features/auth/RequireAuth';
import type { RouteHandle } from './a11y/pageTitle';
import { ErrorPage } from './ErrorPage';
import { Loader } from '../ui/Loader';
import { PRICES_ROUTE, RATES_ROUTE } from '../ui/quotePaths';
import { RootLayout } from './RootLayout';

export { basename } from './basename';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: Loader,
    children: [
      { path: 'privacy-policy', handle: { title: 'Privacy policy' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/legal/PrivacyPolicyPage')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', handle: { title: 'Terms of service' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/legal/TermsOfServicePage')).TermsOfServicePage }) },
      {
        path: 'auth',
        lazy: async () => ({ Component: (await import('../features/auth/AuthLayout')).AuthLayout }),
        children: [
          { index: true, element: <Navigate to="sign-in" replace /> },
          { path: 'sign-in', handle: { title: 'Sign in' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/SignInScreen')).SignInScreen }) },
          { path: 'sign-up', handle: { title: 'Sign up' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/SignUpScreen')).SignUpScreen }) },
          {
            path: 'link-to-existing-provider', handle: { title: 'Link to your existing account' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await import('../features/auth/LinkToExistingProviderScreen')).LinkToExistingProviderScreen }),
          },
          { path: 'forgot-password', handle: { title: 'Forgot password' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/ForgotPasswordScreen')).ForgotPasswordScreen }) },
          { path: 'confirm-email', handle: { title: 'Confirm e-mail' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/ConfirmEmailScreen')).ConfirmEmailScreen }) },
          { path: 'password-reset', handle: { title: 'Reset password' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/PasswordResetScreen')).PasswordResetScreen }) },
          { path: 'verify-email', handle: { title: 'Verify your e-mail' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/VerifyEmailScreen')).VerifyEmailScreen }) },
          { path: 'action', handle: { title: 'E-mail action' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/auth/AuthActionScreen')).AuthActionScreen }) },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          { index: true, handle: { title: 'Home' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/home/HomeScreen')).HomeScreen }) },
          { path: 'broker', handle: { title: 'Brokers and accounts' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/broker/BrokersScreen')).BrokersScreen }) },
          { path: 'portfolio', handle: { title: 'Portfolios' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/portfolio/PortfoliosScreen')).PortfoliosScreen }) },
          { path: 'transaction', handle: { title: 'Transactions' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/transaction/list/TransactionsScreen')).TransactionsScreen }) },
          { path: 'setup', handle: { title: 'Setup' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/setup/SetupScreen')).SetupScreen }) },
          { path: 'transaction/add', handle: { title: 'Add transactions' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/transaction/form/AddTransactionsScreen')).AddTransactionsScreen }) },
          { path: 'transaction/edit/*', handle: { title: 'Edit transaction' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/transaction/form/EditTransactionScreen')).EditTransactionScreen }) },
          { path: 'transaction/import', handle: { title: 'Import transactions' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/import/screen/ImportTransactionsScreen')).ImportTransactionsScreen }) },
          { path: 'v/:dashboardId/:title', handle: { title: 'Dashboard' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/dashboard/DashboardScreen')).DashboardScreen }) },
          { path: PRICES_ROUTE, handle: { title: 'Prices' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/quotes/PricesScreen')).PricesScreen }) },
          { path: RATES_ROUTE, handle: { title: 'Rates' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/quotes/RatesScreen')).RatesScreen }) },
          { path: 'profile', handle: { title: 'Profile' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/profile/ProfilePage')).ProfilePage }) },
          { path: 'subscription', handle: { title: 'Subscription' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/billing/SubscriptionScreen')).SubscriptionScreen }) },
          { path: 'token-top-up-prices', handle: { title: 'Token top-up prices' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/billing/TokenTopUpScreen')).TokenTopUpScreen }) },
          { path: 'assistant', handle: { title: 'Assistant' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/assistant/AssistantScreen')).AssistantScreen }) },
          { path: 'assistant/:conversationId', handle: { title: 'Assistant' } satisfies RouteHandle, lazy: async () => ({ Component: (await import('../features/assistant/AssistantScreen')).AssistantScreen }) },
        ],
      },
      {
        path: '*', handle: { title: 'Page not found' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename });
}
