import { booleanField, tickersField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  tickers: tickersField('Symbols', [], 'Your holdings'),
  includeMarket: booleanField('Include market news', true, 'Headlines about the market as a whole, beside those of the symbols.'),
  // Which holdings, when no symbols are chosen.
  ...holdingFilterFields,
};

export type NewsUpdatesConfig = ConfigOf<typeof configs>;

export const newsUpdates = defineWidget({
  name: 'newsUpdates',
  displayName: 'News',
  title: 'News',
  description: 'The latest headlines about your holdings or the symbols you choose, and about the market, newest first.',
  type: 'Table',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./NewsUpdates').then((module) => module.NewsUpdates),
});
