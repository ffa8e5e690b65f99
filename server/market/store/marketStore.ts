// The market layer's store: what requests read, so no page waits on a provider. Price and FX
// history are packed one row per security or pair (see migration 0007); a write merges new
// points into the stored series, the newer value winning on a day. Everything written here has
// passed market/quality.ts: the store holds real closes, never a refused value.
import { sql } from 'kysely';
import type { AsOfSeries } from '../../portfolio/asOf';
import { fromDay, toDay } from '../../portfolio/days';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../../db/uuids';
import type { DailyBar, Dividend, DividendProfile, FxPoint, SecurityProfile, Split } from '../provider';
import type { DividendFrequency } from '../dividendFrequency';
import { packFloat64, packInt32, unpackFloat64, unpackInt32 } from './packing';
import { barsAsPoints, mergePoints, nanColumn, type DailyPoints } from './dailyPoints';

/**
 * Securities per read: bounds one result's size. PGlite's memory never shrinks back, and a
 * security's 20 years arrive as ~120 KB of hex text: 25 of them keep the high-water mark at a
 * few MB, where 100 added ~50 MB to the server's peak resident memory in the bench.
 */
const READ_BATCH = 25;

export interface Provenance {
  /** The provider's name ('yahoo', 'ecb', 'simulated'). */
  readonly source: string;
  readonly simulated: boolean;
}

export interface HistoryInfo extends Provenance {
  readonly securityId: string;
  /** The currency the closes are in, when known. */
  readonly currency: string | null;
  readonly lastDate: string | null;
  readonly fetchedAt: Date;
}

export interface FxInfo extends Provenance {
  readonly base: string;
  readonly quote: string;
  readonly lastDate: string | null;
  readonly fetchedAt: Date;
}

/** A security's stored closes with where they came from (one query for both). */
export interface StoredCloses extends AsOfSeries {
  readonly simulated: boolean;
  /** The currency the closes are in, when known. */
  readonly currency: string | null;
}

/** A security's dividend profile as stored: the provider's figures, the frequency, where from and when. */
export interface StoredDividendProfile extends Omit<DividendProfile, 'symbol' | 'sector'> {
  readonly frequency: DividendFrequency | null;
  readonly source: string;
  readonly simulated: boolean;
  readonly fetchedAt: Date;
}

/** 'cash' marks a currency's cash row (docs/decisions/0007): never fetched. */
/** What the store knows of one security's dividends: its history, splits, profile, and whether the market has answered for it. */
export interface StoredDividendData {
  /** In ex-date order. */
  readonly dividends: readonly Dividend[];
  /** In date order. */
  readonly splits: readonly Split[];
  readonly profile: StoredDividendProfile | null;
  /** The providers have answered for the security ('ready'): without it, no dividend means "not known yet". */
  readonly answered: boolean;
  /** Any of it is the simulated provider's. */
  readonly simulated: boolean;
}

export type MarketStatus = 'pending' | 'ready' | 'not-found' | 'failed' | 'cash';

/** A security's stored daily candles as columns, oldest first (NaN where unknown). */
export interface StoredBars {
  readonly days: Int32Array;
  readonly opens: Float64Array;
  readonly highs: Float64Array;
  readonly lows: Float64Array;
  readonly closes: Float64Array;
  readonly volumes: Float64Array;
  readonly adjCloses: Float64Array;
  readonly currency: string | null;
  readonly simulated: boolean;
}

const ends = (days: Int32Array) => ({
  firstDate: days.length === 0 ? null : fromDay(days[0]!),
  lastDate: days.length === 0 ? null : fromDay(days[days.length - 1]!),
});

export function createMarketStore(db: Database) {
  async function readDividendProfiles(ids: readonly string[]): Promise<Map<string, StoredDividendProfile>> {
    const rows = await db.selectFrom('securityDividendProfiles').selectAll().where('securityId', 'in', ids).execute();
    return new Map(
      rows.map(({ securityId, lastEarningsQuarter, lastEpsActual, lastEpsEstimate, ...profile }) => [
        securityId,
        {
          ...profile,
          frequency: profile.frequency as DividendFrequency | null,
          nextEarningsEstimated: profile.nextEarningsEstimated ?? false,
          lastEarnings: lastEarningsQuarter === null || lastEpsActual === null ? null : { quarterEnd: lastEarningsQuarter, epsActual: lastEpsActual, epsEstimate: lastEpsEstimate },
        },
      ]),
    );
  }

  async function storedPrices(securityId: string, within: Database): Promise<DailyPoints | undefined> {
    const row = await within
      .selectFrom('priceHistory')
      .select(['days', 'closes', 'adjCloses', 'opens', 'highs', 'lows', 'volumes'])
      .where('securityId', '=', securityId)
      .executeTakeFirst();
    if (!row) return undefined;
    const days = unpackInt32(row.days);
    const ohlv = row.opens && row.highs && row.lows && row.volumes ? ([unpackFloat64(row.opens), unpackFloat64(row.highs), unpackFloat64(row.lows), unpackFloat64(row.volumes)] as const) : undefined;
    return { days, values: unpackFloat64(row.closes), adj: unpackFloat64(row.adjCloses), ...(ohlv && { ohlv }) };
  }

  return {
    /** Each security's stored real closes as an as-of series; securities without history are left out. */
    async closes(securityIds: readonly string[]): Promise<Map<string, StoredCloses>> {
      const valid = uuidsOnly([...new Set(securityIds)]);
      const out = new Map<string, StoredCloses>();
      for (let i = 0; i < valid.length; i += READ_BATCH) {
        const rows = await db
          .selectFrom('priceHistory')
          .select(['securityId', 'days', 'closes', 'simulated', 'currency'])
          .where('securityId', 'in', valid.slice(i, i + READ_BATCH))
          .execute();
        for (const row of rows) {
          out.set(row.securityId, { days: unpackInt32(row.days), values: unpackFloat64(row.closes), simulated: row.simulated, currency: row.currency });
        }
      }
      return out;
    },

    /** One security's whole stored history with adjusted closes (NaN where none), for returns. */
    async history(securityId: string): Promise<{ days: Int32Array; closes: Float64Array; adjCloses: Float64Array } | undefined> {
      if (uuidsOnly([securityId]).length === 0) return undefined;
      const points = await storedPrices(securityId, db);
      return points && { days: points.days, closes: points.values, adjCloses: points.adj! };
    },

    /** One security's stored candles (opens, highs, lows and volumes NaN where never given). */
    async bars(securityId: string): Promise<StoredBars | undefined> {
      if (uuidsOnly([securityId]).length === 0) return undefined;
      const row = await db.selectFrom('priceHistory').selectAll().where('securityId', '=', securityId).executeTakeFirst();
      if (!row) return undefined;
      const days = unpackInt32(row.days);
      const column = (packed: Uint8Array | null) => (packed ? unpackFloat64(packed) : nanColumn(days.length));
      return {
        days,
        opens: column(row.opens),
        highs: column(row.highs),
        lows: column(row.lows),
        closes: unpackFloat64(row.closes),
        volumes: column(row.volumes),
        adjCloses: unpackFloat64(row.adjCloses),
        currency: row.currency,
        simulated: row.simulated,
      };
    },

    /** Where each security's history came from and how fresh it is (no series read). */
    async historyInfo(securityIds: readonly string[]): Promise<Map<string, HistoryInfo>> {
      const valid = uuidsOnly([...new Set(securityIds)]);
      if (valid.length === 0) return new Map();
      const rows = await db
        .selectFrom('priceHistory')
        .select(['securityId', 'lastDate', 'currency', 'fetchedAt', 'source', 'simulated'])
        .where('securityId', 'in', valid)
        .execute();
      return new Map(rows.map((row) => [row.securityId, { ...row, fetchedAt: new Date(row.fetchedAt) }]));
    },

    /** Merges screened bars (in `currency`, when known) into a security's history; returns the stored point count. */
    async writePrices(securityId: string, bars: readonly DailyBar[], provenance: Provenance, currency: string | null = null): Promise<number> {
      return db.transaction().execute(async (trx) => {
        // Locks the row (when there is one) so two refreshes of one security cannot lose points.
        await sql`select 1 from price_history where security_id = ${securityId} for update`.execute(trx);
        const merged = mergePoints(await storedPrices(securityId, trx), barsAsPoints(bars));
        const row = {
          days: packInt32(merged.days),
          closes: packFloat64(merged.values),
          adjCloses: packFloat64(merged.adj ?? nanColumn(merged.days.length)),
          ...(merged.ohlv && { opens: packFloat64(merged.ohlv[0]), highs: packFloat64(merged.ohlv[1]), lows: packFloat64(merged.ohlv[2]), volumes: packFloat64(merged.ohlv[3]) }),
          ...ends(merged.days),
          ...(currency && { currency }),
          source: provenance.source,
          simulated: provenance.simulated,
          fetchedAt: new Date(),
        };
        await trx
          .insertInto('priceHistory')
          .values({ securityId, ...row })
          .onConflict((c) => c.column('securityId').doUpdateSet(row))
          .execute();
        return merged.days.length;
      });
    },

    /** Stored rates of each pair (every stored pair without `pairs`), keyed 'BASE>QUOTE' in the direction stored. */
    async fxSeries(pairs?: readonly { base: string; quote: string }[]): Promise<Map<string, AsOfSeries>> {
      const out = new Map<string, AsOfSeries>();
      if (pairs?.length === 0) return out;
      let query = db.selectFrom('fxHistory').select(['base', 'quote', 'days', 'rates']);
      if (pairs) query = query.where(sql<boolean>`(base, quote) in (${sql.join(pairs.map((p) => sql`(${p.base}, ${p.quote})`))})`);
      const rows = await query.execute();
      for (const row of rows) out.set(`${row.base}>${row.quote}`, { days: unpackInt32(row.days), values: unpackFloat64(row.rates) });
      return out;
    },

    /** Every stored pair with its freshness (a few dozen rows). */
    async fxInfo(): Promise<FxInfo[]> {
      const rows = await db.selectFrom('fxHistory').select(['base', 'quote', 'lastDate', 'fetchedAt', 'source', 'simulated']).execute();
      return rows.map((row) => ({ ...row, fetchedAt: new Date(row.fetchedAt) }));
    },

    async writeFx(base: string, quote: string, points: readonly FxPoint[], provenance: Provenance): Promise<number> {
      const ordered = [...points].sort((a, b) => (a.date < b.date ? -1 : 1));
      const fresh = { days: Int32Array.from(ordered, (p) => toDay(p.date)), values: Float64Array.from(ordered, (p) => p.rate) };
      return db.transaction().execute(async (trx) => {
        await sql`select 1 from fx_history where base = ${base} and quote = ${quote} for update`.execute(trx);
        const row = await trx.selectFrom('fxHistory').select(['days', 'rates']).where('base', '=', base).where('quote', '=', quote).executeTakeFirst();
        const merged = mergePoints(row && { days: unpackInt32(row.days), values: unpackFloat64(row.rates) }, fresh);
        const values = {
          days: packInt32(merged.days),
          rates: packFloat64(merged.values),
          ...ends(merged.days),
          source: provenance.source,
          simulated: provenance.simulated,
          fetchedAt: new Date(),
        };
        await trx
          .insertInto('fxHistory')
          .values({ base, quote, ...values })
          .onConflict((c) => c.columns(['base', 'quote']).doUpdateSet(values))
          .execute();
        return merged.days.length;
      });
    },

    async writeDividends(securityId: string, dividends: readonly Dividend[], provenance: Provenance): Promise<void> {
      if (dividends.length === 0) return;
      const unique = [...new Map(dividends.map((d) => [d.exDate, d])).values()];
      await db
        .insertInto('securityDividends')
        .values(
          unique.map((d) => ({
            securityId,
            exDate: d.exDate,
            recordDate: d.recordDate,
            payDate: d.payDate,
            declaredDate: d.declaredDate,
            amount: String(d.amount),
            currency: d.currency,
            source: provenance.source,
          })),
        )
        .onConflict((c) =>
          c.columns(['securityId', 'exDate']).doUpdateSet((eb) => ({
            amount: eb.ref('excluded.amount'),
            currency: eb.ref('excluded.currency'),
            source: eb.ref('excluded.source'),
            // A provider that knows only the ex-date does not erase dates another one gave.
            recordDate: sql`coalesce(excluded.record_date, security_dividends.record_date)`,
            payDate: sql`coalesce(excluded.pay_date, security_dividends.pay_date)`,
            declaredDate: sql`coalesce(excluded.declared_date, security_dividends.declared_date)`,
          })),
        )
        .execute();
    },

    async dividends(securityId: string): Promise<Dividend[]> {
      if (uuidsOnly([securityId]).length === 0) return [];
      const rows = await db
        .selectFrom('securityDividends')
        .select(['exDate', 'recordDate', 'payDate', 'declaredDate', 'amount', 'currency'])
        .where('securityId', '=', securityId)
        .orderBy('exDate')
        .execute();
      return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
    },

    /** Replaces the security's dividend profile with the one a provider gave, and its frequency. */
    async writeDividendProfile(securityId: string, profile: DividendProfile, frequency: DividendFrequency | null, provenance: Provenance): Promise<void> {
      const row = {
        currency: profile.currency,
        forwardRate: profile.forwardRate,
        forwardYield: profile.forwardYield,
        trailingRate: profile.trailingRate,
        trailingYield: profile.trailingYield,
        payoutRatio: profile.payoutRatio,
        nextExDate: profile.nextExDate,
        nextPayDate: profile.nextPayDate,
        frequency,
        industry: profile.industry,
        nextEarningsDate: profile.nextEarningsDate ?? null,
        nextEarningsEstimated: profile.nextEarningsEstimated ?? null,
        epsEstimate: profile.epsEstimate ?? null,
        lastEarningsQuarter: profile.lastEarnings?.quarterEnd ?? null,
        lastEpsActual: profile.lastEarnings?.epsActual ?? null,
        lastEpsEstimate: profile.lastEarnings?.epsEstimate ?? null,
        source: provenance.source,
        simulated: provenance.simulated,
        fetchedAt: new Date(),
      };
      await db
        .insertInto('securityDividendProfiles')
        .values({ securityId, ...row })
        .onConflict((c) => c.column('securityId').doUpdateSet(row))
        .execute();
    },

    /**
     * Whether each of these securities pays a dividend (an ex-date on or after `since`, or a
     * forward rate above zero), for those the providers have answered for ('ready'); the others
     * are left out.
     */
    async dividendPayers(securityIds: readonly string[], since: string): Promise<Map<string, boolean>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      if (ids.length === 0) return new Map();
      const { rows } = await sql<{ id: string; pays: boolean }>`
        select s.id, (
          exists (select 1 from security_dividends d where d.security_id = s.id and d.ex_date >= ${since}::date)
          or exists (select 1 from security_dividend_profiles p where p.security_id = s.id and p.forward_rate > 0)) as pays
        from securities s where s.id in (${sql.join(ids)}) and s.market_status = 'ready'`.execute(db);
      return new Map(rows.map((row) => [row.id, row.pays]));
    },

    /** The stored dividend profiles of these securities, by id (none for a security never profiled). */
    async dividendProfiles(securityIds: readonly string[]): Promise<Map<string, StoredDividendProfile>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      return ids.length === 0 ? new Map() : readDividendProfiles(ids);
    },

    /** Everything stored of these securities' dividends, in four reads whatever their number (see StoredDividendData). */
    async dividendData(securityIds: readonly string[]): Promise<Map<string, StoredDividendData>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      if (ids.length === 0) return new Map();
      const [dividends, splits, profiles, statuses] = await Promise.all([
        db
          .selectFrom('securityDividends')
          .select(['securityId', 'exDate', 'recordDate', 'payDate', 'declaredDate', 'amount', 'currency', 'source'])
          .where('securityId', 'in', ids)
          .orderBy('securityId')
          .orderBy('exDate')
          .execute(),
        db.selectFrom('securitySplits').select(['securityId', 'date', 'ratio', 'source']).where('securityId', 'in', ids).orderBy('securityId').orderBy('date').execute(),
        readDividendProfiles(ids),
        db.selectFrom('securities').select(['id', 'marketStatus']).where('id', 'in', ids).execute(),
      ]);
      const result = new Map<string, StoredDividendData>();
      for (const { id, marketStatus } of statuses) {
        const profile = profiles.get(id) ?? null;
        result.set(id, { dividends: [], splits: [], profile, answered: marketStatus === 'ready', simulated: profile?.simulated ?? false });
      }
      const simulatedSource = (source: string) => source === 'simulated';
      for (const { securityId, amount, source, ...dividend } of dividends) {
        const found = result.get(securityId);
        if (!found) continue;
        (found.dividends as Dividend[]).push({ ...dividend, amount: Number(amount) });
        if (simulatedSource(source) && !found.simulated) result.set(securityId, { ...found, simulated: true });
      }
      for (const { securityId, date, ratio } of splits) (result.get(securityId)?.splits as Split[] | undefined)?.push({ date, ratio: Number(ratio) });
      return result;
    },

    async writeSplits(securityId: string, splits: readonly Split[], provenance: Provenance): Promise<void> {
      if (splits.length === 0) return;
      const unique = [...new Map(splits.map((s) => [s.date, s])).values()];
      await db
        .insertInto('securitySplits')
        .values(unique.map((s) => ({ securityId, date: s.date, ratio: String(s.ratio), source: provenance.source })))
        .onConflict((c) => c.columns(['securityId', 'date']).doUpdateSet((eb) => ({ ratio: eb.ref('excluded.ratio'), source: eb.ref('excluded.source') })))
        .execute();
    },

    async splits(securityId: string): Promise<Split[]> {
      if (uuidsOnly([securityId]).length === 0) return [];
      const rows = await db.selectFrom('securitySplits').select(['date', 'ratio']).where('securityId', '=', securityId).orderBy('date').execute();
      return rows.map((row) => ({ date: row.date, ratio: Number(row.ratio) }));
    },

    /**
     * Records what the providers said of a security; a profile fills the fields it knows. On a
     * shared security (reference data, written only here) the provider's currency and ISIN win;
     * on a user's private one, what the user typed stays and the profile only fills the gaps.
     */
    async markSecurity(securityId: string, status: MarketStatus, provenance?: Provenance, profile?: SecurityProfile | null): Promise<void> {
      const typedFirst = (column: 'currency' | 'isin', value: string | null) =>
        sql<string | null>`case when owner_uid is null then coalesce(${value}, ${sql.ref(column)}) else coalesce(${sql.ref(column)}, ${value}) end`;
      await db
        .updateTable('securities')
        .set({
          marketStatus: status,
          marketCheckedAt: new Date(),
          ...(provenance && { marketSource: provenance.source, marketSimulated: provenance.simulated }),
          ...(profile && {
            name: sql`coalesce(${profile.name}, name)`,
            // The listing's quote currency also goes with its closes (price_history.currency): the
            // analytics convert closes into the currency a holding was traded in.
            currency: typedFirst('currency', profile.currency),
            holdingType: sql`coalesce(${holdingTypeOf(profile)}, holding_type)`,
            sector: sql`coalesce(${profile.sector}, sector)`,
            countryIso: sql`coalesce(${profile.country}, country_iso)`,
            isin: typedFirst('isin', profile.isin),
            logoUrl: sql`coalesce(${profile.logoUrl}, logo_url)`,
          }),
          updatedAt: new Date(),
        })
        .where('id', '=', securityId)
        .execute();
    },

    /** The listings among `keys` that are shared securities already, by ticker and exchange. */
    async sharedListings(keys: readonly { ticker: string; exchangeCode: string }[]): Promise<Set<string>> {
      const tickers = [...new Set(keys.map((key) => key.ticker))];
      if (tickers.length === 0) return new Set();
      const rows = await db.selectFrom('securities').select(['ticker', 'exchangeCode']).where('ownerUid', 'is', null).where('ticker', 'in', tickers).execute();
      return new Set(rows.map((row) => `${row.ticker}\u0000${row.exchangeCode}`));
    },

    /** Adds a listing a provider's profile describes to the shared securities (kept if there already). */
    async addSharedSecurity(key: { ticker: string; exchangeCode: string }, provenance: Provenance, profile: SecurityProfile): Promise<void> {
      await db
        .insertInto('securities')
        .values({
          ticker: key.ticker,
          exchangeCode: key.exchangeCode,
          name: profile.name,
          currency: profile.currency,
          ...(holdingTypeOf(profile) && { holdingType: holdingTypeOf(profile)! }),
          sector: profile.sector,
          countryIso: profile.country,
          isin: profile.isin,
          logoUrl: profile.logoUrl,
          marketStatus: 'pending',
          marketSource: provenance.source,
          marketSimulated: provenance.simulated,
          marketCheckedAt: new Date(),
        })
        .onConflict((c) => c.columns(['ticker', 'exchangeCode']).where('ownerUid', 'is', null).doNothing())
        .execute();
    },
  };
}

/** The holding type a profile implies, when it implies one. */
function holdingTypeOf(profile: SecurityProfile): string | null {
  return profile.kind === 'etf' || profile.kind === 'fund' || profile.kind === 'stock' ? profile.kind : null;
}

export type MarketStore = ReturnType<typeof createMarketStore>;
