/**
 * Realistic answers of the market widgets' queries (market.graphql) for widget tests: the five
 * indices and AAPL, VTI and MSFT quoted on a regular session, bars, a technical analysis, the
 * screener's universe, a heatmap and headlines. Each builder takes a patch for the case a test
 * is about.
 */
import type {
  WidgetBenchmarkReturnQuery,
  WidgetMarketNewsQuery,
  WidgetMarketQuotesQuery,
  WidgetPriceBarsQuery,
  WidgetStockHeatmapQuery,
  WidgetStockScreenerQuery,
  WidgetTechnicalAnalysisQuery,
} from '../../../generated/graphql';

export type QuoteFixture = WidgetMarketQuotesQuery['marketQuotes']['quotes'][number] & { __typename: 'MarketQuote' };

const QUOTE_AT = '2026-11-27T15:30:00.000Z';

const KNOWN: Readonly<Record<string, { name: string; price: number; previousClose: number; currency: string }>> = {
  '^IXIC': { name: 'NASDAQ Composite', price: 18_972.42, previousClose: 18_801.11, currency: 'USD' },
  '^GSPC': { name: 'S&P 500', price: 5_998.74, previousClose: 6_010.2, currency: 'USD' },
  '^GDAXI': { name: 'DAX PERFORMANCE-INDEX', price: 19_425.66, previousClose: 19_300.0, currency: 'EUR' },
  '^N225': { name: 'Nikkei 225', price: 38_134.97, previousClose: 38_349.06, currency: 'JPY' },
  '^DJI': { name: 'Dow Jones Industrial Average', price: 44_722.06, previousClose: 44_736.57, currency: 'USD' },
  AAPL: { name: 'Apple Inc.', price: 234.93, previousClose: 235.06, currency: 'USD' },
  VTI: { name: 'Vanguard Total Stock Market ETF', price: 299.98, previousClose: 297.1, currency: 'USD' },
  MSFT: { name: 'Microsoft Corporation', price: 423.46, previousClose: 427.99, currency: 'USD' },
};

/** A quote of a known symbol (else a made-up 100 → 101) on a regular session, with a sparkline. */
export function quoteFixture(symbol: string, patch: Partial<QuoteFixture> = {}): QuoteFixture {
  const known = KNOWN[symbol] ?? { name: symbol, price: 101, previousClose: 100, currency: 'USD' };
  const change = known.price - known.previousClose;
  const index = symbol.startsWith('^');
  return {
    __typename: 'MarketQuote',
    symbol,
    name: known.name,
    currency: known.currency,
    price: known.price,
    change,
    changePercent: change / known.previousClose,
    previousClose: known.previousClose,
    open: known.previousClose,
    dayHigh: Math.max(known.price, known.previousClose) * 1.004,
    dayLow: Math.min(known.price, known.previousClose) * 0.996,
    volume: index ? null : 41_250_000,
    marketState: 'regular',
    fiftyTwoWeekHigh: known.price * 1.12,
    fiftyTwoWeekLow: known.price * 0.78,
    marketCap: index ? null : known.price * 15_000_000_000,
    trailingPE: index ? null : 31.4,
    dividendYield: index ? null : 0.0045,
    logoURL: null,
    at: QUOTE_AT,
    simulated: false,
    stale: false,
    sparkline: Array.from({ length: 24 }, (_, i) => known.previousClose + (change * i) / 23),
    ...patch,
  };
}

export function quotesAnswer(symbols: readonly string[], extra: { pending?: string[]; unknown?: string[] } = {}): WidgetMarketQuotesQuery {
  const left = new Set([...(extra.pending ?? []), ...(extra.unknown ?? [])]);
  return {
    marketQuotes: {
      __typename: 'MarketQuotes',
      quotes: symbols.filter((symbol) => !left.has(symbol)).map((symbol) => quoteFixture(symbol)),
      pending: extra.pending ?? [],
      unknown: extra.unknown ?? [],
    },
  } as WidgetMarketQuotesQuery;
}

type Bars = WidgetPriceBarsQuery['priceBars'][number];

/** `count` daily bars ending 2026-11-26, a gentle rise with a wobble, volumes on every bar. */
export function barsFixture(symbol: string, patch: Partial<Bars> = {}, count = 60): Bars & { __typename: 'PriceBars' } {
  const end = Date.UTC(2026, 10, 26) / 1000;
  const closes = Array.from({ length: count }, (_, i) => 100 + i * 0.5 + Math.sin(i / 3) * 2);
  return {
    __typename: 'PriceBars',
    symbol,
    name: KNOWN[symbol]?.name ?? symbol,
    currency: KNOWN[symbol]?.currency ?? 'USD',
    range: 'M3',
    interval: '1d',
    status: 'ready',
    time: closes.map((_, i) => end - (count - 1 - i) * 86_400),
    open: closes.map((close, i) => (i === 0 ? close : closes[i - 1]!)),
    high: closes.map((close, i) => Math.max(close, i === 0 ? close : closes[i - 1]!) + 0.8),
    low: closes.map((close, i) => Math.min(close, i === 0 ? close : closes[i - 1]!) - 0.8),
    close: closes,
    volume: closes.map((_, i) => 1_000_000 + i * 10_000),
    previousClose: null,
    adjClose: closes,
    simulated: false,
    ...patch,
  };
}

export function barsAnswer(series: readonly Bars[]): WidgetPriceBarsQuery {
  return { priceBars: series } as WidgetPriceBarsQuery;
}

type Technical = WidgetTechnicalAnalysisQuery['technicalAnalysis'];

export function technicalFixture(symbol: string, patch: Partial<Technical> = {}): WidgetTechnicalAnalysisQuery {
  const reading = (name: string, value: number, action: 'buy' | 'sell' | 'neutral') => ({ __typename: 'IndicatorReading' as const, name, value, action });
  const summary = (timeframe: 'day' | 'week' | 'month', score: number, rating: 'buy' | 'strongBuy' | 'neutral' | 'sell') => ({
    __typename: 'TechnicalSummary' as const,
    timeframe,
    score,
    rating,
    oscillatorRating: 'neutral' as const,
    movingAverageRating: rating,
    buy: 9,
    neutral: 4,
    sell: 2,
    oscillators: [reading('RSI (14)', 58.2, 'neutral'), reading('MACD (12, 26)', 1.42, 'buy'), reading('Stochastic %K (14, 3, 3)', 71.5, 'neutral')],
    movingAverages: [reading('SMA (20)', 228.4, 'buy'), reading('EMA (50)', 221.9, 'buy'), reading('SMA (200)', 239.1, 'sell')],
  });
  return {
    technicalAnalysis: {
      __typename: 'TechnicalAnalysis',
      symbol,
      name: KNOWN[symbol]?.name ?? symbol,
      currency: KNOWN[symbol]?.currency ?? 'USD',
      status: 'ready',
      asOf: '2026-11-26',
      lastClose: KNOWN[symbol]?.price ?? 101,
      timeframes: [summary('day', 0.47, 'buy'), summary('week', 0.6, 'strongBuy'), summary('month', 0.05, 'neutral')],
      outlook: {
        __typename: 'TechnicalOutlook',
        provider: 'Trading Central',
        horizons: [
          { __typename: 'OutlookHorizon', horizon: 'short', direction: 'bearish', score: 2 },
          { __typename: 'OutlookHorizon', horizon: 'intermediate', direction: 'bullish', score: 3 },
          { __typename: 'OutlookHorizon', horizon: 'long', direction: 'bullish', score: 4 },
        ],
        support: 221.5,
        resistance: 247.3,
        stopLoss: 215.0,
      },
      simulated: false,
      ...patch,
    },
  } as WidgetTechnicalAnalysisQuery;
}

type ScreenerRow = WidgetStockScreenerQuery['stockScreener']['rows'][number];

const SCREENER_ROWS: readonly [string, string, string, number, number, number | null, number | null, number | null][] = [
  // symbol, name, sector, price, changePercent, marketCap, trailingPE, dividendYield
  ['AAPL', 'Apple Inc.', 'Technology', 234.93, -0.0006, 3.55e12, 38.6, 0.0043],
  ['MSFT', 'Microsoft Corporation', 'Technology', 423.46, -0.0106, 3.15e12, 34.9, 0.0078],
  ['JNJ', 'Johnson & Johnson', 'Healthcare', 155.02, 0.0112, 3.73e11, 25.8, 0.0321],
  ['XOM', 'Exxon Mobil Corporation', 'Energy', 120.88, 0.0231, 5.31e11, 15.1, 0.0327],
  ['KO', 'The Coca-Cola Company', 'Consumer Defensive', 63.71, 0.0041, 2.74e11, 26.4, 0.0305],
  ['TSLA', 'Tesla, Inc.', 'Consumer Cyclical', 338.59, -0.0352, 1.09e12, 92.7, null],
  ['JPM', 'JPMorgan Chase & Co.', 'Financial Services', 249.79, 0.0065, 7.03e11, 13.9, 0.0201],
  ['NEE', 'NextEra Energy, Inc.', 'Utilities', 78.54, -0.0125, 1.61e11, 23.3, 0.0262],
];

export function screenerRowFixture([symbol, name, sector, price, changePercent, marketCap, trailingPE, dividendYield]: (typeof SCREENER_ROWS)[number]): ScreenerRow & { __typename: 'ScreenerStock' } {
  return {
    __typename: 'ScreenerStock',
    symbol,
    name,
    exchange: 'NMS',
    currency: 'USD',
    price,
    changePercent,
    marketCap,
    trailingPE,
    dividendYield,
    fiftyTwoWeekHigh: price * 1.2,
    fiftyTwoWeekLow: price * 0.75,
    sector,
  };
}

export function screenerAnswer(patch: Partial<WidgetStockScreenerQuery['stockScreener']> = {}): WidgetStockScreenerQuery {
  const rows = SCREENER_ROWS.map(screenerRowFixture);
  const byChange = [...rows].sort((a, b) => b.changePercent - a.changePercent);
  return {
    stockScreener: {
      __typename: 'StockScreener',
      status: 'ready',
      rows,
      gainers: byChange.filter((row) => row.changePercent > 0).slice(0, 5),
      losers: [...byChange].reverse().filter((row) => row.changePercent < 0).slice(0, 5),
      asOf: '2026-11-27T15:30:00.000Z',
      simulated: false,
      ...patch,
    },
  } as WidgetStockScreenerQuery;
}

export function heatmapAnswer(patch: Partial<WidgetStockHeatmapQuery['stockHeatmap']> = {}): WidgetStockHeatmapQuery {
  return {
    stockHeatmap: {
      __typename: 'StockHeatmap',
      universe: 'holdings',
      currency: 'USD',
      tiles: [
        { __typename: 'HeatmapTile', symbol: 'AAPL', name: 'Apple Inc.', sector: 'Technology', size: 11_746.5, changePercent: -0.0006 },
        { __typename: 'HeatmapTile', symbol: 'MSFT', name: 'Microsoft Corporation', sector: 'Technology', size: 4_234.6, changePercent: -0.0106 },
        { __typename: 'HeatmapTile', symbol: 'VTI', name: 'Vanguard Total Stock Market ETF', sector: 'Other', size: 8_999.4, changePercent: 0.0097 },
        { __typename: 'HeatmapTile', symbol: 'JNJ', name: 'Johnson & Johnson', sector: 'Healthcare', size: 1_550.2, changePercent: null },
      ],
      simulated: false,
      ...patch,
    },
  } as WidgetStockHeatmapQuery;
}

export function newsAnswer(patch: Partial<WidgetMarketNewsQuery['marketNews']> = {}): WidgetMarketNewsQuery {
  const article = (n: number, title: string, publisher: string, minutesAgo: number, symbols: string[]) => ({
    __typename: 'NewsArticle' as const,
    id: `https://news.example.com/${n}`,
    title,
    publisher,
    url: `https://news.example.com/${n}`,
    publishedAt: new Date(Date.parse(QUOTE_AT) - minutesAgo * 60_000).toISOString(),
    symbols,
  });
  return {
    marketNews: {
      __typename: 'MarketNews',
      articles: [
        article(1, 'Apple shares steady ahead of holiday trading', 'Reuters', 12, ['AAPL']),
        article(2, 'Stocks edge higher as Treasury yields ease', 'Bloomberg', 45, []),
        article(3, 'Microsoft expands AI data centre capacity in Europe', 'Financial Times', 180, ['MSFT']),
      ],
      simulated: false,
      ...patch,
    },
  } as WidgetMarketNewsQuery;
}

export function benchmarkAnswer(symbol: string, patch: Partial<WidgetBenchmarkReturnQuery['benchmarkReturn']> = {}): WidgetBenchmarkReturnQuery {
  return {
    benchmarkReturn: {
      __typename: 'BenchmarkReturn',
      symbol,
      name: KNOWN[symbol]?.name ?? symbol,
      currency: KNOWN[symbol]?.currency ?? 'USD',
      status: 'ready',
      from: '2026-08-26',
      to: '2026-11-26',
      twr: 0.0512,
      twrAnnualised: null,
      points: [
        { __typename: 'BenchmarkPoint', date: '2026-08-26', value: 0 },
        { __typename: 'BenchmarkPoint', date: '2026-09-26', value: 0.021 },
        { __typename: 'BenchmarkPoint', date: '2026-10-26', value: 0.034 },
        { __typename: 'BenchmarkPoint', date: '2026-11-26', value: 0.0512 },
      ],
      simulated: false,
      ...patch,
    },
  } as WidgetBenchmarkReturnQuery;
}
