/** What the list area shows when there are no rows to show: loading, new user, no match, failed. */
import { Alert, Box, Button, EmptyState, HStack, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TransactionsIcon } from '../../../app/shell/navIcons';
import { SearchIcon } from '../../../ui/listIcons';

export function LoadingRows({ rows = 10 }: { rows?: number }) {
  return (
    <Box h="full" overflow="hidden" borderWidth="1px" borderColor="border" rounded="l2" bg="bg.panel" role="status" aria-label="Loading transactions">
      <Box h="10" bg="bg.subtle" borderBottomWidth="1px" borderColor="border" />
      <Stack gap="0">
        {Array.from({ length: rows }, (_, index) => (
          <HStack key={index} h="13" px="4" gap="4" borderBottomWidth="1px" borderColor="border.muted">
            <Skeleton boxSize="4" />
            <Skeleton h="3" w="16" />
            <Skeleton h="5" w="12" rounded="full" />
            <Skeleton h="3" flex="1" />
            <Skeleton h="3" w="20" hideBelow="sm" />
            <Skeleton h="3" w="20" hideBelow="sm" />
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

function Framed({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderColor="border" borderStyle="dashed" rounded="l2" bg="bg.panel">
      {children}
    </Box>
  );
}

export function NoTransactions() {
  return (
    <Framed>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <TransactionsIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No transactions yet</EmptyState.Title>
            <EmptyState.Description maxW="md">
              Record your buys, sells, income and splits one by one, or import a file from your broker. New here? Set up your brokers, accounts and portfolios first.
            </EmptyState.Description>
          </VStack>
          <HStack gap="2" wrap="wrap" justify="center">
            <Button asChild size="sm">
              <RouterLink to="/transaction/add">Add transactions</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/transaction/import">Import a file</RouterLink>
            </Button>
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/setup">Set up brokers and portfolios</RouterLink>
            </Button>
          </HStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Framed>
  );
}

export function NoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <Framed>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>No transactions match</EmptyState.Title>
            <EmptyState.Description>Try another search, or widen the filters.</EmptyState.Description>
          </VStack>
          <Button size="sm" variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Framed>
  );
}

/** The list failed to load (`message` is the slice's stored error). */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert.Root status="error" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The transactions could not be loaded</Alert.Title>
        <Alert.Description>
          <Text>{message}</Text>
        </Alert.Description>
        <Box mt="3">
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}
