/**
 * A security's manual closes and a currency pair's manual rates, each as one list of dated values
 * with its save and delete. A save answers with the whole list, which replaces the cached one; a
 * delete drops its dates from it. Then the figures refetch: a close changes what holdings are
 * worth (no push follows, as no transaction changed); a rate also changes the display-currency
 * amounts of transactions, so everything built on the ledger refetches.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { refreshAfterPriceChange, refreshLedgerLists } from '../../data/refresh';
import {
  ManualFxRatesDocument,
  ManualPricesDocument,
  useDeleteManualFxRatesMutation,
  useDeleteManualPricesMutation,
  useManualFxRatesQuery,
  useManualPricesQuery,
  useSetManualFxRatesMutation,
  useSetManualPricesMutation,
  type ManualFxRatesQuery,
  type ManualPricesQuery,
} from '../../generated/graphql';

export interface DatedValue {
  date: string;
  value: number;
}

export interface ManualQuotes {
  /** Oldest first, as the server lists them. */
  points: readonly DatedValue[];
  loading: boolean;
  /** The list could not be loaded (the security or pair does not exist, or the server failed). */
  error: Error | null;
  /** Saves every point or none (upsert by date). */
  save(points: readonly DatedValue[]): Promise<void>;
  remove(dates: readonly string[]): Promise<void>;
}

const NONE: readonly DatedValue[] = [];

export function useManualPrices(stockId: string): ManualQuotes {
  const client = useApolloClient();
  const variables = { stock_Id: stockId };
  const { data, loading, error } = useManualPricesQuery({ variables });
  const [setPrices] = useSetManualPricesMutation();
  const [deletePrices] = useDeleteManualPricesMutation();
  const points = useMemo(() => data?.manualPrices.map((p) => ({ date: p.date, value: p.close })) ?? NONE, [data]);

  const save = useCallback(
    async (input: readonly DatedValue[]) => {
      await setPrices({
        variables: { stock_Id: stockId, prices: input.map((p) => ({ date: p.date, close: p.value })) },
        update(cache, { data: saved }) {
          if (saved) cache.writeQuery<ManualPricesQuery>({ query: ManualPricesDocument, variables: { stock_Id: stockId }, data: { manualPrices: saved.setManualPrices } });
        },
      });
      await refreshAfterPriceChange(client);
    },
    [client, setPrices, stockId],
  );

  const remove = useCallback(
    async (dates: readonly string[]) => {
      await deletePrices({
        variables: { stock_Id: stockId, dates: [...dates] },
        update(cache) {
          cache.updateQuery<ManualPricesQuery>({ query: ManualPricesDocument, variables: { stock_Id: stockId } }, (list) =>
            list ? { manualPrices: list.manualPrices.filter((p) => !dates.includes(p.date)) } : list,
          );
        },
      });
      await refreshAfterPriceChange(client);
    },
    [client, deletePrices, stockId],
  );

  return { points, loading: loading && !data, error: error ?? null, save, remove };
}

export function useManualRates(base: string, quote: string): ManualQuotes {
  const client = useApolloClient();
  const { data, loading, error } = useManualFxRatesQuery({ variables: { base, quote } });
  const [setRates] = useSetManualFxRatesMutation();
  const [deleteRates] = useDeleteManualFxRatesMutation();
  const points = useMemo(() => data?.manualFxRates.map((r) => ({ date: r.date, value: r.rate })) ?? NONE, [data]);

  const save = useCallback(
    async (input: readonly DatedValue[]) => {
      await setRates({
        variables: { base, quote, rates: input.map((r) => ({ date: r.date, rate: r.value })) },
        update(cache, { data: saved }) {
          if (saved) cache.writeQuery<ManualFxRatesQuery>({ query: ManualFxRatesDocument, variables: { base, quote }, data: { manualFxRates: saved.setManualFxRates } });
        },
      });
      await refreshLedgerLists(client);
    },
    [base, client, quote, setRates],
  );

  const remove = useCallback(
    async (dates: readonly string[]) => {
      await deleteRates({
        variables: { base, quote, dates: [...dates] },
        update(cache) {
          cache.updateQuery<ManualFxRatesQuery>({ query: ManualFxRatesDocument, variables: { base, quote } }, (list) =>
            list ? { manualFxRates: list.manualFxRates.filter((r) => !dates.includes(r.date)) } : list,
          );
        },
      });
      await refreshLedgerLists(client);
    },
    [base, client, deleteRates, quote],
  );

  return { points, loading: loading && !data, error: error ?? null, save, remove };
}
