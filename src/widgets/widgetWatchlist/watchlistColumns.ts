/**
 * The watchlist table's columns under the spec's names: what the definition (in every first
 * load, through the catalogue) needs, apart from the table's drawing.
 */
import { visibleColumns, type FieldOption } from '../framework/configFields';

export const WATCHLIST_COLUMNS = [
  { value: 'sortOrder', label: '#' },
  { value: 'symbol', label: 'Security' },
  { value: 'price', label: 'Price' },
  { value: 'changePercent', label: 'Change %' },
  { value: 'fwdDividendYield', label: 'Fwd yield' },
  { value: 'payoutRatio', label: 'Payout ratio' },
  { value: 'alertPriceChangePercent', label: 'Alerts' },
  { value: 'actions', label: 'Actions' },
] as const satisfies readonly FieldOption[];

export type WatchlistField = (typeof WATCHLIST_COLUMNS)[number]['value'];

/** Every column; on a phone, what it is, its price and change, and the actions. */
export const WATCHLIST_VISIBILITY = {
  default: visibleColumns(WATCHLIST_COLUMNS),
  mobile: visibleColumns(WATCHLIST_COLUMNS, ['symbol', 'price', 'changePercent', 'actions']),
};

/** The user's order: the one the move buttons change. */
export const USER_ORDER = { field: 'sortOrder', sort: 'asc' } as const;
