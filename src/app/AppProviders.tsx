import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { Suspense, lazy, type ReactNode } from 'react';
import { system } from './theme';

// The toast renderer (and its state machine) is not needed for the first paint.
const AppToaster = lazy(async () => ({ default: (await import('./AppToaster')).AppToaster }));

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        {/* Class-based colour mode (Chakra's _dark is `.dark &`); dark until the user picks
            another theme, remembered under the "theme" local storage key (spec §4, §7).
            next-themes' anti-flash <script> only runs from server-rendered HTML; rendered by
            React on the client it is inert, so it is typed as data to keep React 19 from warning
            about it (index.html's class="dark" covers the first paint instead). */}
        <ThemeProvider
          attribute="class"
          defaultTheme="dark"
          storageKey="theme"
          disableTransitionOnChange
          scriptProps={{ type: 'application/json' }}
        >
          {children}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </ThemeProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}
