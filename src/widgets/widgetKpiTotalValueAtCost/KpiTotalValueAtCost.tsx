import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { KpiTotalValueAtCostConfig } from './definition';

export function KpiTotalValueAtCost({ config }: WidgetComponentProps<KpiTotalValueAtCostConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => holdsNothing(summary) && summary.costBasis === 0} emptyText="No holdings in this selection yet.">
      {(summary, { money }) => (
        <KpiFigure
          testId="kpi-value-at-cost"
          value={money(summary.costBasis)}
          // Cost needs no price, so unpriced holdings are in this figure (unlike market value).
          caption="paid for the shares held, commissions included"
        />
      )}
    </SummaryKpi>
  );
}
