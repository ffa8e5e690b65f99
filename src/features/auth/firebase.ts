/**
 * The one Firebase app and Auth instance, created on first use from the runtime configuration
 * (so importing this module has no side effects, and tests can avoid it entirely).
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { getRuntimeConfig } from '../../app/runtimeConfig';

let auth: Auth | undefined;

export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const config = getRuntimeConfig();
  // initializeAuth instead of getAuth: getAuth also bundles the popup/redirect resolver (~30 KB
  // gzipped) into the first load. Social sign-in passes browserPopupRedirectResolver to
  // signInWithPopup itself, so that code arrives with the sign-in screen.
  auth = initializeAuth(initializeApp(config.firebase), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}

/** The current user's ID token (refreshed by the SDK when near expiry), or null. */
export async function getIdToken(): Promise<string | null> {
  const firebaseAuth = getFirebaseAuth();
  // Before the persisted session is restored currentUser is null: wait, or the first requests
  // of a signed-in user would go out without a token.
  await firebaseAuth.authStateReady();
  return firebaseAuth.currentUser ? firebaseAuth.currentUser.getIdToken() : null;
}
