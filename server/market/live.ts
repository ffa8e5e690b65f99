// The live part of the market store, refreshed by jobs in the database queue like the daily
// history (market/refresh.ts): quotes while a symbol's market is open, intraday bars, news, a
// research outlook, and the lists of no one symbol (screener universe, movers, market news).
// A request never calls a provider: it marks the symbols it read (market_symbols.requested_at),
// a new symbol gets a first-fetch job, and a periodic tick job refreshes whatever is due by the
// timestamps in the database, so several servers share the work and nothing is fetched twice.
// Each new quote is published (pubsub 'marketQuotes', in parts): open dashboards are pushed prices.
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { MARKET_CHANNEL, publishInParts, type PubSub } from '../pubsub/pubsub';
import { isIndexTicker } from '../../common/market';
import { ProviderError, type MarketQuote, type SecurityProfile } from './provider';
import type { ProviderChain } from './providerChain';
import type { MarketRefresh } from './refresh';
import { createLiveStore, type ListName } from './store/liveStore';
import { createMarketStore, type Provenance } from './store/marketStore';

export const SYMBOL_JOB = 'market.symbol';
export const LIVE_TICK_JOB = 'market.live';

export interface LiveSettings {
  /** How often a symbol whose market is open is quoted again. */
  readonly quoteEveryMs: number;
  /** A closed market's quote is checked this often (it opens again some time). */
  readonly closedQuoteEveryMs: number;
  readonly intradayEveryMs: number;
  readonly listsEveryMs: number;
  readonly newsEveryMs: number;
  readonly outlookEveryMs: number;
  /** Symbols nobody requested for this long are no longer refreshed. */
  readonly followMs: number;
}

const MINUTE = 60_000;
export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  quoteEveryMs: MINUTE,
  closedQuoteEveryMs: 30 * MINUTE,
  intradayEveryMs: 5 * MINUTE,
  listsEveryMs: 15 * MINUTE,
  newsEveryMs: 30 * MINUTE,
  outlookEveryMs: 12 * 60 * MINUTE,
  followMs: 7 * 24 * 60 * MINUTE,
};

/** Symbols per quotes call: what Yahoo's quote endpoint answers at once comfortably. */
const QUOTE_BATCH = 50;
/** Per-symbol calls (intraday, news, outlook, first fetches) one tick makes at most, each kind: bounds a tick's time. */
const PER_TICK = 25;
/** Rows kept of the screener's universe and of each movers list. */
export const MAX_UNIVERSE = 500;
export const MAX_MOVERS = 25;
/** Intraday history kept: the last five sessions in 5-minute bars (the 5D chart). */
const INTRADAY_DAYS = 5;

type Log = Pick<Logger, 'info' | 'warn'>;

export interface LiveDeps {
  readonly db: Database;
  readonly chain: ProviderChain;
  readonly queue: JobQueue;
  readonly refresh: MarketRefresh;
  readonly pubsub: PubSub;
  readonly settings?: Partial<LiveSettings>;
  readonly logger?: Log;
  readonly wake?: () => void;
  readonly now?: () => number;
  /** Called with each batch of quotes just stored (watchlist alerts); a failure is logged, the tick goes on. */
  readonly onQuotes?: (quotes: readonly MarketQuote[]) => Promise<void>;
}

const provenanceOf = (answer: { provider: string; simulated: boolean }): Provenance => ({ source: answer.provider, simulated: answer.simulated });
const isOpen = (state: string | null) => state === 'regular' || state === 'pre' || state === 'post';
const olderThan = (at: Date | null, ms: number, now: number) => at === null || now - at.getTime() >= ms;

/** Whether a page showing `shown` would show nothing new for `next`. */
export function sameQuote(shown: MarketQuote | null, next: MarketQuote): boolean {
  return shown !== null && shown.price === next.price && shown.change === next.change && shown.marketState === next.marketState && shown.volume === next.volume;
}

/** The listing a quote describes, for a symbol a source quotes but has no profile of. */
export function profileFromQuote(quote: MarketQuote): SecurityProfile {
  return { symbol: quote.symbol, name: quote.name, exchange: null, currency: quote.currency, kind: isIndexTicker(quote.symbol) ? 'index' : 'other', sector: null, country: null, isin: null, logoUrl: null };
}

export function createLiveRefresh({ db, chain, queue, refresh, pubsub, settings: given = {}, logger, wake, now = Date.now, onQuotes }: LiveDeps) {
  const settings = { ...DEFAULT_LIVE_SETTINGS, ...given };
  const live = createLiveStore(db);
  const store = createMarketStore(db);

  const warn = (what: string, symbol: string | null, error: unknown) => {
    // The chain has logged a provider's failure once already; only what is not one is logged here.
    if (error instanceof ProviderError) return;
    logger?.warn({ symbol, err: error instanceof Error ? error.message : String(error) }, `market data: ${what} failed`);
  };

  async function publish(quotes: readonly MarketQuote[], simulated: boolean): Promise<void> {
    await publishInParts(pubsub, MARKET_CHANNEL, 'marketQuotes', quotes.map((quote) => ({ ...quote, simulated, stale: false })));
  }

  let lastQuoteSource = { provider: 'unknown', simulated: false };

  async function storeQuotes(symbols: readonly string[]): Promise<MarketQuote[]> {
    const stored: MarketQuote[] = [];
    for (let i = 0; i < symbols.length; i += QUOTE_BATCH) {
      const batch = symbols.slice(i, i + QUOTE_BATCH);
      const answer = await chain.call('marketQuotes', batch);
      lastQuoteSource = answer;
      const wanted = new Set(batch);
      const quotes = answer.value.filter((quote) => wanted.has(quote.symbol) && Number.isFinite(quote.price) && quote.price > 0);
      const before = await live.read(quotes.map((quote) => quote.symbol));
      await live.writeQuotes(quotes, provenanceOf(answer), new Date(now()));
      // Only what changes is pushed: an unchanged quote would re-render every dashboard showing it.
      await publish(quotes.filter((quote) => !sameQuote(before.get(quote.symbol)?.quote ?? null, quote)), answer.simulated);
      // Every stored quote, changed or not: an alert set while the price already stands past it fires.
      await onQuotes?.(quotes).catch((error: unknown) => warn('watchlist alerts', null, error));
      stored.push(...quotes);
    }
    return stored;
  }

  async function storeIntraday(symbol: string): Promise<void> {
    const answer = await chain.call('intraday', symbol, INTRADAY_DAYS, '5m');
    await live.writeIntraday(symbol, '5m', answer.value, new Date(now()));
  }

  /** The shared security whose history the charts read: an existing listing of the ticker, else one a profile describes. */
  async function linkSecurity(symbol: string): Promise<boolean> {
    const existing = await db
      .selectFrom('securities')
      .leftJoin('priceHistory', 'priceHistory.securityId', 'securities.id')
      .select(['securities.id', 'securities.marketStatus'])
      .where('securities.ownerUid', 'is', null)
      .where('securities.ticker', '=', symbol)
      .where('securities.marketStatus', '!=', 'not-found')
      // One with stored prices first.
      .orderBy((eb) => eb.case().when('priceHistory.securityId', 'is', null).then(1).else(0).end())
      .executeTakeFirst();
    if (existing) {
      await live.linkSecurity(symbol, existing.id);
      await refresh.requestSecurities([existing.id]);
      return true;
    }
    const profile = await chain.call('profile', symbol);
    if (!profile.value) return false;
    return addSecurity(symbol, profile.value, provenanceOf(profile));
  }

  /** Adds the symbol's listing to the shared securities (kept if there) and links it; its history is queued. */
  async function addSecurity(symbol: string, profile: SecurityProfile, provenance: Provenance): Promise<boolean> {
    const key = { ticker: symbol, exchangeCode: '' };
    await store.addSharedSecurity(key, provenance, profile);
    const added = await db.selectFrom('securities').select('id').where('ownerUid', 'is', null).where('ticker', '=', symbol).where('exchangeCode', '=', '').executeTakeFirst();
    if (!added) return false;
    await live.linkSecurity(symbol, added.id);
    await refresh.requestSecurities([added.id]);
    return true;
  }

  /** A symbol's first fetch: its security (for the daily history), a quote and today's bars. */
  async function firstFetch(symbol: string): Promise<void> {
    const rows = await live.read([symbol]);
    if (!rows.has(symbol)) return;
    let known = false;
    try {
      known = await linkSecurity(symbol);
    } catch (error) {
      if (!(error instanceof ProviderError && error.reason === 'not-found')) warn('a listing lookup', symbol, error);
    }
    const quoted = await storeQuotes([symbol]);
    if (quoted.length === 0) {
      // Neither a profile nor a quote: no provider knows the symbol.
      if (!known) await live.markUnknown([symbol]);
      return;
    }
    // Quoted without a profile (an index, for some sources): its listing is what the quote says.
    if (!known) await addSecurity(symbol, profileFromQuote(quoted[0]!), provenanceOf(lastQuoteSource));
    try {
      await storeIntraday(symbol);
    } catch (error) {
      warn('intraday bars', symbol, error);
    }
  }

  async function refreshList(name: ListName): Promise<void> {
    if (name === 'screener') {
      const answer = await chain.call('screenerUniverse');
      const unique = [...new Map(answer.value.map((row) => [row.symbol, row])).values()].slice(0, MAX_UNIVERSE);
      if (unique.length > 0) await live.writeList('screener', unique, provenanceOf(answer), new Date(now()));
    } else if (name === 'news') {
      const answer = await chain.call('marketNews');
      await live.writeList('news', answer.value.slice(0, 50), provenanceOf(answer), new Date(now()));
    } else {
      const answer = await chain.call('movers', name, MAX_MOVERS);
      await live.writeList(name, answer.value.slice(0, MAX_MOVERS), provenanceOf(answer), new Date(now()));
    }
  }

  /** Runs `work` for each item, one at a time; a failure is logged and the rest go on. */
  async function each<T>(items: readonly T[], what: string, symbolOf: (item: T) => string | null, work: (item: T) => Promise<void>): Promise<void> {
    for (const item of items) {
      try {
        await work(item);
      } catch (error) {
        warn(what, symbolOf(item), error);
      }
    }
  }

  async function tick(): Promise<void> {
    const at = now();
    // Held and watched securities are followed like requested symbols: their quotes price the
    // heatmap and the holdings' price widget, and fire watchlist alerts with no page open.
    const held = await live.heldOrWatchedTickers();
    const { added } = await live.touch(held, new Date(at));
    if (added.length > 0) await enqueueFirstFetches(added);
    const followed = await live.followed(new Date(at - settings.followMs));
    const pending = followed.filter((row) => row.status === 'pending').slice(0, PER_TICK);
    await each(pending, 'a first fetch', (row) => row.symbol, (row) => firstFetch(row.symbol));

    const ready = followed.filter((row) => row.status === 'ready');
    const quoteDue = ready.filter((row) => olderThan(row.quoteAt, isOpen(row.marketState) ? settings.quoteEveryMs * 0.9 : settings.closedQuoteEveryMs, at));
    try {
      await storeQuotes(quoteDue.map((row) => row.symbol));
    } catch (error) {
      warn('quotes', null, error);
    }
    const intradayDue = ready.filter((row) => olderThan(row.intradayAt, isOpen(row.marketState) ? settings.intradayEveryMs : settings.closedQuoteEveryMs, at)).slice(0, PER_TICK);
    await each(intradayDue, 'intraday bars', (row) => row.symbol, (row) => storeIntraday(row.symbol));
    const newsDue = ready.filter((row) => olderThan(row.newsAt, settings.newsEveryMs, at)).slice(0, PER_TICK);
    await each(newsDue, 'news', (row) => row.symbol, async (row) => live.writeNews(row.symbol, (await chain.call('news', row.symbol)).value.slice(0, 20), new Date(now())));
    const outlookDue = ready.filter((row) => !isIndexTicker(row.symbol) && olderThan(row.outlookAt, settings.outlookEveryMs, at)).slice(0, PER_TICK);
    await each(outlookDue, 'a technical outlook', (row) => row.symbol, async (row) => live.writeOutlook(row.symbol, (await chain.call('technicalOutlook', row.symbol)).value, new Date(now())));

    const times = await live.listTimes();
    const listsDue = (['screener', 'gainers', 'losers', 'news'] as const).filter((name) => olderThan(times.get(name) ?? null, settings.listsEveryMs, at));
    await each(listsDue, 'a market list', () => null, refreshList);
  }

  async function enqueueFirstFetches(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await queue.enqueue(symbols.map((symbol) => ({ kind: SYMBOL_JOB, key: symbol })), { ifAbsent: true });
    wake?.();
  }

  return {
    settings,
    store: live,
    handlers: {
      [SYMBOL_JOB]: async (job: { key: string }) => firstFetch(job.key),
      [LIVE_TICK_JOB]: async () => tick(),
    },

    /** Marks the symbols read now; those never seen get a first fetch. */
    async request(symbols: readonly string[], fetch: boolean): Promise<void> {
      const { added } = await live.touch(symbols, new Date(now()));
      if (fetch) await enqueueFirstFetches(added);
    },

    /** Queues a tick (deduplicated by the queue: one at a time across servers). */
    async scheduleTick(): Promise<void> {
      await queue.enqueue([{ kind: LIVE_TICK_JOB, key: 'tick' }], { ifAbsent: true });
      wake?.();
    },

    /** Lists are wanted now (a screener opened before the first tick): fetched by the next tick. */
    tick,
    firstFetch,
  };
}

export type LiveRefresh = ReturnType<typeof createLiveRefresh>;
