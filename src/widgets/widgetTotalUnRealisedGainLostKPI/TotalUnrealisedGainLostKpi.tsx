import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import { formatPercent } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { currencyEffectDetails, holdsNothing, periodDetails, unpricedDetails, unrealizedChangeOf, type Summary } from '../sharedKpi/summaryFacts';
import type { TotalUnrealisedGainLostKpiConfig } from './definition';

/**
 * The gain as a share of cost. Not with unpriced holdings: their cost is in costBasis but their
 * gain is not in unrealizedGain, so the ratio would understate; the detail line says why.
 */
function captionOf(summary: Summary): string {
  if (summary.costBasis > 0 && summary.unpricedHoldings.length === 0) return `${formatPercent(summary.unrealizedGain / summary.costBasis, { signed: true })} on cost`;
  return 'on the shares held, at the last close';
}

export function TotalUnrealisedGainLostKpi({ config }: WidgetComponentProps<TotalUnrealisedGainLostKpiConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => holdsNothing(summary) && summary.unrealizedGain === 0} emptyText="No holdings in this selection yet.">
      {(summary, { signedMoney }, period) => (
        <KpiFigure
          testId="kpi-unrealised-gain"
          value={signedMoney(summary.unrealizedGain)}
          tone={summary.unrealizedGain}
          caption={captionOf(summary)}
          details={[
            // How much of the gain the interval made (or lost).
            ...periodDetails(period, { value: signedMoney(unrealizedChangeOf(summary)), tone: unrealizedChangeOf(summary), testId: 'kpi-unrealised-change' }),
            ...currencyEffectDetails(summary.unrealizedCurrencyGain, signedMoney),
            ...unpricedDetails(summary),
          ]}
          marker={<PriceGapMark gaps={summary.priceGaps} />}
        />
      )}
    </SummaryKpi>
  );
}
