import { Button, Card, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { Loader } from '../../ui/Loader';
import { widgetDefinition } from '../../widgets/catalogue';
import { dashboardPath } from '../dashboard/dashboardPath';
import { useDashboardActions, useDashboards } from '../dashboard/data/dashboards';
import { DEFAULT_DASHBOARD_NAME, defaultDashboardContent } from '../dashboard/model/defaultDashboard';
import { useBrokers } from '../../data/brokers';
import { usePortfolios } from '../../data/portfolios';
import { errorMessage } from '../../ui/errorMessage';
import { useTransactions } from '../../data/transactions';
import { useCurrentUser } from '../../data/useCurrentUser';
import { needsSetup } from '../setup/setupProgress';

/**
 * /app/: the home view, the first dashboard; a new user is offered the guided setup first,
 * and a user with a ledger but no dashboard gets the default one.
 */
export function HomeScreen() {
  const { dashboards, loading } = useDashboards();
  // A returning user goes straight to their first dashboard, without loading the ledger.
  if (dashboards[0]) return <Navigate to={dashboardPath(dashboards[0])} replace />;
  if (loading) return <Loader inArea />;
  return <FirstVisit />;
}

/** No dashboard yet: setup for a new user, otherwise the default dashboard is made. */
function FirstVisit() {
  const user = useCurrentUser();
  const { brokers, loading: brokersLoading } = useBrokers();
  const { portfolios, loading: portfoliosLoading } = usePortfolios();
  const { transactions, loading: transactionsLoading } = useTransactions();
  if (!user || brokersLoading || portfoliosLoading || transactionsLoading) return <Loader inArea />;

  const facts = {
    accountCount: brokers.reduce((sum, broker) => sum + broker.accounts.length, 0),
    portfolioCount: portfolios.length,
    transactionCount: transactions.length,
  };
  const greeting = user.name ? `Welcome, ${user.name}` : 'Welcome';

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {greeting}
        </Heading>
        {needsSetup(facts) ? <SetupInvitation {...facts} /> : <OpenDashboard />}
      </Stack>
    </Container>
  );
}

function SetupInvitation({ accountCount, portfolioCount, transactionCount }: { accountCount: number; portfolioCount: number; transactionCount: number }) {
  const started = accountCount + portfolioCount + transactionCount > 0;
  return (
    <Card.Root bg="bg.panel" colorPalette="primary" borderColor="colorPalette.muted">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {started ? 'Finish setting up' : 'Let’s set up your portfolio'}
          </Heading>
          <Text color="fg.muted">
            Choose your currency, add the broker account where your shares are, create a portfolio, then add or import your trades. It takes a few minutes; you can stop
            and come back at any step.
          </Text>
          <HStack>
            <Button asChild colorPalette="primary" size="lg">
              <RouterLink to="/setup">{started ? 'Continue setup' : 'Start setup'}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A user with a ledger goes to their first dashboard; one with no dashboard gets the default one
 * first (created once, even if this renders twice).
 */
function OpenDashboard() {
  const { dashboards, loading, loadError } = useDashboards();
  const actions = useDashboardActions();
  const [failure, setFailure] = useState<string | null>(null);
  const first = dashboards[0];

  useEffect(() => {
    if (loading || loadError || first) return;
    creatingDefault ??= actions
      .create({ name: DEFAULT_DASHBOARD_NAME, ...defaultDashboardContent(widgetDefinition) })
      .finally(() => {
        creatingDefault = null;
      });
    creatingDefault.catch((error: unknown) => setFailure(errorMessage(error)));
  }, [actions, first, loading, loadError]);

  if (first) return <Navigate to={dashboardPath(first)} replace />;
  if (loadError || failure)
    return (
      <Text color="fg.error" role="alert">
        Your dashboard could not be opened: {loadError ?? failure}
      </Text>
    );
  return <Loader inArea />;
}

// One default-dashboard creation at a time for this page (React may mount the effect twice).
let creatingDefault: Promise<unknown> | null = null;
