/**
 * The security the market layer resolved for a row's symbol lives in the Apollo cache (Stock by
 * _id); a row keeps only its id. These read it: live while rendering, once when saving.
 */
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback } from 'react';
import { PortfolioStockFieldsFragmentDoc, type PortfolioStockFieldsFragment } from '../../../generated/graphql';
import { normalizeTicker, type RowContext, type TransactionDraft } from './transactionRules';

/** The lookup that still applies: the one made for the symbol the row holds now. */
export const currentLookup = (draft: TransactionDraft) => (draft.lookup && draft.lookup.ticker === normalizeTicker(draft.ticker) ? draft.lookup : null);

export function useResolvedStock(draft: TransactionDraft): PortfolioStockFieldsFragment | null {
  const lookup = currentLookup(draft);
  const { data, complete } = useFragment<PortfolioStockFieldsFragment>({
    fragment: PortfolioStockFieldsFragmentDoc,
    fragmentName: 'PortfolioStockFields',
    from: lookup ? { __typename: 'Stock', _id: lookup.stockId } : null,
  });
  return lookup && complete ? data : null;
}

/** What checking a row needs beyond the row: the display currency and the security's currency. */
export function useRowContext(userCurrency: string): (draft: TransactionDraft) => RowContext {
  const client = useApolloClient();
  return useCallback(
    (draft: TransactionDraft) => {
      const lookup = currentLookup(draft);
      const stock = lookup
        ? client.cache.readFragment<PortfolioStockFieldsFragment>({
            fragment: PortfolioStockFieldsFragmentDoc,
            fragmentName: 'PortfolioStockFields',
            id: client.cache.identify({ __typename: 'Stock', _id: lookup.stockId }),
          })
        : null;
      return { userCurrency, quotedIn: stock?.currency ?? null };
    },
    [client, userCurrency],
  );
}
