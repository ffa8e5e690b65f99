import { Box, Button, Card, Container, HStack, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { Loader } from '../../app/Loader';
import { useHomeSummaryQuery } from '../../generated/graphql';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useBrokers } from '../ledger/brokers';
import { usePortfolios } from '../ledger/portfolios';
import { useTransactions } from '../ledger/transactions';
import { useCurrentUser } from '../profile/useCurrentUser';
import { needsSetup } from '../setup/setupProgress';

/**
 * /app/: a new user is offered the guided setup; a user with a ledger sees their headline
 * figures and the way to their transactions.
 */
export function HomeScreen() {
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
        {needsSetup(facts) ? <SetupInvitation {...facts} /> : <Overview transactionCount={facts.transactionCount} locale={user.userLocale ?? undefined} />}
      </Stack>
    </Container>
  );
}

function SetupInvitation({ accountCount, portfolioCount, transactionCount }: { accountCount: number; portfolioCount: number; transactionCount: number }) {
  const started = accountCount + portfolioCount + transactionCount > 0;
  return (
    <Card.Root bg="bg.panel" colorPalette="blue" borderColor="colorPalette.muted">
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
            <Button asChild colorPalette="blue" size="lg">
              <RouterLink to="/setup">{started ? 'Continue setup' : 'Start setup'}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Overview({ transactionCount, locale }: { transactionCount: number; locale?: string | undefined }) {
  const { data, loading, error } = useHomeSummaryQuery({ fetchPolicy: 'cache-and-network' });
  const summary = data?.portfolioSummary;
  const money = (value: number) => (summary ? formatCurrency(value, summary.currency, { locale }) : '');
  const figures = summary
    ? [
        { label: 'Market value', value: money(summary.marketValue) },
        { label: 'Total return', value: money(summary.totalReturn), tone: summary.totalReturn },
        { label: 'Unrealised gain', value: money(summary.unrealizedGain), tone: summary.unrealizedGain },
        { label: 'Realised gain', value: money(summary.realizedGain), tone: summary.realizedGain },
        { label: 'Income', value: money(summary.income) },
        { label: 'Holdings', value: formatNumber(summary.holdingCount, { locale }) },
      ]
    : [];
  return (
    <Stack gap="6">
      {error && !summary && (
        <Text color="fg.error" role="alert">
          The figures could not be loaded: {error.message}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" aria-busy={loading && !summary}>
        {summary
          ? figures.map((figure) => (
              <Card.Root key={figure.label} bg="bg.panel" size="sm">
                <Card.Body>
                  <Text fontSize="sm" color="fg.muted">
                    {figure.label}
                  </Text>
                  <Text
                    fontSize={{ base: 'lg', md: '2xl' }}
                    fontWeight="bold"
                    fontVariantNumeric="tabular-nums"
                    color={figure.tone === undefined || figure.tone === 0 ? undefined : figure.tone > 0 ? 'fg.success' : 'fg.error'}
                    data-testid={`home-${figure.label.toLowerCase().replace(/ /g, '-')}`}
                  >
                    {figure.value}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="20" borderRadius="l2" />)}
      </SimpleGrid>
      {summary && summary.unpricedHoldings.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          No price yet for {summary.unpricedHoldings.join(', ')}: left out of the market value until the market data arrives.
        </Text>
      )}
      <Box>
        <Text color="fg.muted" mb="3">
          {transactionCount} transaction{transactionCount === 1 ? '' : 's'} recorded.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild colorPalette="blue">
            <RouterLink to="/transaction">Transactions</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/transaction/add">Add transactions</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/transaction/import">Import a file</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
