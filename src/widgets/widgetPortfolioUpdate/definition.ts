import { selectField, type ConfigOf } from '../framework/configFields';
import { holdingFilterFields, intervalAsObject, intervalField } from '../framework/commonFields';
import { defineWidget } from '../framework/widgetTypes';
import { UPDATE_TYPES } from './portfolioUpdate';

const configs = {
  // The value series counts every holding the filter selects, closed ones too (their value is
  // part of the past), so "include past holdings" would change nothing and is not offered.
  portfolio_Ids: holdingFilterFields.portfolio_Ids,
  holdingType: holdingFilterFields.holdingType,
  // 1M by default, like the portfolio value chart.
  selectedInterval: intervalField('1M'),
  dataType: selectField('Show', UPDATE_TYPES, 'valueChange', 'Market change leaves out money put in or taken out.'),
};

export type PortfolioUpdateConfig = ConfigOf<typeof configs>;

export const widgetPortfolioUpdate = defineWidget({
  name: 'widgetPortfolioUpdate',
  displayName: 'Portfolio update',
  title: 'Portfolio update',
  description: 'How your portfolio moved over an interval: the change in value, in percent, and what the market did.',
  // A figure first, like the other KPIs, on their row height (3); two columns so a sparkline of
  // the interval fits beside the figure and its two details.
  type: 'KPI',
  defaultLayout: { w: 2, h: 3 },
  resizable: false,
  canMaximize: false,
  hideConfig: false,
  configs,
  configVersion: 2,
  migrations: { 2: intervalAsObject('selectedInterval') },
  load: () => import('./PortfolioUpdate').then((module) => module.PortfolioUpdate),
});
