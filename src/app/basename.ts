/** Where the SPA is served: every router path is under it (/app/v/abc/x is the router's /v/abc/x). */
export const basename = '/app';

/** "/app/v/abc/x" → "/v/abc/x", the router's path under the basename; "/app" itself is "/". */
export function routerPath(route: string): string {
  return appRouterPath(route) ?? route;
}

/** The router path of an app route, or null when `route` is not under the basename (so not the app's to open). */
export function appRouterPath(route: string): string | null {
  if (route === basename || route === `${basename}/`) return '/';
  return route.startsWith(`${basename}/`) ? route.slice(basename.length) : null;
}
