import { KpiFigure } from '../framework/KpiFigure';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import type { KpiPeriod } from '../sharedKpi/kpiPeriod';
import type { Summary } from '../sharedKpi/summaryFacts';
import type { KpiTotalIncomeConfig } from './definition';

/** When the income was received (in the interval, or ever); for all time, what was withheld from it. */
function captionOf(summary: Summary, money: (value: number) => string, period: KpiPeriod | null): string {
  if (summary.income === 0 && summary.taxes === 0) return `no dividends received ${period?.within ?? 'yet'}`;
  if (period) return `received ${period.within}, before taxes`;
  return summary.taxes === 0 ? 'received, no taxes withheld' : `before ${money(summary.taxes)} taxes withheld`;
}

export function KpiTotalIncome({ config }: WidgetComponentProps<KpiTotalIncomeConfig>) {
  return (
    <SummaryKpi
      config={config}
      // Dividends of positions sold since still count: empty only with no holding and no income.
      isEmpty={(summary) => holdsNothing(summary) && summary.income === 0}
      emptyText="No holdings or dividends in this selection yet."
    >
      {(summary, { money }, period) => (
        <KpiFigure
          testId="kpi-income"
          value={money(summary.income)}
          caption={captionOf(summary, money, period)}
          // The caption names the interval, so the taxes get a line of their own (a caption is one line).
          details={period ? [{ label: 'Taxes withheld', value: money(summary.taxes), testId: 'kpi-income-taxes' }] : undefined}
        />
      )}
    </SummaryKpi>
  );
}
