import { holdingFilterFields } from '../framework/commonFields';
import type { ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';

const configs = { ...holdingFilterFields };

export type HoldingProfitAndLostConfig = ConfigOf<typeof configs>;

export const widgetHoldingProfitAndLost = defineWidget({
  name: 'widgetHoldingProfitAndLost',
  displayName: 'Holding profit and loss',
  title: 'Profit and loss per holding',
  description: 'Each holding’s total return: realised and unrealised gains plus income, less taxes and fees, in your display currency.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./HoldingProfitAndLost').then((module) => module.HoldingProfitAndLost),
});
