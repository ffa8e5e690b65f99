// A user's whole ledger through the engine: read from the database in pages and run in the
// engine pool (off the event loop when it is large), or an earlier run replayed as of a past day or
// in another currency from the inputs it kept, without reading the database again.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { Database } from '../db/database';
import type { LedgerJobOutput } from '../engine/engineJobs';
import type { EnginePool } from '../engine/enginePool';
import { appError } from '../kernel/errors';
import type { QuoteBook } from '../market/quoteBook';
import type { CostMethod } from '../portfolio/types';
import { errorOf, type HoldingLedger } from './ledger';
import { createSecuritiesRepository, type SecurityRow } from './securities.repository';
import { createEnginePagesRepository, type EnginePageEnd } from './enginePages.repository';

export interface LedgerSettings {
  currency: string;
  costMethod: CostMethod;
}

/** A ledger's push versions: its rows', and its manual quotes'. */
type Versions = { readonly version: number; readonly quotesVersion: number };

/** The engine's results for one user, as of a push version. */
export interface LedgerState {
  readonly version: number;
  readonly quotesVersion: number;
  readonly settings: LedgerSettings;
  readonly holdings: ReadonlyMap<string, HoldingLedger>;
  readonly securities: ReadonlyMap<string, SecurityRow>;
  /** How many rows the engine ran over (a cost estimate for runs of this ledger). */
  readonly rows: number;
  /**
   * What runs as of a past day or in another currency read instead of the database: the rows of
   * the last full load (shared memory), except those of holdings writes recomputed since, whose
   * rows are their HoldingLedger.input.
   */
  readonly inputs: { readonly pages: readonly Uint8Array[]; readonly replaced: ReadonlySet<string> };
}

/** Rows per page when a whole ledger is read for the engine: other requests' queries get in between pages. */
const ENGINE_PAGE_ROWS = 1_000;

/** The engine's main-thread cost per row, in microseconds, if run in-process (see EnginePool). */
export const ENGINE_MICROSECONDS_PER_ROW = 10;

/** Securities whose stored closes are read per query while a large ledger computes. */
const PREFETCH_SECURITIES_PER_QUERY = 10;

/** Lets the event loop serve what is waiting (other users' requests) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Text as UTF-8 in shared memory, so a worker reads it without a copy. */
function sharedText(text: string): Uint8Array {
  const bytes = new Uint8Array(new SharedArrayBuffer(Buffer.byteLength(text)));
  new TextEncoder().encodeInto(text, bytes);
  return bytes;
}

export function createLedgerRuns({ db, quotes, engine }: { db: Database; quotes: QuoteBook; engine: EnginePool }) {
  const engineRows = createEnginePagesRepository(db);
  const securityRows = createSecuritiesRepository(db);
  /**
   * A whole ledger through the engine: read in pages (other requests' queries run between them),
   * parsed and computed by the engine pool, off the event loop when it is large.
   */
  async function load(uid: string, versions: Versions, settings: LedgerSettings): Promise<LedgerState> {
    const pages: Uint8Array[] = [];
    const securityIds = new Set<string>();
    let rows = 0;
    // A ledger of more than a page goes to a worker: the run starts at once and takes each page
    // as it is read, so parsing overlaps reading and only the run waits for the last page.
    let stream: { port: MessagePort; running: Promise<LedgerJobOutput> } | null = null;
    let sent = 0;
    const send = () => {
      while (stream && sent < pages.length) stream.port.postMessage(pages[sent++]);
    };
    try {
      for (let after: EnginePageEnd | null = null; ; ) {
        const page = await engineRows.enginePage(uid, after, ENGINE_PAGE_ROWS);
        if (page.packed) pages.push(sharedText(page.packed));
        for (const id of page.securities ?? []) securityIds.add(id);
        rows += page.count;
        if (page.count < ENGINE_PAGE_ROWS || !page.last) break;
        if (!stream && engine.pools(2 * ENGINE_PAGE_ROWS * ENGINE_MICROSECONDS_PER_ROW)) {
          const { port1, port2 } = new MessageChannel();
          const running = engine.run('ledgerStream', { port: port2, costMethod: settings.costMethod }, { uid, cost: Infinity, transfer: [port2] });
          // Awaited below; a failure meanwhile must not go unhandled.
          running.catch(() => undefined);
          stream = { port: port1, running };
        }
        send();
        after = page.last;
        await nextTurn();
      }
    } catch (error) {
      // The worker is told the ledger will not come (its job ends and frees the user's turn).
      stream?.port.close();
      throw error;
    }
    send();
    // The end of the pages; the worker closes the channel once it has read it.
    stream?.port.postMessage(null);
    const running = stream?.running ?? engine.run('ledger', { pages, costMethod: settings.costMethod }, { uid, cost: rows * ENGINE_MICROSECONDS_PER_ROW });
    // Meanwhile (a large ledger's run is in a worker) what the figures read next: the securities,
    // and their stored closes into the quote book's cache, a part at a time (only to save time:
    // a failure there is the figures' to meet).
    const [found, out] = await Promise.all([
      securityRows.securitiesByIds(uid, [...securityIds]),
      running,
      stream ? prefetchCloses(uid, [...securityIds], running).catch(() => undefined) : undefined,
    ]);
    return stateOf(versions, settings, pages, rows, out, found);
  }

  function stateOf(versions: Versions, settings: LedgerSettings, pages: Uint8Array[], rows: number, out: LedgerJobOutput, found: readonly SecurityRow[]): LedgerState {
    const securities = new Map(found.map((s) => [s.id, s]));
    // Stored rows the engine refuses would be a bug: reported as it is.
    if (!out.ok) throw errorOf(out.failure);
    const holdings = new Map(out.holdings.map((holding) => [holding.key, holding]));
    return { version: versions.version, quotesVersion: versions.quotesVersion, settings, holdings, securities, rows, inputs: { pages, replaced: new Set() } };
  }

  /**
   * Several users' ledgers of at most a page each, read in two queries for them all (a job that
   * reads every user's figures would otherwise ask the database three times per user). Those
   * with a larger ledger, or none, are not in the answer: `load` reads them as usual.
   */
  async function loadMany(wanted: readonly { uid: string; versions: Versions; settings: LedgerSettings }[]): Promise<Map<string, LedgerState>> {
    const pagesOf = await engineRows.enginePagesOf(wanted.map((w) => w.uid), ENGINE_PAGE_ROWS);
    const securities = await securityRows.securitiesOfOwners(new Map([...pagesOf].map(([uid, page]) => [uid, page.securities])));
    const states = new Map<string, LedgerState>();
    for (const { uid, versions, settings } of wanted) {
      const page = pagesOf.get(uid);
      if (!page) continue;
      const pages = [sharedText(page.packed)];
      const out = await engine.run('ledger', { pages, costMethod: settings.costMethod }, { uid, cost: page.count * ENGINE_MICROSECONDS_PER_ROW });
      states.set(uid, stateOf(versions, settings, pages, page.count, out, securities.get(uid) ?? []));
    }
    return states;
  }

  /** Reads securities' stored closes into the quote book while `until` runs, a few securities per query. */
  async function prefetchCloses(uid: string, securityIds: readonly string[], until: Promise<unknown>): Promise<void> {
    let done = false;
    void until.finally(() => (done = true)).catch(() => undefined);
    for (let i = 0; i < securityIds.length && !done; i += PREFETCH_SECURITIES_PER_QUERY) {
      await quotes.providerPrices(securityIds.slice(i, i + PREFETCH_SECURITIES_PER_QUERY));
      await nextTurn();
    }
  }

  /** The current state's holdings run again up to a day, in a currency: their own inputs, no database read. */
  async function variant(uid: string, current: LedgerState, at: { currency: string; asOf: number }): Promise<LedgerState> {
    const holdings = [...current.holdings.values()];
    let rates;
    if (at.currency !== current.settings.currency) {
      const currencies = [...new Set(holdings.map((holding) => holding.position.currency))];
      rates = { target: at.currency, series: [...(await quotes.ratesInto(uid, currencies, at.currency))] };
    }
    const { pages, replaced } = current.inputs;
    const out = await engine.run(
      'ledger',
      {
        pages,
        replaced: [...replaced],
        inputs: holdings.flatMap((holding) => (holding.input ? [holding.input] : [])),
        costMethod: current.settings.costMethod,
        asOf: at.asOf,
        ...(rates && { rates }),
      },
      { uid, cost: current.rows * ENGINE_MICROSECONDS_PER_ROW },
    );
    if (!out.ok) {
      const { failure } = out;
      if (failure.kind === 'rate') {
        throw appError(
          'BAD_USER_INPUT',
          `transaction ${failure.transactionId}.currency: no ${failure.currency}→${failure.target} exchange rate is known on or before ${failure.date.slice(0, 10)}; enter one as a manual rate or clear isApplyExchangeRate.`,
        );
      }
      throw errorOf(failure);
    }
    return {
      version: current.version,
      quotesVersion: current.quotesVersion,
      settings: { ...current.settings, currency: at.currency },
      holdings: new Map(out.holdings.map((holding) => [holding.key, holding])),
      securities: current.securities,
      rows: out.rows,
      inputs: { pages: [], replaced: new Set() },
    };
  }

  return { load, loadMany, variant };
}

export type LedgerRuns = ReturnType<typeof createLedgerRuns>;
