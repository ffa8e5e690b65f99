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
      { path: 'privacy-policy', lazy: placeholder('Privacy policy') },
      { path: 'terms-of-service', lazy: placeholder('Terms of service') },
      {
        path: 'auth',
        lazy: async () => ({ Component: (await import('../features/auth/AuthLayout')).AuthLayout }),
        children: [
          { index: true, element: <Navigate to="sign-in" replace /> },
          { path: 'sign-in', lazy: placeholder('Sign in') },
          { path: 'sign-up', lazy: placeholder('Sign up') },
          { path: 'link-to-existing-provider', lazy: placeholder('Link your accounts') },
          { path: 'forgot-password', lazy: placeholder('Forgot password') },
          { path: 'confirm-email', lazy: placeholder('Confirm your email') },
          { path: 'password-reset', lazy: placeholder('Reset your password') },
          { path: 'verify-email', lazy: placeholder('Verify your email') },
          { path: 'action', lazy: placeholder('Email action') },
        ],
      },
      { path: 'embed-widget/:widgetName', lazy: placeholder('Embedded widget') },
      {
        Component: RequireAuth,
        children: [
          { index: true, lazy: placeholder('Home') },
          { path: 'broker', lazy: placeholder('Brokers') },
          { path: 'portfolio', lazy: placeholder('Portfolios') },
          { path: 'transaction', lazy: placeholder('Transactions') },
          { path: 'setup', lazy: placeholder('Setup') },
          { path: 'transaction/add', lazy: placeholder('Add transactions') },
          { path: 'transaction/edit/*', lazy: placeholder('Edit transaction') },
          { path: 'transaction/import', lazy: placeholder('Import transactions') },
          { path: 'v/:dashboardId/:title', lazy: placeholder('Dashboard') },
          { path: 'profile', lazy: placeholder('Profile') },
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
