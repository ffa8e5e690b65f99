import { HoldingMetricBars, type WidgetHolding } from '../sharedHoldingBars/HoldingMetricBars';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import type { HoldingUnrealisedCapitalGLConfig } from './definition';

// Only holdings with a market value: an unpriced one has no unrealised gain to show.
const unrealisedGain = (holding: WidgetHolding) => (holding.marketValuePC === null ? null : holding.unrealizedGainPC);

export function HoldingUnrealisedCapitalGL({ config }: WidgetComponentProps<HoldingUnrealisedCapitalGLConfig>) {
  return (
    <HoldingMetricBars
      config={{ ...config, displayPastHoldings: false }}
      metric={unrealisedGain}
      metricLabel="Unrealised gain/loss"
      chartLabel="Unrealised gain or loss per holding"
      emptyText="No priced holdings in this selection yet."
    />
  );
}
