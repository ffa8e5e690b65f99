import type { ConfigOf } from '../framework/configFields';
import { holdingFilterFields } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';

// No interval: the calendar browses the answer's default range, a year back and a year ahead.
const configs = {
  ...holdingFilterFields,
};

export type DividendCalendarConfig = ConfigOf<typeof configs>;

export const widgetDividendCalendar = defineWidget({
  name: 'widgetDividendCalendar',
  displayName: 'Dividends calendar',
  title: 'Dividends calendar',
  description: 'A month at a time: the ex-dividend and payment dates of your holdings, paid, declared and estimated.',
  type: 'Chart',
  defaultLayout: { w: 3, h: 11, minW: 2, minH: 8 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./DividendCalendar').then((module) => module.DividendCalendar),
});
