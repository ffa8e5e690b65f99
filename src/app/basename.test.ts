import { appRouterPath, routerPath } from './basename';

describe('appRouterPath', () => {
  it.each([
    ['/app', '/'],
    ['/app/', '/'],
    ['/app/transaction', '/transaction'],
    ['/app/v/abc/My%20dividends', '/v/abc/My%20dividends'],
  ])('reads %s as the router path %s', (route, path) => {
    expect(appRouterPath(route)).toBe(path);
    expect(routerPath(route)).toBe(path);
  });

  it.each(['/application', 'https://example.com/app/x', '/transaction', 'javascript:alert(1)'])('refuses %s, which is not under /app', (route) => {
    expect(appRouterPath(route)).toBeNull();
    expect(routerPath(route)).toBe(route);
  });
});
