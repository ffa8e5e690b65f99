import { holdingFilterFields } from '../framework/commonFields';
import { booleanField, numberField, selectField, type ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { planningFields } from '../sharedPlanning/planningFields';

const configs = {
  ...holdingFilterFields,
  ...planningFields,
  // The spec's displayBy: "duration" for the forecast chart is one point a year, counted in years from now.
  displayBy: selectField(
    'Points',
    [
      { value: 'duration', label: 'One a year, in years from now' },
      { value: 'monthly', label: 'One a month, by date' },
    ],
    'duration',
  ),
  inflationAdjusted: booleanField('In today’s money', false, 'Takes inflation out of every figure.'),
  inflationRate: numberField('Inflation a year (0.02 is 2 %)', 0.02, { min: 0, max: 0.5, step: 0.005 }),
};

export type ForecastConfig = ConfigOf<typeof configs>;

export const widgetForecast = defineWidget({
  name: 'widgetForecast',
  displayName: 'Forecast',
  title: 'Forecast',
  description: 'The value ahead at a yearly growth with contributions, and the range of outcomes (10th to 90th percentile) your portfolio’s past return and volatility give.',
  type: 'Chart',
  defaultLayout: { w: 3, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./Forecast').then((module) => module.Forecast),
});
