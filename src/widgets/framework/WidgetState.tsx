/**
 * The four states every widget shows the same way (the Redwood "Cell" contract): loading, empty,
 * failure, success. A widget hands over its query result, how to pick its data, and when that
 * data counts as empty; this renders the skeleton, the empty note, or the error with a retry,
 * and calls `children` only with data.
 */
import { Box, Button, Skeleton, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../ui/errorMessage';
import type { WidgetType } from './widgetTypes';

export interface QueryLike<TData> {
  data?: TData | undefined;
  loading: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

export interface WidgetStateProps<TData, TValue> {
  result: QueryLike<TData>;
  select: (data: TData) => TValue;
  isEmpty: (value: TValue) => boolean;
  /** What the empty widget says, e.g. "No holdings in this selection yet." */
  emptyText: string;
  /** The skeleton's shape. */
  type: WidgetType;
  children: (value: TValue) => ReactNode;
}

export function WidgetState<TData, TValue>({ result, select, isEmpty, emptyText, type, children }: WidgetStateProps<TData, TValue>) {
  // Data already shown stays while a refetch runs, so a settings change does not flash a skeleton.
  if (result.data !== undefined) {
    const value = select(result.data);
    return isEmpty(value) ? <WidgetEmpty text={emptyText} /> : <>{children(value)}</>;
  }
  if (result.error) return <WidgetFailure message={errorMessage(result.error)} onRetry={result.refetch} />;
  return <WidgetLoading type={type} />;
}

export function WidgetLoading({ type }: { type: WidgetType }) {
  return (
    <Box role="status" aria-label="Loading" h="full" data-state="loading">
      {type === 'KPI' ? (
        <Stack gap="2" pt="1">
          <Skeleton h="7" w="70%" />
          <Skeleton h="3" w="40%" />
        </Stack>
      ) : type === 'Table' ? (
        <Stack gap="2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="5" />
          ))}
        </Stack>
      ) : (
        <Skeleton h="full" minH="24" />
      )}
    </Box>
  );
}

export function WidgetEmpty({ text }: { text: string }) {
  return (
    <VStack h="full" justify="center" gap="2" textAlign="center" data-state="empty" px="2">
      <Text color="fg.muted" textStyle="sm">
        {text}
      </Text>
      <Button asChild size="xs" variant="outline">
        <RouterLink to="/transaction/add">Add transactions</RouterLink>
      </Button>
    </VStack>
  );
}

export function WidgetFailure({ message, onRetry }: { message: string; onRetry?: (() => unknown) | undefined }) {
  return (
    <VStack h="full" justify="center" gap="2" textAlign="center" role="alert" data-state="failure" px="2">
      <Text color="fg.error" textStyle="sm" fontWeight="semibold">
        Could not load this widget
      </Text>
      <Text color="fg.muted" textStyle="xs" lineClamp={2}>
        {message}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={() => void onRetry()}>
          Retry
        </Button>
      ) : null}
    </VStack>
  );
}
