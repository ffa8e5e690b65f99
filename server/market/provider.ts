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
 * next ex-date and pay date when declared, and the sector and industry. Rates are per share in
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
}

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
