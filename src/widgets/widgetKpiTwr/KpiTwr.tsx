import { KpiFigure, type KpiDetail } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import { intervalLabel, type IntervalName } from '../framework/intervals';
import { ReturnsHelp } from '../framework/ReturnsHelp';
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

/**
 * The money-weighted return beside it, always per year (it is the rate that discounts the money in
 * and out to nothing, and the server answers it so). Without one, why: too short a history, as
 * for the time-weighted return, or money that only went one way (bought and never worth anything
 * back), where no rate balances it.
 */
export function moneyWeightedOf(summary: Summary, twr: { value: number | null; caption: string }): KpiDetail {
  const label = 'Money-weighted';
  if (summary.xirr !== null) return { label, value: `${formatPercent(summary.xirr, { signed: true })} a year`, tone: summary.xirr };
  return { label, value: '—', missingReason: twr.value === null ? twr.caption : 'no rate balances the money put in and taken out' };
}

export function KpiTwr({ config }: WidgetComponentProps<KpiTwrConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={(summary) => summary.holdingCount === 0 && summary.twr === null} emptyText="No holdings in this selection yet.">
      {(summary) => {
        const twr = returnOf(summary, config.selectedInterval.name);
        const moneyWeighted = moneyWeightedOf(summary, twr);
        const note = moneyWeighted.missingReason ? `No money-weighted return here: ${moneyWeighted.missingReason}.` : undefined;
        return (
          <KpiFigure
            testId="kpi-twr"
            value={formatPercent(twr.value, { signed: true })}
            tone={twr.value}
            caption={twr.caption}
            details={[{ ...moneyWeighted, help: <ReturnsHelp note={note} />, testId: 'kpi-money-weighted' }]}
            marker={<PriceGapMark gaps={summary.priceGaps} />}
          />
        );
      }}
    </SummaryKpi>
  );
}
