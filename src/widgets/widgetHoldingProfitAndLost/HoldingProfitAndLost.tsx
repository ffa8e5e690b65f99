import { HoldingMetricBars, type WidgetHolding } from '../sharedHoldingBars/HoldingMetricBars';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import type { HoldingProfitAndLostConfig } from './definition';

// Null when the holding has no price: its return is unknown, so it gets no bar (rather than 0).
const totalReturn = (holding: WidgetHolding) => holding.totalReturnPC;

export function HoldingProfitAndLost({ config }: WidgetComponentProps<HoldingProfitAndLostConfig>) {
  return (
    <HoldingMetricBars
      config={config}
      metric={totalReturn}
      metricLabel="Profit/loss"
      chartLabel="Profit and loss per holding"
      emptyText="No holdings in this selection yet."
    />
  );
}
