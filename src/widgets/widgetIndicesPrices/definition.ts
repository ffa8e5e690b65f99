import type { ConfigOf, TickersField } from '../framework/configFields';
import { tickersField } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { INDEX_SYMBOLS } from '../sharedMarket/marketRequests';
import { priceListFields } from '../sharedMarket/priceListFields';
import { PRICE_LIST_WIDGET } from '../sharedMarket/priceListWidget';

const symbols = tickersField('Symbols', INDEX_SYMBOLS, 'The five indices');

/**
 * An emptied list stands for the five indices, as the settings say. It is read as them, so the
 * widget and the dashboard's prefetch both ask for the indices (an empty list would ask for the
 * holdings' quotes, the holdings prices widget's default).
 */
const tickers: TickersField = {
  ...symbols,
  parse: (raw) => {
    const list = symbols.parse(raw);
    return list?.length === 0 ? [...INDEX_SYMBOLS] : list;
  },
};

const configs = { tickers, ...priceListFields };

export type IndicesPricesConfig = ConfigOf<typeof configs>;

export const widgetIndicesPrices = defineWidget({
  ...PRICE_LIST_WIDGET,
  name: 'widgetIndicesPrices',
  displayName: 'Index prices',
  title: 'Index prices',
  description: 'The NASDAQ, S&P 500, DAX, Nikkei 225 and Dow Jones (or the symbols you choose) with their level, change today, session and market state.',
  configs,
  configVersion: 1,
  load: () => import('./IndicesPrices').then((module) => module.IndicesPrices),
});
