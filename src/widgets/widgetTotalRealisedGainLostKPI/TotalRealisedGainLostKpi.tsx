import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { currencyEffectDetails, holdsNothing } from '../sharedKpi/summaryFacts';
import type { TotalRealisedGainLostKpiConfig } from './definition';

export function TotalRealisedGainLostKpi({ config }: WidgetComponentProps<TotalRealisedGainLostKpiConfig>) {
  return (
    <SummaryKpi
      config={config}
      // Positions sold in full hold nothing but keep their gain: the figure shows while there is one.
      isEmpty={(summary) => holdsNothing(summary) && summary.realizedGain === 0}
      emptyText="No holdings or sales in this selection yet."
    >
      {(summary, { signedMoney }) => (
        <KpiFigure
          testId="kpi-realised-gain"
          value={signedMoney(summary.realizedGain)}
          tone={summary.realizedGain}
          caption={summary.realizedGain === 0 ? 'nothing sold at a gain or loss yet' : 'on shares sold, after commissions'}
          details={currencyEffectDetails(summary.realizedCurrencyGain, signedMoney)}
        />
      )}
    </SummaryKpi>
  );
}
