/** Paths (under the /app basename) that render outside the signed-in app shell. */
const OUTSIDE_SHELL = ['/auth', '/privacy-policy', '/terms-of-service', '/embed-widget'];

export function isShellPath(pathname: string): boolean {
  return !OUTSIDE_SHELL.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
