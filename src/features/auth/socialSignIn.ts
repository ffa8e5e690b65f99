/**
 * Google, Facebook and Twitter popup sign-in. The popup is Firebase's own window (500x600).
 * This module brings the popup resolver with it, so it is only loaded by the screens that
 * offer social sign-in, not with the app's first paint.
 */
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  TwitterAuthProvider,
  browserPopupRedirectResolver,
  signInWithPopup,
  type Auth,
  type AuthCredential,
  type AuthProvider,
} from 'firebase/auth';
import { anonymousSessionSettled } from './anonymousSession';
import { authErrorCode } from './authErrorMessage';
import { signInOutcome, type SignInOutcome } from './signInOutcome';

export type SocialProviderId = 'google.com' | 'facebook.com' | 'twitter.com';

export const SOCIAL_PROVIDERS: readonly { id: SocialProviderId; label: string }[] = [
  { id: 'google.com', label: 'Google' },
  { id: 'facebook.com', label: 'Facebook' },
  { id: 'twitter.com', label: 'X (Twitter)' },
];

export function isSocialProviderId(id: string): id is SocialProviderId {
  return SOCIAL_PROVIDERS.some((provider) => provider.id === id);
}

export function providerLabel(id: string): string {
  if (id === 'password') return 'e-mail and password';
  return SOCIAL_PROVIDERS.find((provider) => provider.id === id)?.label ?? id;
}

/** The popup forces account selection (where the provider can) and asks for the e-mail. */
export function createSocialProvider(id: SocialProviderId): AuthProvider {
  switch (id) {
    case 'google.com': {
      const provider = new GoogleAuthProvider();
      provider.addScope('email');
      provider.setCustomParameters({ prompt: 'select_account' });
      return provider;
    }
    case 'facebook.com': {
      // Facebook has no account chooser parameter; it shows the account signed in to Facebook.
      const provider = new FacebookAuthProvider();
      provider.addScope('email');
      return provider;
    }
    case 'twitter.com':
      // OAuth 1.0a: no scopes; the e-mail comes with the app's "request e-mail" permission.
      return new TwitterAuthProvider();
  }
}

export async function signInWithSocial(auth: Auth, id: SocialProviderId): Promise<SignInOutcome> {
  await anonymousSessionSettled();
  const previous = auth.currentUser;
  return signInOutcome(previous, await signInWithPopup(auth, createSocialProvider(id), browserPopupRedirectResolver));
}

/** Proves an existing social account again (the link flow), with the same popup. */
export function signInWithSocialPopup(auth: Auth, id: SocialProviderId) {
  return signInWithPopup(auth, createSocialProvider(id), browserPopupRedirectResolver);
}

export interface AccountClash {
  email: string;
  /** The provider the user just tried ("facebook.com"). */
  providerId: string;
  credential: AuthCredential;
}

/**
 * The e-mail and pending credential of an auth/account-exists-with-different-credential error,
 * or null for any other error (or one without them).
 */
export function accountClashFromError(error: unknown): AccountClash | null {
  if (authErrorCode(error) !== 'auth/account-exists-with-different-credential') return null;
  const customData = (error as { customData?: { email?: string; _tokenResponse?: { providerId?: string } } }).customData;
  const email = customData?.email;
  const providerId = customData?._tokenResponse?.providerId;
  if (!email || !providerId) return null;
  // Twitter's credential needs its token secret, which only TwitterAuthProvider reads. For the
  // others the generic reader keeps both the access token and the ID token (the provider-
  // specific Facebook reader drops the ID token, which the Auth emulator needs).
  const credential =
    (providerId === 'twitter.com' ? TwitterAuthProvider.credentialFromError(error as never) : null) ??
    OAuthProvider.credentialFromError(error as never);
  return credential ? { email, providerId, credential } : null;
}
