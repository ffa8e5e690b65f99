// Yahoo Finance through the yahoo-finance2 library: search, profiles, daily history, quotes,
// corporate actions, FX, the market indices and news. Yahoo's API is unofficial; everything it
// sends is narrowed in yahooMapping.ts, and every failure leaves as a ProviderError.

import YahooFinance from 'yahoo-finance2';
import { ExtendedCookieJar } from 'yahoo-finance2/lib/cookieJar';
import {
  ProviderError,
  type DateRange,
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
  type ChartPayload,
  type YahooRecord,
} from './yahooMapping';

export interface YahooProviderOptions {
  /** Defaults to the global fetch, looked up at call time. */
  readonly fetch?: typeof fetch;
  /** Limit for one provider call, all its requests included. */
  readonly timeoutMs?: number;
  /** The clock (ms since the epoch); tests pin it. */
  readonly now?: () => number;
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

  /** The chart, or null for a symbol Yahoo does not know. */
  const chart = async (symbol: string, range: DateRange, events: string): Promise<ChartPayload | null> => {
    if (!isPlausibleSymbol(symbol) || range.from > range.to) return null;
    try {
      return await run((moduleOptions) =>
        yahoo.chart(symbol, { ...chartPeriod(range), interval: '1d', events, return: 'object' }, moduleOptions),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
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
      return unadjustSplits(barsFromChart(data, throughToday), splitsFromChart(data, throughToday)).filter((bar) => bar.date <= range.to);
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
          yahoo.quoteSummary(symbol, { modules: ['summaryDetail', 'calendarEvents', 'assetProfile', 'price'] }, moduleOptions),
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
  };
}
