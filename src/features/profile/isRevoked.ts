/**
 * A session is revoked when revokedAt is later than its token's auth time. Compared in
 * whole seconds, as Firebase itself does (auth_time has second precision), so a sign-in in the
 * same second as the revocation, made after it, is not thrown out.
 */
export function isRevoked(revokedAt: string, authTime: string): boolean {
  const revoked = Date.parse(revokedAt);
  const signedIn = Date.parse(authTime);
  if (Number.isNaN(revoked) || Number.isNaN(signedIn)) return false;
  return Math.floor(revoked / 1000) > Math.floor(signedIn / 1000);
}
