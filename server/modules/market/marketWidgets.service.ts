// What the market widgets read: quotes, candles, the screener's universe and movers, a heatmap,
// news. Everything comes from the store (market_symbols, market_lists, price_history); a symbol
// never seen is marked for a first fetch and answered as pending. Symbols are market data
// shared by everyone: only the holdings a default reads are the user's (through the analytics
// service, with its ownership checks).
import { sectorOf } from '../../../common/analyticsFilter';
import { thin } from '../../../common/thin';
import { isIntradayRange, MAX_BAR_SERIES, MAX_MARKET_SYMBOLS, normaliseSymbol, SYMBOL_PATTERN, type ChartRangeName } from '../../../common/market';
import type { DataOwner } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import type { AnalyticsFilter } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import type { LiveRefresh, LiveSettings } from '../../market/live';
import type { MarketQuote, NewsItem, ScreenerRow } from '../../market/provider';
import type { StoredIntraday, SymbolRow } from '../../market/store/liveStore';
import { createMarketStore, type StoredBars } from '../../market/store/marketStore';
import { todayDay } from '../../portfolio/days';
import { toNumber } from '../../portfolio/decimal';
import type { HoldingFigures } from '../analytics/analytics.service';
import { dailyWindow, intradayWindow, sparklineOf } from './barWindows';
import { technicalSummaries } from '../../market/analysis/technicalAnalysis';
import { benchmarkReturn } from '../../market/analysis/benchmark';
import { fromDay } from '../../portfolio/days';

/** The most points a benchmark answer carries: more than a chart's pixels (30 years of days are 7,500). */
export const MAX_BENCHMARK_POINTS = 2_000;

export type Availability = 'ready' | 'pending' | 'unknown';

/** A quote as the API answers it; a pushed one carries no sparkline or logo (the subscription selects neither). */
export interface QuoteRow extends MarketQuote {
  readonly simulated: boolean;
  readonly stale: boolean;
  readonly sparkline?: number[];
  readonly logoURL?: string | null;
}

export interface QuoteAnswer extends QuoteRow {
  readonly sparkline: number[];
  readonly logoURL: string | null;
}

export interface BarsAnswer {
  readonly symbol: string;
  readonly name: string | null;
  readonly currency: string | null;
  readonly range: ChartRangeName;
  readonly interval: string;
  readonly status: Availability;
  readonly time: number[];
  readonly open: number[];
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
  readonly volume: (number | null)[];
  readonly previousClose: number | null;
  readonly adjClose: (number | null)[];
  readonly simulated: boolean;
}

export interface MarketWidgetsDeps {
  readonly db: Database;
  readonly live: LiveRefresh;
  /** The holdings of a filter, for the defaults that follow them (the analytics service's). */
  readonly holdings: (owner: DataOwner, filter: AnalyticsFilter | null | undefined) => Promise<HoldingFigures[]>;
  /** False (MARKET_JOBS=off): symbols are recorded but nothing is fetched. */
  readonly fetch: boolean;
  readonly now?: () => number;
}

/** Symbols as asked: normalised, each once, in order; BAD_USER_INPUT for a malformed one or too many. */
export function checkedSymbols(symbols: readonly string[], max = MAX_MARKET_SYMBOLS): string[] {
  const wrong = symbols.filter((symbol) => !SYMBOL_PATTERN.test(symbol.trim()));
  if (wrong.length > 0) throw appError('BAD_USER_INPUT', `Not a ticker: ${wrong.slice(0, 3).map((s) => JSON.stringify(s.slice(0, 24))).join(', ')}.`);
  const unique = [...new Set(symbols.map(normaliseSymbol))];
  if (unique.length > max) throw appError('BAD_USER_INPUT', `At most ${max} symbols at once.`);
  return unique;
}

const isOpenState = (state: string) => state === 'regular' || state === 'pre' || state === 'post';

/** Not refreshed for three of its market's refresh periods: the provider is failing. */
export function isStale(quoteAt: Date | null, state: string, settings: Pick<LiveSettings, 'quoteEveryMs' | 'closedQuoteEveryMs'>, now: number): boolean {
  if (!quoteAt) return true;
  return now - quoteAt.getTime() > 3 * (isOpenState(state) ? settings.quoteEveryMs : settings.closedQuoteEveryMs);
}

const nullable = (values: Float64Array) => Array.from(values, (value) => (Number.isFinite(value) ? value : null));

export function createMarketWidgetsService({ db, live, holdings, fetch, now = Date.now }: MarketWidgetsDeps) {
  const market = createMarketStore(db);
  const symbols = live.store;

  /** The rows of these symbols, recording the read (a new symbol is queued for its first fetch). */
  async function rowsOf(wanted: readonly string[]): Promise<Map<string, SymbolRow>> {
    await live.request(wanted, fetch);
    return symbols.read(wanted);
  }

  const statusOf = (row: SymbolRow | undefined): Availability => (row?.status === 'ready' ? 'ready' : row?.status === 'unknown' ? 'unknown' : 'pending');

  /** The open holdings' tickers of a filter (shared listings: a user's own security has no market). */
  async function heldOf(owner: DataOwner, filter: AnalyticsFilter | null | undefined): Promise<HoldingFigures[]> {
    return (await holdings(owner, filter)).filter((h) => h.security.ownerUid === null && toNumber(h.shares) > 0);
  }

  /** The symbols asked for, checked; none asked: the filter's holdings (at most MAX_MARKET_SYMBOLS). */
  async function symbolsOf(owner: DataOwner, asked: readonly string[] | null | undefined, filter: AnalyticsFilter | null | undefined): Promise<string[]> {
    if (asked) return checkedSymbols(asked);
    return [...new Set((await heldOf(owner, filter)).map((h) => h.security.ticker))].slice(0, MAX_MARKET_SYMBOLS);
  }

  async function logos(tickers: readonly string[]): Promise<Map<string, string>> {
    if (tickers.length === 0) return new Map();
    const rows = await db.selectFrom('securities').select(['ticker', 'logoUrl']).where('ownerUid', 'is', null).where('ticker', 'in', [...tickers]).where('logoUrl', 'is not', null).execute();
    return new Map(rows.map((row) => [row.ticker, row.logoUrl!]));
  }

  function quoteAnswer(row: SymbolRow, intraday: StoredIntraday | undefined, logo: string | null): QuoteAnswer {
    const quote = row.quote!;
    return {
      ...quote,
      simulated: row.simulated,
      stale: isStale(row.quoteAt, quote.marketState, live.settings, now()),
      sparkline: intraday ? sparklineOf(intraday) : [],
      logoURL: logo,
    };
  }

  async function barsOf(symbol: string, row: SymbolRow | undefined, range: ChartRangeName): Promise<BarsAnswer> {
    const status = statusOf(row);
    const empty: BarsAnswer = { symbol, name: row?.quote?.name ?? null, currency: row?.quote?.currency ?? null, range, interval: isIntradayRange(range) ? '5m' : '1d', status, time: [], open: [], high: [], low: [], close: [], volume: [], previousClose: null, adjClose: [], simulated: row?.simulated ?? false };
    if (!row || status !== 'ready') return empty;
    if (isIntradayRange(range)) {
      const intraday = (await symbols.intraday([symbol])).get(symbol);
      if (!intraday) return empty;
      const window = intradayWindow(intraday, range);
      // 1D is the day's move, as the quote states it; 5D spans sessions (measured from its first open).
      const previousClose = range === 'D1' ? (row.quote?.previousClose ?? null) : null;
      return { ...empty, ...window, previousClose, adjClose: window.close.map(() => null), simulated: intraday.simulated };
    }
    const stored: StoredBars | undefined = row.securityId ? await market.bars(row.securityId) : undefined;
    if (!stored) return empty;
    const window = dailyWindow(stored, range, todayDay(now()));
    const before = stored.closes.length - window.closes.length - 1;
    return {
      ...empty,
      previousClose: before >= 0 ? stored.closes[before]! : null,
      currency: empty.currency ?? stored.currency,
      time: Array.from(window.days, (day) => day * 86_400),
      open: Array.from(window.opens, (open, i) => (Number.isFinite(open) ? open : window.closes[i]!)),
      high: Array.from(window.highs, (high, i) => (Number.isFinite(high) ? high : window.closes[i]!)),
      low: Array.from(window.lows, (low, i) => (Number.isFinite(low) ? low : window.closes[i]!)),
      close: Array.from(window.closes),
      volume: nullable(window.volumes),
      adjClose: nullable(window.adjCloses),
      simulated: stored.simulated,
    };
  }

    /** One symbol's whole stored daily history (technical analysis, benchmarks), or why there is none. */
  async function historyOf(asked: string): Promise<{ symbol: string; row: SymbolRow | undefined; status: Availability; bars: StoredBars | undefined }> {
    const [symbol] = checkedSymbols([asked], 1);
    const row = (await rowsOf([symbol!])).get(symbol!);
    const bars = row?.securityId ? await market.bars(row.securityId) : undefined;
    // Known but without a daily history yet: being fetched.
    const status = statusOf(row) === 'ready' && !bars ? 'pending' : statusOf(row);
    return { symbol: symbol!, row, status, bars };
  }

  return {
    checkedSymbols,

    async quotes(owner: DataOwner, asked: readonly string[] | null | undefined, filter: AnalyticsFilter | null | undefined) {
      const wanted = await symbolsOf(owner, asked, filter);
      const rows = await rowsOf(wanted);
      const quoted = wanted.filter((symbol) => rows.get(symbol)?.quote);
      const [intraday, logo] = await Promise.all([symbols.intraday(quoted), logos(quoted)]);
      return {
        quotes: quoted.map((symbol) => quoteAnswer(rows.get(symbol)!, intraday.get(symbol), logo.get(symbol) ?? null)),
        pending: wanted.filter((symbol) => !rows.get(symbol)?.quote && statusOf(rows.get(symbol)) !== 'unknown'),
        unknown: wanted.filter((symbol) => statusOf(rows.get(symbol)) === 'unknown'),
      };
    },

    async bars(asked: readonly string[], range: ChartRangeName): Promise<BarsAnswer[]> {
      const wanted = checkedSymbols(asked, MAX_BAR_SERIES);
      if (wanted.length === 0) throw appError('BAD_USER_INPUT', 'Name a symbol to chart.');
      const rows = await rowsOf(wanted);
      return Promise.all(wanted.map((symbol) => barsOf(symbol, rows.get(symbol), range)));
    },

    history: historyOf,

    async technical(asked: string) {
      const { symbol, row, status, bars } = await historyOf(asked);
      const outlook = status === 'unknown' ? null : await symbols.outlook(symbol);
      const last = bars && bars.days.length > 0 ? bars.days.length - 1 : -1;
      return {
        symbol,
        name: row?.quote?.name ?? null,
        currency: row?.quote?.currency ?? bars?.currency ?? null,
        status,
        asOf: last >= 0 ? fromDay(bars!.days[last]!) : null,
        lastClose: last >= 0 ? bars!.closes[last]! : null,
        timeframes: bars ? technicalSummaries({ days: bars.days, open: bars.opens, high: bars.highs, low: bars.lows, close: bars.closes, volume: bars.volumes }) : [],
        outlook: outlook && { ...outlook, horizons: [...outlook.horizons] },
        simulated: bars?.simulated ?? row?.simulated ?? false,
      };
    },

    async benchmark(asked: string, from: string | null | undefined, to: string | null | undefined) {
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if ((from && !day.test(from)) || (to && !day.test(to))) throw appError('BAD_USER_INPUT', 'Dates are yyyy-MM-dd.');
      if (from && to && from > to) throw appError('BAD_USER_INPUT', 'The range ends before it starts.');
      const { symbol, row, status, bars } = await historyOf(asked);
      const series = bars ? benchmarkReturn({ days: bars.days, closes: bars.closes, adjCloses: bars.adjCloses }, { from: from ?? undefined, to: to ?? fromDay(todayDay(now())) }) : null;
      return {
        symbol,
        name: row?.quote?.name ?? null,
        currency: row?.quote?.currency ?? bars?.currency ?? null,
        status,
        from: series?.from ?? null,
        to: series?.to ?? null,
        twr: series?.twr ?? null,
        twrAnnualised: series?.twrAnnualised ?? null,
        points: thin(series?.points ?? [], MAX_BENCHMARK_POINTS),
        simulated: bars?.simulated ?? row?.simulated ?? false,
      };
    },

    async screener() {
      const [universe, gainers, losers] = await Promise.all([symbols.list('screener'), symbols.list('gainers'), symbols.list('losers')]);
      const rows = universe?.rows ?? [];
      return {
        status: (universe ? 'ready' : 'pending') as Availability,
        rows,
        gainers: gainers?.rows ?? [],
        losers: losers?.rows ?? [],
        asOf: universe?.fetchedAt ?? null,
        simulated: Boolean(universe?.simulated || gainers?.simulated || losers?.simulated),
      };
    },

    async heatmap(owner: DataOwner, universe: 'holdings' | 'screener', filter: AnalyticsFilter | null | undefined) {
      if (universe === 'screener') {
        const list = await symbols.list('screener');
        const tiles = (list?.rows ?? []).filter((row: ScreenerRow) => row.marketCap !== null && row.marketCap > 0).map((row) => ({ symbol: row.symbol, name: row.name, sector: sectorOrOther(row.sector), size: row.marketCap!, changePercent: row.changePercent }));
        return { universe, currency: null, tiles, simulated: list?.simulated ?? false };
      }
      const held = (await heldOf(owner, filter)).filter((h) => h.marketValuePC !== null && toNumber(h.marketValuePC) > 0);
      const rows = await rowsOf([...new Set(held.map((h) => h.security.ticker))]);
      const user = await db.selectFrom('users').select('currency').where('uid', '=', owner.uid).executeTakeFirst();
      const tiles = held.map((h) => {
        const row = rows.get(h.security.ticker);
        // A fund holds many sectors: grouped on its own rather than under the sector a source gives it.
        const sector = h.security.holdingType === 'etf' || h.security.holdingType === 'fund' ? FUNDS_GROUP : sectorOrOther(h.security.sector);
        return { symbol: h.security.ticker, name: h.security.name, sector, size: toNumber(h.marketValuePC!), changePercent: row?.quote?.changePercent ?? null };
      });
      return { universe, currency: filter?.currency ?? user?.currency ?? null, tiles, simulated: held.some((h) => h.priceSimulated) };
    },

    async news(owner: DataOwner, asked: readonly string[] | null | undefined, filter: AnalyticsFilter | null | undefined, includeMarket: boolean) {
      const wanted = await symbolsOf(owner, asked, filter);
      const rows = await rowsOf(wanted);
      const bySymbol = await symbols.news(wanted);
      const market = includeMarket ? await symbols.list('news') : null;
      const articles = mergeNews([...wanted.map((symbol) => ({ symbol, items: bySymbol.get(symbol) ?? [] })), { symbol: null, items: market?.rows ?? [] }]);
      const simulated = Boolean(market?.simulated) || wanted.some((symbol) => rows.get(symbol)?.simulated && bySymbol.has(symbol));
      return { articles, simulated };
    },
  };
}

/** The heatmap's group of ETFs and funds among holdings. */
export const FUNDS_GROUP = 'ETFs and funds';

const sectorOrOther = (sector: string | null) => {
  const named = sectorOf(sector);
  return named === 'Unknown' ? 'Other' : named;
};

export const MAX_ARTICLES = 50;

/** Articles of every source once (by address), each with the symbols it came for, newest first. */
export function mergeNews(sources: readonly { symbol: string | null; items: readonly NewsItem[] }[]) {
  const byUrl = new Map<string, { id: string; title: string; publisher: string | null; url: string; publishedAt: string; symbols: string[] }>();
  for (const { symbol, items } of sources) {
    for (const item of items) {
      if (!/^https?:\/\//i.test(item.url)) continue;
      const article = byUrl.get(item.url) ?? { id: item.url, title: item.title, publisher: item.publisher, url: item.url, publishedAt: item.publishedAt, symbols: [] };
      if (symbol && !article.symbols.includes(symbol)) article.symbols.push(symbol);
      byUrl.set(item.url, article);
    }
  }
  return [...byUrl.values()].sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : 0)).slice(0, MAX_ARTICLES);
}

export type MarketWidgetsService = ReturnType<typeof createMarketWidgetsService>;
