/**
 * The holdings table's settings vocabulary: its columns (each sortable, each can be hidden) and
 * the hints of the gain columns. Apart from holdingsTable.ts because the widget's definition (in
 * every first load, through the catalogue) needs only these, and the table's logic belongs in its
 * lazy chunk.
 */
import type { FieldOption } from '../framework/configFields';

export const HOLDINGS_COLUMNS = [
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

export type SortField = (typeof HOLDINGS_COLUMNS)[number]['value'];

/** What the two columns mean, on the headers' hover. */
export const EFFECT_HINTS = {
  priceGain: 'Unrealised and realised gain from price moves, at the exchange rate of the sale or of the last close.',
  currencyGain: 'Unrealised and realised gain from exchange-rate moves since purchase; with the price gain it adds up to both gains.',
} as const;

