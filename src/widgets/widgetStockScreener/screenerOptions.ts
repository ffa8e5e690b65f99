/**
 * The screener's settings vocabulary: its columns and its filters' choices. Apart from the
 * screening logic because the widget's definition (in every first load, through the catalogue)
 * needs only these.
 */
import type { FieldOption } from '../framework/configFields';

export const SCREENER_COLUMNS = [
  { value: 'symbol', label: 'Symbol' },
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price' },
  { value: 'changePercent', label: 'Change %' },
  { value: 'marketCap', label: 'Market cap' },
  { value: 'trailingPE', label: 'P/E' },
  { value: 'dividendYield', label: 'Dividend yield' },
  { value: 'range52w', label: '52-week range' },
  { value: 'sector', label: 'Sector' },
] as const satisfies readonly FieldOption[];

export type ScreenerField = (typeof SCREENER_COLUMNS)[number]['value'];

export const CAP_BANDS = [
  { value: 'all', label: 'Any size' },
  { value: 'mega', label: 'Mega (over 200B)' },
  { value: 'large', label: 'Large (10B–200B)' },
  { value: 'mid', label: 'Mid (2B–10B)' },
  { value: 'small', label: 'Small (under 2B)' },
] as const satisfies readonly FieldOption[];

export type CapBand = (typeof CAP_BANDS)[number]['value'];

export const CHANGE_FILTERS = [
  { value: 'all', label: 'Up or down' },
  { value: 'gainers', label: 'Up today' },
  { value: 'losers', label: 'Down today' },
] as const satisfies readonly FieldOption[];

export type ChangeFilter = (typeof CHANGE_FILTERS)[number]['value'];

/** The tab row: the whole universe, or today's biggest movers as the answer lists them. */
export const PRESETS = [
  { value: 'all', label: 'All' },
  { value: 'gainers', label: 'Day gainers' },
  { value: 'losers', label: 'Day losers' },
] as const satisfies readonly FieldOption[];

export type Preset = (typeof PRESETS)[number]['value'];
