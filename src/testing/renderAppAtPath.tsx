import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { basename } from '../app/routes';
import { system } from '../ui/theme';

/**
 * Like renderAtPath, inside an Apollo provider answering `mocks` too: for screens that call
 * the API (generated hooks need a client even when a test never triggers them).
 */
export function renderAppAtPath(
  routes: RouteObject[],
  path: string,
  mocks: MockLink.MockedResponse[] = [],
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { basename, initialEntries: [path] });
  const result = render(
    <MockedProvider mocks={mocks}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...result, router };
}
