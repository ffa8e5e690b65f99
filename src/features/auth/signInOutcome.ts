import type { User, UserCredential } from 'firebase/auth';

/** What an interactive sign-in produced, for useCompleteSignIn. */
export interface SignInOutcome {
  credential: UserCredential;
  /**
   * The anonymous account the sign-in replaced (another uid), to be deleted; else null. Kept as
   * the SDK's user, whose own ID token proves to the server that this browser was that visitor.
   */
  replacedAnonymous: User | null;
}

export function signInOutcome(previous: User | null, credential: UserCredential): SignInOutcome {
  const replaced = previous?.isAnonymous && previous.uid !== credential.user.uid ? previous : null;
  return { credential, replacedAnonymous: replaced };
}
