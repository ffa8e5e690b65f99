import { Alert, Button, Card, Container, EmptyState, Flex, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { toaster } from '../../ui/toaster';
import { UserBrokerAccountDocument } from '../../generated/graphql';
import { useBrokerActions, useBrokers } from '../../data/brokers';
import { clearSliceError } from '../../data/slices';
import { BrokerCard } from './BrokerCard';
import { NamedRecordDialog } from '../../ui/NamedRecordDialog';
import { BankIcon, PlusIcon } from '../../ui/icons';
import { valuesOf } from '../../ui/namedRecordForm';
import { useDialogState } from '../../ui/useDialogState';

/** /app/broker: the user's brokers, each with its accounts. */
export function BrokersScreen() {
  const list = useBrokers();
  const { createBroker } = useBrokerActions();
  const adding = useDialogState<true>();
  const addBroker = () => adding.show(true);

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Brokers
            </Heading>
            <Text color="fg.muted">The banks and platforms you invest through, and the accounts you hold at each.</Text>
          </Stack>
          <Button onClick={addBroker} disabled={!list.firstLoad} flexShrink={0}>
            <PlusIcon />
            Add broker
          </Button>
        </Flex>
        <BrokersBody list={list} onAdd={addBroker} />
      </Stack>

      <NamedRecordDialog
        open={adding.open}
        onClose={adding.close}
        title="Add broker"
        submitLabel="Add broker"
        initial={valuesOf(null)}
        namePlaceholder="e.g. Interactive Brokers"
        onSubmit={async (input) => {
          await createBroker(input);
          toaster.create({ type: 'success', title: 'Broker added' });
        }}
      />
    </Container>
  );
}

/** The list in its four states: loading, failed, empty, loaded. */
function BrokersBody({ list, onAdd }: { list: ReturnType<typeof useBrokers>; onAdd: () => void }) {
  const { brokers, loading, status, error, firstLoad } = list;
  const client = useApolloClient();

  function retry() {
    clearSliceError('brokers');
    void client.refetchQueries({ include: [UserBrokerAccountDocument] });
  }

  if (loading) return <BrokersSkeleton />;
  // The slice also fails when a create or delete is refused; only a list that never loaded
  // makes the screen a failure (those refusals are shown in their dialogs).
  if (!firstLoad && status === 'failed') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your brokers could not be loaded</Alert.Title>
          <Alert.Description overflowWrap="anywhere">{error}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={retry}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (brokers.length === 0) return <NoBrokers onAdd={onAdd} />;
  return (
    // role: Safari drops list semantics from a list without bullets.
    <Stack as="ul" role="list" gap="4" listStyle="none" aria-label="Your brokers">
      {brokers.map((broker) => (
        <li key={broker._id}>
          <BrokerCard broker={broker} />
        </li>
      ))}
    </Stack>
  );
}

function NoBrokers({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <BankIcon />
        </EmptyState.Indicator>
        <Stack gap="2" textAlign="center" maxW="md">
          <EmptyState.Title as="h2">No brokers yet</EmptyState.Title>
          <EmptyState.Description>
            A broker is the bank or platform where you buy and sell shares. Inside it, accounts are what you hold there,
            such as a taxable account and a retirement account. Every transaction is filed under a broker and one of its
            accounts.
          </EmptyState.Description>
        </Stack>
        <Button onClick={onAdd}>
          <PlusIcon />
          Add your first broker
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function BrokersSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Loading brokers" aria-busy="true">
      {[0, 1].map((index) => (
        <Card.Root key={index} bg="bg.panel">
          <Card.Body>
            <Stack gap="4">
              <Skeleton height="6" width="40%" />
              <SkeletonText noOfLines={2} />
              <Skeleton height="12" />
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
