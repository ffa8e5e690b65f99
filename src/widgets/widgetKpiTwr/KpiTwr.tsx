import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMarker } from '../framework/PriceGapMarker';
import { intervalLabel, type IntervalName } from '../framework/intervals';
import { formatPercent } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import type { Summary } from '../sharedKpi/summaryFacts';
import type { KpiTwrConfig } from './definition';

/**
 * A return per year only for a year or more: annualising a few months compounds their luck into
 * a figure nobody earned, so shorter intervals show the return over the interval itself.
 */
const ANNUALISED: Readonly<Record<IntervalName, boolean>> = {
  '1D': false,
  '1W': false,
  '1M': false,
  '3M': false,
  '6M': false,
  YTD: false,
  '1Y': true,
  '3Y': true,
  '5Y': true,
  MAX: true,
};

function returnOf(summary: Summary, interval: IntervalName): { value: number | null; caption: string } {
  const annualised = ANNUALISED[interval];
  const value = annualised ? summary.twrAnnualised : summary.twr;
  const label = intervalLabel(interval);
  const over = label.charAt(0).toLowerCase() + label.slice(1);
  if (value === null) return { value, caption: interval === 'MAX' ? 'not enough history yet' : `not enough history for ${over}` };
  return { value, caption: `${annualised ? 'annualised' : 'cumulative'}, ${over}` };
}

export function KpiTwr({ config }: WidgetComponentProps<KpiTwrConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => summary.holdingCount === 0 && summary.twr === null} emptyText="No holdings in this selection yet.">
      {(summary) => {
        const { value, caption } = returnOf(summary, config.selectedInterval);
        return <KpiFigure testId="kpi-twr" value={formatPercent(value, { signed: true })} tone={value} caption={caption} marker={<PriceGapMarker gaps={summary.priceGaps} />} />;
      }}
    </SummaryKpi>
  );
}
