/**
 * The holdings table's settings vocabulary: its sortable columns, the directions and the hints of
 * the gain columns. Apart from holdingsTable.ts because the widget's definition (in every first
 * load, through the catalogue) needs only these, and the table's logic belongs in its lazy chunk.
 */
import type { FieldOption } from '../framework/configFields';

export const SORT_FIELDS = [
  { value: 'ticker', label: 'Holding' },
  { value: 'shares', label: 'Shares' },
  { value: 'price', label: 'Price' },
  { value: 'averageCost', label: 'Average cost' },
  { value: 'marketValue', label: 'Market value' },
  { value: 'unrealizedGain', label: 'Unrealised gain' },
  { value: 'realizedGain', label: 'Realised gain' },
  { value: 'priceGain', label: 'Price gain' },
  { value: 'currencyGain', label: 'Currency gain' },
  { value: 'income', label: 'Income' },
  { value: 'totalReturn', label: 'Total return' },
  { value: 'weight', label: 'Weight' },
] as const satisfies readonly FieldOption[];

export type SortField = (typeof SORT_FIELDS)[number]['value'];

export { SORT_DIRECTIONS, type SortDirection } from '../sharedTable/tableSort';

/** What the two columns mean: the settings' help and the headers' hover say the same. */
export const EFFECT_HINTS = {
  priceGain: 'Unrealised and realised gain from price moves, at the exchange rate of the sale or of the last close.',
  currencyGain: 'Unrealised and realised gain from exchange-rate moves since purchase; with the price gain it adds up to both gains.',
} as const;

