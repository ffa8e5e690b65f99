import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { authStateVar } from '../../apollo/vars';
import { useAuditUserMutation } from '../../generated/graphql';
import { signUpCurrencyFor } from './signUpCurrency';

/**
 * After a (non-anonymous) sign-in, loads the full profile once per user with auditUser and marks
 * the auth state as audited (spec §4). The profile itself lives in the Apollo cache (User:_id).
 */
export function useAuditOnSignIn(locale: string = navigator.language): void {
  const { isAuthenticated, hasAuditedUser, user } = useReactiveVar(authStateVar);
  const [auditUser] = useAuditUserMutation();
  const inFlight = useRef<string | null>(null);
  const uid = isAuthenticated && !hasAuditedUser ? (user?.uid ?? null) : null;

  useEffect(() => {
    if (!uid || inFlight.current === uid) return;
    inFlight.current = uid;
    auditUser({ variables: { auditInput: { userLocale: locale, signUpCurrency: signUpCurrencyFor(locale) } } })
      .then(({ data }) => {
        // Only for the user it was sent for: they may have signed out meanwhile.
        if (data?.auditUser.uid === uid && authStateVar().user?.uid === uid) {
          authStateVar({ ...authStateVar(), hasAuditedUser: true });
        }
      })
      .catch(() => {
        // Logged by the error link; the next sign-in state change tries again.
      })
      .finally(() => {
        inFlight.current = null;
      });
  }, [uid, locale, auditUser]);
}

/** Mount once inside the Apollo provider. */
export function AuditOnSignIn(): null {
  useAuditOnSignIn();
  return null;
}
