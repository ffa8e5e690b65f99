// Yahoo Finance through the yahoo-finance2 library: search, profiles, daily history, quotes,
// corporate actions, FX, the market indices and news, and what the market widgets show (quotes
// with the day's range, intraday candles, movers, the screener's universe, technical outlooks).
// Yahoo's API is unofficial; everything it sends is narrowed in yahooMapping.ts,
// yahooMarketMapping.ts and yahooMarketBars.ts, and every failure leaves as a ProviderError.

import YahooFinance from 'yahoo-finance2';
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar';
import { MAX_MARKET_SYMBOLS } from '../../../common/market';
import {
  MAX_MOVERS,
  ProviderError,
  biggestMoves,
  intradaySessions,
  type DateRange,
  type IntradayInterval,
  type MarketDataProvider,
  type MarketIndex,
  type Quote,
} from '../provider';
import { DAY_MS, fromDay, toDay, todayDay } from '../../portfolio/days';
import { unadjustDividends, unadjustSplits } from '../quality';
import { YahooHttpStatusError, describe, withDeadline } from './guardedFetch';
import {
  PROVIDER_NAME,
  barsFromChart,
  dividendProfileFromSummary,
  dividendsFromChart,
  fxPointsFromChart,
  newsFromYahoo,
  profileFromYahoo,
  quoteFromYahoo,
  searchHitsFromYahoo,
  splitsFromChart,
  exchangeClock,
  exchangeDay,
  type ChartPayload,
  type YahooRecord,
} from './yahooMapping';
import { createBarProblemLog, intradayFromChart, ohlcvFromChart, withCandles } from './yahooMarketBars';
import { marketQuotesFromYahoo, screenerRowsFromYahoo, technicalOutlookFromInsights } from './yahooMarketMapping';

export interface YahooProviderOptions {
  /** Defaults to the global fetch, looked up at call time. */
  readonly fetch?: typeof fetch;
  /** Limit for one provider call, all its requests included. */
  readonly timeoutMs?: number;
  /** The clock (ms since the epoch); tests pin it. */
  readonly now?: () => number;
  /** Where cleaned bad bars are reported (once per symbol and chart). */
  readonly logger?: { warn: (fields: object, message: string) => void };
}

export const DEFAULT_TIMEOUT_MS = 5000;

export const INDEX_SYMBOLS: Readonly<Record<MarketIndex, string>> = {
  NASDAQ: '^IXIC',
  'S&P 500': '^GSPC',
  DAX: '^GDAXI',
  'Nikkei 225': '^N225',
  'Dow Jones': '^DJI',
};

const NEWS_COUNT = 10;

// The market widgets' headlines. Yahoo has no market-news endpoint; its search answers a broad
// term with news about the market as a whole in one request, where the trending symbols' news
// would be about a handful of hyped tickers (often crypto) and cost a request per symbol.
export const MARKET_NEWS_QUERY = 'stock market';

/**
 * The screens merged into the screener's universe: the most traded listings first (the liquid
 * core), then large caps, steady dividend payers and growth names so that every sector and size
 * has members, then the day's movers. Yahoo has no "all listings" screen.
 */
const UNIVERSE_SCREENS = [
  { scrIds: 'most_actives', count: 250 },
  { scrIds: 'undervalued_large_caps', count: 100 },
  { scrIds: 'portfolio_anchors', count: 100 },
  { scrIds: 'growth_technology_stocks', count: 100 },
  { scrIds: 'undervalued_growth_stocks', count: 100 },
  { scrIds: 'day_gainers', count: 100 },
  { scrIds: 'day_losers', count: 100 },
] as const;
export const MAX_UNIVERSE = 500;

// Levels in an insights answer are in the listing's quote unit, which it does not name. A
// symbol without an exchange suffix is a US listing, quoted in dollars; one with a suffix may be
// quoted in a minor unit (pence on London), so only then is its quote asked for the currency.
const mayQuoteInMinorUnit = (symbol: string) => symbol.includes('.');

// The library reports through its logger what the provider reports through ProviderError
// (validation failures, the "Node 22 recommended" warning, survey notices); the chain logs once.
const silentLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  dir: () => undefined,
};

// Symbols go into the URL path (chart) or a comma-separated list (quote) unescaped by the
// library; anything that would change the URL's meaning cannot be a Yahoo symbol.
const PLAUSIBLE_SYMBOL = /^[^\s/?#%,]+$/;
const isPlausibleSymbol = (symbol: string) => PLAUSIBLE_SYMBOL.test(symbol);

/**
 * Calendar days asked for to cover `sessions` trading sessions: weekends, a holiday and the
 * session under way besides. What is more than asked for is cut off by exchange day.
 */
const intradayLookbackDays = (sessions: number) => Math.ceil((sessions * 7) / 5) + 4;

/** The chart window for `range`, a day wider on each side: bars are stamped in exchange time. */
function chartPeriod(range: DateRange): { period1: Date; period2: Date } {
  return { period1: new Date((toDay(range.from) - 1) * DAY_MS), period2: new Date((toDay(range.to) + 2) * DAY_MS) };
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof YahooHttpStatusError) {
    return new ProviderError(PROVIDER_NAME, error.status === 404 ? 'not-found' : 'unavailable', error.message);
  }
  // Requests fail inside guardedFetch as ProviderErrors, so what is left went wrong reading
  // an answer: unparsable JSON, a schema mismatch (FailedYahooValidationError), a missing field.
  return new ProviderError(PROVIDER_NAME, 'malformed', describe(error));
}

const isNotFound = (error: unknown) => error instanceof ProviderError && error.reason === 'not-found';

const asRecords = (value: unknown, what: string): YahooRecord[] => {
  if (!Array.isArray(value)) throw new ProviderError(PROVIDER_NAME, 'malformed', `${what} is not a list`);
  return value.filter((item): item is YahooRecord => typeof item === 'object' && item !== null);
};

export function createYahooProvider(options: YahooProviderOptions = {}): MarketDataProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reportBars = createBarProblemLog(options.logger);
  const yahoo = new YahooFinance({
    suppressNotices: ['yahooSurvey', 'ripHistorical'],
    // On errors the library would otherwise ask the npm registry for its latest version.
    versionCheck: false,
    logger: silentLogger,
    validation: { logErrors: false, logOptionsErrors: false },
    // Each provider keeps its own cookies; the library's default jar is shared process-wide.
    cookieJar: new ExtendedCookieJar(),
  });

  const run = async <T>(task: (moduleOptions: { fetch: typeof fetch }) => Promise<T>): Promise<T> => {
    try {
      return await withDeadline(options.fetch ?? globalThis.fetch, timeoutMs, (fetch) => task({ fetch }));
    } catch (error) {
      throw toProviderError(error);
    }
  };

  /** The chart answer, or null for a symbol Yahoo does not know. */
  const chartAnswer = async (symbol: string, query: ChartQuery): Promise<ChartPayload | null> => {
    try {
      return await run((moduleOptions) => yahoo.chart(symbol, { ...query, return: 'object' }, moduleOptions));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  /** The daily chart of `range`, or null for a symbol Yahoo does not know. */
  const chart = async (symbol: string, range: DateRange, events: string): Promise<ChartPayload | null> => {
    if (!isPlausibleSymbol(symbol) || range.from > range.to) return null;
    return chartAnswer(symbol, { ...chartPeriod(range), interval: '1d', events });
  };

  // The library checks each predefined screen against a schema of its own (criteria fields
  // included) and rejects the whole answer when Yahoo adds or drops one of them, though the quotes
  // are unaffected; screenerRowsFromYahoo narrows every field it reads, so that check is skipped.
  const screen = (scrIds: ScreenId, count: number) =>
    run((moduleOptions) => yahoo.screener({ scrIds, count }, undefined, { ...moduleOptions, validateResult: false }));

  /** The currency a listing is quoted in as Yahoo names it (GBp, not GBP), or null. */
  const quoteCurrency = async (symbol: string): Promise<string | null> => {
    const results = await run((moduleOptions) => yahoo.quote([symbol], { return: 'array' }, moduleOptions));
    const quote = asRecords(results, 'quote results').find((record) => String(record['symbol']).toUpperCase() === symbol.toUpperCase());
    return typeof quote?.['currency'] === 'string' ? quote['currency'] : null;
  };

  const search = (query: string, newsCount: number) =>
    run((moduleOptions) => yahoo.search(query, { newsCount }, moduleOptions));

  const quotes = async (symbols: readonly string[]): Promise<Quote[]> => {
    const wanted = [...new Set(symbols)].filter(isPlausibleSymbol);
    if (wanted.length === 0) return [];
    const results = await run((moduleOptions) => yahoo.quote(wanted, { return: 'array' }, moduleOptions));
    return asRecords(results, 'quote results').flatMap((quote) => quoteFromYahoo(quote) ?? []);
  };

  return {
    name: PROVIDER_NAME,
    simulated: false,

    async search(query) {
      const trimmed = query.trim();
      if (trimmed === '') return [];
      const result = await search(trimmed, 0);
      return searchHitsFromYahoo(asRecords(result.quotes, 'search quotes'));
    },

    async profile(symbol) {
      if (!isPlausibleSymbol(symbol)) return null;
      const [found, searchResult] = await Promise.all([
        run((moduleOptions) => yahoo.quote([symbol], { return: 'array' }, moduleOptions)),
        // Only the sector comes from search: a profile without it beats no profile.
        search(symbol, 0).catch(() => null),
      ]);
      // Yahoo answers 'aapl' with 'AAPL'.
      const same = (record: YahooRecord) => String(record['symbol']).toUpperCase() === symbol.toUpperCase();
      const quote = asRecords(found, 'quote results').find(same);
      if (!quote) return null;
      const entry = searchResult ? asRecords(searchResult.quotes, 'search quotes').find(same) : undefined;
      return profileFromYahoo(quote, entry ?? null);
    },

    // Yahoo's closes are adjusted for every split up to the request, so the chart is asked up to
    // today whatever the range: its split events then cover every split the closes include,
    // and unadjustSplits turns them back into the real close of each day (the interface's promise).
    async history(symbol, range) {
      if (range.from > range.to) return [];
      const throughToday = { from: range.from, to: fromDay(todayDay(options.now?.() ?? Date.now())) };
      if (throughToday.to < range.to) throughToday.to = range.to;
      const data = await chart(symbol, throughToday, 'div|split');
      if (!data) return [];
      // The closes keep their own rules (barsFromChart); each day's candle comes from the cleaning
      // the chart widgets rely on, so a gap or spike never reaches a candlestick.
      const candles = ohlcvFromChart(data, throughToday);
      reportBars(symbol, 'daily', candles.problems);
      const bars = withCandles(barsFromChart(data, throughToday), candles.bars);
      return unadjustSplits(bars, splitsFromChart(data, throughToday)).filter((bar) => bar.date <= range.to);
    },

    quotes,

    // Adjusted like the closes (see history): asked up to today, and the later splits taken out.
    async dividends(symbol, range) {
      if (range.from > range.to) return [];
      const throughToday = { from: range.from, to: fromDay(todayDay(options.now?.() ?? Date.now())) };
      if (throughToday.to < range.to) throughToday.to = range.to;
      const data = await chart(symbol, throughToday, 'div|split');
      if (!data) return [];
      return unadjustDividends(dividendsFromChart(data, throughToday), splitsFromChart(data, throughToday)).filter((dividend) => dividend.exDate <= range.to);
    },

    async dividendProfile(symbol) {
      if (!isPlausibleSymbol(symbol)) return null;
      try {
        const summary = await run((moduleOptions) =>
          // Checked by the mapping, as the screener is: Yahoo's earningsHistory no longer matches the library's schema.
          yahoo.quoteSummary(symbol, { modules: ['summaryDetail', 'calendarEvents', 'assetProfile', 'price', 'earningsHistory'] }, { ...moduleOptions, validateResult: false }),
        );
        return dividendProfileFromSummary(symbol, summary as unknown as YahooRecord);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async splits(symbol, range) {
      const data = await chart(symbol, range, 'split');
      return data ? splitsFromChart(data, range) : [];
    },

    async fxHistory(base, quote, range) {
      const data = await chart(`${base}${quote}=X`, range, 'div|split');
      return data ? fxPointsFromChart(data, range) : [];
    },

    async indexQuotes(indices) {
      const wanted = [...new Set(indices)];
      const found = await quotes(wanted.map((index) => INDEX_SYMBOLS[index]));
      return wanted.flatMap((index) => {
        const quote = found.find((q) => q.symbol === INDEX_SYMBOLS[index]);
        return quote ? [{ ...quote, index }] : [];
      });
    },

    async news(symbol) {
      if (symbol.trim() === '') return [];
      const result = await search(symbol.trim(), NEWS_COUNT);
      return newsFromYahoo(asRecords(result.news, 'search news'));
    },

    async marketNews() {
      const result = await search(MARKET_NEWS_QUERY, NEWS_COUNT);
      const news = newsFromYahoo(asRecords(result.news, 'search news'));
      // ISO times in UTC sort as text; one story twice (Yahoo repeats syndicated ones) shows once.
      return [...new Map(news.map((item) => [item.url, item])).values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },

    async marketQuotes(symbols) {
      const wanted = [...new Set(symbols)].filter(isPlausibleSymbol).slice(0, MAX_MARKET_SYMBOLS);
      if (wanted.length === 0) return [];
      const results = await run((moduleOptions) => yahoo.quote(wanted, { return: 'array' }, moduleOptions));
      return marketQuotesFromYahoo(asRecords(results, 'quote results'));
    },

    async intraday(symbol, days, interval) {
      if (!isPlausibleSymbol(symbol)) return [];
      const sessions = intradaySessions(days);
      const now = options.now?.() ?? Date.now();
      const data = await chartAnswer(symbol, {
        period1: new Date(now - intradayLookbackDays(sessions) * DAY_MS),
        period2: new Date(now),
        interval,
        includePrePost: false,
      });
      if (!data) return [];
      const { bars, problems } = intradayFromChart(data);
      if (problems.malformed !== null) throw new ProviderError(PROVIDER_NAME, 'malformed', problems.malformed);
      reportBars(symbol, 'intraday', problems);
      // The last `sessions` exchange days that have bars: a chart of a weekend ends on Friday.
      const clock = exchangeClock(data.meta);
      const dayOf = (at: string) => exchangeDay(Date.parse(at) / 1000, clock);
      const kept = new Set([...new Set(bars.map((bar) => dayOf(bar.at)))].slice(-sessions));
      return bars.filter((bar) => kept.has(dayOf(bar.at)));
    },

    async movers(direction, count) {
      const wanted = Math.min(MAX_MOVERS, Math.floor(count));
      if (!(wanted > 0)) return [];
      const result = await screen(direction === 'gainers' ? 'day_gainers' : 'day_losers', wanted);
      return biggestMoves(screenerRowsFromYahoo(result), direction, wanted);
    },

    async screenerUniverse() {
      const answers = await Promise.allSettled(UNIVERSE_SCREENS.map(({ scrIds, count }) => screen(scrIds, count)));
      // A screen that fails leaves the others' rows: a smaller universe beats none. All failing is a failure.
      const answered = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      const failed = answers.find((answer) => answer.status === 'rejected');
      if (answered.length === 0 && failed) throw failed.reason;
      const seen = new Set<string>();
      const rows = answered.flatMap((answer) => screenerRowsFromYahoo(answer));
      return rows.filter((row) => !seen.has(row.symbol) && seen.add(row.symbol)).slice(0, MAX_UNIVERSE);
    },

    async technicalOutlook(symbol) {
      if (!isPlausibleSymbol(symbol)) return null;
      try {
        const [insights, currency] = await Promise.all([
          run((moduleOptions) => yahoo.insights(symbol, undefined, moduleOptions)),
          mayQuoteInMinorUnit(symbol) ? quoteCurrency(symbol) : Promise.resolve(null),
        ]);
        return technicalOutlookFromInsights(insights, currency);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

type ScreenId = (typeof UNIVERSE_SCREENS)[number]['scrIds'];

interface ChartQuery {
  readonly period1: Date;
  readonly period2: Date;
  readonly interval: '1d' | IntradayInterval;
  readonly events?: string;
  readonly includePrePost?: boolean;
}
