/** The second half of a social sign-in clash: prove the existing account, then link to it. */
import {
  fetchSignInMethodsForEmail,
  linkWithCredential,
  signInWithEmailAndPassword,
  type Auth,
  type AuthCredential,
  type UserCredential,
} from 'firebase/auth';
import { anonymousSessionSettled } from './anonymousSession';
import { signInOutcome, type SignInOutcome } from './signInOutcome';
import { isSocialProviderId, signInWithSocialPopup, type SocialProviderId } from './socialSignIn';

/** How the existing account can be proven, given the answer of the identity service. */
export interface ProofMethods {
  password: boolean;
  providers: SocialProviderId[];
}

export const ALL_PROOF_METHODS: ProofMethods = { password: true, providers: ['google.com', 'facebook.com', 'twitter.com'] };

/**
 * The sign-in methods of the account of `email`. With e-mail enumeration protection on (the
 * default of new Firebase projects) the service answers an empty list: then every method is
 * offered and the user picks the one they used.
 */
export async function proofMethodsFor(auth: Auth, email: string, excludeProviderId: string): Promise<ProofMethods> {
  let methods: string[] = [];
  try {
    methods = await fetchSignInMethodsForEmail(auth, email);
  } catch (error) {
    console.error('[auth] reading the sign-in methods failed', error);
  }
  const providers = methods.filter(isSocialProviderId).filter((id) => id !== excludeProviderId);
  const password = methods.includes('password');
  return password || providers.length > 0 ? { password, providers } : ALL_PROOF_METHODS;
}

async function linkAfterProof(auth: Auth, prove: () => Promise<UserCredential>, pending: AuthCredential): Promise<SignInOutcome> {
  await anonymousSessionSettled();
  const previous = auth.currentUser;
  const proven = await prove();
  const linked = await linkWithCredential(proven.user, pending);
  return signInOutcome(previous, linked);
}

export function linkWithPassword(auth: Auth, email: string, password: string, pending: AuthCredential): Promise<SignInOutcome> {
  return linkAfterProof(auth, () => signInWithEmailAndPassword(auth, email, password), pending);
}

export function linkWithProvider(auth: Auth, providerId: SocialProviderId, pending: AuthCredential): Promise<SignInOutcome> {
  return linkAfterProof(auth, () => signInWithSocialPopup(auth, providerId), pending);
}
