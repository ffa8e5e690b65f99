// SQL for the quotes the engine values holdings with: provider prices and FX rates (shared
// reference data the market layer fills) and each user's manual prices and rates (owner-scoped).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../shared/ownedRecords.repository';

export interface DatedValue {
  date: string;
  value: string;
}

export interface SecurityDatedValue extends DatedValue {
  securityId: string;
}

export interface PairDatedValue extends DatedValue {
  base: string;
  quote: string;
}

export function createQuotesRepository(db: Database) {
  return {
    /**
     * Each security's closes as two comma-separated lists in date order: days (since 1970-01-01,
     * as days.ts counts) and prices. One text per security rather than a row per close, because
     * PGlite decodes results row by row and 20 years of closes is ~5,000 rows per security.
     */
    async providerCloses(securityIds: readonly string[]): Promise<{ securityId: string; days: string; closes: string }[]> {
      const valid = uuidsOnly(securityIds);
      if (valid.length === 0) return [];
      return db
        .selectFrom('securityPrices')
        .select([
          'securityId',
          sql<string>`string_agg((date - date '1970-01-01')::text, ',' order by date)`.as('days'),
          sql<string>`string_agg(close::text, ',' order by date)`.as('closes'),
        ])
        .where('securityId', 'in', valid)
        .groupBy('securityId')
        .execute();
    },

    async manualPrices(ownerUid: string, securityIds: readonly string[]): Promise<SecurityDatedValue[]> {
      const valid = uuidsOnly(securityIds);
      if (valid.length === 0) return [];
      return db
        .selectFrom('manualPrices')
        .select(['securityId', 'date', 'close as value'])
        .where('ownerUid', '=', ownerUid)
        .where('securityId', 'in', valid)
        .orderBy('date')
        .execute();
    },

    /** Rates stored for either direction of each pair (the caller inverts the reverse ones). */
    async providerRates(pairs: readonly { base: string; quote: string }[]): Promise<PairDatedValue[]> {
      if (pairs.length === 0) return [];
      const both = pairs.flatMap((p) => [sql`(${p.base}, ${p.quote})`, sql`(${p.quote}, ${p.base})`]);
      return db
        .selectFrom('fxRates')
        .select(['base', 'quote', 'date', 'rate as value'])
        .where(sql<boolean>`(base, quote) in (${sql.join(both)})`)
        .execute();
    },

    async manualRates(ownerUid: string, pairs: readonly { base: string; quote: string }[]): Promise<PairDatedValue[]> {
      if (pairs.length === 0) return [];
      const both = pairs.flatMap((p) => [sql`(${p.base}, ${p.quote})`, sql`(${p.quote}, ${p.base})`]);
      return db
        .selectFrom('manualFxRates')
        .select(['base', 'quote', 'date', 'rate as value'])
        .where('ownerUid', '=', ownerUid)
        .where(sql<boolean>`(base, quote) in (${sql.join(both)})`)
        .orderBy('date')
        .execute();
    },

    async upsertManualPrices(ownerUid: string, securityId: string, points: readonly DatedValue[]): Promise<void> {
      if (points.length === 0) return;
      await db
        .insertInto('manualPrices')
        .values(points.map((p) => ({ ownerUid, securityId, date: p.date, close: p.value })))
        .onConflict((c) => c.columns(['ownerUid', 'securityId', 'date']).doUpdateSet((eb) => ({ close: eb.ref('excluded.close') })))
        .execute();
    },

    async deleteManualPrices(ownerUid: string, securityId: string, dates: readonly string[]): Promise<number> {
      if (dates.length === 0) return 0;
      const result = await db
        .deleteFrom('manualPrices')
        .where('ownerUid', '=', ownerUid)
        .where('securityId', '=', securityId)
        .where('date', 'in', [...dates])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async upsertManualRates(ownerUid: string, base: string, quote: string, points: readonly DatedValue[]): Promise<void> {
      if (points.length === 0) return;
      await db
        .insertInto('manualFxRates')
        .values(points.map((p) => ({ ownerUid, base, quote, date: p.date, rate: p.value })))
        .onConflict((c) => c.columns(['ownerUid', 'base', 'quote', 'date']).doUpdateSet((eb) => ({ rate: eb.ref('excluded.rate') })))
        .execute();
    },

    async deleteManualRates(ownerUid: string, base: string, quote: string, dates: readonly string[]): Promise<number> {
      if (dates.length === 0) return 0;
      const result = await db
        .deleteFrom('manualFxRates')
        .where('ownerUid', '=', ownerUid)
        .where('base', '=', base)
        .where('quote', '=', quote)
        .where('date', 'in', [...dates])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async manualRatesOfPair(ownerUid: string, base: string, quote: string): Promise<DatedValue[]> {
      return db
        .selectFrom('manualFxRates')
        .select(['date', 'rate as value'])
        .where('ownerUid', '=', ownerUid)
        .where('base', '=', base)
        .where('quote', '=', quote)
        .orderBy('date')
        .execute();
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
