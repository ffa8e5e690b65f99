/** The holding-type filters, with their labels. */
import type { HoldingTypeFilter } from '../../generated/graphql';
import type { FieldOption } from './configFields';

export const HOLDING_TYPES = [
  { value: 'allHoldings', label: 'All Holdings' },
  { value: 'allStocks', label: 'All Stocks' },
  { value: 'dividendStocks', label: 'Dividend Stocks' },
  { value: 'nonDividendStocks', label: 'Non Dividend Stocks' },
  { value: 'ETF', label: 'ETF' },
  { value: 'funds', label: 'Funds' },
] as const satisfies readonly FieldOption<HoldingTypeFilter>[];
