/**
 * The dividend timeline: each month's payouts stacked by security, from the interval's start to
 * twelve months after asOf, by the day the money arrives. Where the income chart shows how much,
 * this shows from whom: each payer keeps its colour across the months, solid once paid and
 * lighter while only declared or estimated, with a dashed line at today and the next payment
 * named above the chart.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import type { DividendPayoutStatus } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { intervalRange, type IntervalName } from '../framework/intervals';
import { useChartTheme, type ChartTheme } from '../framework/useChartTheme';
import { useCompactMoney } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxisLayout, labelledCategories } from '../sharedHoldingBars/chartLayout';
import { DividendFigure, DividendFigures } from '../sharedDividends/DividendFigures';
import { DividendWidget, type DividendFormats, type Dividends } from '../sharedDividends/DividendWidget';
import { longMonth, monthOf, shiftMonth, shortMonth } from '../sharedDividends/months';
import { payDay, shade, STATUS_LABELS, STATUS_OPACITY } from '../sharedDividends/payouts';
import { todayMarkerLayer } from '../sharedDividends/todayMarker';
import type { DividendTimelineConfig } from './definition';
import { barKey, monthTotals, payoutTimeline, STATUSES, type PayoutTimeline, type TimelineEntry, type TimelineSeries } from './payoutTimeline';

const INDEX = 'month';
/** Rows a month's tooltip lists before summing up the rest. */
const TOOLTIP_ROWS = 8;

/**
 * The timeline of an answer: from the month the interval starts (all time: the first payout's)
 * to the twelfth month after asOf's, the last the forecast covers. The interval is counted back
 * from asOf, the server's today, as the answer's range is.
 */
function timelineOf(dividends: Dividends, interval: IntervalName, colors: number): PayoutTimeline {
  const home = monthOf(dividends.asOf);
  const { from } = intervalRange(interval, parseISO(dividends.asOf));
  const earliest = dividends.payouts.reduce((min, payout) => (monthOf(payDay(payout)) < min ? monthOf(payDay(payout)) : min), home);
  return payoutTimeline(dividends.payouts, { first: from ? monthOf(from) : earliest, last: shiftMonth(home, 12) }, dividends.currency, colors);
}

export function DividendTimeline({ config }: WidgetComponentProps<DividendTimelineConfig>) {
  const chart = useChartTheme();
  return (
    <DividendWidget
      config={config}
      type="Chart"
      isEmpty={(dividends) => timelineOf(dividends, config.selectedInterval.name, chart.series.length).entries.length === 0}
      emptyText="No dividends paid or expected for these holdings over this time."
    >
      {(dividends, formats) => <TimelineBars dividends={dividends} interval={config.selectedInterval.name} chart={chart} formats={formats} />}
    </DividendWidget>
  );
}

/** "O 15 Dec, declared": a tooltip row, unique within a month (a special dividend beside a regular one says so). */
function entryLabel({ payout, day }: TimelineEntry): string {
  const notes = [payout.special ? 'special' : null, payout.status === 'paid' ? null : STATUS_LABELS[payout.status].toLowerCase()].filter((note) => note !== null);
  return `${payout.stock.ticker} ${format(parseISO(day), 'd MMM')}${notes.length > 0 ? `, ${notes.join(', ')}` : ''}`;
}

/** The bar key's series and status (security ids may hold any character: the status is after the last bar). */
function splitKey(key: string | number): { series: string; status: DividendPayoutStatus } {
  const text = String(key);
  const at = text.lastIndexOf('|');
  return { series: text.slice(0, at), status: text.slice(at + 1) as DividendPayoutStatus };
}

interface TimelineBarsProps {
  dividends: Dividends;
  interval: IntervalName;
  chart: ChartTheme;
  formats: DividendFormats;
}

function TimelineBars({ dividends, interval, chart, formats }: TimelineBarsProps) {
  const { asOf, currency } = dividends;
  const { money } = formats;
  const timeline = useMemo(() => timelineOf(dividends, interval, chart.series.length), [dividends, interval, chart.series.length]);
  const compactMoney = useCompactMoney(currency);
  const seriesByKey = useMemo(() => new Map(timeline.series.map((series) => [series.key, series])), [timeline]);
  const colorOf = (series: TimelineSeries | undefined) => (series && series.colorIndex !== null ? chart.series[series.colorIndex % chart.series.length]! : chart.mutedText);
  const barColor = (key: string | number) => {
    const { series, status } = splitKey(key);
    return shade(colorOf(seriesByKey.get(series)), STATUS_OPACITY[status]);
  };
  // The largest payer at the bottom of each bar, its paid part first.
  const keys = timeline.series.flatMap((series) => STATUSES.map((status) => barKey(series.key, status)));
  const totals = useMemo(() => monthTotals(timeline), [timeline]);
  const data = timeline.months.map((month): BarDatum => ({ [INDEX]: month, ...totals.get(month) }));
  const values = timeline.months.map((month) => Object.values(totals.get(month) ?? {}).reduce((sum, value) => sum + value, 0));
  const next = timeline.entries.find((entry) => entry.day > asOf);
  const TodayMarker = useMemo(() => todayMarkerLayer(asOf, chart.mutedText), [asOf, chart.mutedText]);
  const label = `Dividends per month by holding, ${longMonth(timeline.months[0]!)} to ${longMonth(timeline.months.at(-1)!)}`;
  const holdings = timeline.series.map((series) => ({ key: series.key, label: series.label, color: colorOf(series) }));
  const statuses = STATUSES.map((status) => ({ key: status, label: STATUS_LABELS[status], color: shade(chart.mutedText, STATUS_OPACITY[status]) }));

  const tooltip = ({ indexValue }: BarTooltipProps<BarDatum>) => {
    const month = String(indexValue);
    const entries = timeline.entries.filter((entry) => monthOf(entry.day) === month);
    const shown = entries.slice(0, TOOLTIP_ROWS);
    const rest = entries.slice(TOOLTIP_ROWS);
    const total = entries.reduce((sum, entry) => sum + entry.income, 0);
    return (
      <ChartTooltip
        title={longMonth(month)}
        subtitle={`${entries.length === 1 ? '1 payment' : `${entries.length} payments`}, ${money(Math.round(total * 100) / 100)}`}
        rows={[
          ...shown.map((entry) => ({
            label: entryLabel(entry),
            value: money(entry.income),
            color: barColor(barKey(entry.series, entry.payout.status)),
          })),
          ...(rest.length > 0 ? [{ label: `${rest.length} more`, value: money(Math.round(rest.reduce((sum, entry) => sum + entry.income, 0) * 100) / 100) }] : []),
        ]}
      />
    );
  };

  return (
    <Stack h="full" minH="40" gap="1" data-state="success">
      <HStack justify="space-between" gap="3" rowGap="0.5" flexWrap="wrap" flexShrink="0">
        <ChartLegend label="Holdings" items={holdings} />
        <ChartLegend label="Status" items={statuses} />
      </HStack>
      {next ? (
        <DividendFigures testId="next-payment">
          <DividendFigure label="Next payment" value={`${next.payout.stock.ticker} ${money(next.income)} on ${formatDate(next.day)}${next.payout.status === 'estimated' ? ' (estimated)' : ''}`} />
        </DividendFigures>
      ) : null}
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>
            {({ width, height }) => {
              const layout = categoryAxisLayout(timeline.months.length, width, height);
              return (
                <Bar<BarDatum>
                  width={width}
                  height={height}
                  data={data}
                  keys={keys}
                  indexBy={INDEX}
                  groupMode="stacked"
                  margin={layout.margin}
                  padding={0.2}
                  valueScale={{ type: 'linear', min: 0, max: Math.max(0, ...values), nice: true }}
                  colors={(datum) => barColor(datum.id)}
                  theme={chart.nivo}
                  animate={chart.animate}
                  enableLabel={false}
                  enableGridY
                  axisBottom={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickRotation: layout.tickRotation,
                    tickValues: labelledCategories(timeline.months, layout.labelEvery),
                    format: (month: string) => shortMonth(month),
                  }}
                  axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: (value: number) => compactMoney(value) }}
                  layers={['grid', 'axes', 'bars', TodayMarker, 'markers', 'legends', 'annotations']}
                  tooltip={tooltip}
                  role="img"
                  ariaLabel={label}
                  barAriaLabel={(datum) => {
                    const { series, status } = splitKey(datum.id);
                    return `${longMonth(String(datum.indexValue))} ${seriesByKey.get(series)?.label ?? series} ${STATUS_LABELS[status].toLowerCase()}: ${money(datum.value ?? 0)}`;
                  }}
                />
              );
            }}
          </ResponsiveWrapper>
        </Box>
      </Box>
      {timeline.unconverted > 0 ? (
        <Text textStyle="xs" color="fg.muted" flexShrink="0">
          {timeline.unconverted === 1 ? '1 dividend has' : `${timeline.unconverted} dividends have`} no exchange rate yet: left out.
        </Text>
      ) : null}
      <ChartDataTable
        caption={label}
        columns={['Paid or expected on', 'Holding', 'Status', 'Income']}
        rows={timeline.entries.map((entry, index) => ({ key: `${entry.day}-${entry.payout.stock._id}-${index}`, cells: [formatDate(entry.day), entry.payout.stock.ticker, STATUS_LABELS[entry.payout.status], money(entry.income)] }))}
      />
    </Stack>
  );
}
