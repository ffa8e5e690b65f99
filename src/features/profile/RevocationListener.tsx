import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { authStateVar } from '../../apollo/vars';
import { useRevocationSubscription } from '../../generated/graphql';
import { getFirebaseAuth } from '../auth/firebase';
import { isRevoked } from './isRevoked';
import { signOutEverywhere } from './signOutEverywhere';

/** The current session's sign-in time (the ID token's auth_time), or null when signed out. */
export type AuthTimeGetter = () => Promise<string | null>;

const firebaseAuthTime: AuthTimeGetter = async () => {
  const user = getFirebaseAuth().currentUser;
  return user ? (await user.getIdTokenResult()).authTime : null;
};

/**
 * Client side of "Sign out of all devices" (token revocation): while signed in, listens
 * to the user's revocation record and signs this device out when the revocation is newer than
 * its sign-in. Mount once inside the Apollo provider.
 */
export function RevocationListener({ getAuthTime = firebaseAuthTime }: { getAuthTime?: AuthTimeGetter }) {
  const { isAuthenticated, user } = useReactiveVar(authStateVar);
  if (!isAuthenticated || !user) return null;
  // Keyed by user: another user's sign-in opens a new subscription with that user's token.
  return <RevocationSubscription key={user.uid} getAuthTime={getAuthTime} />;
}

function RevocationSubscription({ getAuthTime }: { getAuthTime: AuthTimeGetter }): null {
  const client = useApolloClient();
  useRevocationSubscription({
    onData: async ({ data }) => {
      const revokedAt = data.data?.revocation.revokedAt;
      if (!revokedAt) return;
      const authTime = await getAuthTime();
      if (authTime && isRevoked(revokedAt, authTime)) {
        // The server already revoked every session: only this device's sign-out is left.
        await signOutEverywhere(client, { revokeAllSessions: false });
      }
    },
  });
  return null;
}
