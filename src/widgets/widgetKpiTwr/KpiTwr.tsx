import { useWidgetBenchmarkReturnQuery, type WidgetBenchmarkReturnQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import type { TickerChoice } from '../framework/configFields';
import { KpiFigure, type KpiDetail } from '../framework/KpiFigure';
import { benchmarkVariables } from '../sharedBenchmark/benchmarkVariables';
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

type Benchmark = WidgetBenchmarkReturnQuery['benchmarkReturn'];

/**
 * The benchmark's return over the same interval, per year where the portfolio's is. All time has
 * no start the benchmark could share (the ledger's first day is not in the summary): said so.
 */
export function benchmarkDetailOf(choice: TickerChoice, interval: IntervalName, benchmark: Benchmark | undefined, failed: boolean): KpiDetail {
  const label = choice.tickerDisplay || choice.ticker;
  const missing = (reason: string): KpiDetail => ({ label, value: '—', missingReason: reason, testId: 'kpi-benchmark' });
  if (interval === 'MAX') return missing('choose an interval to compare over the same days');
  if (failed) return missing('it could not be loaded');
  if (!benchmark) return missing('loading');
  if (benchmark.status === 'unknown') return missing(`no market data for ${label}`);
  if (benchmark.status === 'pending') return missing(`fetching prices for ${label}`);
  const value = ANNUALISED[interval] ? benchmark.twrAnnualised : benchmark.twr;
  if (value === null) return missing('not enough of its history over this interval');
  return { label, value: `${formatPercent(value, { signed: true })}${ANNUALISED[interval] ? ' a year' : ''}`, tone: value, testId: 'kpi-benchmark' };
}

export function KpiTwr({ config }: WidgetComponentProps<KpiTwrConfig>) {
  const comparing = config.benchmark.ticker !== '' && config.selectedInterval.name !== 'MAX';
  // Asked beside the summary: its days are the interval's, known from the config.
  const benchmark = useWidgetBenchmarkReturnQuery({ variables: benchmarkVariables(config.benchmark.ticker, analyticsFilter(config).from), skip: !comparing });
  return (
    <SummaryKpi config={config} isEmpty={(summary) => summary.holdingCount === 0 && summary.twr === null} emptyText="No holdings in this selection yet.">
      {(summary) => {
        const twr = returnOf(summary, config.selectedInterval.name);
        const moneyWeighted = moneyWeightedOf(summary, twr);
        const note = moneyWeighted.missingReason ? `No money-weighted return here: ${moneyWeighted.missingReason}.` : undefined;
        const compared = config.benchmark.ticker !== '' ? [benchmarkDetailOf(config.benchmark, config.selectedInterval.name, benchmark.data?.benchmarkReturn, benchmark.error !== undefined)] : [];
        return (
          <KpiFigure
            testId="kpi-twr"
            value={formatPercent(twr.value, { signed: true })}
            tone={twr.value}
            caption={twr.caption}
            details={[{ ...moneyWeighted, help: <ReturnsHelp note={note} />, testId: 'kpi-money-weighted' }, ...compared]}
            marker={<PriceGapMark gaps={summary.priceGaps} />}
          />
        );
      }}
    </SummaryKpi>
  );
}
