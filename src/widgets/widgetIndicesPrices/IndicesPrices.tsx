import type { WidgetComponentProps } from '../framework/widgetTypes';
import { QuotesPriceList } from '../sharedMarket/QuotesPriceList';
import type { IndicesPricesConfig } from './definition';

export function IndicesPrices({ config }: WidgetComponentProps<IndicesPricesConfig>) {
  return <QuotesPriceList config={config} emptyText="No prices to show yet." />;
}
