/**
 * Keeps the cached quotes of `symbols` current while the widget is shown: the server pushes each
 * new quote it stores (the marketQuote subscription), and Apollo writes it over the cached
 * MarketQuote of its symbol, so every widget showing that symbol re-renders. Nothing polls. An
 * embed or a signed-out page has no socket: it shows the quotes as read.
 */
import { useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { authStateVar } from '../../apollo/vars';
import { useMarketQuoteUpdatesSubscription } from '../../generated/graphql';

export function useQuotePushes(symbols: readonly string[]): void {
  const { isAuthenticated } = useReactiveVar(authStateVar);
  // Sorted and deduplicated: the same set in another order is the same subscription.
  const wanted = useMemo(() => [...new Set(symbols)].sort(), [symbols]);
  const key = wanted.join(',');
  const variables = useMemo(() => ({ symbols: key === '' ? [] : key.split(',') }), [key]);
  useMarketQuoteUpdatesSubscription({
    variables,
    skip: !isAuthenticated || wanted.length === 0,
    // A dropped socket is re-opened by the WebSocket link; the quotes shown stay as they were.
    onError: () => undefined,
  });
}
