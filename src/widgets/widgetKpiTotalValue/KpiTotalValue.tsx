import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsCash, holdsNothing, valueChangeCaption, type Summary } from '../sharedKpi/summaryFacts';
import type { KpiTotalValueConfig } from './definition';

/** Cash alone is still something held: its line says what it is worth. */
function isEmpty(summary: Summary): boolean {
  return holdsNothing(summary) && !holdsCash(summary);
}

export function KpiTotalValue({ config }: WidgetComponentProps<KpiTotalValueConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={isEmpty} emptyText="No holdings in this selection yet.">
      {(summary, { money, signedMoney }, period) => {
        const marketValue = config.selectedType === 'marketValue';
        return (
          <KpiFigure
            testId="kpi-total-value"
            value={money(marketValue ? summary.marketValue : summary.netContributions)}
            // Over an interval the value's move in it says more than the day of the close.
            caption={marketValue ? (valueChangeCaption(summary, period, signedMoney) ?? `at the close of ${summary.asOf}`) : 'money put in, less money taken out'}
            // The figure stays the securities' value; the cash and the sum of both are lines under it, never cut.
            details={[
              ...(marketValue && holdsCash(summary)
                ? [
                    { label: 'Cash', value: money(summary.cashBalance), testId: 'kpi-total-value-cash' },
                    { label: 'Net worth', value: money(summary.netWorth), testId: 'kpi-total-value-net-worth' },
                  ]
                : []),
              ...(config.showCost ? [{ label: 'At cost', value: money(summary.costBasis) }] : []),
            ]}
            // Net contributions are money in and out, whatever the holdings are worth.
            marker={marketValue ? <PriceGapMark gaps={summary.priceGaps} /> : undefined}
          />
        );
      }}
    </SummaryKpi>
  );
}
