import type { User, UserCredential } from 'firebase/auth';

/** What an interactive sign-in produced, for useCompleteSignIn. */
export interface SignInOutcome {
  credential: UserCredential;
  /** The anonymous account the sign-in replaced (another uid), to be deleted; else null. */
  replacedAnonymousUid: string | null;
}

export function signInOutcome(previous: User | null, credential: UserCredential): SignInOutcome {
  const replaced = previous?.isAnonymous && previous.uid !== credential.user.uid ? previous.uid : null;
  return { credential, replacedAnonymousUid: replaced };
}
