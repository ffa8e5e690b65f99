import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '../../app/shell/AppShell';
import { Loader } from '../../ui/Loader';
import { authStateVar, initialRouteVar } from '../../apollo/vars';
import { TrialBanner } from '../billing/TrialBanner';
import { SimulatedDataBanner } from '../market/SimulatedDataBanner';

/**
 * Guard of the signed-in routes: wait for Firebase to report the session, then either
 * send an unverified e-mail/password account to Verify Your Email, show the route (under the simulated-data banner, when the server serves made-up market data, and the free trial's banner) or
 * send the visitor to sign-in, remembering where they were going unless they have just signed out.
 */
export function RequireAuth() {
  const { isInitialized, isAuthenticated, hasSignout, isEmailVerified, user } = useReactiveVar(authStateVar);
  const { pathname, search } = useLocation();
  const mustSignIn = isInitialized && !isAuthenticated;

  useEffect(() => {
    if (mustSignIn && !hasSignout) initialRouteVar(pathname + search);
  }, [mustSignIn, hasSignout, pathname, search]);

  if (!isInitialized) return <Loader />;
  if (!isAuthenticated) return <Navigate to="/auth/sign-in" replace />;
  // An e-mail/password account proves its address first (Verify Your Email), however it signed in
  // again; an address a social provider signed in with counts as verified.
  if (!isEmailVerified && user?.providerId === 'password') return <Navigate to="/auth/verify-email" replace />;
  return (
    <AppShell
      banner={
        <>
          <SimulatedDataBanner />
          <TrialBanner />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
