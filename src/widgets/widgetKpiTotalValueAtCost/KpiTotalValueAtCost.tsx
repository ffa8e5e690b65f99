import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing, periodDetails } from '../sharedKpi/summaryFacts';
import type { KpiTotalValueAtCostConfig } from './definition';

export function KpiTotalValueAtCost({ config }: WidgetComponentProps<KpiTotalValueAtCostConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => holdsNothing(summary) && summary.costBasis === 0} emptyText="No holdings in this selection yet.">
      {(summary, { money }, period) => (
        <KpiFigure
          testId="kpi-value-at-cost"
          value={money(summary.costBasis)}
          // Cost needs no price, so unpriced holdings are in this figure (unlike market value).
          caption="paid for the shares held, commissions included"
          // What the interval's purchases added (sales take cost out, so this is not the cost's change).
          details={periodDetails(period, { value: `${money(summary.bought)} bought`, testId: 'kpi-value-at-cost-bought' })}
        />
      )}
    </SummaryKpi>
  );
}
