import type { ApolloClient } from '@apollo/client';
import { getFirebaseAuth } from '../auth/firebase';
import { signOutAndReload } from '../auth/signOutAndReload';
import { SignoutFromAllDevicesDocument } from '../../generated/graphql';

export interface SignOutEverywhereOptions {
  /**
   * Ask the server to revoke every session first (the "Sign out of all devices" button). False
   * when this device learnt of a revocation, or its account is gone: only the local sign-out.
   */
  revokeAllSessions: boolean;
}

/**
 * The one way the profile ends sessions: optionally revoke them all on the server (which pushes
 * the revocation to the user's other devices), then sign this device out like any sign-out
 * (set hasSignout, end the Firebase session, clear local storage, reload on sign-in).
 */
export async function signOutEverywhere(client: ApolloClient, { revokeAllSessions }: SignOutEverywhereOptions): Promise<void> {
  if (revokeAllSessions) {
    await client.query({ query: SignoutFromAllDevicesDocument, fetchPolicy: 'network-only' });
  }
  await client.clearStore();
  await signOutAndReload(getFirebaseAuth());
}
