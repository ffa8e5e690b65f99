/**
 * The app as the recorded user saw it, answered from their operation log, with a small banner
 * for support staff: what is being replayed, the recorded screens to jump between, and the
 * operations the log could not answer.
 */
import { Badge, Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { routerPath } from '../../../app/basename';
import { AuditOnSignIn } from '../../auth/useAuditOnSignIn';
import { sameRoute } from './recordedAnswers';
import { recordedRoutes, type ReplaySession } from './replaySession';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function ReplayBanner({ session, router }: { session: ReplaySession; router: AppRouter }) {
  const warnings = useSyncExternalStore(session.warnings.subscribe, session.warnings.snapshot);
  const [showWarnings, setShowWarnings] = useState(false);
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const routes = recordedRoutes(session.log);
  // The router's location includes its basename, like the recorded routes.
  const current = routes.find((route) => sameRoute(route, pathname)) ?? pathname;
  const unanswered = warnings.filter((warning) => warning.kind === 'unanswered').length;
  return (
    <Box
      as="aside"
      aria-label="Replay"
      position="fixed"
      insetInlineEnd="3"
      bottom="3"
      zIndex="toast"
      maxW="min(26rem, calc(100vw - 1.5rem))"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="orange.solid"
      rounded="l2"
      shadow="lg"
      p="3"
      fontSize="sm"
    >
      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">Replay of an operation log</Text>
          <Badge colorPalette={unanswered > 0 ? 'red' : warnings.length > 0 ? 'orange' : 'green'} asChild>
            <button type="button" onClick={() => setShowWarnings((shown) => !shown)} aria-expanded={showWarnings}>
              {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
            </button>
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {session.log.operations.length} operations recorded until {new Date(session.log.exportedAt).toLocaleString()}, app {session.log.appVersion}. Nothing is sent to a server.
        </Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label="Recorded screen" value={routes.includes(current) ? current : ''} onChange={(event) => void router.navigate(routerPath(event.currentTarget.value))}>
            {routes.includes(current) ? null : <option value="">{current} (not recorded)</option>}
            {routes.map((route) => (
              <option key={route} value={route}>
                {route}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {showWarnings ? (
          <Stack as="ul" gap="1" maxH="40" overflow="auto" listStyleType="none">
            {warnings.length === 0 ? <Text as="li">Every operation was answered from the log.</Text> : null}
            {warnings.map((warning, index) => (
              <Text as="li" key={index} color={warning.kind === 'unanswered' ? 'fg.error' : 'fg.warning'}>
                {warning.route}: {warning.message}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

export function ReplayApp({ session, router }: { session: ReplaySession; router: AppRouter }) {
  return (
    <AppProviders client={session.client}>
      {/* The recorded session's AuditUser answer puts the user's profile in the cache, as it did then. */}
      <AuditOnSignIn />
      <RouterProvider router={router} />
      <ReplayBanner session={session} router={router} />
    </AppProviders>
  );
}
