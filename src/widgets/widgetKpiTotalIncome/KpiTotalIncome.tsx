import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { KpiTotalIncomeConfig } from './definition';

export function KpiTotalIncome({ config }: WidgetComponentProps<KpiTotalIncomeConfig>) {
  return (
    <SummaryKpi
      config={config}
      // Dividends of positions sold since still count: empty only with no holding and no income.
      isEmpty={(summary) => holdsNothing(summary) && summary.income === 0}
      emptyText="No holdings or dividends in this selection yet."
    >
      {(summary, { money }) => (
        <KpiFigure
          testId="kpi-income"
          value={money(summary.income)}
          caption={summary.taxes > 0 ? `before ${money(summary.taxes)} taxes withheld` : summary.income === 0 ? 'no dividends received yet' : 'received, no taxes withheld'}
        />
      )}
    </SummaryKpi>
  );
}
