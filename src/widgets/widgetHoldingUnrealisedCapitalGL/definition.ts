import { holdingFilterFields } from '../framework/commonFields';
import type { ConfigOf } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';

// No "include past holdings": a position sold in full has no unrealised gain, so the option
// would change nothing here.
const configs = { portfolio_Ids: holdingFilterFields.portfolio_Ids, holdingType: holdingFilterFields.holdingType };

export type HoldingUnrealisedCapitalGLConfig = ConfigOf<typeof configs>;

export const widgetHoldingUnrealisedCapitalGL = defineWidget({
  name: 'widgetHoldingUnrealisedCapitalGL',
  displayName: 'Unrealised gains and losses per stock',
  title: 'Unrealised gain/loss per holding',
  description: 'What each holding you still own has gained or lost against its cost, at the last close, in your display currency.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./HoldingUnrealisedCapitalGL').then((module) => module.HoldingUnrealisedCapitalGL),
});
