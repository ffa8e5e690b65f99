import { DEFAULT_INDEX } from '../../../common/market';
import type { ConfigOf } from '../framework/configFields';
import { tickerField } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';
import { KPI_WIDGET } from '../sharedKpi/kpiWidget';

const configs = {
  selectedTicker: tickerField('Index', { ...DEFAULT_INDEX }),
};

export type KpiIndexConfig = ConfigOf<typeof configs>;

export const widgetKpiIndex = defineWidget({
  ...KPI_WIDGET,
  name: 'widgetKpiIndex',
  displayName: 'Market index',
  title: 'Market index',
  description: 'A market index’s level and its change today, with whether its market is open and when it was quoted.',
  configs,
  configVersion: 1,
  load: () => import('./KpiIndex').then((module) => module.KpiIndex),
});
