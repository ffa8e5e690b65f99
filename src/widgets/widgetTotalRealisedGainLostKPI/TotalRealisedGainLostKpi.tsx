import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { currencyEffectDetails, holdsNothing } from '../sharedKpi/summaryFacts';
import type { KpiPeriod } from '../sharedKpi/kpiPeriod';
import type { TotalRealisedGainLostKpiConfig } from './definition';

/** What the figure covers: the shares sold in the interval, or ever (short: a caption is one line). */
function captionOf(realizedGain: number, period: KpiPeriod | null): string {
  if (period) return realizedGain === 0 ? `nothing sold ${period.within}` : `realised ${period.within}`;
  return realizedGain === 0 ? 'nothing sold at a gain or loss yet' : 'on shares sold, after commissions';
}

export function TotalRealisedGainLostKpi({ config }: WidgetComponentProps<TotalRealisedGainLostKpiConfig>) {
  return (
    <SummaryKpi
      config={config}
      // Positions sold in full hold nothing but keep their gain: the figure shows while there is one.
      isEmpty={(summary) => holdsNothing(summary) && summary.realizedGain === 0}
      emptyText="No holdings or sales in this selection yet."
    >
      {(summary, { signedMoney }, period) => (
        <KpiFigure
          testId="kpi-realised-gain"
          value={signedMoney(summary.realizedGain)}
          tone={summary.realizedGain}
          caption={captionOf(summary.realizedGain, period)}
          details={currencyEffectDetails(summary.realizedCurrencyGain, signedMoney)}
        />
      )}
    </SummaryKpi>
  );
}
