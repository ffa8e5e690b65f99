/**
 * /app/embed-widget/{widgetName}?token=…: one widget on another website, without the app's
 * chrome, in its owner's theme, currency and locale. The embed token is the only credential:
 * no account, no Firebase. A link that is unknown, revoked, expired or for another widget shows
 * the server's reason in a panel, never the app.
 */
import { Box, Card, Center, HStack, Heading, Link, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useMemo } from 'react';
import { Router, type Navigator } from 'react-router';
import { useDocumentTitle } from '../../app/a11y/pageTitle';
import { AppThemeProvider } from '../../ui/themes/AppThemeProvider';
import { useEmbeddedWidgetQuery } from '../../generated/graphql';
import { widgetDefinition } from '../../widgets/catalogue';
import { ViewerSettingsContext } from '../../widgets/framework/viewerSettings';
import { readDashboard } from '../dashboard/model/dashboardDocument';
import { WidgetBody } from '../dashboard/widgets/WidgetBody';

/** The server's reason for refusing an embed, wherever Apollo put it. */
export function embedFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return error.errors[0].message;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      const message = body.errors?.[0]?.message ?? body.message;
      if (message) return message;
    } catch {
      // Not JSON: the error's own message below.
    }
  }
  return error instanceof Error && error.message ? error.message : 'This widget cannot be shown right now.';
}

/**
 * Widgets may link to app screens (a table row opens its transaction); inside an embed those go
 * nowhere. A static router with a navigator that does nothing: MemoryRouter would do the same
 * and bring its history code into the app's first load.
 */
const NOWHERE: Navigator = { createHref: () => '#', go: () => undefined, push: () => undefined, replace: () => undefined };

export function EmbedProblem({ message }: { message: string }) {
  return (
    <Center as="main" h="100dvh" p="3">
      <Stack role="alert" gap="1" textAlign="center" maxW="sm" p="4" borderWidth="1px" rounded="l2" bg="bg.panel">
        <Text fontWeight="semibold">This widget cannot be shown</Text>
        <Text color="fg.muted" textStyle="sm">
          {message}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmbeddedWidgetPage({ widgetName, hasToken }: { widgetName: string | null; hasToken: boolean }) {
  const ready = widgetName !== null && hasToken;
  const { data, error, loading } = useEmbeddedWidgetQuery({ variables: { widgetName: widgetName ?? '' }, skip: !ready });
  const embedded = data?.embeddedWidget;
  useDocumentTitle(embedded?.title ?? 'Embedded widget');
  const widget = useMemo(() => {
    if (!embedded) return null;
    const definition = widgetDefinition(embedded.widgetName);
    if (!definition) return null;
    // The stored config is read like a dashboard's: migrated to the current version, defaults filled
    // in. An embed stores no config version, so it is read as the first: the migrations leave a
    // config already in a later shape as it is.
    const stored = { embed: { name: definition.name, configVersion: 1, config: embedded.config } };
    return readDashboard({}, stored, widgetDefinition).widgets[0] ?? null;
  }, [embedded]);
  const settings = useMemo(() => (embedded ? { currency: embedded.currency, userLocale: embedded.userLocale ?? null } : null), [embedded]);

  if (!ready) return <EmbedProblem message={widgetName ? 'This embed link is not complete: it has no token.' : 'This embed link names no widget.'} />;
  if (error) return <EmbedProblem message={embedFailureMessage(error)} />;
  if (loading || !embedded) {
    return (
      <Center as="main" h="100dvh">
        <Spinner aria-label="Loading the widget" />
      </Center>
    );
  }
  if (!widget) return <EmbedProblem message="This widget is no longer available." />;
  const showHeader = widget.config.showHeader !== false;
  return (
    <AppThemeProvider forcedTheme={embedded.theme === 'system' ? undefined : embedded.theme}>
      <ViewerSettingsContext.Provider value={settings}>
        <Router location="/" navigator={NOWHERE} static>
          <Box as="main" h="100dvh" p="1" bg="bg">
            <Card.Root as="section" aria-label={embedded.title} h="full" size="sm" variant="outline" bg="bg.panel" overflow="hidden">
              {/* The widget's showHeader off: no title bar (the title stays for screen readers), the credit below instead. */}
              {showHeader ? (
                <HStack px="3" pt="2" pb="1" gap="2" justify="space-between">
                  <Heading as="h1" textStyle="sm" fontWeight="semibold" truncate>
                    {embedded.title}
                  </Heading>
                  <Credit />
                </HStack>
              ) : (
                <VisuallyHidden>
                  <h1>{embedded.title}</h1>
                </VisuallyHidden>
              )}
              <Box flex="1" minH="0" px="3" pt={showHeader ? undefined : '3'} pb={showHeader ? '3' : '1'} overflow="auto">
                <WidgetBody widget={widget} />
              </Box>
              {showHeader ? null : (
                <HStack px="3" pb="2" justify="flex-end">
                  <Credit />
                </HStack>
              )}
            </Card.Root>
          </Box>
        </Router>
      </ViewerSettingsContext.Provider>
    </AppThemeProvider>
  );
}

/** The product's name, linking to it: on every embed, in its title bar or under the widget. */
function Credit() {
  return (
    <Link href="/app/" target="_blank" rel="noreferrer" textStyle="xs" color="fg.subtle" flexShrink="0">
      Portfolio Tracker
    </Link>
  );
}
