import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { KpiTotalValueConfig } from './definition';

export function KpiTotalValue({ config }: WidgetComponentProps<KpiTotalValueConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={holdsNothing} emptyText="No holdings in this selection yet.">
      {(summary, { money }) => (
        <KpiFigure
          testId="kpi-total-value"
          value={money(config.selectedType === 'marketValue' ? summary.marketValue : summary.netContributions)}
          caption={config.selectedType === 'marketValue' ? `at the close of ${summary.asOf}` : 'money put in, less money taken out'}
          details={config.showCost ? [{ label: 'At cost', value: money(summary.costBasis) }] : undefined}
          // Net contributions are money in and out, whatever the holdings are worth.
          marker={config.selectedType === 'marketValue' ? <PriceGapMark gaps={summary.priceGaps} /> : undefined}
        />
      )}
    </SummaryKpi>
  );
}
