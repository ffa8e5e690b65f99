import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = {
  ...holdingFilterFields,
  // The spec's field, 1Y by default as for dividend income: the same filter as the other dividend
  // widgets, so they share one request. The bars are whole calendar years whatever it is.
  selectedInterval: intervalField('1Y', 'The bars are whole calendar years, whatever the interval.'),
};

export type DividendHistoryConfig = ConfigOf<typeof configs>;

export const widgetDividendHistory = defineWidget({
  name: 'widgetDividendHistory',
  displayName: 'Dividend history',
  title: 'Dividend history',
  description: 'A holding’s regular dividend a share in each calendar year, with its 3- and 5-year growth.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 6 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./DividendHistory').then((module) => module.DividendHistory),
});
