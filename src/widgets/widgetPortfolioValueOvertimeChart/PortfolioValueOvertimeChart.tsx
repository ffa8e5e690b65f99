import { Box, Flex, HStack } from '@chakra-ui/react';
import { ResponsiveLine, type LineCustomSvgLayerProps, type SliceTooltipProps } from '@nivo/line';
import { useMemo, useState } from 'react';
import { useWidgetBenchmarkReturnQuery, useWidgetValueSeriesQuery } from '../../generated/graphql';
import { benchmarkVariables } from '../sharedBenchmark/benchmarkVariables';
import { ReturnComparisonChart } from '../sharedBenchmark/ReturnComparisonChart';
import { formatDate } from '../../lib/dates';
import { ChartDataTable } from '../framework/ChartDataTable';
import { LegendValue } from '../framework/LegendValue';
import { ChartTooltip } from '../framework/ChartTooltip';
import { analyticsFilter } from '../framework/commonFields';
import { distinctDigits, niceTicks, tickCount } from '../framework/ticks';
import { useChartTheme, type ChartTheme } from '../framework/useChartTheme';
import { useDisplayMoney, type DisplayMoney } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import type { PortfolioValueOvertimeChartConfig } from './definition';
import { dateTicks, isEmptySeries, thin, toCents, toChartPoints, valueDomain, type ChartPoint, type ValuePoint } from './valueSeries';

type SeriesId = 'value' | 'cost';
type Series = { id: SeriesId; data: ChartPoint[] };

const SERIES_LABELS: Record<SeriesId, string> = { value: 'Market value', cost: 'At cost' };
const MARGIN = { top: 8, right: 16, bottom: 28, left: 58 };

export function PortfolioValueOvertimeChart({ widgetId, config }: WidgetComponentProps<PortfolioValueOvertimeChartConfig>) {
  const filter = analyticsFilter(config);
  const result = useWidgetValueSeriesQuery({ variables: { filter } });
  // Asked beside the series, not after it: the benchmark's days are the interval's.
  const comparing = config.benchmark.ticker !== '';
  const benchmark = useWidgetBenchmarkReturnQuery({ variables: benchmarkVariables(config.benchmark.ticker, filter.from), skip: !comparing });
  const chart = useChartTheme();
  const displayMoney = useDisplayMoney();
  // Series points are float sums (the summary's figures are exact decimals): cents are their precision.
  const money = useMemo(() => ({ ...displayMoney, money: (value: number) => displayMoney.money(toCents(value)) }), [displayMoney]);
  return (
    <WidgetState
      result={result}
      select={(data) => data.portfolioValueSeries}
      isEmpty={isEmptySeries}
      emptyText="No value to chart over this interval yet."
      type="Chart"
    >
      {(points) =>
        comparing ? (
          <ReturnComparisonChart points={points} choice={config.benchmark} benchmark={benchmark.data?.benchmarkReturn} failed={benchmark.error !== undefined} interval={config.selectedInterval.desc.toLowerCase()} />
        ) : (
          <ValueChart gradientId={`value-area-${widgetId.replace(/[^\w-]/g, '')}`} points={points} showCost={config.showCost} interval={config.selectedInterval.desc.toLowerCase()} chart={chart} money={money} />
        )
      }
    </WidgetState>
  );
}

interface ValueChartProps {
  /** The area fill's gradient, unique on the page: SVG ids are document-wide. */
  gradientId: string;
  points: readonly ValuePoint[];
  showCost: boolean;
  interval: string;
  chart: ChartTheme;
  money: DisplayMoney;
}

function ValueChart({ gradientId, points, showCost, interval, chart, money }: ValueChartProps) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const innerWidth = size.width - MARGIN.left - MARGIN.right;
  const innerHeight = size.height - MARGIN.top - MARGIN.bottom;
  // One point per two pixels; before the first measurement, enough for a wide widget.
  const shown = useMemo(() => thin(points, size.width > 0 ? Math.max(60, Math.floor(innerWidth / 2)) : 400), [points, size.width, innerWidth]);
  const colors: Record<SeriesId, string> = { value: chart.series[0]!, cost: chart.series[2]! };

  // nivo draws the first series last: the value line stays on top where the two meet.
  const series = useMemo<Series[]>(
    () => [{ id: 'value', data: toChartPoints(shown, (point) => point.value) }, ...(showCost ? [{ id: 'cost' as const, data: toChartPoints(shown, (point) => point.cost) }] : [])],
    [shown, showCost],
  );
  const domain = valueDomain(series.flatMap((line) => line.data.map((point) => point.y)));
  const first = series[0]!.data[0]!.x;
  const last = series[0]!.data[series[0]!.data.length - 1]!.x;
  const ticks = dateTicks(first, last, tickCount(innerWidth, 64, { max: 10 }));
  const valueTicks = niceTicks(domain.min, domain.max, tickCount(innerHeight, 44, { max: 8 }));
  const valueDigits = distinctDigits(valueTicks, money.compactMoneyDigits);
  const latest = points[points.length - 1]!;

  const label = `Portfolio value over ${interval}: ${money.money(points[0]!.value)} on ${formatDate(first)}, ${money.money(latest.value)} on ${formatDate(last)}`;
  const ValueArea = useMemo(() => areaLayer(colors.value, gradientId), [colors.value, gradientId]);

  return (
    <Flex direction="column" h="full" gap="1">
      <HStack gap="4" textStyle="xs" flexWrap="wrap" rowGap="0" data-testid="value-legend">
        <LegendValue color={colors.value} label={SERIES_LABELS.value} value={money.money(latest.value)} />
        {showCost ? <LegendValue color={colors.cost} label={SERIES_LABELS.cost} value={money.money(latest.cost)} /> : null}
      </HStack>
      <Box flex="1 1 0" minH="32">
        <ResponsiveLine<Series>
          data={series}
          onResize={setSize}
          theme={chart.nivo}
          animate={chart.animate}
          colors={(line) => colors[line.id]}
          margin={MARGIN}
          xScale={{ type: 'time', format: 'native', precision: 'day', useUTC: false }}
          yScale={{ type: 'linear', min: domain.min, max: domain.max }}
          curve="monotoneX"
          lineWidth={2}
          // A line needs two points: a series of one day shows as a dot.
          enablePoints={shown.length < 2}
          pointSize={6}
          areaBaselineValue={domain.min}
          enableGridX={false}
          gridYValues={valueTicks}
          axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: ticks.values, format: (date: Date) => ticks.format(date) }}
          axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: valueTicks, format: (value: number) => money.compactMoneyDigits(value, valueDigits) }}
          layers={['grid', 'markers', 'axes', ValueArea, 'lines', 'crosshair', 'points', 'slices', 'mesh']}
          enableSlices="x"
          sliceTooltip={(props) => <SliceTooltip {...props} colors={colors} money={money.money} />}
          role="img"
          ariaLabel={label}
        />
      </Box>
      <ChartDataTable
        caption={label}
        columns={['Date', SERIES_LABELS.value, ...(showCost ? [SERIES_LABELS.cost] : [])]}
        rows={shown.map((point) => ({ key: point.date, cells: [formatDate(point.date), money.money(point.value), ...(showCost ? [money.money(point.cost)] : [])] }))}
      />
    </Flex>
  );
}

/** A soft gradient under the value line only: under the cost line too, the two fills would muddy each other. */
function areaLayer(color: string, id: string) {
  function ValueArea({ series, areaGenerator }: LineCustomSvgLayerProps<Series>) {
    const line = series.find((candidate) => candidate.id === 'value');
    const path = line ? areaGenerator(line.data.map((datum) => datum.position)) : null;
    if (!path) return null;
    return (
      <g data-testid="value-area">
        <defs>
          <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.28} />
            <stop offset="100%" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <path d={path} fill={`url(#${id})`} stroke="none" />
      </g>
    );
  }
  return ValueArea;
}

function SliceTooltip({ slice, colors, money }: SliceTooltipProps<Series> & { colors: Record<SeriesId, string>; money: (value: number) => string }) {
  const at = (id: SeriesId) => slice.points.find((point) => point.seriesId === id)?.data.y ?? null;
  const value = at('value');
  const cost = at('cost');
  const date = slice.points[0]?.data.x;
  return (
    <ChartTooltip
      title={date ? formatDate(date) : ''}
      rows={[
        ...(value !== null ? [{ label: SERIES_LABELS.value, value: money(value), color: colors.value }] : []),
        ...(cost !== null ? [{ label: SERIES_LABELS.cost, value: money(cost), color: colors.cost }] : []),
        ...(value !== null && cost !== null ? [{ label: 'Gain over cost', value: money(value - cost), tone: value - cost }] : []),
      ]}
    />
  );
}
