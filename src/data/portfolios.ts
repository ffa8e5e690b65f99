/**
 * Portfolios from the Apollo cache, with the list-slice rules: the list loads once, a
 * lookup by id uses the cached portfolio, new ones go to the front, and a delete removes locally
 * only when the server answered without errors.
 */
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  CreatePortfolioDocument,
  DeletePortfolioDocument,
  EditPortfolioDocument,
  PortfolioFieldsFragmentDoc,
  PortfolioStockTransactionsDocument,
  usePortfolioStockTransactionsQuery,
  type PortfolioFieldsFragment,
  type PortfolioInput,
  type CreatePortfolioMutation,
  type CreatePortfolioMutationVariables,
  type EditPortfolioMutation,
  type EditPortfolioMutationVariables,
  type DeletePortfolioMutation,
  type DeletePortfolioMutationVariables,
} from '../generated/graphql';
import { prependToList, removeFromList } from './cacheLists';
import { refreshAfterCascade } from './refresh';
import { trackSlice, useSlice } from './slices';
import { errorMessage } from '../ui/errorMessage';
import { useSliceQuery } from './useSliceQuery';

export const PORTFOLIO_NOT_FOUND = 'Portfolio does not exist!';

const NO_PORTFOLIOS: PortfolioFieldsFragment[] = [];

export function usePortfolios() {
  const { data, loading, error, refetch } = usePortfolioStockTransactionsQuery({ fetchPolicy: 'cache-first' });
  const portfolios = data?.PortfolioStockTransactions ?? NO_PORTFOLIOS;
  useSliceQuery('portfolios', { loading, error, hasData: Boolean(data) });
  const slice = useSlice('portfolios');
  // loadError: the list itself failed to load (the slice's error may come from a mutation).
  return { portfolios, loading: loading && !data, loadError: error && !data ? errorMessage(error) : null, refetch, ...slice };
}

/** One portfolio: the cached one when the list has it, otherwise fetched by id. */
export function usePortfolio(portfolioId: string | null) {
  const cached = useFragment({
    fragment: PortfolioFieldsFragmentDoc,
    fragmentName: 'PortfolioFields',
    from: portfolioId ? { __typename: 'Portfolio', _id: portfolioId } : null,
  });
  const skip = !portfolioId || cached.complete;
  const fetched = usePortfolioStockTransactionsQuery({ variables: { portfolio_Id: portfolioId }, skip });
  if (!portfolioId) return { portfolio: null, loading: false, error: null };
  if (cached.complete) return { portfolio: cached.data as PortfolioFieldsFragment, loading: false, error: null };
  const portfolio = fetched.data?.PortfolioStockTransactions[0] ?? null;
  const error = fetched.error?.message ?? (fetched.data && !portfolio ? PORTFOLIO_NOT_FOUND : null);
  return { portfolio, loading: fetched.loading, error };
}

export function usePortfolioActions() {
  const client = useApolloClient();

  const createPortfolio = useCallback(
    (portfolioInput: PortfolioInput) =>
      trackSlice('portfolios', async () => {
        const { data } = await client.mutate<CreatePortfolioMutation, CreatePortfolioMutationVariables>({
          mutation: CreatePortfolioDocument,
          variables: { portfolioInput },
          update(cache, { data: created }) {
            if (created) prependToList(cache, PortfolioStockTransactionsDocument, 'PortfolioStockTransactions', created.createPortfolio);
          },
        });
        return data!.createPortfolio;
      }),
    [client],
  );

  const editPortfolio = useCallback(
    (portfolioId: string, portfolioInput: PortfolioInput) =>
      trackSlice('portfolios', async () => {
        const { data } = await client.mutate<EditPortfolioMutation, EditPortfolioMutationVariables>({ mutation: EditPortfolioDocument, variables: { portfolio_Id: portfolioId, portfolioInput } });
        return data!.editPortfolio;
      }),
    [client],
  );

  const deletePortfolio = useCallback(
    (portfolioId: string, { cascade = false }: { cascade?: boolean } = {}) =>
      trackSlice('portfolios', async () => {
        await client.mutate<DeletePortfolioMutation, DeletePortfolioMutationVariables>({
          mutation: DeletePortfolioDocument,
          variables: { portfolio_Id: portfolioId, confirm: true, cascade },
          update(cache, { data }) {
            // The default error policy throws on errors, so this runs only for a clean answer.
            if (!data) return;
            removeFromList(cache, PortfolioStockTransactionsDocument, 'PortfolioStockTransactions', [data.deletePortfolio]);
            cache.evict({ id: cache.identify({ __typename: 'Portfolio', _id: data.deletePortfolio }) });
            cache.gc();
          },
        });
        if (cascade) await refreshAfterCascade(client);
      }),
    [client],
  );

  return useMemo(() => ({ createPortfolio, editPortfolio, deletePortfolio }), [createPortfolio, editPortfolio, deletePortfolio]);
}
