/**
 * A watchlist's rows: each entry with its quote (when the quotes answer has it), sorted by a
 * column, or in the user's order. Pure, so the sorting is tested without rendering.
 */
import { SYMBOL_PATTERN } from '../../../common/market';
import type { WatchlistEntryItem } from '../../data/watchlists';
import type { WidgetMarketQuotesQuery } from '../../generated/graphql';
import { sortRows, type SortModel, type SortValue } from '../sharedTable/tableSort';
import type { WatchlistField } from './watchlistColumns';

export type Quote = WidgetMarketQuotesQuery['marketQuotes']['quotes'][number];

export interface WatchlistRow {
  entry: WatchlistEntryItem;
  quote: Quote | null;
}

const VALUES: Record<Exclude<WatchlistField, 'actions'>, (row: WatchlistRow) => SortValue> = {
  sortOrder: (row) => row.entry.sortOrder,
  symbol: (row) => row.entry.symbol,
  price: (row) => row.quote?.price ?? null,
  changePercent: (row) => row.quote?.changePercent ?? null,
  fwdDividendYield: (row) => row.entry.fwdDividendYield ?? null,
  payoutRatio: (row) => row.entry.payoutRatio ?? null,
  alertPriceChangePercent: (row) => row.entry.alertPriceChangePercent ?? null,
};

export function watchlistRows(entries: readonly WatchlistEntryItem[], quotes: readonly Quote[], sort: SortModel<WatchlistField>): WatchlistRow[] {
  const bySymbol = new Map(quotes.map((quote) => [quote.symbol, quote]));
  const rows = entries.map((entry) => ({ entry, quote: bySymbol.get(entry.symbol) ?? null }));
  const valueOf = sort.field === 'actions' ? VALUES.sortOrder : VALUES[sort.field];
  return sortRows(rows, valueOf, sort.field === 'actions' ? 'asc' : sort.sort, (a, b) => a.entry.sortOrder - b.entry.sortOrder);
}

/** Names and the user's order read A to Z and first to last; figures start with the largest. */
export const startsAscending = (field: WatchlistField): boolean => field === 'sortOrder' || field === 'symbol' || field === 'actions';

/** The entries' ids with the one at `index` moved by `step` (-1 up, +1 down); null at an end. */
export function movedOrder(entries: readonly { _id: string }[], index: number, step: -1 | 1): string[] | null {
  const target = index + step;
  if (index < 0 || index >= entries.length || target < 0 || target >= entries.length) return null;
  const ids = entries.map((entry) => entry._id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

/** What is wrong with a typed ticker (the rule the server's checkedSymbols applies), or null. */
export function tickerProblem(text: string): string | null {
  if (text.trim() === '') return 'Type a ticker, e.g. AAPL.';
  if (!SYMBOL_PATTERN.test(text.trim())) return `Not a ticker: ${JSON.stringify(text.trim().slice(0, 24))}.`;
  return null;
}
