import { useReactiveVar } from '@apollo/client/react';
import { authStateVar } from '../../apollo/vars';
import { useCurrentUser } from '../../data/useCurrentUser';

export interface ShellUser {
  /** The name, else the e-mail: what the shell shows first. */
  label: string;
  /** The e-mail under a name (null when the label already is the e-mail). */
  detail: string | null;
  photoURL: string | null;
}

/**
 * Who the shell shows as signed in: the profile from the cache (live, so a rename shows at
 * once), or Firebase's view of the user while the profile is still being audited.
 */
export function useShellUser(): ShellUser {
  const profile = useCurrentUser();
  const { user } = useReactiveVar(authStateVar);
  const name = profile ? profile.name : user?.displayName;
  const email = profile ? profile.email : user?.email;
  const photoURL = (profile ? profile.photoURL : user?.photoURL) ?? null;
  if (name) return { label: name, detail: email || null, photoURL };
  return { label: email || 'Profile', detail: null, photoURL };
}
