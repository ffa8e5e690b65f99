import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authStateVar, initialRouteVar } from '../../apollo/vars';
import { useDeleteAnonymousUserMutation } from '../../generated/graphql';
import type { SignInOutcome } from './signInOutcome';
import { syncAuthState } from './watchAuthState';

/**
 * What follows every successful interactive sign-in: record it, delete the anonymous account it
 * replaced, proven by its own ID token (a failure is only logged), and go to the page the visitor was sent away
 * from (RequireAuth saved it) or home.
 */
export function useCompleteSignIn(): (outcome: SignInOutcome) => void {
  const navigate = useNavigate();
  const [deleteAnonymousUser] = useDeleteAnonymousUserMutation();

  return useCallback(
    ({ credential, replacedAnonymous }: SignInOutcome) => {
      syncAuthState(credential.user);
      authStateVar({ ...authStateVar(), userCredential: credential, signinProvider: credential.providerId ?? 'password', linkToProvider: null });
      if (replacedAnonymous) {
        // The replaced user still holds its own session: its ID token (refreshed if need be) is
        // the proof the server asks for.
        replacedAnonymous
          .getIdToken()
          .then((idToken) => deleteAnonymousUser({ variables: { uid: replacedAnonymous.uid, idToken } }))
          .catch((error: unknown) => {
            console.error('[auth] deleting the replaced anonymous account failed', error);
          });
      }
      const target = initialRouteVar() ?? '/';
      initialRouteVar(null);
      navigate(target, { replace: true });
    },
    [navigate, deleteAnonymousUser],
  );
}
