// Pure translation of Yahoo Finance payloads (as yahoo-finance2 hands them over) into the
// provider types. Kept apart from the HTTP side so every rule here is testable on plain data.

import { mainUnit } from '../../../common/currencyUnits';
import { dropAbsurdJumps } from '../quality';
import {
  ProviderError,
  type DailyBar,
  type DateRange,
  type Dividend,
  type DividendProfile,
  type FxPoint,
  type NewsItem,
  type Quote,
  type SearchHit,
  type SecurityKind,
  type SecurityProfile,
  type Split,
} from '../provider';
import { fromDay } from '../../portfolio/days';

export const PROVIDER_NAME = 'yahoo';

/** Yahoo objects are open-ended (the library types them with an index signature too). */
export type YahooRecord = Readonly<Record<string, unknown>>;

export interface ChartDividendEvent {
  readonly amount: number;
  readonly date: Date;
}

export interface ChartSplitEvent {
  readonly date: Date;
  readonly numerator: number;
  readonly denominator: number;
}

/** The part of a `chart(..., { return: 'object' })` result this provider reads. */
export interface ChartPayload {
  readonly meta: {
    readonly currency?: string | null;
    readonly gmtoffset?: number | null;
    readonly exchangeTimezoneName?: string | null;
  };
  readonly timestamp?: readonly number[];
  readonly events?: {
    readonly dividends?: Readonly<Record<string, ChartDividendEvent>>;
    readonly splits?: Readonly<Record<string, ChartSplitEvent>>;
  };
  readonly indicators: {
    readonly quote: readonly { readonly close?: readonly (number | null)[] }[];
    readonly adjclose?: readonly { readonly adjclose?: readonly (number | null)[] }[];
  };
}

const malformed = (message: string) => new ProviderError(PROVIDER_NAME, 'malformed', message);

const KINDS: ReadonlyMap<string, SecurityKind> = new Map([
  ['EQUITY', 'stock'],
  ['ETF', 'etf'],
  ['MUTUALFUND', 'fund'],
  ['CRYPTOCURRENCY', 'crypto'],
  ['CURRENCY', 'currency'],
  ['INDEX', 'index'],
]);

/** Yahoo's quoteType as a SecurityKind; options, futures and anything new count as 'other'. */
export function securityKind(quoteType: unknown): SecurityKind {
  return (typeof quoteType === 'string' ? KINDS.get(quoteType) : undefined) ?? 'other';
}

/** A JSON object (not an array): what a Yahoo answer's parts must be before they are read. */
export const isRecord = (value: unknown): value is YahooRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
export const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
export const positive = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
const validDate = (value: unknown): Date | null =>
  value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;

const inRange = (day: string, range: DateRange) => day >= range.from && day <= range.to;

// ---------------------------------------------------------------------------------------------
// Exchange-local calendar days

export interface ExchangeClock {
  /** IANA zone of the exchange (meta.exchangeTimezoneName), null when Yahoo gives none. */
  readonly zone: string | null;
  /** meta.gmtoffset in seconds. */
  readonly gmtoffset: number;
}

export function exchangeClock(meta: ChartPayload['meta']): ExchangeClock {
  return { zone: text(meta.exchangeTimezoneName), gmtoffset: typeof meta.gmtoffset === 'number' ? meta.gmtoffset : 0 };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();

function dayFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!dayFormatters.has(zone)) {
    let formatter: Intl.DateTimeFormat | null;
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // A zone name the runtime does not know: fall back to the fixed offset.
      formatter = null;
    }
    dayFormatters.set(zone, formatter);
  }
  return dayFormatters.get(zone) ?? null;
}

/**
 * The exchange-local calendar day of a Unix timestamp. meta.gmtoffset is the offset at the time
 * of the request, not of the bar: a London FX bar stamped 00:00 BST (23:00 UTC) in July would
 * land on the previous day with a winter offset of 0. So the zone's own rules are used when the
 * runtime knows the zone, and gmtoffset only as the fallback. Never the server's zone.
 */
export function exchangeDay(unixSeconds: number, clock: ExchangeClock): string {
  const formatter = clock.zone === null ? null : dayFormatter(clock.zone);
  if (formatter) {
    const parts = formatter.formatToParts(unixSeconds * 1000);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  }
  return fromDay(Math.floor((unixSeconds + clock.gmtoffset) / 86_400));
}

// ---------------------------------------------------------------------------------------------
// Daily bars

/**
 * One bar per exchange-local day within `range`, in the main currency unit. Bars without a
 * usable close (null, NaN, zero or negative: Yahoo fills holidays and halts that way) are left
 * out; when Yahoo sends two bars for one day (the live bar next to the day's bar) the later wins.
 */
export function barsFromChart(chart: ChartPayload, range: DateRange): DailyBar[] {
  const timestamps = chart.timestamp ?? [];
  const closes = chart.indicators.quote[0]?.close ?? [];
  const adjCloses = chart.indicators.adjclose?.[0]?.adjclose;
  if (timestamps.length > 0 && closes.length !== timestamps.length) {
    throw malformed(`chart has ${timestamps.length} timestamps but ${closes.length} closes`);
  }
  if (adjCloses && adjCloses.length !== timestamps.length) {
    throw malformed(`chart has ${timestamps.length} timestamps but ${adjCloses.length} adjusted closes`);
  }
  const { divisor } = mainUnit(chart.meta.currency ?? '');
  const clock = exchangeClock(chart.meta);
  const byDay = new Map<string, DailyBar>();
  timestamps.forEach((timestamp, i) => {
    const close = positive(closes[i]);
    if (close === null || !Number.isFinite(timestamp)) return;
    const adjClose = positive(adjCloses?.[i]);
    const date = exchangeDay(timestamp, clock);
    byDay.set(date, { date, close: close / divisor, adjClose: adjClose === null ? null : adjClose / divisor });
  });
  const ordered = [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const sane = dropAbsurdJumps(dropAbsurdJumps(ordered, (bar) => bar.close), (bar) => bar.adjClose);
  return sane.filter((bar) => inRange(bar.date, range));
}

export function fxPointsFromChart(chart: ChartPayload, range: DateRange): FxPoint[] {
  return barsFromChart(chart, range).map((bar) => ({ date: bar.date, rate: bar.close }));
}

// ---------------------------------------------------------------------------------------------
// Corporate actions

export function dividendsFromChart(chart: ChartPayload, range: DateRange): Dividend[] {
  const events = Object.values(chart.events?.dividends ?? {});
  if (events.length === 0) return [];
  const currency = text(chart.meta.currency);
  if (currency === null) throw malformed('dividends without a currency');
  const unit = mainUnit(currency);
  const clock = exchangeClock(chart.meta);
  return events
    .flatMap((event): Dividend[] => {
      const amount = positive(event.amount);
      const date = validDate(event.date);
      if (amount === null || date === null) return [];
      const exDate = exchangeDay(date.getTime() / 1000, clock);
      // The chart endpoint only knows the ex-date; the other dates are for providers that have them.
      return [{ exDate, recordDate: null, payDate: null, declaredDate: null, amount: amount / unit.divisor, currency: unit.currency }];
    })
    .filter((dividend) => inRange(dividend.exDate, range))
    .sort((a, b) => (a.exDate < b.exDate ? -1 : 1));
}

export function splitsFromChart(chart: ChartPayload, range: DateRange): Split[] {
  const clock = exchangeClock(chart.meta);
  return Object.values(chart.events?.splits ?? {})
    .flatMap((event): Split[] => {
      const numerator = positive(event.numerator);
      const denominator = positive(event.denominator);
      const date = validDate(event.date);
      if (numerator === null || denominator === null || date === null) return [];
      return [{ date: exchangeDay(date.getTime() / 1000, clock), ratio: numerator / denominator }];
    })
    .filter((split) => inRange(split.date, range))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

// ---------------------------------------------------------------------------------------------
// Quotes, search, news, profile

/** A quote in the main unit; null when Yahoo left out the price, currency or time. */
export function quoteFromYahoo(quote: YahooRecord): Quote | null {
  const symbol = text(quote['symbol']);
  const price = positive(quote['regularMarketPrice']);
  const currency = text(quote['currency']);
  const at = validDate(quote['regularMarketTime']);
  if (symbol === null || price === null || currency === null || at === null) return null;
  const unit = mainUnit(currency);
  const previousClose = positive(quote['regularMarketPreviousClose']);
  return {
    symbol,
    price: price / unit.divisor,
    currency: unit.currency,
    at: at.toISOString(),
    previousClose: previousClose === null ? null : previousClose / unit.divisor,
  };
}

/** Search entries that name a listing; Yahoo mixes in entries without a symbol (companies, people). */
export function searchHitsFromYahoo(quotes: readonly YahooRecord[]): SearchHit[] {
  return quotes.flatMap((quote): SearchHit[] => {
    const symbol = text(quote['symbol']);
    if (symbol === null) return [];
    return [
      {
        symbol,
        name: text(quote['longname']) ?? text(quote['shortname']),
        exchange: text(quote['exchDisp']) ?? text(quote['exchange']),
        kind: securityKind(quote['quoteType']),
      },
    ];
  });
}

export function newsFromYahoo(news: readonly YahooRecord[]): NewsItem[] {
  return news.flatMap((item): NewsItem[] => {
    const title = text(item['title']);
    const url = text(item['link']);
    const publishedAt = validDate(item['providerPublishTime']);
    if (title === null || url === null || publishedAt === null) return [];
    return [{ title, publisher: text(item['publisher']), url, publishedAt: publishedAt.toISOString() }];
  });
}

/**
 * A profile from a quote, with the sector from the matching search entry when there is one.
 * Yahoo's quote carries neither an ISIN nor an ISO country code, so those stay null.
 */
export function profileFromYahoo(quote: YahooRecord, searchEntry: YahooRecord | null): SecurityProfile | null {
  const symbol = text(quote['symbol']);
  if (symbol === null) return null;
  const currency = text(quote['currency']);
  return {
    symbol,
    name: text(quote['longName']) ?? text(quote['shortName']) ?? text(searchEntry?.['longname']),
    exchange: text(quote['fullExchangeName']) ?? text(quote['exchange']),
    currency: currency === null ? null : mainUnit(currency).currency,
    kind: securityKind(quote['quoteType']),
    sector: text(searchEntry?.['sector']),
    country: null,
    isin: null,
    logoUrl: text(quote['logoUrl']),
  };
}

// ---------------------------------------------------------------------------------------------
// Dividend profile (quoteSummary: summaryDetail, calendarEvents, assetProfile, price)

/** A number Yahoo gave, zero included (a payout ratio of 0 is an answer); null otherwise. */
export const nonNegative = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** A date Yahoo gives at midnight UTC for a calendar day (ex-date, pay date), as that day. */
const calendarDay = (value: unknown): string | null => validDate(value)?.toISOString().slice(0, 10) ?? null;

const moduleOf = (summary: YahooRecord, name: string): YahooRecord => {
  const found = summary[name];
  return typeof found === 'object' && found !== null ? (found as YahooRecord) : {};
};

/**
 * The dividend profile in a quoteSummary answer. summaryDetail gives yields as fractions (unlike
 * the quote endpoint's percents, see dividendYieldOfQuote); a fund's forward yield is its `yield`.
 * Rates quoted in a minor unit (GBp) are turned into the main one. No rate, yield or date is
 * invented: what Yahoo leaves out stays null.
 */
export function dividendProfileFromSummary(symbol: string, summary: YahooRecord): DividendProfile {
  const detail = moduleOf(summary, 'summaryDetail');
  const calendar = moduleOf(summary, 'calendarEvents');
  const profile = moduleOf(summary, 'assetProfile');
  const currency = text(detail['currency']) ?? text(moduleOf(summary, 'price')['currency']);
  const divisor = currency === null ? 1 : mainUnit(currency).divisor;
  const rate = (value: unknown) => {
    const found = positive(value);
    return found === null ? null : found / divisor;
  };
  return {
    symbol,
    currency: currency === null ? null : mainUnit(currency).currency,
    forwardRate: rate(detail['dividendRate']),
    forwardYield: positive(detail['dividendYield']) ?? positive(detail['yield']),
    trailingRate: rate(detail['trailingAnnualDividendRate']),
    trailingYield: positive(detail['trailingAnnualDividendYield']),
    payoutRatio: nonNegative(detail['payoutRatio']),
    nextExDate: calendarDay(calendar['exDividendDate']) ?? calendarDay(detail['exDividendDate']),
    nextPayDate: calendarDay(calendar['dividendDate']),
    sector: text(profile['sector']),
    industry: text(profile['industry']),
    ...earningsFromSummary(summary, divisor),
  };
}

/**
 * The earnings calendar of a quoteSummary answer: calendarEvents.earnings gives the next report's
 * day (the first of a range while only expected) and the mean estimate; earningsHistory the
 * quarters reported, the newest last. Per-share figures in a minor unit are turned into the main one.
 */
export function earningsFromSummary(summary: YahooRecord, divisor = 1): Pick<DividendProfile, 'nextEarningsDate' | 'nextEarningsEstimated' | 'epsEstimate' | 'lastEarnings'> {
  const calendar = moduleOf(moduleOf(summary, 'calendarEvents'), 'earnings');
  const dates = Array.isArray(calendar['earningsDate']) ? (calendar['earningsDate'] as unknown[]).map(calendarDay).filter((day): day is string => day !== null).sort() : [];
  const perShare = (value: unknown) => {
    const found = finite(value);
    return found === null ? null : found / divisor;
  };
  const history = moduleOf(summary, 'earningsHistory')['history'];
  const reported = (Array.isArray(history) ? (history as YahooRecord[]) : [])
    .map((entry) => ({ quarterEnd: calendarDay(entry['quarter']), epsActual: perShare(entry['epsActual']), epsEstimate: perShare(entry['epsEstimate']) }))
    .filter((entry): entry is { quarterEnd: string; epsActual: number; epsEstimate: number | null } => entry.quarterEnd !== null && entry.epsActual !== null)
    .sort((a, b) => (a.quarterEnd < b.quarterEnd ? -1 : 1));
  return {
    nextEarningsDate: dates[0] ?? null,
    nextEarningsEstimated: calendar['isEarningsDateEstimate'] === true || dates.length > 1,
    epsEstimate: perShare(calendar['earningsAverage']),
    lastEarnings: reported.at(-1) ?? null,
  };
}

/** The quote endpoint's dividend yield, a percent (3.4 for 3.4 %), as the fraction the product keeps. */
export function dividendYieldOfQuote(quote: YahooRecord): number | null {
  const percent = positive(quote['dividendYield']);
  return percent === null ? null : percent / 100;
}
