/**
 * Every identity-service error code the auth screens can meet, each mapped to one plain
 * sentence that tells the user what to do. One exhaustive map: a code added to the list does not
 * compile until it has a sentence. Codes outside the list get a generic sentence.
 */
import { FirebaseError } from 'firebase/app';

export const KNOWN_AUTH_ERROR_CODES = [
  'auth/email-already-in-use',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/timeout',
  'auth/user-disabled',
  'auth/requires-recent-login',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-mismatch',
  'auth/multi-factor-auth-required',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  'auth/web-storage-unsupported',
  'auth/unauthorized-domain',
  'auth/operation-not-allowed',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/weak-password',
  'auth/invalid-email',
  'auth/missing-email',
  'auth/missing-password',
  'auth/account-exists-with-different-credential',
  'auth/credential-already-in-use',
  'auth/provider-already-linked',
  'auth/no-such-provider',
  'auth/quota-exceeded',
  'auth/internal-error',
] as const;

export type KnownAuthErrorCode = (typeof KNOWN_AUTH_ERROR_CODES)[number];

const WRONG_CREDENTIALS = 'The e-mail address or password is not correct. Check them and try again, or reset your password.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const AUTH_ERROR_MESSAGES: Record<KnownAuthErrorCode, string> = {
  'auth/email-already-in-use': 'An account already uses this e-mail address. Sign in instead, or reset your password.',
  'auth/wrong-password': WRONG_CREDENTIALS,
  // The same sentence as a wrong password: saying which addresses have accounts would let anyone
  // list them (the reset screen already does not say either).
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/too-many-requests': 'Too many attempts in a short time. Wait a few minutes and try again, or reset your password.',
  'auth/network-request-failed': 'The sign-in service could not be reached. Check your internet connection and try again.',
  'auth/timeout': 'The sign-in service took too long to answer. Check your internet connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact support if you think this is a mistake.',
  'auth/requires-recent-login': 'For your security, this needs a recent sign-in. Sign out, sign in again, then repeat it.',
  'auth/user-token-expired': SESSION_ENDED,
  'auth/invalid-user-token': SESSION_ENDED,
  'auth/user-mismatch': 'You signed in to a different account than the one to link. Use the account of this e-mail address.',
  'auth/multi-factor-auth-required': 'This account uses two-step verification, which this app cannot complete yet. Contact support to sign in.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before the sign-in finished. Try again and complete it in that window.',
  'auth/cancelled-popup-request': 'Another sign-in window was opened. Finish the sign-in there, or try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/operation-not-supported-in-this-environment': 'This browser cannot open the sign-in window. Use your e-mail and password, or another browser.',
  'auth/web-storage-unsupported': 'Your browser blocks the storage that sign-in needs. Allow cookies and site data for this site and try again.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this web address. Open the app from its usual address.',
  'auth/operation-not-allowed': 'This sign-in method is not available. Choose another way to sign in.',
  'auth/expired-action-code': 'This link has expired. Request a new one.',
  'auth/invalid-action-code': 'This link is not valid: it may have been used already. Request a new one.',
  'auth/weak-password': 'This password is too weak. Use at least 6 characters.',
  'auth/invalid-email': 'This e-mail address is not valid. Check it and try again.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/account-exists-with-different-credential':
    'An account with this e-mail address already exists with another sign-in method. Sign in with that method to link both.',
  'auth/credential-already-in-use': 'This sign-in is already linked to another account. Sign in with that account instead.',
  'auth/provider-already-linked': 'This sign-in method is already linked to your account: you can already use it.',
  'auth/no-such-provider': 'This sign-in method is not linked to your account.',
  'auth/quota-exceeded': 'The sign-in service is busy right now. Try again in a few minutes.',
  'auth/internal-error': 'The sign-in service had a problem. Try again in a moment.',
};

export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again in a moment.';

function isKnownCode(code: string): code is KnownAuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}

/** The identity-service code of `error` ("auth/..."), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  if (error instanceof FirebaseError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

/** The sentence to show for `error`. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return code && isKnownCode(code) ? AUTH_ERROR_MESSAGES[code] : GENERIC_AUTH_ERROR;
}

/** Logs a failed auth action (every auth error is logged) and returns the sentence to show. */
export function reportAuthError(action: string, error: unknown, log: (...data: unknown[]) => void = console.error): string {
  log(`[auth] ${action} failed: ${authErrorCode(error) ?? 'unknown error'}`, error);
  return authErrorMessage(error);
}
