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
  onIdTokenChanged,
  type Auth,
} from 'firebase/auth';
import { getRuntimeConfig } from '../../app/runtimeConfig';

let auth: Auth | undefined;
/** The token getIdToken last gave, whose user it is and until when it is valid. */
let lastToken: { uid: string; token: string; expiresAt: number } | null = null;

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
  // A token the SDK replaced (refreshed, forced after a verified e-mail, another user) is no
  // longer the one to send: the next request asks getIdToken again.
  onIdTokenChanged(auth, () => {
    lastToken = null;
  });
  return auth;
}

/** A known token is used until this long before it expires; then the SDK is asked again. */
export const KNOWN_TOKEN_MARGIN_MS = 5 * 60_000;

/** The current user's ID token (refreshed by the SDK when near expiry), or null. */
export async function getIdToken(): Promise<string | null> {
  const firebaseAuth = getFirebaseAuth();
  // Before the persisted session is restored currentUser is null: wait, or the first requests
  // of a signed-in user would go out without a token.
  await firebaseAuth.authStateReady();
  const user = firebaseAuth.currentUser;
  if (!user) {
    lastToken = null;
    return null;
  }
  const { token, expirationTime } = await user.getIdTokenResult();
  lastToken = { uid: user.uid, token, expiresAt: Date.parse(expirationTime) };
  return token;
}

/**
 * The token getIdToken last gave while its user is still the one signed in and it is valid for
 * more than KNOWN_TOKEN_MARGIN_MS, else null (ask getIdToken). Synchronous, so a request can go
 * out in the same task that asks for it: awaiting the SDK, even for a token it holds, let a
 * dashboard's queries wait until React had finished rendering the widgets that asked for them.
 */
export function knownIdToken(now = Date.now()): string | null {
  const user = auth?.currentUser ?? null;
  if (!lastToken || !user || user.uid !== lastToken.uid || lastToken.expiresAt - now <= KNOWN_TOKEN_MARGIN_MS) return null;
  return lastToken.token;
}
