/**
 * Keeps the cached quotes of `symbols` current while the widget is shown: the server pushes each
 * new quote it stores (the marketQuote subscription, one per page for every widget's symbols; see
 * quotePushHub.ts), and it is written over the cached MarketQuote of its symbol, so every widget
 * showing that symbol re-renders. Nothing polls. An embed or a signed-out page has no socket: it
 * shows the quotes as read.
 */
import { useApolloClient, useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { authStateVar } from '../../apollo/vars';
import { quotePushHub } from './quotePushHub';

export function useQuotePushes(symbols: readonly string[]): void {
  const { isAuthenticated } = useReactiveVar(authStateVar);
  const client = useApolloClient();
  // The same set in another order is the same following.
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    if (!isAuthenticated || key === '') return undefined;
    return quotePushHub(client).follow(key.split(','));
  }, [client, isAuthenticated, key]);
}
