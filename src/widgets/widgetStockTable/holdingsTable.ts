/**
 * The holdings table's rows: how each sortable column orders them and the total row. Pure, so
 * the ordering rules (unknown figures last, ties by ticker) are tested without rendering.
 */
import type { WidgetHoldingsQuery } from '../../generated/graphql';
import type { PriceGap } from '../framework/PriceGapMarker';
import { nextSort as nextTableSort, sortRows, type SortModel as TableSortModel, type SortValue } from '../sharedTable/tableSort';
import type { SortField } from './holdingsTableOptions';

export { EFFECT_HINTS, HOLDINGS_COLUMNS, type SortField } from './holdingsTableOptions';

export type HoldingRow = WidgetHoldingsQuery['portfolioHoldings'][number];

export type SortModel = TableSortModel<SortField>;

/**
 * A holding's gain split by what made it (the server splits each gain in the display currency
 * into a price and a currency effect): unrealised plus realised, so the two columns add up to
 * Unrealised + Realised. Unknown, like the unrealised gain, while an open holding has no price.
 */
export function priceGainOf(row: HoldingRow): number | null {
  return row.unrealizedPriceGainPC === null ? null : row.unrealizedPriceGainPC + row.realizedPriceGainPC;
}

export function currencyGainOf(row: HoldingRow): number | null {
  return row.unrealizedCurrencyGainPC === null ? null : row.unrealizedCurrencyGainPC + row.realizedCurrencyGainPC;
}

// Price and average cost are in each holding's trade currency (beside each other, so a row
// reads price against cost); every other money figure is in the display currency.
const SORT_VALUES: Record<SortField, (row: HoldingRow) => SortValue> = {
  ticker: (row) => row.stock.ticker,
  shares: (row) => row.shares,
  price: (row) => row.price,
  averageCost: (row) => row.averageCostTC,
  marketValue: (row) => row.marketValuePC,
  unrealizedGain: (row) => row.unrealizedGainPC,
  realizedGain: (row) => row.realizedGainPC,
  priceGain: (row) => priceGainOf(row),
  currencyGain: (row) => currencyGainOf(row),
  income: (row) => row.incomePC,
  totalReturn: (row) => row.totalReturnPC,
  weight: (row) => row.weight,
};

/** A copy in the model's order; holdings without the figure (no price yet) always come last. */
export function sortHoldings(rows: readonly HoldingRow[], { field, sort }: SortModel): HoldingRow[] {
  return sortRows(rows, SORT_VALUES[field], sort, (a, b) => a.stock.ticker.localeCompare(b.stock.ticker) || a.key.localeCompare(b.key));
}

/** Names read A to Z; figures largest first. */
export const startsAscending = (field: SortField): boolean => field === 'ticker';

/** A header click: the same column flips its direction; a new one starts where it reads best. */
export function nextSort(current: SortModel, field: SortField): SortModel {
  return nextTableSort(current, field, startsAscending);
}

export interface HoldingTotals {
  marketValue: number;
  unrealizedGain: number;
  /** Unrealised gain over the cost of the holdings that have a price; null without such cost. */
  unrealizedPercent: number | null;
  realizedGain: number;
  /** Realised parts of every holding plus unrealised parts of priced ones, like the gains above. */
  priceGain: number;
  currencyGain: number;
  income: number;
  totalReturn: number;
  weight: number;
  /** Holdings left out of the market value, gain and return totals: no price is known. */
  unpriced: number;
}

/** The total row, in the display currency. Unpriced holdings count in what is known of them. */
export function holdingTotals(rows: readonly HoldingRow[]): HoldingTotals {
  const totals: HoldingTotals = {
    marketValue: 0,
    unrealizedGain: 0,
    unrealizedPercent: null,
    realizedGain: 0,
    priceGain: 0,
    currencyGain: 0,
    income: 0,
    totalReturn: 0,
    weight: 0,
    unpriced: 0,
  };
  let pricedCost = 0;
  for (const row of rows) {
    totals.realizedGain += row.realizedGainPC;
    totals.priceGain += row.realizedPriceGainPC + (row.unrealizedPriceGainPC ?? 0);
    totals.currencyGain += row.realizedCurrencyGainPC + (row.unrealizedCurrencyGainPC ?? 0);
    totals.income += row.incomePC;
    totals.weight += row.weight ?? 0;
    if (row.totalReturnPC !== null) totals.totalReturn += row.totalReturnPC;
    if (row.marketValuePC === null) {
      // A closed position has no market value to miss; only an open one without a price does.
      if (row.shares !== 0) totals.unpriced += 1;
      continue;
    }
    totals.marketValue += row.marketValuePC;
    if (row.unrealizedGainPC !== null) {
      totals.unrealizedGain += row.unrealizedGainPC;
      pricedCost += row.costBasisPC;
    }
  }
  totals.unrealizedPercent = pricedCost > 0 ? totals.unrealizedGain / pricedCost : null;
  return totals;
}

/** Unrealised gain as a share of what the holding cost; null when it cost nothing (or is unpriced). */
export function unrealizedPercent(row: HoldingRow): number | null {
  return row.unrealizedGainPC !== null && row.costBasisPC > 0 ? row.unrealizedGainPC / row.costBasisPC : null;
}

/** The open holdings valued without a current close, for the mark on the total row. */
export function priceGapsOf(rows: readonly HoldingRow[]): PriceGap[] {
  return rows.flatMap((row) => (row.priceGap && row.shares !== 0 ? [{ stock: row.stock, reason: row.priceGap }] : []));
}
