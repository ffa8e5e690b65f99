/**
 * Anonymous sessions: a visitor on a public page gets a real Firebase anonymous
 * user, which the app treats as signed out. Sign-up links the e-mail credential to it (same uid);
 * a sign-in that replaces it deletes it afterwards.
 */
import { signInAnonymously, type Auth } from 'firebase/auth';

let inFlight: Promise<void> | null = null;

/**
 * Starts an anonymous session unless one (of any kind) exists already: a restored session is
 * reused, so reloading a public page does not create a new anonymous account each time.
 */
export function startAnonymousSession(auth: Auth): Promise<void> {
  // Two screens mounting at once (React StrictMode) must not create two anonymous accounts.
  inFlight ??= auth
    .authStateReady()
    .then(async () => {
      if (!auth.currentUser) await signInAnonymously(auth);
    })
    .catch((error: unknown) => {
      // Not fatal: sign-in and sign-up work without it (sign-up then creates a new account).
      console.error('[auth] anonymous session failed', error);
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Resolves once no anonymous sign-in is in flight. Every interactive sign-in waits for it, or an
 * anonymous sign-in finishing late would replace the user who has just signed in.
 */
export function anonymousSessionSettled(): Promise<void> {
  return inFlight ?? Promise.resolve();
}
