/**
 * The portfolio against a benchmark: both cumulative returns since the portfolio's first day on
 * one percent axis (the portfolio time-weighted, so money put in is not a gain; the benchmark
 * with dividends reinvested). While the benchmark's prices are being fetched, or when no
 * provider knows it, the portfolio's line shows alone with a note saying so.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { ResponsiveLine, type SliceTooltipProps } from '@nivo/line';
import { parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import type { WidgetBenchmarkReturnQuery } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { LegendValue } from '../framework/LegendValue';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import type { TickerChoice } from '../framework/configFields';
import { niceTicks, tickCount } from '../framework/ticks';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, formatPercentTick } from '../framework/useMoney';
import { dateTicks, thin } from '../widgetPortfolioValueOvertimeChart/valueSeries';
import { portfolioReturns, rebased, type ReturnPoint } from './benchmarkSeries';

type Benchmark = WidgetBenchmarkReturnQuery['benchmarkReturn'];
type SeriesId = 'portfolio' | 'benchmark';
type Series = { id: SeriesId; data: { x: Date; y: number }[] };

const MARGIN = { top: 8, right: 16, bottom: 28, left: 52 };

export interface ReturnComparisonChartProps {
  points: readonly { date: string; value: number; netContributions: number }[];
  choice: TickerChoice;
  /** The benchmark's answer; undefined while it loads. */
  benchmark: Benchmark | undefined;
  /** The benchmark's request failed (the portfolio still shows). */
  failed: boolean;
  interval: string;
}

/** Why the benchmark line is missing, or null when it shows. */
export function benchmarkNote(choice: TickerChoice, benchmark: Benchmark | undefined, failed: boolean, line: ReturnPoint[] | undefined): string | null {
  const name = choice.tickerDisplay || choice.ticker;
  if (failed) return `${name} could not be loaded.`;
  if (!benchmark) return `Loading ${name}…`;
  if (benchmark.status === 'unknown') return `No market data for ${name}.`;
  if (benchmark.status === 'pending') return `Fetching prices for ${name}…`;
  if (!line || line.length === 0) return `No prices of ${name} over this interval.`;
  return null;
}

export function ReturnComparisonChart({ points, choice, benchmark, failed, interval }: ReturnComparisonChartProps) {
  const chart = useChartTheme();
  const [size, setSize] = useState({ width: 0, height: 0 });
  const portfolio = useMemo(() => portfolioReturns(points), [points]);
  const start = portfolio[0]?.date;
  const line = useMemo(() => (benchmark && start ? rebased(benchmark.points, start) : undefined), [benchmark, start]);
  const note = benchmarkNote(choice, benchmark, failed, line);
  const name = choice.tickerDisplay || choice.ticker;
  const colors: Record<SeriesId, string> = { portfolio: chart.series[0]!, benchmark: chart.series[3] ?? chart.series[1]! };
  const innerWidth = size.width - MARGIN.left - MARGIN.right;
  const innerHeight = size.height - MARGIN.top - MARGIN.bottom;
  const budget = size.width > 0 ? Math.max(60, Math.floor(innerWidth / 2)) : 400;

  const series = useMemo<Series[]>(() => {
    const toData = (returns: readonly ReturnPoint[]) => thin(returns, budget).map((point) => ({ x: parseISO(point.date), y: point.value }));
    return [{ id: 'portfolio', data: toData(portfolio) }, ...(line && line.length > 0 && !note ? [{ id: 'benchmark' as const, data: toData(line) }] : [])];
  }, [portfolio, line, note, budget]);

  if (portfolio.length === 0) return <Text textStyle="sm" color="fg.muted">No value to compare over this interval yet.</Text>;
  const last = (returns: readonly ReturnPoint[]) => returns[returns.length - 1]!.value;
  const all = series.flatMap((s) => s.data.map((d) => d.y));
  const low = Math.min(0, ...all);
  const high = Math.max(0, ...all);
  const pad = (high - low) * 0.1 || 0.01;
  const ticks = niceTicks(low - pad, high + pad, tickCount(innerHeight, 44, { max: 8 }));
  const first = series[0]!.data[0]!.x;
  const end = series[0]!.data[series[0]!.data.length - 1]!.x;
  const dates = dateTicks(first, end, tickCount(innerWidth, 64, { max: 10 }));
  const label = `Return over ${interval}: your portfolio ${formatPercent(last(portfolio), { signed: true })}${line && !note ? `, ${name} ${formatPercent(last(line), { signed: true })}` : ''}`;

  return (
    <Flex direction="column" h="full" gap="1">
      <HStack gap="4" textStyle="xs" flexWrap="wrap" rowGap="0" data-testid="benchmark-legend">
        <LegendValue color={colors.portfolio} label="Your portfolio" value={formatPercent(last(portfolio), { signed: true })} />
        {line && !note ? <LegendValue color={colors.benchmark} label={name} value={formatPercent(last(line), { signed: true })} /> : null}
        {benchmark?.simulated ? <SimulatedBadge title={`${name}'s prices are simulated.`} /> : null}
      </HStack>
      {note ? (
        <Text textStyle="xs" color="fg.muted" role="status">
          {note}
        </Text>
      ) : null}
      <Box flex="1 1 0" minH="32">
        <ResponsiveLine<Series>
          data={series}
          onResize={setSize}
          theme={chart.nivo}
          animate={chart.animate}
          colors={(s) => colors[s.id]}
          margin={MARGIN}
          xScale={{ type: 'time', format: 'native', precision: 'day', useUTC: false }}
          yScale={{ type: 'linear', min: ticks[0] ?? low - pad, max: ticks[ticks.length - 1] ?? high + pad }}
          curve="monotoneX"
          lineWidth={2}
          enablePoints={series[0]!.data.length < 2}
          pointSize={6}
          enableGridX={false}
          gridYValues={ticks}
          axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: dates.values, format: (date: Date) => dates.format(date) }}
          axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: ticks, format: (value: number) => formatPercentTick(value) }}
          markers={[{ axis: 'y', value: 0, lineStyle: { stroke: chart.nivo.grid?.line?.stroke as string | undefined, strokeWidth: 1 } }]}
          enableSlices="x"
          sliceTooltip={(props) => <Tooltip {...props} colors={colors} name={name} />}
          role="img"
          ariaLabel={label}
        />
      </Box>
      <ChartDataTable
        caption={label}
        columns={['Date', 'Your portfolio', ...(line && !note ? [name] : [])]}
        rows={series[0]!.data.map((point) => ({
          key: String(point.x.getTime()),
          cells: [formatDate(point.x), formatPercent(point.y, { signed: true }), ...(series[1] ? [formatPercent(valueOn(series[1].data, point.x), { signed: true })] : [])],
        }))}
      />
    </Flex>
  );
}

/** The series' value on `date` or the last before it. */
function valueOn(data: readonly { x: Date; y: number }[], date: Date): number | null {
  let found: number | null = null;
  for (const point of data) {
    if (point.x > date) break;
    found = point.y;
  }
  return found;
}

function Tooltip({ slice, colors, name }: SliceTooltipProps<Series> & { colors: Record<SeriesId, string>; name: string }) {
  const date = slice.points[0]?.data.x;
  return (
    <ChartTooltip
      title={date ? formatDate(date) : ''}
      rows={slice.points.map((point) => ({
        label: point.seriesId === 'portfolio' ? 'Your portfolio' : name,
        value: formatPercent(point.data.y, { signed: true }),
        color: colors[point.seriesId as SeriesId],
      }))}
    />
  );
}
