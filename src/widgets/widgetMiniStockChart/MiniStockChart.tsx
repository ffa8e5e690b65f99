import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRefetchWhilePending } from '../sharedMarket/useRefetchWhilePending';
import { ResponsiveLine, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { CHART_RANGE_LABELS, isIntradayRange, type ChartRangeName } from '../../../common/market';
import { useWidgetPriceBarsQuery, type WidgetPriceBarsQuery } from '../../generated/graphql';
import { formatDate, formatDateTime } from '../../lib/dates';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useChartTheme } from '../framework/useChartTheme';
import { toneColor } from '../framework/useMoney';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { barsVariables } from '../sharedMarket/marketRequests';
import { fetchingText, unknownText } from '../sharedMarket/PriceList';
import { useQuoteFormats, type QuoteFormats } from '../sharedMarket/quoteFormat';
import { RANGE_OPTIONS, type MiniStockChartConfig } from './definition';

type Bars = WidgetPriceBarsQuery['priceBars'][number];
type Point = { x: number; y: number };
type Series = { id: string; data: Point[] };

/** About two points per pixel of a wide card: ten years of daily bars would otherwise draw 2,500. */
const MAX_POINTS = 400;

/** The bars' indexes to draw: every one up to `max`, else evenly spaced ones, always the last. */
export function thinnedIndexes(count: number, max = MAX_POINTS): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const step = (count - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => Math.round(i * step));
}

/**
 * The change over the range: from the close before it (1D: the previous session's, as the quotes
 * state a day's change) or, without one, the first bar's open, to the last close.
 */
export function rangeChange(bars: Pick<Bars, 'open' | 'close' | 'previousClose'>): { last: number; change: number; changePercent: number | null } | null {
  const last = bars.close[bars.close.length - 1];
  const start = bars.previousClose ?? bars.open[0] ?? bars.close[0];
  if (last === undefined || start === undefined) return null;
  return { last, change: last - start, changePercent: start === 0 ? null : (last - start) / start };
}

export function MiniStockChart({ config }: WidgetComponentProps<MiniStockChartConfig>) {
  // Switched by the buttons: shown at once, saved into the widget's config where it can be.
  const [range, setRange] = useSavedConfigValue('range', config.range);
  const ticker = config.selectedTicker.ticker;
  // barsVariables is what marketRequest('bars', config) sends: the prefetched request.
  const result = useWidgetPriceBarsQuery({ variables: barsVariables({ ...config, range }) });
  useRefetchWhilePending(result, result.data?.priceBars.some((series) => series.status === 'pending') ?? false);
  return (
    <Flex direction="column" h="full" gap="1" minW="0">
      <Box flex="1 1 0" minH="0">
        <WidgetState
          result={result}
          select={(data) => data.priceBars.find((series) => series.symbol === ticker) ?? null}
          isEmpty={() => false}
          emptyText="No prices over this range yet."
          type="Chart"
        >
          {(bars) => <RangeChart bars={bars} label={config.selectedTicker.tickerDisplay} range={range} />}
        </WidgetState>
      </Box>
      <HStack gap="0.5" flexWrap="wrap" role="group" aria-label="Range" flexShrink={0}>
        {RANGE_OPTIONS.map((option) => {
          const pressed = option.value === range;
          return (
            <Button
              key={option.value}
              size="2xs"
              variant={pressed ? 'subtle' : 'ghost'}
              fontWeight={pressed ? 'semibold' : 'normal'}
              aria-pressed={pressed}
              onClick={() => setRange(option.value)}
            >
              {option.label}
            </Button>
          );
        })}
      </HStack>
    </Flex>
  );
}

function Note({ text }: { text: string }) {
  return (
    <Text h="full" display="flex" alignItems="center" justifyContent="center" textAlign="center" textStyle="sm" color="fg.muted" data-state="success">
      {text}
    </Text>
  );
}

function RangeChart({ bars, label, range }: { bars: Bars | null; label: string; range: ChartRangeName }) {
  const formats = useQuoteFormats();
  if (bars === null || bars.status === 'unknown') return <Note text={unknownText([label])} />;
  if (bars.status === 'pending') return <Note text={fetchingText([label])} />;
  const change = rangeChange(bars);
  if (change === null) return <Note text={`No prices over ${CHART_RANGE_LABELS[range]} yet.`} />;
  const unit = { symbol: bars.symbol, currency: bars.currency ?? 'USD' };
  const over = CHART_RANGE_LABELS[range];
  return (
    <Stack gap="1" h="full" minW="0" data-state="success">
      <HStack gap="2" minW="0" align="baseline" flexWrap="wrap" rowGap="0">
        <Text textStyle="sm" color="fg.muted" truncate title={bars.name ?? label}>
          {label}
        </Text>
        <Text textStyle="lg" fontWeight="bold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-testid="mini-chart-price">
          {formats.price(change.last, unit)}
        </Text>
        <Text textStyle="sm" whiteSpace="nowrap" color={toneColor(change.change)} data-testid="mini-chart-change">
          {formats.change(change.change, unit)} ({change.changePercent === null ? '—' : formats.changePercent(change.changePercent)}) {over}
        </Text>
        {bars.simulated ? <SimulatedBadge title={`Simulated prices of ${bars.symbol} (demo mode), not market data`} /> : null}
      </HStack>
      <Box flex="1 1 0" minH="16">
        <CloseArea bars={bars} label={`${label} over ${over}`} tone={change.change} intraday={isIntradayRange(range)} formats={formats} />
      </Box>
    </Stack>
  );
}

interface CloseAreaProps {
  bars: Bars;
  label: string;
  tone: number;
  intraday: boolean;
  formats: QuoteFormats;
}

function CloseArea({ bars, label, tone, intraday, formats }: CloseAreaProps) {
  const chart = useChartTheme();
  const color = tone > 0 ? chart.gain : tone < 0 ? chart.loss : chart.primary;
  const unit = { symbol: bars.symbol, currency: bars.currency ?? 'USD' };
  const shown = useMemo(() => thinnedIndexes(bars.close.length), [bars.close.length]);
  // Bars by their position, not their time: nights and weekends would otherwise be flat gaps.
  const series = useMemo<Series[]>(() => [{ id: bars.symbol, data: shown.map((i) => ({ x: i, y: bars.close[i]! })) }], [bars, shown]);
  const closes = series[0]!.data.map((point) => point.y);
  const min = Math.min(...closes);
  const max = Math.max(...closes);
  const when = (i: number) => (intraday ? formatDateTime(bars.time[i]! * 1000) : formatDate(bars.time[i]! * 1000));

  return (
    <>
      <ResponsiveLine<Series>
        data={series}
        theme={chart.nivo}
        animate={chart.animate}
        colors={[color]}
        margin={{ top: 4, right: 2, bottom: 2, left: 2 }}
        xScale={{ type: 'linear', min: 0, max: Math.max(1, bars.close.length - 1) }}
        // A flat range still gets a band to sit in.
        yScale={{ type: 'linear', min: min === max ? min - 1 : min, max: min === max ? max + 1 : max }}
        curve="monotoneX"
        lineWidth={1.5}
        enableArea
        areaBaselineValue={min === max ? min - 1 : min}
        areaOpacity={0.15}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisBottom={null}
        axisLeft={null}
        useMesh
        tooltip={({ point }: PointTooltipProps<Series>) => <ChartTooltip title={when(point.data.x)} rows={[{ label: 'Close', value: formats.price(point.data.y, unit), color }]} />}
        role="img"
        ariaLabel={label}
      />
      <ChartDataTable caption={label} columns={[intraday ? 'Time' : 'Date', 'Close']} rows={shown.map((i) => ({ key: String(i), cells: [when(i), formats.price(bars.close[i]!, unit)] }))} />
    </>
  );
}
