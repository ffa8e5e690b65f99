/** E-mail and password sign-up, sign-in and password reset against Firebase Auth. */
import {
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  linkWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import { anonymousSessionSettled } from './anonymousSession';
import { signInOutcome, type SignInOutcome } from './signInOutcome';
import type { SignInValues, SignUpValues } from './authValidation';

/**
 * Where the user lands after following an e-mail link. The link itself opens the project's
 * action handler URL, a Firebase project setting that must point at /app/auth/action.
 */
export function continueSettings(path: string): ActionCodeSettings {
  return { url: `${window.location.origin}/app${path}` };
}

export function sendVerificationEmail(user: User): Promise<void> {
  return sendEmailVerification(user, continueSettings('/'));
}

/**
 * Sign-up: an anonymous visitor's account gets the e-mail credential linked (same uid), anyone
 * else gets a new account; then the display name is set and a verification e-mail is sent.
 */
export async function signUpWithEmail(auth: Auth, values: SignUpValues): Promise<SignInOutcome> {
  await anonymousSessionSettled();
  const email = values.email.trim();
  const current = auth.currentUser;
  const credential = current?.isAnonymous
    ? await linkWithCredential(current, EmailAuthProvider.credential(email, values.password))
    : await createUserWithEmailAndPassword(auth, email, values.password);
  await updateProfile(credential.user, { displayName: values.name.trim() });
  try {
    await sendVerificationEmail(credential.user);
  } catch (error) {
    // The account exists: the verify-email screen offers a resend (a failure here is only logged).
    console.error('[auth] sending the verification e-mail failed', error);
  }
  return signInOutcome(current, credential);
}

export async function signInWithEmail(auth: Auth, values: SignInValues): Promise<SignInOutcome> {
  await anonymousSessionSettled();
  const previous = auth.currentUser;
  return signInOutcome(previous, await signInWithEmailAndPassword(auth, values.email.trim(), values.password));
}

export function requestPasswordReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim(), continueSettings('/auth/sign-in'));
}
