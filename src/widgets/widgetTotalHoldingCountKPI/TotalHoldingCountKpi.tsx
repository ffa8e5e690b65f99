import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { TotalHoldingCountKpiConfig } from './definition';

/** Plural labels of the ledger's holding types; the server sends them as stored ("stock", "etf"). */
const TYPE_LABELS: Readonly<Record<string, string>> = { stock: 'Stocks', etf: 'ETFs', fund: 'Funds' };

function holdingTypeLabel(holdingType: string): string {
  return TYPE_LABELS[holdingType.toLowerCase()] ?? holdingType;
}

export function TotalHoldingCountKpi({ config }: WidgetComponentProps<TotalHoldingCountKpiConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={holdsNothing} emptyText="No holdings in this selection yet.">
      {(summary, { count }) => (
        <KpiFigure
          testId="kpi-holding-count"
          value={count(summary.holdingCount)}
          caption={config.displayPastHoldings ? 'positions sold in full included' : undefined}
          details={summary.holdingCountByType.map((entry) => ({ label: holdingTypeLabel(entry.holdingType), value: count(entry.count) }))}
        />
      )}
    </SummaryKpi>
  );
}
