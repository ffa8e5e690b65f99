/**
 * What the screener lists: the universe (or today's movers) through the filters, in the order of
 * the column chosen. The whole universe arrives in one answer, so filtering and sorting happen
 * here, pure and tested without rendering.
 */
import { ALL_SECTORS } from '../../../common/analyticsFilter';
import type { WidgetStockScreenerQuery } from '../../generated/graphql';
import { sortRows, type SortModel, type SortValue } from '../sharedTable/tableSort';
import type { CapBand, ChangeFilter, Preset, ScreenerField } from './screenerOptions';

export { SCREENER_COLUMNS, type ScreenerField } from './screenerOptions';

export type Screener = WidgetStockScreenerQuery['stockScreener'];
export type ScreenerRow = Screener['rows'][number];

export interface ScreenerFilters {
  preset: Preset;
  /** A sector's name, or ALL_SECTORS. */
  sector: string;
  capBand: CapBand;
  /** The highest trailing P/E; 0 means any. */
  maxPE: number;
  /** The lowest dividend yield in percent (2 for 2 %); 0 means any. */
  minDividendYield: number;
  change: ChangeFilter;
}

const BILLION = 1e9;

/** The size band of a market capitalisation; null when it is not known. */
export function capBandOf(marketCap: number | null): Exclude<CapBand, 'all'> | null {
  if (marketCap === null) return null;
  if (marketCap > 200 * BILLION) return 'mega';
  if (marketCap >= 10 * BILLION) return 'large';
  if (marketCap >= 2 * BILLION) return 'mid';
  return 'small';
}

/** Where the price sits in its 52-week range, 0 at the low and 1 at the high; null without a range. */
export function rangePosition(row: Pick<ScreenerRow, 'price' | 'fiftyTwoWeekLow' | 'fiftyTwoWeekHigh'>): number | null {
  const { price, fiftyTwoWeekLow: low, fiftyTwoWeekHigh: high } = row;
  if (low === null || high === null || !(high > low)) return null;
  return Math.min(1, Math.max(0, (price - low) / (high - low)));
}

/**
 * A filter asking for a figure leaves out the rows without it: a company with no P/E (a loss) is
 * not "at most 20", and one that pays nothing has no yield to meet a minimum.
 */
function passes(row: ScreenerRow, filters: ScreenerFilters): boolean {
  if (filters.sector !== ALL_SECTORS && row.sector !== filters.sector) return false;
  if (filters.capBand !== 'all' && capBandOf(row.marketCap) !== filters.capBand) return false;
  if (filters.maxPE > 0 && (row.trailingPE === null || row.trailingPE <= 0 || row.trailingPE > filters.maxPE)) return false;
  if (filters.minDividendYield > 0 && (row.dividendYield === null || row.dividendYield * 100 < filters.minDividendYield)) return false;
  if (filters.change === 'gainers' && !(row.changePercent > 0)) return false;
  if (filters.change === 'losers' && !(row.changePercent < 0)) return false;
  return true;
}

/** The preset's rows (the universe, or the answer's gainers or losers) through the filters. */
export function screenRows(screener: Screener, filters: ScreenerFilters): ScreenerRow[] {
  const base = filters.preset === 'gainers' ? screener.gainers : filters.preset === 'losers' ? screener.losers : screener.rows;
  return base.filter((row) => passes(row, filters));
}

/** The universe's sectors, A to Z, for the sector filter. */
export function sectorsOf(screener: Screener): string[] {
  return [...new Set(screener.rows.flatMap((row) => (row.sector ? [row.sector] : [])))].sort((a, b) => a.localeCompare(b));
}

const VALUE_OF: Record<ScreenerField, (row: ScreenerRow) => SortValue> = {
  symbol: (row) => row.symbol,
  name: (row) => row.name,
  price: (row) => row.price,
  changePercent: (row) => row.changePercent,
  marketCap: (row) => row.marketCap,
  trailingPE: (row) => row.trailingPE,
  dividendYield: (row) => row.dividendYield,
  range52w: rangePosition,
  sector: (row) => row.sector,
};

/** Words start A to Z; figures largest first. */
export const startsAscending = (field: ScreenerField) => field === 'symbol' || field === 'name' || field === 'sector';

export function sortScreener(rows: readonly ScreenerRow[], sort: SortModel<ScreenerField>): ScreenerRow[] {
  return sortRows(rows, VALUE_OF[sort.field], sort.sort, (a, b) => a.symbol.localeCompare(b.symbol));
}
