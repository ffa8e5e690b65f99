import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { AppToaster } from '../ui/AppToaster';
import { system } from '../ui/theme';

/** Renders a memory router with Apollo's mocks over `cache`, Chakra and the toasts, as screens meet them. */
export function renderRouterWithApollo(router: ReturnType<typeof createMemoryRouter>, { cache, mocks }: { cache: InMemoryCache; mocks: MockLink.MockedResponse[] }): RenderResult {
  return render(
    <MockedProvider cache={cache} mocks={mocks}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <AppToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
}
