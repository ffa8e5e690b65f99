/**
 * The labels on dividend figures the market data does not fully back: "awaiting market data"
 * for securities the market has not answered for yet (counted as paying nothing meanwhile), and
 * "simulated" for the simulated provider's made-up dividends (demo mode), labelled like a
 * simulated price.
 */
import { Badge, HStack, VisuallyHidden } from '@chakra-ui/react';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import type { Dividends } from './DividendWidget';

export const SIMULATED_DIVIDENDS = 'Simulated dividend data (demo mode), not the market’s';

/** "O", "3 holdings (A, B, C)": whose data the market has not answered for. */
function whose(tickers: readonly string[]): string {
  return tickers.length === 1 ? tickers[0]! : `${tickers.length} holdings (${tickers.join(', ')})`;
}

/**
 * The badge on figures that count securities the market has not answered for as paying nothing;
 * its hover title and (after the badge's words) its screen-reader text say which and what it means.
 */
export function AwaitingDataBadge({ tickers, children = 'awaiting market data' }: { tickers: readonly string[]; children?: string }) {
  const meaning = 'counted as paying nothing until it arrives';
  return (
    <Badge size="xs" colorPalette="orange" variant="subtle" title={`Awaiting market data for ${whose(tickers)}: ${meaning}`} flexShrink="0" data-testid="dividend-data-pending">
      {children}
      <VisuallyHidden>
        {' '}
        for {whose(tickers)}: {meaning}
      </VisuallyHidden>
    </Badge>
  );
}

/** Beside a dividend KPI's figure: what it rests on that is not the market's full answer, if anything. */
export function DividendDataMark({ dividends }: { dividends: Pick<Dividends, 'pendingData' | 'simulated'> }) {
  const pending = dividends.pendingData;
  if (pending.length === 0 && !dividends.simulated) return null;
  return (
    <HStack gap="1" flexShrink="0">
      {/* "awaiting data": the whole phrase does not fit beside the figure in a quarter-width card. */}
      {pending.length > 0 ? <AwaitingDataBadge tickers={pending}>awaiting data</AwaitingDataBadge> : null}
      {dividends.simulated ? <SimulatedBadge title={SIMULATED_DIVIDENDS} /> : null}
    </HStack>
  );
}
