import { onIdTokenChanged, type Auth, type Unsubscribe, type User } from 'firebase/auth';
import { authStateVar, type AuthState, type AuthUser } from '../../apollo/vars';

/** The parts of a Firebase user the auth state is derived from. */
export type FirebaseUserLike = Pick<
  User,
  'uid' | 'email' | 'displayName' | 'photoURL' | 'providerId' | 'isAnonymous' | 'emailVerified' | 'providerData'
>;

function toAuthUser(user: FirebaseUserLike): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    // User.providerId is always "firebase"; the sign-in method is on the linked provider.
    providerId: user.providerData[0]?.providerId ?? user.providerId,
    isAnonymous: user.isAnonymous,
  };
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof AuthUser)[]).every((key) => a[key] === b[key]);
}

/**
 * The auth state after Firebase reports `firebaseUser`. Returns `previous` itself when nothing
 * the UI shows has changed (an hourly token refresh), so nothing re-renders.
 */
export function nextAuthState(previous: AuthState, firebaseUser: FirebaseUserLike | null): AuthState {
  const user = firebaseUser ? toAuthUser(firebaseUser) : null;
  const isAuthenticated = user !== null && !user.isAnonymous;
  const isEmailVerified = firebaseUser?.emailVerified ?? false;
  if (
    previous.isInitialized &&
    previous.isAuthenticated === isAuthenticated &&
    previous.isEmailVerified === isEmailVerified &&
    sameUser(previous.user, user)
  ) {
    return previous;
  }
  return {
    ...previous,
    isInitialized: true,
    isAuthenticated,
    isEmailVerified,
    user,
    // The audited profile belongs to one user: another user (or none) must be audited again.
    hasAuditedUser: previous.user?.uid === user?.uid ? previous.hasAuditedUser : false,
  };
}

/**
 * Keeps `authStateVar` in step with Firebase. ID-token changes (not only sign-in changes) are
 * watched so that a verified e-mail shows up as soon as the token is refreshed.
 */
export function watchAuthState(auth: Auth): Unsubscribe {
  return onIdTokenChanged(auth, (user) => authStateVar(nextAuthState(authStateVar(), user)));
}

/**
 * Applies the current Firebase user to the auth state now, without waiting for the listener:
 * after updateProfile or reload() the SDK only notifies when the token changed, and a screen
 * that navigates right after a sign-up must find the new state in place.
 */
export function syncAuthState(user: FirebaseUserLike | null): void {
  authStateVar(nextAuthState(authStateVar(), user));
}
