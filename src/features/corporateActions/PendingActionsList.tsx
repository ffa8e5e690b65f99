import { Alert, Badge, Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePendingCorporateActionsQuery, type PendingActionsList_ActionFragment } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { useCorporateActionDecisions } from './useCorporateActionDecisions';

const shares = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 6 });
const money = (value: number | null | undefined, currency: string | null | undefined) =>
  value === null || value === undefined ? '' : `${value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency ?? ''}`.trim();

/** What the action does, in a line: "2 for 1: 10 → 20 shares" or "10 shares: gross, tax, net". */
function detailOf(action: PendingActionsList_ActionFragment): string {
  if (action.kind === 'Split') return `${action.ratioNew} for ${action.ratioOld}: ${shares(action.sharesBefore)} → ${shares(action.sharesAfter ?? 0)} shares`;
  const rate = `${((action.taxRate ?? 0) * 100).toLocaleString(undefined, { maximumFractionDigits: 3 })} %`;
  return `${shares(action.sharesBefore)} shares · gross ${money(action.gross, action.currency)} · tax ${money(action.tax, action.currency)} (${rate}) · net ${money(action.net, action.currency)}`;
}

export interface PendingActionsListProps {
  /** Only one holding's actions (portfolio and stock), or all. */
  readonly portfolioId?: string;
  readonly stockId?: string;
  readonly title?: string;
  /** The title's level: h2 on its own screen, h3 inside a titled card. */
  readonly headingAs?: 'h2' | 'h3';
}

/**
 * Splits and dividends the market knows and the ledger does not, to accept (one or all) or
 * dismiss for good. Loading, failure, nothing pending and the list, as every data view shows them.
 */
export function PendingActionsList({ portfolioId, stockId, title = 'Pending actions', headingAs = 'h2' }: PendingActionsListProps) {
  const { data, loading, error, refetch } = usePendingCorporateActionsQuery({ variables: { portfolio_Id: portfolioId ?? null, stock_Id: stockId ?? null } });
  const { accept, dismiss } = useCorporateActionDecisions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = data?.pendingCorporateActions ?? [];

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (caught) {
      setFailure(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (error && !data) {
    body = (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>The pending actions could not be loaded: {errorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (loading && !data) {
    body = (
      <Stack role="status" aria-label="Loading pending actions" gap="2">
        <Skeleton h="10" />
        <Skeleton h="10" />
      </Stack>
    );
  } else if (actions.length === 0) {
    body = <Text color="fg.muted">Nothing pending: your ledger has every split and dividend the market data knows of.</Text>;
  } else {
    body = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label={title} borderWidth="1px" borderColor="border" rounded="l2" bg="bg.panel">
        {actions.map((action) => (
          <HStack
            as="li"
            key={action._id}
            aria-label={`${action.kind} ${action.ticker} ${action.date}`}
            px="3"
            py="2"
            gap="3"
            wrap="wrap"
            borderBottomWidth="1px"
            borderColor="border.muted"
            _last={{ borderBottomWidth: 0 }}
          >
            <Badge colorPalette={action.kind === 'Split' ? 'orange' : 'green'} minW="16" justifyContent="center">{action.kind === 'Split' ? 'Split' : 'Dividend'}</Badge>
            <Text fontWeight="semibold" minW="16">
              {action.ticker}
            </Text>
            <Text color="fg.muted" fontVariantNumeric="tabular-nums">
              {action.date}
            </Text>
            <Text flex="1" minW="48" fontVariantNumeric="tabular-nums">
              {detailOf(action)}
            </Text>
            <HStack gap="2">
              <Button size="xs" disabled={busy} onClick={() => void run(() => accept([action._id]))} aria-label={`Accept ${action.kind.toLowerCase()} ${action.ticker} ${action.date}`}>
                Accept
              </Button>
              <Button size="xs" variant="outline" disabled={busy} onClick={() => void run(() => dismiss([action._id]))} aria-label={`Dismiss ${action.kind.toLowerCase()} ${action.ticker} ${action.date}`}>
                Dismiss
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-label={title}>
      <HStack justify="space-between" mb="2" gap="3" wrap="wrap">
        <HStack gap="2">
          <Text as={headingAs} fontWeight="semibold" fontSize={headingAs === 'h2' ? 'lg' : 'md'}>
            {title}
          </Text>
          {actions.length > 0 && (
            <Badge colorPalette="orange" aria-label={`${actions.length} pending`}>
              {actions.length}
            </Badge>
          )}
        </HStack>
        {actions.length > 1 && (
          <Button size="sm" disabled={busy} onClick={() => void run(() => accept(actions.map((a) => a._id)))}>
            Accept all
          </Button>
        )}
      </HStack>
      {failure && (
        <Alert.Root status="error" size="sm" mb="2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {body}
    </Box>
  );
}
