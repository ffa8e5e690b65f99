import { signOut, type Auth } from 'firebase/auth';
import { authStateVar } from '../../apollo/vars';
import { operationLog } from '../support/operationLog';
import { storageOrNull } from '../../lib/safeStorage';
import { forgetThisDevice } from '../notifications/webPushDevice';

/**
 * Sign-out: mark it (so the guard does not remember the page), stop this browser's push
 * subscription (the next user of the browser must not get this one's notifications), end the
 * session, clear all local storage, and reload on the sign-in page so no data of the old session
 * stays in memory. A failure is only logged; the reload happens anyway.
 */
export async function signOutAndReload(
  auth: Auth,
  goTo: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  authStateVar({ ...authStateVar(), hasSignout: true });
  await forgetThisDevice();
  try {
    await signOut(auth);
  } catch (error) {
    console.error('[auth] sign-out failed', error);
  }
  try {
    storageOrNull()?.clear();
  } catch {
    // Refused storage holds nothing to clear; the reload below must still happen.
  }
  // The operation log holds this session's data: it goes with the session.
  operationLog.clear();
  goTo('/app/auth/sign-in');
}
