// Loads the quotes a computation needs into as-of series: prices per security and FX rates per
// currency into one target currency. Precedence on a given date: the user's manual quote, then
// the provider's; a rate stored the other way round is inverted. Provider prices are shared
// reference data, so they are cached per process (the market layer invalidates what it writes).
import { constantSeries, invert, mergeLayers, seriesFrom, type AsOfSeries } from '../../portfolio/asOf';
import { toDay } from '../../portfolio/days';
import type { Database } from '../../db/database';
import { createQuotesRepository, type PairDatedValue } from './quotes.repository';

/** Where a price came from, in order of precedence on a given date. */
export const PRICE_SOURCES = ['manual', 'provider', 'transaction'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Securities whose closes are loaded per query. */
const PRICE_BATCH = 50;

const toSeries = (rows: readonly { date: string; value: string }[]) => seriesFrom(rows.map((r) => ({ day: toDay(r.date), value: Number(r.value) })));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function createQuoteBook(db: Database) {
  const repository = createQuotesRepository(db);
  const providerPriceCache = new Map<string, AsOfSeries | undefined>();
  let generation = 0;

  async function providerPriceSeries(securityIds: readonly string[]): Promise<Map<string, AsOfSeries | undefined>> {
    const missing = securityIds.filter((id) => !providerPriceCache.has(id));
    // A few securities per query: a whole ledger's history in one result would hold a large
    // buffer at once, and PGlite's memory never shrinks back.
    for (let i = 0; i < missing.length; i += PRICE_BATCH) {
      const batch = missing.slice(i, i + PRICE_BATCH);
      for (const row of await repository.providerCloses(batch)) {
        providerPriceCache.set(row.securityId, { days: Int32Array.from(row.days.split(','), Number), values: Float64Array.from(row.closes.split(','), Number) });
      }
      for (const id of batch) if (!providerPriceCache.has(id)) providerPriceCache.set(id, undefined);
    }
    return new Map(securityIds.map((id) => [id, providerPriceCache.get(id)]));
  }

  // Provider rates are shared reference data too: kept per pair (both directions' rows).
  const providerRateCache = new Map<string, PairDatedValue[]>();
  async function providerRateRows(pairs: readonly { base: string; quote: string }[], reader: typeof repository): Promise<PairDatedValue[]> {
    const key = (p: { base: string; quote: string }) => `${p.base}>${p.quote}`;
    const missing = pairs.filter((p) => !providerRateCache.has(key(p)));
    if (missing.length > 0) {
      const rows = await reader.providerRates(missing);
      for (const pair of missing) {
        providerRateCache.set(
          key(pair),
          rows.filter((r) => (r.base === pair.base && r.quote === pair.quote) || (r.base === pair.quote && r.quote === pair.base)),
        );
      }
    }
    return pairs.flatMap((p) => providerRateCache.get(key(p))!);
  }

  // A pair's series from provider rows alone, the common case: built once per process.
  const providerOnlyCache = new Map<string, AsOfSeries | undefined>();

  /** One pair's layers from rows of both directions: manual direct, manual inverted, provider direct, provider inverted. */
  function pairSeries(base: string, quote: string, manual: PairDatedValue[], provider: PairDatedValue[]): AsOfSeries | undefined {
    const key = `${base}>${quote}`;
    if (manual.length === 0 && providerOnlyCache.has(key)) return providerOnlyCache.get(key);
    const direct = (rows: PairDatedValue[]) => rows.filter((r) => r.base === base && r.quote === quote);
    const reverse = (rows: PairDatedValue[]) => rows.filter((r) => r.base === quote && r.quote === base);
    const layers = [direct(manual), reverse(manual), direct(provider), reverse(provider)].map((rows, i) =>
      rows.length === 0 ? undefined : i % 2 === 0 ? toSeries(rows) : invert(toSeries(rows)),
    );
    const series = layers.every((layer) => layer === undefined) ? undefined : mergeLayers(layers).series;
    if (manual.length === 0) providerOnlyCache.set(key, series);
    return series;
  }

  return {
    /** Each security's manual and provider closes, kept apart so callers can add layers and name the source. */
    async prices(ownerUid: string, securityIds: readonly string[]): Promise<Map<string, { manual?: AsOfSeries; provider?: AsOfSeries }>> {
      const [provider, manualRows] = await Promise.all([providerPriceSeries(securityIds), repository.manualPrices(ownerUid, securityIds)]);
      const manual = groupBy(manualRows, (r) => r.securityId);
      return new Map(
        securityIds.map((id) => {
          const own = manual.get(id);
          const stored = provider.get(id);
          return [id, { ...(own && { manual: toSeries(own) }), ...(stored && { provider: stored }) }];
        }),
      );
    },

    /** Changes whenever cached provider prices are dropped, so derived caches can tell. */
    get generation() {
      return generation;
    },

    /**
     * Rates from each currency into `target` (1 for the target itself); undefined when none is
     * stored. `within` is the database transaction to read in (PGlite has one connection).
     */
    async ratesInto(ownerUid: string, currencies: readonly string[], target: string, within: Database = db): Promise<Map<string, AsOfSeries | undefined>> {
      const foreign = [...new Set(currencies)].filter((c) => c !== target);
      const pairs = foreign.map((base) => ({ base, quote: target }));
      const reader = within === db ? repository : createQuotesRepository(within);
      const manual = await reader.manualRates(ownerUid, pairs);
      const provider = await providerRateRows(pairs, reader);
      const result = new Map<string, AsOfSeries | undefined>([[target, constantSeries(1)]]);
      for (const base of foreign) {
        const own = manual.filter((r) => (r.base === base && r.quote === target) || (r.base === target && r.quote === base));
        result.set(base, pairSeries(base, target, own, provider));
      }
      return result;
    },

    /** Drops cached provider prices and rates (after the market layer stores new history). */
    invalidatePrices(securityIds?: readonly string[]): void {
      generation++;
      providerRateCache.clear();
      providerOnlyCache.clear();
      if (!securityIds) providerPriceCache.clear();
      else for (const id of securityIds) providerPriceCache.delete(id);
    },
  };
}

export type QuoteBook = ReturnType<typeof createQuoteBook>;
