/**
 * The quotes a price widget shows: the shared quotes query with the variables the dashboard
 * prefetches for the widget's config, kept current by pushed quotes of every symbol shown or
 * still being fetched.
 */
import { useMemo } from 'react';
import { useWidgetMarketQuotesQuery } from '../../generated/graphql';
import { quotesVariables } from './marketRequests';
import { useQuotePushes } from './useQuotePushes';
import { useRefetchWhilePending } from './useRefetchWhilePending';

/**
 * `pushedSymbols` narrows the pushes to what the widget shows (the index KPI shows one of the
 * quotes it shares a request for); by default every quote of the answer and every pending symbol.
 */
export function useMarketQuotes(config: Record<string, unknown>, pushedSymbols?: readonly string[], { skip = false }: { skip?: boolean } = {}) {
  // quotesVariables is what marketRequest('quotes', config) sends: the prefetched request.
  const result = useWidgetMarketQuotesQuery({ variables: quotesVariables(config), skip });
  const answer = result.data?.marketQuotes;
  const answered = useMemo(() => (answer ? [...answer.quotes.map((quote) => quote.symbol), ...answer.pending] : []), [answer]);
  useQuotePushes(pushedSymbols ?? answered);
  useRefetchWhilePending(result, (answer?.pending.length ?? 0) > 0);
  return result;
}
