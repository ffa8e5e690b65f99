import type { WidgetComponentProps } from '../framework/widgetTypes';
import { QuotesPriceList } from '../sharedMarket/QuotesPriceList';
import type { StockPriceConfig } from './definition';

export function StockPrice({ config }: WidgetComponentProps<StockPriceConfig>) {
  // No symbols chosen: the list is the selection's holdings, so nothing to list means nothing held.
  return <QuotesPriceList config={config} emptyText={config.tickers.length === 0 ? 'No holdings in this selection yet.' : 'No prices to show yet.'} />;
}
