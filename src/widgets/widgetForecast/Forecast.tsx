import { Box, Flex, HStack } from '@chakra-ui/react';
import { ResponsiveLine, type LineCustomSvgLayerProps, type SliceTooltipProps } from '@nivo/line';
import { addMonths, format } from 'date-fns';
import { useMemo, useState } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { LegendValue } from '../framework/LegendValue';
import { ChartTooltip } from '../framework/ChartTooltip';
import { distinctDigits, niceTicks, tickCount } from '../framework/ticks';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, useDisplayMoney } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { holdsNothing } from '../sharedKpi/summaryFacts';
import { planOf } from '../sharedPlanning/planOf';
import type { ForecastConfig } from './definition';
import { bandSettings, forecastSeries, type ForecastPoint } from './forecastSeries';

type SeriesId = 'plan' | 'median';
type Series = { id: SeriesId; data: { x: number; y: number }[] };

const MARGIN = { top: 8, right: 16, bottom: 28, left: 58 };

const yearOf = (month: number) => (month % 12 === 0 ? `Year ${month / 12}` : `Year ${Math.floor(month / 12)}, month ${month % 12}`);

/** How a point and an axis tick are named: years from now ("duration"), or the month's date ("monthly"). */
function pointLabels(displayBy: ForecastConfig['displayBy'], today: Date) {
  if (displayBy === 'duration') return { point: yearOf, tick: (month: number) => `${month / 12}y` };
  return { point: (month: number) => format(addMonths(today, month), 'MMM yyyy'), tick: (month: number) => format(addMonths(today, month), 'yyyy') };
}

export function Forecast({ config }: WidgetComponentProps<ForecastConfig>) {
  return (
    <SummaryKpi
      config={config}
      isEmpty={(summary) => config.useHoldingsValue && holdsNothing(summary)}
      emptyText="No holdings to forecast yet: start from an initial investment in the settings."
      type="Chart"
    >
      {(summary, { money }) => {
        const plan = planOf(config, summary.marketValue);
        const history = { annualReturn: summary.twrAnnualised ?? null, volatility: summary.risk.volatility ?? null };
        return <ForecastChart config={config} plan={plan} history={history} money={money} />;
      }}
    </SummaryKpi>
  );
}

interface ForecastChartProps {
  config: ForecastConfig;
  plan: ReturnType<typeof planOf>;
  history: { annualReturn: number | null; volatility: number | null };
  money: (value: number) => string;
}

function ForecastChart({ config, plan, history, money }: ForecastChartProps) {
  const chart = useChartTheme();
  const display = useDisplayMoney();
  const [size, setSize] = useState({ width: 0, height: 0 });
  const points = useMemo(
    () => forecastSeries(plan, history, { displayBy: config.displayBy, inflationAdjusted: config.inflationAdjusted, inflationRate: config.inflationRate }),
    [plan, history, config.displayBy, config.inflationAdjusted, config.inflationRate],
  );
  const band = bandSettings(plan, history);
  const colors: Record<SeriesId, string> = { plan: chart.series[0]!, median: chart.series[2]! };
  const series: Series[] = [
    { id: 'plan', data: points.map((p) => ({ x: p.month, y: p.value })) },
    { id: 'median', data: points.map((p) => ({ x: p.month, y: p.p50 })) },
  ];
  const innerHeight = size.height - MARGIN.top - MARGIN.bottom;
  const innerWidth = size.width - MARGIN.left - MARGIN.right;
  const max = Math.max(...points.map((p) => Math.max(p.p90, p.value)), 1);
  const valueTicks = niceTicks(0, max, tickCount(innerHeight, 44, { max: 8 }));
  const digits = distinctDigits(valueTicks, display.compactMoneyDigits);
  const years = config.forecastLengthYears;
  const step = yearStep(years, tickCount(innerWidth, 56, { max: 12 }));
  const yearTicks = Array.from({ length: Math.floor(years / step) + 1 }, (_, i) => i * step * 12);
  const last = points.at(-1)!;
  const labels = pointLabels(config.displayBy, new Date());
  const label = `Forecast over ${years} years${config.inflationAdjusted ? ', in today’s money' : ''}: ${money(last.value)} at ${formatPercent(plan.annualRate)} a year; 80 % of outcomes between ${money(last.p10)} and ${money(last.p90)}`;
  const BandLayer = useMemo(() => bandLayer(points, colors.median), [points, colors.median]);
  return (
    <Flex direction="column" h="full" gap="1">
      <HStack gap="4" textStyle="xs" flexWrap="wrap" rowGap="0" data-testid="forecast-legend">
        <LegendValue color={colors.plan} label={`At ${formatPercent(plan.annualRate)} a year`} value={money(last.value)} />
        <LegendValue color={colors.median} label={`Range at your past ${formatPercent(band.annualReturn)}, volatility ${formatPercent(band.annualVolatility)}`} value={`${money(last.p10)} – ${money(last.p90)}`} />
      </HStack>
      <Box flex="1 1 0" minH="32">
        <ResponsiveLine<Series>
          data={series}
          onResize={setSize}
          theme={chart.nivo}
          animate={chart.animate}
          colors={(line) => colors[line.id]}
          margin={MARGIN}
          // Not rounded out to a nicer number: the plan ends at the chart's right edge.
          xScale={{ type: 'linear', min: 0, max: years * 12, nice: false }}
          // Up to the highest point or tick, whichever is higher: no line leaves the top.
          yScale={{ type: 'linear', min: 0, max: Math.max(max, valueTicks.at(-1) ?? 0) }}
          lineWidth={2}
          enablePoints={false}
          enableGridX={false}
          gridYValues={valueTicks}
          axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: yearTicks, format: labels.tick }}
          axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: valueTicks, format: (value: number) => display.compactMoneyDigits(value, digits) }}
          layers={['grid', 'axes', BandLayer, 'lines', 'crosshair', 'slices']}
          enableSlices="x"
          sliceTooltip={(props) => <Tooltip {...props} points={points} money={money} pointLabel={labels.point} />}
          role="img"
          ariaLabel={label}
        />
      </Box>
      <ChartDataTable
        caption={label}
        columns={['When', 'At the rate', 'Put in', '10th percentile', 'Median', '90th percentile']}
        // A row a year, also when the chart draws a point a month: 481 rows would bury the figures (and
        // formatting them was a fifth of the chart's first render); the last point is always a row.
        rows={points
          .filter((p, i) => p.month % 12 === 0 || i === points.length - 1)
          .map((p) => ({ key: String(p.month), cells: [labels.point(p.month), money(p.value), money(p.contributed), money(p.p10), money(p.p50), money(p.p90)] }))}
      />
    </Flex>
  );
}

/** Years between ticks: a round step (1, 2, 5, 10, 20, 25, 50) giving at most `ticks` ticks, so the last year is usually one. */
export function yearStep(years: number, ticks: number): number {
  return [1, 2, 5, 10, 20, 25, 50].find((step) => years / step <= Math.max(1, ticks)) ?? 100;
}

/** The 10th-to-90th percentile band: the 90th percentile forward, the 10th back, filled. */
function bandLayer(points: readonly ForecastPoint[], color: string) {
  function Band({ xScale, yScale }: LineCustomSvgLayerProps<Series>) {
    const x = (month: number) => (xScale as (value: number) => number)(month);
    const y = (value: number) => (yScale as (value: number) => number)(value);
    const upper = points.map((p) => `${x(p.month)},${y(p.p90)}`);
    const lower = [...points].reverse().map((p) => `${x(p.month)},${y(p.p10)}`);
    return <path data-testid="forecast-band" d={`M${upper.join('L')}L${lower.join('L')}Z`} fill={color} fillOpacity={0.18} stroke="none" />;
  }
  return Band;
}

function Tooltip({ slice, points, money, pointLabel }: SliceTooltipProps<Series> & { points: readonly ForecastPoint[]; money: (value: number) => string; pointLabel: (month: number) => string }) {
  const month = Number(slice.points[0]?.data.x ?? 0);
  const point = points.find((p) => p.month === month);
  if (!point) return null;
  return (
    <ChartTooltip
      title={pointLabel(month)}
      rows={[
        { label: 'At the rate', value: money(point.value) },
        { label: 'Put in', value: money(point.contributed) },
        { label: '10th–90th percentile', value: `${money(point.p10)} – ${money(point.p90)}` },
      ]}
    />
  );
}
