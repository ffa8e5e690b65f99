import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing, unpricedDetails, valueChangeCaption } from '../sharedKpi/summaryFacts';
import type { KpiTotalValueAtCostCompositeConfig } from './definition';

export function KpiTotalValueAtCostComposite({ config }: WidgetComponentProps<KpiTotalValueAtCostCompositeConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => holdsNothing(summary) && summary.costBasis === 0} emptyText="No holdings in this selection yet.">
      {(summary, { money, signedMoney }, period) => (
        <KpiFigure
          testId="kpi-market-value-breakdown"
          value={money(summary.marketValue)}
          caption={valueChangeCaption(summary, period, signedMoney) ?? undefined}
          marker={<PriceGapMark gaps={summary.priceGaps} />}
          details={[
            { label: 'At cost', value: money(summary.costBasis) },
            { label: 'Unrealised gain', value: signedMoney(summary.unrealizedGain), tone: summary.unrealizedGain },
            ...unpricedDetails(summary),
          ]}
        />
      )}
    </SummaryKpi>
  );
}
