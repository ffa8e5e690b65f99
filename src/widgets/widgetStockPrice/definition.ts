import type { ConfigOf } from '../framework/configFields';
import { tickersField } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { priceListFields } from '../sharedMarket/priceListFields';
import { PRICE_LIST_WIDGET } from '../sharedMarket/priceListWidget';

const configs = {
  // No symbols: the holdings of the portfolios (and types and sector) chosen below.
  tickers: tickersField('Symbols', [], 'Your holdings'),
  ...holdingFilterFields,
  ...priceListFields,
};

export type StockPriceConfig = ConfigOf<typeof configs>;

export const widgetStockPrice = defineWidget({
  ...PRICE_LIST_WIDGET,
  name: 'widgetStockPrice',
  displayName: 'Holdings prices',
  title: 'Holdings prices',
  description: 'The price of each of your holdings (or the symbols you choose) with its change today, its session and its market state.',
  configs,
  configVersion: 1,
  load: () => import('./StockPrice').then((module) => module.StockPrice),
});
