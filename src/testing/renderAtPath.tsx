import type { RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { basename } from '../app/routes';
import { renderWithTheme } from './renderWithTheme';

/**
 * Renders `routes` in a memory router under the app's basename, opened at `path` (a full
 * /app/... URL path), and returns the router so tests can check where navigation ended.
 */
export function renderAtPath(
  routes: RouteObject[],
  path: string,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { basename, initialEntries: [path] });
  return { ...renderWithTheme(<RouterProvider router={router} />), router };
}
