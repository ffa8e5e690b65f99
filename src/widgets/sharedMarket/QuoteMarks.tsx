/**
 * The labels a quote carries where it is shown: made-up (the simulated provider) or stale (the
 * provider is failing, so the price may be behind the market), so neither passes for a live quote.
 */
import { Badge } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/dates';
import { SimulatedBadge } from '../framework/SimulatedBadge';

export interface QuoteMarkFacts {
  symbol: string;
  at: string;
  stale: boolean;
  simulated: boolean;
}

export function QuoteMarks({ quote }: { quote: QuoteMarkFacts }) {
  return (
    <>
      {quote.stale ? (
        <Badge size="xs" colorPalette="orange" variant="subtle" flexShrink="0" title={`Last updated ${formatDateTime(quote.at)}: the price may be behind the market`}>
          stale
        </Badge>
      ) : null}
      {quote.simulated ? <SimulatedBadge title={`Simulated quote of ${quote.symbol} (demo mode), not a market price`} /> : null}
    </>
  );
}
