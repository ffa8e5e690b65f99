import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../ui/errorMessage';
import { PENDING_ACTIONS_PATH, usePendingActions } from './usePendingActions';

/**
 * Above a screen of values: each split the market data knows and the ledger lacks, named, since
 * until it is accepted the holding is valued at the old share count. Reads the same list the
 * transaction screen shows (one request, one cache entry); it goes only when the split is accepted
 * or dismissed. Nothing while loading or when no split is pending; a failed check says so.
 */
export function PendingSplitsBanner() {
  // After the screen's own data: the warning can wait a moment, the values above it cannot.
  const { data, error, refetch } = usePendingActions({ deferred: true });
  if (error && !data) {
    return (
      <Alert.Root status="warning" size="sm" variant="surface">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>Splits missing from your ledger could not be checked: {errorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  const splits = data?.pendingCorporateActions.filter((action) => action.kind === 'Split') ?? [];
  if (splits.length === 0) return null;
  return (
    <Alert.Root status="warning" role="status" size="sm" aria-label="Splits not in your ledger">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>{splits.length === 1 ? 'A split is not in your ledger' : `${splits.length} splits are not in your ledger`}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" listStyleType="none">
            {splits.map((split) => (
              <Text as="li" key={split._id}>
                {split.ticker} split {split.ratioNew}:{split.ratioOld} on{' '}
                <Text as="span" whiteSpace="nowrap">
                  {split.date}
                </Text>{' '}
                is not in your ledger: its value shows the old share count until you accept it.
              </Text>
            ))}
          </Stack>
        </Alert.Description>
        {/* Under the sentences, not beside them: a phone keeps the whole width for the words. */}
        <Button asChild size="xs" variant="outline" colorPalette="orange" alignSelf="flex-start" mt="1">
          <RouterLink to={PENDING_ACTIONS_PATH}>Review pending actions</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
