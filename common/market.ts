/**
 * What the market widgets and the server agree on: the spec's five indices and the tickers that
 * stand for them, the chart ranges, and the bounds on what one request may ask for.
 */

/** The spec's indices, NASDAQ first (the index widgets' default), with the Yahoo-style ticker. */
export const MARKET_INDEX_TICKERS = [
  { ticker: '^IXIC', tickerDisplay: 'NASDAQ' },
  { ticker: '^GSPC', tickerDisplay: 'S&P 500' },
  { ticker: '^GDAXI', tickerDisplay: 'DAX' },
  { ticker: '^N225', tickerDisplay: 'Nikkei 225' },
  { ticker: '^DJI', tickerDisplay: 'Dow Jones' },
] as const;

export type MarketIndexTicker = (typeof MARKET_INDEX_TICKERS)[number];

export const DEFAULT_INDEX: MarketIndexTicker = MARKET_INDEX_TICKERS[0];

/** The index's display name for a ticker ('^GSPC' → 'S&P 500'); undefined for any other symbol. */
export function indexDisplayName(ticker: string): string | undefined {
  return MARKET_INDEX_TICKERS.find((index) => index.ticker === ticker)?.tickerDisplay;
}

export const isIndexTicker = (symbol: string): boolean => symbol.startsWith('^');

/** The chart ranges, shortest first; 1D and 5D are intraday, the rest daily bars. */
export const CHART_RANGES = ['D1', 'D5', 'M1', 'M3', 'M6', 'YTD', 'Y1', 'Y5', 'Y10', 'MAX'] as const;
export type ChartRangeName = (typeof CHART_RANGES)[number];

export const CHART_RANGE_LABELS: Readonly<Record<ChartRangeName, string>> = {
  D1: '1D',
  D5: '5D',
  M1: '1M',
  M3: '3M',
  M6: '6M',
  YTD: 'YTD',
  Y1: '1Y',
  Y5: '5Y',
  Y10: '10Y',
  MAX: 'Max',
};

export const isIntradayRange = (range: ChartRangeName): boolean => range === 'D1' || range === 'D5';

/** Symbols one quotes or news request may name: a price widget of the spec shows a handful. */
export const MAX_MARKET_SYMBOLS = 50;
/** Series one bars request may ask for: the security and what it is compared with. */
export const MAX_BAR_SERIES = 3;
/** A ticker as users and providers write them ('AAPL', 'VOD.L', 'BRK-B', '^GSPC', 'EURUSD=X'). */
export const SYMBOL_PATTERN = /^[A-Za-z0-9^][A-Za-z0-9.\-=^&]{0,19}$/;

/** A symbol as stored and compared: trimmed and upper-cased. */
export const normaliseSymbol = (symbol: string): string => symbol.trim().toUpperCase();
