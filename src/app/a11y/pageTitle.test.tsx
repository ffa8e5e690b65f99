import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, Outlet } from 'react-router';
import { pageTitle, useDocumentTitle, useRouteTitle, type RouteHandle } from './pageTitle';

function Root() {
  useRouteTitle();
  return <Outlet />;
}

function Dashboard() {
  useDocumentTitle('Dividends');
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Root,
        children: [
          { path: 'transaction', handle: { title: 'Transactions' } satisfies RouteHandle, Component: () => null },
          { path: 'v/:id', handle: { title: 'Dashboard' } satisfies RouteHandle, Component: Dashboard },
          { path: 'untitled', Component: () => null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

it('puts the screen before the product name', () => {
  expect(pageTitle('Transactions')).toBe('Transactions · Portfolio Tracker');
  expect(pageTitle(null)).toBe('Portfolio Tracker');
});

it('titles the page from the deepest route that names its screen', () => {
  renderAt('/transaction');
  expect(document.title).toBe('Transactions · Portfolio Tracker');
});

it('lets a screen name itself after its route', () => {
  renderAt('/v/1');
  expect(document.title).toBe('Dividends · Portfolio Tracker');
});

it('falls back to the product name', () => {
  renderAt('/untitled');
  expect(document.title).toBe('Portfolio Tracker');
});
