// Loads the quotes a computation needs into as-of series: prices per security and FX rates per
// currency into one target currency. Precedence on a given date: the user's manual quote, then
// the provider's; a rate stored the other way round is inverted, and a pair with no stored rate
// is crossed through EUR or USD (the ECB publishes EUR rates only). Provider data comes from the
// market store alone, never from a provider: what is missing is reported through `onMissing`
// (the market layer queues a fetch) and the request goes on without it. Provider data is
// shared reference data, so it is cached per process (the market layer invalidates what it writes).
import { constantSeries, invert, mergeLayers, quotient, seriesFrom, type AsOfSeries } from '../portfolio/asOf';
import { fromDay, toDay, todayDay } from '../portfolio/days';
import { uuidsOnly } from '../db/uuids';
import type { Database } from '../db/database';
import { createMarketStore, type StoredCloses, type StoredDividendData } from './store/marketStore';
import { createQuotesRepository, type PairDatedValue } from './store/manualQuotes.repository';
import { groupBy } from '../../common/groupBy';

/** Where a price came from, in order of precedence on a given date. */
export const PRICE_SOURCES = ['manual', 'provider', 'transaction'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Currencies FX is crossed through when a pair has no stored rate, in order. */
const CROSS_CURRENCIES = ['EUR', 'USD'] as const;

/** A security whose last dividend went ex longer ago than this has stopped paying (a yearly payer's year, and a late one). */
const PAYING_WITHIN_DAYS = 400;

/** What a request found missing from the store (the market layer fetches it in the background). */
export interface MissingMarketData {
  readonly securityIds: readonly string[];
  readonly pairs: readonly { base: string; quote: string }[];
}

const toSeries = (rows: readonly { date: string; value: string }[]) => seriesFrom(rows.map((r) => ({ day: toDay(r.date), value: Number(r.value) })));

export function createQuoteBook(db: Database) {
  const repository = createQuotesRepository(db);
  const store = createMarketStore(db);
  const providerPriceCache = new Map<string, StoredCloses | undefined>();
  let generation = 0;
  let onMissing: (missing: MissingMarketData) => void = () => undefined;

  async function providerPriceSeries(securityIds: readonly string[]): Promise<Map<string, StoredCloses | undefined>> {
    const missing = securityIds.filter((id) => !providerPriceCache.has(id));
    if (missing.length > 0) {
      const found = await store.closes(missing);
      for (const id of missing) providerPriceCache.set(id, found.get(id));
      const unknown = missing.filter((id) => !found.has(id));
      if (unknown.length > 0) onMissing({ securityIds: unknown, pairs: [] });
    }
    return new Map(securityIds.map((id) => [id, providerPriceCache.get(id)]));
  }

  // Every stored FX pair, loaded whole: a few dozen pairs of daily rates is a few MB at most,
  // and crossing needs pairs nobody asked for by name. `within` is the database transaction a
  // first read happens in: inside a ledger transaction on PGlite, a read through `db` would
  // wait for the transaction it is part of.
  let storedFx: Promise<Map<string, AsOfSeries>> | undefined;
  async function fxTable(within: Database): Promise<Map<string, AsOfSeries>> {
    storedFx ??= (within === db ? store : createMarketStore(within)).fxSeries();
    try {
      return await storedFx;
    } catch (error) {
      storedFx = undefined;
      throw error;
    }
  }

  /** base→quote from stored provider rates: direct, inverted, then crossed; per-day precedence in that order. */
  function providerPair(table: Map<string, AsOfSeries>, base: string, quote: string): AsOfSeries | undefined {
    const leg = (from: string, to: string): AsOfSeries | undefined => {
      if (from === to) return constantSeries(1);
      const direct = table.get(`${from}>${to}`);
      if (direct) return direct;
      const reverse = table.get(`${to}>${from}`);
      return reverse && invert(reverse);
    };
    const layers: (AsOfSeries | undefined)[] = [table.get(`${base}>${quote}`), table.get(`${quote}>${base}`) && invert(table.get(`${quote}>${base}`)!)];
    for (const via of CROSS_CURRENCIES) {
      if (via === base || via === quote) continue;
      const toQuote = leg(via, quote);
      const toBase = leg(via, base);
      if (toQuote && toBase) layers.push(quotient(toQuote, toBase));
    }
    return layers.every((layer) => layer === undefined) ? undefined : mergeLayers(layers).series;
  }

  // Whether a security pays a dividend by the market's data, null while the market has no answer (see dividendPayers).
  const payingCache = new Map<string, boolean | null>();
  // What the store knows of each security's dividends (see dividendData); undefined: a security the store has no row of.
  const dividendCache = new Map<string, StoredDividendData | undefined>();

  // A pair's series from provider rows alone, the common case: built once per process.
  const providerOnlyCache = new Map<string, AsOfSeries | undefined>();

  async function providerPairCached(base: string, quote: string, within: Database): Promise<AsOfSeries | undefined> {
    const key = `${base}>${quote}`;
    if (!providerOnlyCache.has(key)) providerOnlyCache.set(key, providerPair(await fxTable(within), base, quote));
    return providerOnlyCache.get(key);
  }

  /** One pair's layers: manual direct, manual inverted, then the provider's. */
  function pairSeries(base: string, quote: string, manual: PairDatedValue[], provider: AsOfSeries | undefined): AsOfSeries | undefined {
    if (manual.length === 0) return provider;
    const direct = manual.filter((r) => r.base === base && r.quote === quote);
    const reverse = manual.filter((r) => r.base === quote && r.quote === base);
    const layers = [direct.length > 0 ? toSeries(direct) : undefined, reverse.length > 0 ? invert(toSeries(reverse)) : undefined, provider];
    return layers.every((layer) => layer === undefined) ? undefined : mergeLayers(layers).series;
  }

  return {
    /**
     * Each security's manual and provider closes, kept apart so callers can add layers and name
     * the source; `simulated` says the provider's are made up (offline mode), `currency` what
     * they are quoted in (when the provider said).
     */
    async prices(
      ownerUid: string,
      securityIds: readonly string[],
      /** The owner's manual closes when already read (see manualPrices): only the provider's are read then. */
      manualRead?: ReadonlyMap<string, AsOfSeries>,
    ): Promise<Map<string, { manual?: AsOfSeries; provider?: AsOfSeries; simulated?: boolean; currency?: string | null }>> {
      const [provider, manual] = await Promise.all([providerPriceSeries(securityIds), manualRead ?? this.manualPrices(ownerUid, securityIds)]);
      return new Map(
        securityIds.map((id) => {
          const own = manual.get(id);
          const stored = provider.get(id);
          return [id, { ...(own && { manual: own }), ...(stored && { provider: stored, simulated: stored.simulated, currency: stored.currency }) }];
        }),
      );
    },

    /**
     * The owner's manual closes of the securities, in one query: a user's own entries are few
     * beside the provider's history, and each query costs the embedded database most of a
     * millisecond whatever it returns.
     */
    async manualPrices(ownerUid: string, securityIds: readonly string[]): Promise<Map<string, AsOfSeries>> {
      const rows = await repository.manualPrices(ownerUid, securityIds);
      return new Map([...groupBy(rows, (r) => r.securityId)].map(([id, own]) => [id, toSeries(own)]));
    },

    /** Each security's provider closes only (cached per process; see prices). */
    providerPrices: providerPriceSeries,

    /** Whether the security's provider closes are in memory: reading them costs no query. */
    providerPricesHeld: (securityId: string): boolean => providerPriceCache.has(securityId),

    /** Changes whenever cached provider prices are dropped, so derived caches can tell. */
    get generation() {
      return generation;
    },

    /**
     * Rates from each currency into `target` (1 for the target itself); undefined when none is
     * stored or can be crossed. `within` is the database transaction to read in (PGlite has one
     * connection).
     */
    async ratesInto(ownerUid: string, currencies: readonly string[], target: string, within: Database = db): Promise<Map<string, AsOfSeries | undefined>> {
      const foreign = [...new Set(currencies)].filter((c) => c !== target);
      const pairs = foreign.map((base) => ({ base, quote: target }));
      const reader = within === db ? repository : createQuotesRepository(within);
      const manual = await reader.manualRates(ownerUid, pairs);
      const result = new Map<string, AsOfSeries | undefined>([[target, constantSeries(1)]]);
      const unknown: { base: string; quote: string }[] = [];
      for (const base of foreign) {
        const own = manual.filter((r) => (r.base === base && r.quote === target) || (r.base === target && r.quote === base));
        const provider = await providerPairCached(base, target, within);
        if (!provider) unknown.push({ base, quote: target });
        result.set(base, pairSeries(base, target, own, provider));
      }
      if (unknown.length > 0) onMissing({ securityIds: [], pairs: unknown });
      return result;
    },

    /**
     * Whether each of `securityIds` pays a dividend by the market's data, for the securities the
     * providers have answered for (others are left out: the market does not know): one with an
     * ex-date in the last PAYING_WITHIN_DAYS days, or a forward rate above zero, pays. Kept per
     * security until the market layer stores new data for it.
     */
    async dividendPayers(securityIds: readonly string[]): Promise<Map<string, boolean>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      const unknown = ids.filter((id) => !payingCache.has(id));
      if (unknown.length > 0) {
        const found = await store.dividendPayers(unknown, fromDay(todayDay() - PAYING_WITHIN_DAYS));
        for (const id of unknown) payingCache.set(id, found.get(id) ?? null);
      }
      const result = new Map<string, boolean>();
      for (const id of ids) {
        const pays = payingCache.get(id);
        if (pays !== undefined && pays !== null) result.set(id, pays);
      }
      return result;
    },

    /**
     * Each security's stored dividends, splits and dividend profile, read once per process and
     * kept until the market layer stores new data for it (shared reference data, like the closes).
     */
    async dividendData(securityIds: readonly string[]): Promise<Map<string, StoredDividendData>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      const unknown = ids.filter((id) => !dividendCache.has(id));
      if (unknown.length > 0) {
        const found = await store.dividendData(unknown);
        for (const id of unknown) dividendCache.set(id, found.get(id));
      }
      const result = new Map<string, StoredDividendData>();
      for (const id of ids) {
        const data = dividendCache.get(id);
        if (data) result.set(id, data);
      }
      return result;
    },

    /** Called with what a request found missing; the market layer sets it to queue fetches. */
    onMissing(listener: (missing: MissingMarketData) => void): void {
      onMissing = listener;
    },

    /** Drops cached provider prices and rates (after the market layer stores new history). */
    invalidatePrices(securityIds?: readonly string[]): void {
      generation++;
      storedFx = undefined;
      providerOnlyCache.clear();
      if (!securityIds) providerPriceCache.clear();
      else for (const id of securityIds) providerPriceCache.delete(id);
      // Dividends are stored with the prices.
      for (const cache of [payingCache, dividendCache]) {
        if (!securityIds) cache.clear();
        else for (const id of securityIds) cache.delete(id);
      }
    },

    /** Drops cached provider rates only (after the market layer stores new FX). */
    invalidateRates(): void {
      generation++;
      storedFx = undefined;
      providerOnlyCache.clear();
    },
  };
}

export type QuoteBook = ReturnType<typeof createQuoteBook>;
