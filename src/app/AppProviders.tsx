import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { TransactionPushListener } from '../data/TransactionPushListener';
import { RevocationListener } from '../features/profile/RevocationListener';
import { UserSettingsSync } from '../features/profile/UserSettingsSync';
import { system } from '../ui/theme';
import { toaster } from '../ui/toaster';
import { AppThemeProvider } from '../ui/themes/AppThemeProvider';

// The toast renderer (and its state machine) loads with the first toast: most screens show none
// while they load, and its store keeps the toast until it is rendered.
const AppToaster = lazy(async () => ({ default: (await import('../ui/AppToaster')).AppToaster }));

function ToasterOnDemand() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => toaster.subscribe(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

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
          <ToasterOnDemand />
        </AppThemeProvider>
      </ChakraProvider>
    </ApolloProvider>
  );
}
