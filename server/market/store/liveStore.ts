// What changes during the day, as the market widgets read it (migration 0019): per symbol the
// last quote, the last sessions' intraday bars, news and a research outlook; and the lists of no
// one symbol (the screener's universe, today's movers, market news). Requests read only this;
// the live refresh (market/live.ts) writes it.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { IntradayBar, IntradayInterval, MarketQuote, NewsItem, ScreenerRow, TechnicalOutlook } from '../provider';
import type { Provenance } from './marketStore';
import { packFloat64, unpackFloat64 } from './packing';

export type SymbolStatus = 'pending' | 'ready' | 'unknown';

export interface SymbolRow {
  readonly symbol: string;
  readonly securityId: string | null;
  readonly status: SymbolStatus;
  readonly requestedAt: Date;
  readonly quote: MarketQuote | null;
  readonly quoteAt: Date | null;
  readonly simulated: boolean;
}

/** Intraday bars as columns, oldest first (volume NaN where unknown). */
export interface StoredIntraday {
  readonly interval: IntradayInterval;
  /** Bar starts, epoch seconds. */
  readonly times: Float64Array;
  readonly opens: Float64Array;
  readonly highs: Float64Array;
  readonly lows: Float64Array;
  readonly closes: Float64Array;
  readonly volumes: Float64Array;
  readonly simulated: boolean;
}

export const LIST_NAMES = ['screener', 'gainers', 'losers', 'news'] as const;
export type ListName = (typeof LIST_NAMES)[number];
type ListRows = { screener: ScreenerRow[]; gainers: ScreenerRow[]; losers: ScreenerRow[]; news: NewsItem[] };

export interface StoredList<R> {
  readonly rows: R;
  readonly fetchedAt: Date;
  readonly simulated: boolean;
}

/**
 * A reader marks a symbol requested at most this often: every dashboard read would otherwise
 * write a row per symbol. The live refresh forgets symbols not requested for days, so an hour's
 * lag is nothing.
 */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const BAR_WIDTH = 5;

function rowOf(row: { symbol: string; securityId: string | null; status: SymbolStatus; requestedAt: Date; quote: unknown; quoteAt: Date | null; simulated: boolean }): SymbolRow {
  return {
    symbol: row.symbol,
    securityId: row.securityId,
    status: row.status,
    requestedAt: new Date(row.requestedAt),
    quote: (row.quote as MarketQuote | null) ?? null,
    quoteAt: row.quoteAt ? new Date(row.quoteAt) : null,
    simulated: row.simulated,
  };
}

const SYMBOL_COLUMNS = ['symbol', 'securityId', 'status', 'requestedAt', 'quote', 'quoteAt', 'simulated'] as const;

export function createLiveStore(db: Database) {
  async function read(symbols: readonly string[]): Promise<Map<string, SymbolRow>> {
    if (symbols.length === 0) return new Map();
    const rows = await db.selectFrom('marketSymbols').select(SYMBOL_COLUMNS).where('symbol', 'in', [...new Set(symbols)]).execute();
    return new Map(rows.map((row) => [row.symbol, rowOf(row)]));
  }

  return {
    read,

    /**
     * The rows of these symbols, adding the missing ones as pending (returned in `added`) and
     * marking the others requested now when they were not lately.
     */
    async touch(symbols: readonly string[], now = new Date()): Promise<{ rows: Map<string, SymbolRow>; added: string[] }> {
      const rows = await read(symbols);
      const missing = [...new Set(symbols)].filter((symbol) => !rows.has(symbol));
      let added: string[] = [];
      if (missing.length > 0) {
        const inserted = await db
          .insertInto('marketSymbols')
          .values(missing.map((symbol) => ({ symbol, requestedAt: now })))
          .onConflict((c) => c.column('symbol').doNothing())
          .returning(SYMBOL_COLUMNS)
          .execute();
        for (const row of inserted) rows.set(row.symbol, rowOf(row));
        added = inserted.map((row) => row.symbol);
      }
      const stale = [...rows.values()].filter((row) => now.getTime() - row.requestedAt.getTime() > TOUCH_EVERY_MS).map((row) => row.symbol);
      if (stale.length > 0) await db.updateTable('marketSymbols').set({ requestedAt: now }).where('symbol', 'in', stale).execute();
      return { rows, added };
    },

    async linkSecurity(symbol: string, securityId: string): Promise<void> {
      await db.updateTable('marketSymbols').set({ securityId }).where('symbol', '=', symbol).execute();
    },

    async markUnknown(symbols: readonly string[]): Promise<void> {
      if (symbols.length === 0) return;
      await db.updateTable('marketSymbols').set({ status: 'unknown' }).where('symbol', 'in', [...symbols]).execute();
    },

    /** Stores each quote over its symbol's (which must exist), and marks the symbol known. */
    async writeQuotes(quotes: readonly MarketQuote[], provenance: Provenance, now = new Date()): Promise<void> {
      for (const quote of quotes) {
        await db
          .updateTable('marketSymbols')
          .set({ quote: JSON.stringify(quote), quoteAt: now, marketState: quote.marketState, status: 'ready', source: provenance.source, simulated: provenance.simulated })
          .where('symbol', '=', quote.symbol)
          .execute();
      }
    },

    async writeIntraday(symbol: string, interval: IntradayInterval, bars: readonly IntradayBar[], now = new Date()): Promise<void> {
      const ordered = [...bars].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      const values = new Float64Array(ordered.length * BAR_WIDTH);
      ordered.forEach((bar, i) => values.set([bar.open, bar.high, bar.low, bar.close, bar.volume ?? Number.NaN], i * BAR_WIDTH));
      await db
        .updateTable('marketSymbols')
        .set({
          intradayInterval: interval,
          intradayTimes: packFloat64(Float64Array.from(ordered, (bar) => Date.parse(bar.at) / 1000)),
          intradayBars: packFloat64(values),
          intradayAt: now,
        })
        .where('symbol', '=', symbol)
        .execute();
    },

    async intraday(symbols: readonly string[]): Promise<Map<string, StoredIntraday>> {
      if (symbols.length === 0) return new Map();
      const rows = await db
        .selectFrom('marketSymbols')
        .select(['symbol', 'intradayInterval', 'intradayTimes', 'intradayBars', 'simulated'])
        .where('symbol', 'in', [...new Set(symbols)])
        .where('intradayTimes', 'is not', null)
        .execute();
      const out = new Map<string, StoredIntraday>();
      for (const row of rows) {
        const times = unpackFloat64(row.intradayTimes!);
        const flat = unpackFloat64(row.intradayBars!);
        const column = (k: number) => Float64Array.from(times, (_, i) => flat[i * BAR_WIDTH + k]!);
        out.set(row.symbol, { interval: (row.intradayInterval ?? '5m') as IntradayInterval, times, opens: column(0), highs: column(1), lows: column(2), closes: column(3), volumes: column(4), simulated: row.simulated });
      }
      return out;
    },

    async writeNews(symbol: string, items: readonly NewsItem[], now = new Date()): Promise<void> {
      await db.updateTable('marketSymbols').set({ news: JSON.stringify(items), newsAt: now }).where('symbol', '=', symbol).execute();
    },

    async news(symbols: readonly string[]): Promise<Map<string, NewsItem[]>> {
      if (symbols.length === 0) return new Map();
      const rows = await db.selectFrom('marketSymbols').select(['symbol', 'news']).where('symbol', 'in', [...new Set(symbols)]).where('news', 'is not', null).execute();
      return new Map(rows.map((row) => [row.symbol, row.news as NewsItem[]]));
    },

    async writeOutlook(symbol: string, outlook: TechnicalOutlook | null, now = new Date()): Promise<void> {
      await db.updateTable('marketSymbols').set({ outlook: outlook && JSON.stringify(outlook), outlookAt: now }).where('symbol', '=', symbol).execute();
    },

    async outlook(symbol: string): Promise<TechnicalOutlook | null> {
      const row = await db.selectFrom('marketSymbols').select('outlook').where('symbol', '=', symbol).executeTakeFirst();
      return (row?.outlook as TechnicalOutlook | null | undefined) ?? null;
    },

    async writeList<N extends ListName>(name: N, rows: ListRows[N], provenance: Provenance, now = new Date()): Promise<void> {
      const values = { rows: JSON.stringify(rows), source: provenance.source, simulated: provenance.simulated, fetchedAt: now };
      await db
        .insertInto('marketLists')
        .values({ name, ...values })
        .onConflict((c) => c.column('name').doUpdateSet(values))
        .execute();
    },

    async list<N extends ListName>(name: N): Promise<StoredList<ListRows[N]> | null> {
      const row = await db.selectFrom('marketLists').select(['rows', 'fetchedAt', 'simulated']).where('name', '=', name).executeTakeFirst();
      return row ? { rows: row.rows as ListRows[N], fetchedAt: new Date(row.fetchedAt), simulated: row.simulated } : null;
    },

    /** When each list was last fetched (no rows read). */
    async listTimes(): Promise<Map<ListName, Date>> {
      const rows = await db.selectFrom('marketLists').select(['name', 'fetchedAt']).execute();
      return new Map(rows.map((row) => [row.name as ListName, new Date(row.fetchedAt)]));
    },

    /**
     * The symbols the live refresh follows: requested since `since`, with when each part was last
     * fetched and the last market state.
     */
    async followed(since: Date): Promise<{ symbol: string; status: SymbolStatus; securityId: string | null; marketState: string | null; quoteAt: Date | null; intradayAt: Date | null; newsAt: Date | null; outlookAt: Date | null }[]> {
      const rows = await db
        .selectFrom('marketSymbols')
        .select(['symbol', 'status', 'securityId', 'marketState', 'quoteAt', 'intradayAt', 'newsAt', 'outlookAt'])
        .where('requestedAt', '>=', since)
        .where('status', '!=', 'unknown')
        .execute();
      const date = (value: Date | null) => (value ? new Date(value) : null);
      return rows.map((row) => ({ ...row, quoteAt: date(row.quoteAt), intradayAt: date(row.intradayAt), newsAt: date(row.newsAt), outlookAt: date(row.outlookAt) }));
    },

    /** The tickers someone holds (shared listings with transactions) or watches: followed whether or not a page reads them. */
    async heldOrWatchedTickers(): Promise<string[]> {
      const { rows } = await sql<{ ticker: string }>`
        select distinct s.ticker from securities s
        where s.owner_uid is null and s.market_status not in ('not-found', 'cash')
          and exists (select 1 from transactions t where t.security_id = s.id)
        union
        select distinct symbol from watchlist_entries`.execute(db);
      return rows.map((row) => row.ticker);
    },
  };
}

export type LiveStore = ReturnType<typeof createLiveStore>;
