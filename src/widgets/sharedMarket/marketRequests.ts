/**
 * The request each market data source makes from a widget's config, for the widget's own query
 * and for the dashboard's prefetch (widgetData.ts): one function, so both send equal variables
 * and Apollo serves the widget from the prefetch. The config keys are the market widgets' (see
 * their definitions): selectedTicker, tickers, range, compareWith, universe, includeMarket.
 */
import { filterConfigOf } from '../../../common/analyticsFilter';
import { CHART_RANGES, DEFAULT_INDEX, MARKET_INDEX_TICKERS, type ChartRangeName } from '../../../common/market';
import {
  WidgetMarketNewsDocument,
  WidgetMarketQuotesDocument,
  WidgetPriceBarsDocument,
  WidgetStockHeatmapDocument,
  WidgetStockScreenerDocument,
  WidgetTechnicalAnalysisDocument,
  type HeatmapUniverse,
  type WidgetMarketNewsQueryVariables,
  type WidgetMarketQuotesQueryVariables,
  type WidgetPriceBarsQueryVariables,
  type WidgetStockHeatmapQueryVariables,
} from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import type { TickerChoice } from '../framework/configFields';

export type MarketSource = 'quotes' | 'bars' | 'technical' | 'screener' | 'heatmap' | 'news';

export const INDEX_SYMBOLS: readonly string[] = MARKET_INDEX_TICKERS.map((index) => index.ticker);

const tickerOf = (config: Record<string, unknown>): string => (config.selectedTicker as TickerChoice | undefined)?.ticker ?? DEFAULT_INDEX.ticker;
const tickersOf = (config: Record<string, unknown>): string[] => (Array.isArray(config.tickers) ? (config.tickers as string[]) : []);
const rangeOf = (config: Record<string, unknown>): ChartRangeName =>
  (CHART_RANGES as readonly unknown[]).includes(config.range) ? (config.range as ChartRangeName) : 'D1';

/**
 * The quotes a price widget asks for. The index KPI asks for all five indices (and its own
 * symbol when it is none of them), so it shares one request with the index prices widget; a
 * list of tickers asks for those; no list asks for the holdings of the widget's portfolios.
 */
export function quotesVariables(config: Record<string, unknown>): WidgetMarketQuotesQueryVariables {
  if (config.selectedTicker !== undefined) {
    const ticker = tickerOf(config);
    return { symbols: INDEX_SYMBOLS.includes(ticker) ? [...INDEX_SYMBOLS] : [...INDEX_SYMBOLS, ticker] };
  }
  const tickers = tickersOf(config);
  if (tickers.length > 0) return { symbols: tickers };
  return { filter: analyticsFilter(filterConfigOf(config)) };
}

/** The security and, when set, what it is compared with. */
export function barsVariables(config: Record<string, unknown>): WidgetPriceBarsQueryVariables {
  const ticker = tickerOf(config);
  const compare = typeof config.compareWith === 'string' ? config.compareWith : '';
  return { symbols: compare !== '' && compare !== ticker ? [ticker, compare] : [ticker], range: rangeOf(config) };
}

export function heatmapVariables(config: Record<string, unknown>): WidgetStockHeatmapQueryVariables {
  const universe: HeatmapUniverse = config.universe === 'screener' ? 'screener' : 'holdings';
  return universe === 'holdings' ? { universe, filter: analyticsFilter(filterConfigOf(config)) } : { universe };
}

export function newsVariables(config: Record<string, unknown>): WidgetMarketNewsQueryVariables {
  const includeMarket = config.includeMarket !== false;
  const tickers = tickersOf(config);
  return tickers.length > 0 ? { symbols: tickers, includeMarket } : { filter: analyticsFilter(filterConfigOf(config)), includeMarket };
}

export function marketRequest(source: MarketSource, config: Record<string, unknown>) {
  switch (source) {
    case 'quotes':
      return { query: WidgetMarketQuotesDocument, variables: quotesVariables(config) };
    case 'bars':
      return { query: WidgetPriceBarsDocument, variables: barsVariables(config) };
    case 'technical':
      return { query: WidgetTechnicalAnalysisDocument, variables: { symbol: tickerOf(config) } };
    case 'screener':
      return { query: WidgetStockScreenerDocument, variables: {} };
    case 'heatmap':
      return { query: WidgetStockHeatmapDocument, variables: heatmapVariables(config) };
    case 'news':
      return { query: WidgetMarketNewsDocument, variables: newsVariables(config) };
  }
}

const MARKET_SOURCES = new Set<string>(['quotes', 'bars', 'technical', 'screener', 'heatmap', 'news']);
export const isMarketSource = (source: string): source is MarketSource => MARKET_SOURCES.has(source);
