// SQL for each user's manual prices and rates (owner-scoped), which take precedence over the
// market store's provider data (market/store/marketStore.ts).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../../db/uuids';

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
