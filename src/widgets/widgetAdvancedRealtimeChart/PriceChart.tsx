/**
 * The canvas: a lightweight-charts chart in a box, drawing a ChartPlan. The chart is made once
 * per mount and sized by its own ResizeObserver (autoSize); a new plan replaces its series, a
 * theme switch restyles it, and a live bar moves the main series' last point without redrawing
 * the rest (so a zoom the user made stays while quotes arrive).
 */
import { Box } from '@chakra-ui/react';
import { AreaSeries, CandlestickSeries, createChart, HistogramSeries, LineSeries, type IChartApi, type ISeriesApi, type SeriesType } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ChartTheme } from '../framework/useChartTheme';
import { chartOptionsOf, type ChartOptionsContext } from './chartOptions';
import { VOLUME_SCALE_ID, VOLUME_TOP_MARGIN, type ChartPlan, type LivePoint, type SeriesPlan } from './chartPlan';

/** Where the page's font cannot be read. */
const FALLBACK_FONT = 'Nunito, sans-serif';

function addPlanned(chart: IChartApi, planned: SeriesPlan): ISeriesApi<SeriesType> {
  switch (planned.kind) {
    case 'candles': {
      const series = chart.addSeries(CandlestickSeries, planned.options);
      series.setData(planned.data);
      return series;
    }
    case 'line': {
      const series = chart.addSeries(LineSeries, planned.options);
      series.setData(planned.data);
      return series;
    }
    case 'area': {
      const series = chart.addSeries(AreaSeries, planned.options);
      series.setData(planned.data);
      return series;
    }
    case 'histogram': {
      const series = chart.addSeries(HistogramSeries, planned.options);
      series.setData(planned.data);
      return series;
    }
  }
}

export interface PriceChartProps extends ChartOptionsContext {
  plan: ChartPlan;
  theme: ChartTheme;
  live: LivePoint | null;
  /** What the canvas shows, for screen readers. */
  label: string;
}

export function PriceChart({ plan, theme, intraday, showLabel, locale, live, label }: PriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const mainRef = useRef<ISeriesApi<SeriesType> | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // The canvas does not inherit CSS: hand it the page's font.
    const fontFamily = getComputedStyle(container).fontFamily || FALLBACK_FONT;
    const chart = createChart(container, { autoSize: true, layout: { fontFamily } });
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      mainRef.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions(chartOptionsOf(theme, { intraday, showLabel, locale }));
  }, [theme, intraday, showLabel, locale]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return undefined;
    const drawn = plan.series.map((planned) => [planned.id, addPlanned(chart, planned)] as const);
    mainRef.current = drawn.find(([id]) => id === 'main')?.[1] ?? null;
    chart.priceScale('right').applyOptions({ scaleMargins: { top: 0.1, bottom: plan.bottomMargin } });
    if (drawn.some(([id]) => id === 'volume')) chart.priceScale(VOLUME_SCALE_ID).applyOptions({ scaleMargins: { top: VOLUME_TOP_MARGIN, bottom: 0 } });
    chart.timeScale().fitContent();
    return () => {
      mainRef.current = null;
      // Unmounting removes the whole chart first; its series went with it.
      if (chartRef.current === chart) for (const [, series] of drawn) chart.removeSeries(series);
    };
  }, [plan]);

  useEffect(() => {
    if (live) mainRef.current?.update(live);
  }, [live, plan]);

  return <Box ref={containerRef} flex="1" minH="0" w="full" position="relative" role="img" aria-label={label} data-testid="advanced-chart-canvas" />;
}
