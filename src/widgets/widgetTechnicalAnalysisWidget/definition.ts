import { DEFAULT_INDEX } from '../../../common/market';
import { selectField, tickerField, type ConfigOf, type FieldOption } from '../framework/configFields';
import { defineWidget } from '../framework/widgetTypes';

export const TECHNICAL_TIMEFRAMES = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] as const satisfies readonly FieldOption[];

const configs = {
  selectedTicker: tickerField('Security', { ...DEFAULT_INDEX }),
  timeframe: selectField('Timeframe', TECHNICAL_TIMEFRAMES, 'day', 'The bars the indicators read: daily closes, or the weeks or months made of them.'),
};

export type TechnicalAnalysisConfig = ConfigOf<typeof configs>;

export const widgetTechnicalAnalysisWidget = defineWidget({
  name: 'widgetTechnicalAnalysisWidget',
  displayName: 'Technical analysis',
  title: 'Technical analysis',
  description:
    'A rating from strong sell to strong buy for one security or index, from its oscillators (RSI, stochastic, MACD and more) and its moving averages over days, weeks or months, with each reading and the research provider’s outlook when there is one.',
  type: 'Chart',
  defaultLayout: { w: 2, h: 9, minW: 2, minH: 7 },
  resizable: true,
  canMaximize: true,
  hideConfig: false,
  configs,
  configVersion: 1,
  load: () => import('./TechnicalAnalysis').then((module) => module.TechnicalAnalysis),
});
