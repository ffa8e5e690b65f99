// Who is asking: a verified Firebase token whose session was not revoked. signoutFromAllDevices
// stores revokedAt; a token signed in before it is refused even though Firebase (and above all
// the emulator, which lets clients keep refreshing) would still accept it.
import { invalidCredentials } from '../kernel/errors';
import { REVOKED_MESSAGE, type TokenVerifier, type Viewer } from './tokenVerifier';

export type RevokedAtLookup = (uid: string) => Promise<Date | null>;

export function isRevoked(viewer: Viewer, revokedAt: Date | null): boolean {
  // auth_time has second resolution, like Firebase's tokensValidAfterTime.
  return revokedAt !== null && viewer.authTime * 1000 < revokedAt.getTime();
}

export async function authenticate(
  verifier: TokenVerifier,
  header: string | null | undefined,
  revokedAtOf: RevokedAtLookup,
): Promise<Viewer | null> {
  const viewer = await verifier.verifyAuthorization(header);
  if (viewer && isRevoked(viewer, await revokedAtOf(viewer.uid))) throw invalidCredentials(REVOKED_MESSAGE);
  return viewer;
}
