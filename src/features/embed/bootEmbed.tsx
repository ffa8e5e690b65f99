/**
 * Starts an embed page instead of the app (main.tsx decides by the path): an Apollo client whose
 * only credential is the embed token, and nothing of the app around the widget. No Firebase, no
 * operation log, no user settings written to this origin's storage.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createErrorLink, createHttpTransportLink } from '../../apollo/links';
import { typePolicies } from '../../apollo/typePolicies';
import { system } from '../../ui/theme';
import { EmbeddedWidgetPage } from './EmbeddedWidgetPage';
import { embeddedWidgetName } from './embedPath';

export function createEmbedClient(token: string): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(), createHttpTransportLink({ headers: { authorization: `Embed ${token}` } })]),
    cache: new InMemoryCache({ typePolicies }),
  });
}

export function bootEmbed(container: HTMLElement, location: Location = window.location): void {
  const token = new URLSearchParams(location.search).get('token');
  const widgetName = embeddedWidgetName(location.pathname);
  createRoot(container).render(
    <StrictMode>
      <ApolloProvider client={createEmbedClient(token ?? '')}>
        <ChakraProvider value={system}>
          <EmbeddedWidgetPage widgetName={widgetName} hasToken={Boolean(token)} />
        </ChakraProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}
