/**
 * The advanced chart: one security's bars over a range (candles, a line or an area), with volume,
 * moving averages and Bollinger bands, optionally against an index as percent change. While the
 * day is shown, its last bar follows the quotes the server pushes. The drawing is lightweight-
 * charts, loaded with this component only (the definition's dynamic import).
 */
import { Badge, Flex, HStack, Text, VStack } from '@chakra-ui/react';
import { useRefetchWhilePending } from '../sharedMarket/useRefetchWhilePending';
import { useFragment } from '@apollo/client/react';
import { useMemo } from 'react';
import { indexDisplayName, isIntradayRange } from '../../../common/market';
import { MarketQuoteFieldsFragmentDoc, useWidgetPriceBarsQuery, type MarketQuoteFieldsFragment } from '../../generated/graphql';
import { LegendValue } from '../framework/LegendValue';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useChartTheme, type ChartTheme } from '../framework/useChartTheme';
import { formatPercent, useUserLocale } from '../framework/useMoney';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { useShowLabel } from '../framework/widgetDisplay';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { barsVariables } from '../sharedMarket/marketRequests';
import { useQuotePushes } from '../sharedMarket/useQuotePushes';
import { ChartToolbar, type ChartSettings, type ChartSetters } from './ChartToolbar';
import { chartPlan, livePoint, type ChartPlan, type LivePoint, type PlanColors, type PriceBars } from './chartPlan';
import type { AdvancedRealtimeChartConfig } from './definition';
import { PriceChart } from './PriceChart';

/** Bars being fetched arrive by no push: ask again this often until they are in. */
const NO_SYMBOLS: readonly string[] = [];

export function AdvancedRealtimeChart({ config }: WidgetComponentProps<AdvancedRealtimeChartConfig>) {
  const [range, setRange] = useSavedConfigValue('range', config.range);
  const [chartType, setChartType] = useSavedConfigValue('chartType', config.chartType);
  const [showVolume, setShowVolume] = useSavedConfigValue('showVolume', config.showVolume);
  const [movingAverages, setMovingAverages] = useSavedConfigValue('movingAverages', config.movingAverages);
  const [bollinger, setBollinger] = useSavedConfigValue('bollinger', config.bollinger);
  // One object while the settings hold, so the plan is drawn again only when one changes.
  const settings = useMemo<ChartSettings>(() => ({ range, chartType, showVolume, movingAverages, bollinger }), [range, chartType, showVolume, movingAverages, bollinger]);
  const setters: ChartSetters = { range: setRange, chartType: setChartType, showVolume: setShowVolume, movingAverages: setMovingAverages, bollinger: setBollinger };

  // The request the dashboard prefetches for this config (marketRequest('bars', ...)), with the
  // range the toolbar shows.
  const result = useWidgetPriceBarsQuery({ variables: barsVariables({ ...config, range }) });
  const ticker = config.selectedTicker.ticker;
  const compareWith = config.compareWith !== ticker ? config.compareWith : '';

  const pending = result.data?.priceBars.some((series) => series.status === 'pending') ?? false;
  useRefetchWhilePending(result, pending);

  const live = range === 'D1';
  useQuotePushes(useMemo(() => (live ? [ticker] : NO_SYMBOLS), [live, ticker]));
  const quote = useFragment<MarketQuoteFieldsFragment>({
    fragment: MarketQuoteFieldsFragmentDoc,
    fragmentName: 'MarketQuoteFields',
    from: live ? { __typename: 'MarketQuote', symbol: ticker } : null,
  });

  return (
    <Flex direction="column" h="full" gap="1.5">
      <ChartToolbar settings={settings} comparing={compareWith !== ''} onChange={setters} />
      {/* Never empty as such: the notes below say what is missing (the shared empty state's
          call to add transactions does not fit a market chart). */}
      <WidgetState result={result} select={(data) => data.priceBars} isEmpty={() => false} emptyText="" type="Chart">
        {(series) => (
          <ChartBody
            series={series}
            ticker={ticker}
            display={config.selectedTicker.tickerDisplay}
            compareWith={compareWith}
            settings={settings}
            quote={live && quote.complete ? quote.data : null}
          />
        )}
      </WidgetState>
    </Flex>
  );
}

interface ChartBodyProps {
  series: readonly PriceBars[];
  ticker: string;
  display: string;
  compareWith: string;
  settings: ChartSettings;
  quote: MarketQuoteFieldsFragment | null;
}

function ChartBody({ series, ticker, display, compareWith, settings, quote }: ChartBodyProps) {
  const theme = useChartTheme();
  const showLabel = useShowLabel();
  const locale = useUserLocale();
  const main = series.find((bars) => bars.symbol === ticker) ?? series[0];
  const compare = compareWith === '' ? undefined : series.find((bars) => bars.symbol === compareWith);
  const compareDisplay = indexDisplayName(compareWith) ?? compareWith;
  const colors = useMemo(() => planColorsOf(theme), [theme]);
  const drawable = main?.status === 'ready' && main.time.length > 0 ? main : null;
  const comparable = compare?.status === 'ready' && compare.time.length > 0 ? compare : null;
  const plan = useMemo(
    () => (drawable ? chartPlan(drawable, comparable, settings, colors, { main: display, compare: compareDisplay }) : null),
    [drawable, comparable, settings, colors, display, compareDisplay],
  );
  // Kept while the quote holds, so the chart moves its last bar only when a push changes it.
  const live = useMemo(() => (drawable && plan ? livePoint(drawable, plan, quote) : null), [drawable, plan, quote]);

  if (!main || main.status === 'pending') return <ChartNote text={`Fetching prices for ${display}…`} />;
  if (main.status === 'unknown') return <ChartNote text={`No market data for ${display}.`} />;
  if (!drawable || !plan) return <ChartNote text={`No prices for ${display} in this range.`} />;

  const compareNote =
    compareWith === '' || comparable
      ? null
      : compare?.status === 'pending'
        ? `Fetching prices for ${compareDisplay}…`
        : compare?.status === 'unknown' || !compare
          ? `No market data for ${compareDisplay}.`
          : `No prices for ${compareDisplay} in this range.`;
  const simulated = series.some((bars) => bars.simulated);

  return (
    <Flex direction="column" flex="1" minH="0" gap="1">
      <HStack gap="3" textStyle="xs" flexWrap="wrap" rowGap="0" data-testid="advanced-chart-legend">
        <Legend plan={plan} live={live} locale={locale} />
        {simulated ? <SimulatedBadge title="Simulated prices, not market data" /> : null}
        {live && quote?.stale ? (
          <Badge size="xs" colorPalette="orange" variant="subtle" title="The live price is not refreshed as often as its market asks: the provider is failing.">
            delayed
          </Badge>
        ) : null}
      </HStack>
      {compareNote ? (
        <Text textStyle="xs" color="fg.muted" data-testid="advanced-chart-compare-note">
          {compareNote}
        </Text>
      ) : null}
      <PriceChart
        plan={plan}
        theme={theme}
        intraday={isIntradayRange(settings.range)}
        showLabel={showLabel}
        locale={locale}
        live={live}
        label={chartLabel(display, plan, comparable ? compareDisplay : null)}
      />
    </Flex>
  );
}

/** Each line's last value (the live one for the security): percent change when comparing, else the price; overlays by name. */
function Legend({ plan, live, locale }: { plan: ChartPlan; live: LivePoint | null; locale: string | null }) {
  const price = new Intl.NumberFormat(locale ?? undefined, { maximumFractionDigits: 2 });
  return (
    <>
      {plan.series
        .filter((series) => series.kind !== 'histogram')
        .map((series) => {
          const last = series.id === 'main' && live ? live : series.data.at(-1);
          const value = last === undefined ? undefined : 'close' in last ? last.close : 'value' in last ? last.value : undefined;
          const shown = value === undefined ? '—' : plan.percent ? formatPercent(value / 100, { signed: true }) : price.format(value);
          const color = series.kind === 'candles' ? series.options.upColor : series.kind === 'area' ? series.options.lineColor : series.options.color;
          return <LegendValue key={series.id} color={color ?? 'currentColor'} label={series.label} value={shown} />;
        })}
    </>
  );
}

function chartLabel(display: string, plan: ChartPlan, compareDisplay: string | null): string {
  const main = plan.series.find((series) => series.id === 'main')!;
  const kind = main.kind === 'candles' ? 'Candlestick chart' : main.kind === 'area' ? 'Area chart' : 'Line chart';
  return compareDisplay ? `${display} against ${compareDisplay}, percent change` : `${kind} of ${display}`;
}

function planColorsOf(theme: ChartTheme): PlanColors {
  return {
    up: theme.gain,
    down: theme.loss,
    main: theme.series[0]!,
    compare: theme.series[2]!,
    averages: [theme.series[3]!, theme.series[4]!],
    bands: theme.series[1]!,
  };
}

function ChartNote({ text }: { text: string }) {
  return (
    <VStack flex="1" justify="center" textAlign="center" px="2" data-state="note">
      <Text color="fg.muted" textStyle="sm">
        {text}
      </Text>
    </VStack>
  );
}
