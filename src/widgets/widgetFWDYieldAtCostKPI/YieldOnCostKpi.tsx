import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendKpi, NO_PAYERS, paysDividends } from '../sharedDividends/DividendKpi';
import type { YieldOnCostKpiConfig } from './definition';

export function YieldOnCostKpi({ config }: WidgetComponentProps<YieldOnCostKpiConfig>) {
  return (
    <DividendKpi
      config={config}
      figure={(dividends, { percent }) => ({
        testId: 'kpi-yield-on-cost',
        value: percent(dividends.forwardYieldAtCost),
        // Null at zero cost: shares received for nothing (a spin-off, a gift) have no cost to measure against.
        caption: dividends.forwardYieldAtCost === null ? 'no cost to measure against' : paysDividends(dividends) ? 'forward income over what you paid' : NO_PAYERS,
      })}
    />
  );
}
