import { InMemoryCache } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { authStateVar } from '../../apollo/vars';
import { useAuditUserMutation } from '../../generated/graphql';
import { signUpCurrencyFor } from './signUpCurrency';

/**
 * After a (non-anonymous) sign-in, loads the full profile once per user with auditUser and marks
 * the auth state as audited. The profile itself lives in the Apollo cache (User:_id).
 */
export function useAuditOnSignIn(locale: string = navigator.language): void {
  const { isAuthenticated, hasAuditedUser, user } = useReactiveVar(authStateVar);
  const [auditUser, { client }] = useAuditUserMutation();
  const inFlight = useRef<string | null>(null);
  const auditedWith = useRef<{ uid: string; name: string | null } | null>(null);
  // Bumped when an audit settles, so a name that arrived meanwhile is sent next.
  const [settled, setSettled] = useState(0);
  const uid = isAuthenticated ? (user?.uid ?? null) : null;
  const displayName = user?.displayName?.trim() || null;

  useEffect(() => {
    if (!uid || inFlight.current === uid) return;
    // A sign-up's first audit runs as soon as the account exists, before its display name is set:
    // when the name arrives, audit again so the profile gets it (the server only fills a missing one).
    const nameArrived = displayName !== null && auditedWith.current?.uid === uid && auditedWith.current.name === null;
    if (hasAuditedUser && !nameArrived) return;
    inFlight.current = uid;
    auditedWith.current = { uid, name: displayName };
    auditUser({ variables: { auditInput: { ...(displayName ? { name: displayName } : {}), userLocale: locale, signUpCurrency: signUpCurrencyFor(locale) } } })
      .then(({ data }) => {
        // No query reaches the profile (auditUser is a mutation), so the gc() that follows a
        // delete would drop it from the cache; retained, it stays until sign-out reloads the page.
        const cacheId = data ? client.cache.identify(data.auditUser) : undefined;
        if (cacheId && client.cache instanceof InMemoryCache) client.cache.retain(cacheId);
        // Only for the user it was sent for: they may have signed out meanwhile.
        if (data?.auditUser.uid === uid && authStateVar().user?.uid === uid && !authStateVar().hasAuditedUser) {
          authStateVar({ ...authStateVar(), hasAuditedUser: true });
        }
      })
      .catch(() => {
        // Logged by the error link; the next sign-in state change tries again.
        auditedWith.current = null;
      })
      .finally(() => {
        inFlight.current = null;
        setSettled((n) => n + 1);
      });
  }, [uid, hasAuditedUser, displayName, locale, auditUser, client, settled]);
}

/** Mount once inside the Apollo provider. */
export function AuditOnSignIn(): null {
  useAuditOnSignIn();
  return null;
}
