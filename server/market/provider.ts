// The one interface every market-data source implements (Yahoo Finance, the ECB's reference
// rates, the offline simulation). Dates are calendar days 'yyyy-MM-dd' in the exchange's own
// zone; prices are in the security's main currency unit (pence-quoted listings already divided
// by 100, see common/currencyUnits.ts). A provider may leave out what it cannot answer: the chain asks
// the next one. Errors are thrown as ProviderError so the chain can tell a miss from a failure.

/** What kind of security a listing is. */
export type SecurityKind = 'stock' | 'etf' | 'fund' | 'crypto' | 'currency' | 'index' | 'other';

export interface SearchHit {
  readonly symbol: string;
  readonly name: string | null;
  readonly exchange: string | null;
  readonly kind: SecurityKind;
}

export interface SecurityProfile {
  readonly symbol: string;
  readonly name: string | null;
  readonly exchange: string | null;
  /** ISO 4217 code of the main unit (GBP for a pence-quoted London listing). */
  readonly currency: string | null;
  readonly kind: SecurityKind;
  readonly sector: string | null;
  /** ISO 3166 alpha-2. */
  readonly country: string | null;
  readonly isin: string | null;
  readonly logoUrl: string | null;
}

export interface DailyBar {
  readonly date: string;
  /** The real close of the day (values use it). */
  readonly close: number;
  /** Close adjusted for later splits and dividends (returns may use it); null when not given. */
  readonly adjClose: number | null;
  /**
   * The day's open, high, low and volume when the source gives them (the charts draw candles of
   * them); absent or null otherwise. Same invariants as OhlcvBar when present.
   */
  readonly open?: number | null;
  readonly high?: number | null;
  readonly low?: number | null;
  readonly volume?: number | null;
}

export interface Quote {
  readonly symbol: string;
  readonly price: number;
  readonly currency: string;
  /** When the price was set (ISO date-time, UTC). */
  readonly at: string;
  readonly previousClose: number | null;
}

export interface Dividend {
  readonly exDate: string;
  readonly recordDate: string | null;
  readonly payDate: string | null;
  readonly declaredDate: string | null;
  /** Per share as paid on the ex-date, in the main unit of `currency`: not adjusted for later splits. */
  readonly amount: number;
  readonly currency: string;
}

/**
 * What a source says of a security's dividend now: the forward rate and yield (the declared
 * payment annualised), the trailing ones (the last twelve months paid), the payout ratio, the
 * next ex-date and pay date when declared, and the sector and industry; with the earnings
 * calendar read from the same answer (the next report, the last one's figures). Rates are per share in
 * `currency`, the main unit; yields and the payout ratio are fractions (0.0325 for 3.25 %).
 */
export interface DividendProfile {
  readonly symbol: string;
  readonly currency: string | null;
  readonly forwardRate: number | null;
  readonly forwardYield: number | null;
  readonly trailingRate: number | null;
  readonly trailingYield: number | null;
  readonly payoutRatio: number | null;
  readonly nextExDate: string | null;
  readonly nextPayDate: string | null;
  readonly sector: string | null;
  readonly industry: string | null;
  /** The next earnings report's day; `nextEarningsEstimated` when the source only expects it then. */
  readonly nextEarningsDate?: string | null;
  readonly nextEarningsEstimated?: boolean;
  /** Analysts' mean earnings per share expected of that report, in `currency`. */
  readonly epsEstimate?: number | null;
  /** The last quarter reported: its end, and the earnings per share reported and expected. */
  readonly lastEarnings?: { readonly quarterEnd: string; readonly epsActual: number; readonly epsEstimate: number | null } | null;
}

export interface Split {
  readonly date: string;
  /** New shares per old share: 4 for a 4:1 split, 0.1 for a 1:10 reverse split. */
  readonly ratio: number;
}

export interface FxPoint {
  readonly date: string;
  /** Units of `quote` for one unit of `base`. */
  readonly rate: number;
}

export interface NewsItem {
  readonly title: string;
  readonly publisher: string | null;
  readonly url: string;
  readonly publishedAt: string;
}

/**
 * One day's candle in the security's main currency unit. Prices are positive and low <= open,
 * close <= high (see yahooMarketBars.ts for how a source's bad bars are dropped or repaired).
 */
export interface OhlcvBar {
  /** The exchange's own calendar day, 'yyyy-MM-dd' (a UTC day for markets that never close). */
  readonly date: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Shares (or units) traded, never scaled by a minor currency unit; null when not given. */
  readonly volume: number | null;
  /** Close adjusted for later splits and dividends; null when not given. */
  readonly adjClose: number | null;
}

/** One intraday candle (1 minute to 1 hour), main currency unit, same invariants as OhlcvBar. */
export interface IntradayBar {
  /** Start of the interval (ISO date-time, UTC). */
  readonly at: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number | null;
}

/** Pre-market, the regular session, after hours, or no trading now. */
export type MarketState = 'pre' | 'regular' | 'post' | 'closed';

/**
 * What a price widget shows of one listing. Prices are in `currency`, the main unit (pence
 * already divided by 100); percents and yields are fractions (0.0123 for 1.23 %).
 */
export interface MarketQuote {
  readonly symbol: string;
  readonly name: string | null;
  readonly currency: string;
  /** The regular session's last price. */
  readonly price: number;
  /** Against the previous close, in `currency`. */
  readonly change: number;
  /** Fraction: 0.0123 for +1.23 %. */
  readonly changePercent: number;
  readonly previousClose: number | null;
  readonly open: number | null;
  readonly dayHigh: number | null;
  readonly dayLow: number | null;
  /** Shares traded in the regular session; null when not given (currencies have none). */
  readonly volume: number | null;
  readonly marketState: MarketState;
  readonly fiftyTwoWeekHigh: number | null;
  readonly fiftyTwoWeekLow: number | null;
  /** In `currency`, the main unit. */
  readonly marketCap: number | null;
  /** Price over trailing twelve-month earnings; null when not given or not positive. */
  readonly trailingPE: number | null;
  /** Fraction: 0.0041 for 0.41 %. */
  readonly dividendYield: number | null;
  /** When `price` was set (ISO date-time, UTC). */
  readonly at: string;
}

/**
 * One listing of the universe the screener filters on; units as in MarketQuote (main currency
 * unit, fractions for changePercent and dividendYield).
 */
export interface ScreenerRow {
  readonly symbol: string;
  /** The long name, else the short one, else the symbol. */
  readonly name: string;
  readonly exchange: string | null;
  readonly currency: string;
  readonly price: number;
  readonly changePercent: number;
  readonly marketCap: number | null;
  readonly trailingPE: number | null;
  readonly dividendYield: number | null;
  readonly fiftyTwoWeekHigh: number | null;
  readonly fiftyTwoWeekLow: number | null;
  readonly sector: string | null;
}

export const OUTLOOK_HORIZONS = ['short', 'intermediate', 'long'] as const;
export type OutlookHorizon = (typeof OUTLOOK_HORIZONS)[number];
export type OutlookDirection = 'bullish' | 'bearish' | 'neutral';

export interface HorizonOutlook {
  readonly horizon: OutlookHorizon;
  readonly direction: OutlookDirection;
  /** The outlook provider's strength of evidence (Trading Central: 0 for none, higher is stronger); null when not given. */
  readonly score: number | null;
}

/**
 * A technical-analysis outlook as a research provider (Trading Central for Yahoo) states it.
 * Price levels are in the listing's main currency unit; what the source leaves out is null.
 */
export interface TechnicalOutlook {
  readonly symbol: string;
  /** Who made the outlook ('Trading Central'), when the answer says. */
  readonly provider: string | null;
  /** Short, intermediate, long in that order; a horizon the source gives no direction for is left out. */
  readonly horizons: readonly HorizonOutlook[];
  readonly support: number | null;
  readonly resistance: number | null;
  readonly stopLoss: number | null;
}

/** A symbol a source lists as trending now (most looked-up), in its order. */
export interface TrendingSymbol {
  readonly symbol: string;
}

/** The market indices the product shows, by the name the UI uses. */
export const MARKET_INDICES = ['NASDAQ', 'S&P 500', 'DAX', 'Nikkei 225', 'Dow Jones'] as const;
export type MarketIndex = (typeof MARKET_INDICES)[number];

export interface DateRange {
  /** Inclusive, 'yyyy-MM-dd'. */
  readonly from: string;
  /** Inclusive, 'yyyy-MM-dd'. */
  readonly to: string;
}

export interface MarketDataProvider {
  /** A short stable name ('yahoo', 'ecb', 'simulated'), shown in /healthz and the UI. */
  readonly name: string;
  /** True for made-up data: the UI labels everything it shows from it. */
  readonly simulated: boolean;
  search?(query: string): Promise<SearchHit[]>;
  profile?(symbol: string): Promise<SecurityProfile | null>;
  history?(symbol: string, range: DateRange): Promise<DailyBar[]>;
  quotes?(symbols: readonly string[]): Promise<Quote[]>;
  dividends?(symbol: string, range: DateRange): Promise<Dividend[]>;
  /** Null for a symbol the source does not know. */
  dividendProfile?(symbol: string): Promise<DividendProfile | null>;
  splits?(symbol: string, range: DateRange): Promise<Split[]>;
  fxHistory?(base: string, quote: string, range: DateRange): Promise<FxPoint[]>;
  indexQuotes?(indices: readonly MarketIndex[]): Promise<(Quote & { index: MarketIndex })[]>;
  news?(symbol: string): Promise<NewsItem[]>;
  /** Headlines about the market as a whole (no one symbol), newest first. */
  marketNews?(): Promise<NewsItem[]>;
  /**
   * What the price widgets show of each symbol (indices as '^GSPC' and the like); symbols the
   * source does not know are left out.
   */
  marketQuotes?(symbols: readonly string[]): Promise<MarketQuote[]>;
  /** The last `days` sessions in `interval` candles, oldest first (the 1D and 5D charts). */
  intraday?(symbol: string, days: number, interval: IntradayInterval): Promise<IntradayBar[]>;
  /** Today's biggest movers, biggest first: at most `count` rows. */
  movers?(direction: MoverDirection, count: number): Promise<ScreenerRow[]>;
  /** The universe the screener filters on (a few hundred liquid listings), any order. */
  screenerUniverse?(): Promise<ScreenerRow[]>;
  /** A research provider's technical outlook; null when it has none for the symbol. */
  technicalOutlook?(symbol: string): Promise<TechnicalOutlook | null>;
}

/** Sessions one intraday request may ask for: the 5D chart needs five, a few more cost little. */
export const MAX_INTRADAY_SESSIONS = 10;

/** The sessions an intraday request gets: `days` as a whole number within 1..MAX_INTRADAY_SESSIONS. */
export function intradaySessions(days: number): number {
  return Number.isFinite(days) ? Math.min(MAX_INTRADAY_SESSIONS, Math.max(1, Math.floor(days))) : 1;
}

/** Rows one movers request may get. */
export const MAX_MOVERS = 100;

/**
 * The movers among `rows`: gainers up and losers down, the biggest move first, at most `count`
 * (and MAX_MOVERS), whatever order a source lists them in.
 */
export function biggestMoves(rows: readonly ScreenerRow[], direction: MoverDirection, count: number): ScreenerRow[] {
  const sign = direction === 'gainers' ? 1 : -1;
  return rows
    .filter((row) => row.changePercent * sign > 0)
    .sort((a, b) => (b.changePercent - a.changePercent) * sign)
    .slice(0, Math.max(0, Math.min(MAX_MOVERS, Math.floor(count))));
}

export const INTRADAY_INTERVALS = ['5m', '15m'] as const;
export type IntradayInterval = (typeof INTRADAY_INTERVALS)[number];
export type MoverDirection = 'gainers' | 'losers';

/** Why a provider did not answer: the chain logs it once and asks the next provider. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly reason: 'timeout' | 'rate-limited' | 'unavailable' | 'malformed' | 'not-found',
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}
