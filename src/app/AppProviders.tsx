import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { TransactionPushListener } from '../features/ledger/TransactionPushListener';
import { RevocationListener } from '../features/profile/RevocationListener';
import { UserSettingsSync } from '../features/profile/UserSettingsSync';
import { system } from './theme';
import { AppThemeProvider } from './themes/AppThemeProvider';

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
        <AppThemeProvider>
          {/* Applies the signed-in user's theme and mirrors their settings to local storage. */}
          <UserSettingsSync />
          {/* Signs this device out when the user signs out of all devices elsewhere. */}
          <RevocationListener />
          {/* Refetches the transactions when they changed in another tab or device. */}
          <TransactionPushListener />
          {children}
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </AppThemeProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}
