// The SQL of corporate actions: the user's decisions and settings (filtered by owner), the ledger
// rows a proposal is matched against (the owner's), and the stored splits and dividends of the
// securities they hold (shared market data, read in one query per table).
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../../db/uuids';
import type { StoredDividend, StoredSplit } from './proposals';

/** The kinds of rows a proposal is matched against or filed by. */
const FACT_TYPES = ['Split', 'Income', 'DRIP', 'Buy', 'Sell'];

export interface LedgerFactRow {
  portfolioId: string;
  securityId: string;
  accountId: string | null;
  type: string;
  day: string;
  shares: string;
}

export function createCorporateActionsRepository(db: Database) {
  return {
    async settings(ownerUid: string): Promise<{ autoApplySplits: boolean; withholdingRates: Record<string, number> }> {
      const row = await db.selectFrom('users').select(['autoApplySplits', 'withholdingRates']).where('uid', '=', ownerUid).executeTakeFirst();
      return { autoApplySplits: row?.autoApplySplits ?? false, withholdingRates: row?.withholdingRates ?? {} };
    },

    async portfolioNames(ownerUid: string): Promise<Map<string, string>> {
      const rows = await db.selectFrom('portfolios').select(['id', 'name']).where('ownerUid', '=', ownerUid).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The ids the owner dismissed. */
    async dismissed(ownerUid: string): Promise<Set<string>> {
      const rows = await db.selectFrom('corporateActionDecisions').select('actionId').where('ownerUid', '=', ownerUid).where('decision', '=', 'dismissed').execute();
      return new Set(rows.map((row) => row.actionId));
    },

    /** Records decisions; an accepted action keeps the transactions it wrote. */
    async decide(ownerUid: string, decisions: readonly { actionId: string; decision: 'accepted' | 'dismissed'; transactionIds: readonly string[] }[]): Promise<void> {
      if (decisions.length === 0) return;
      const decidedAt = new Date();
      await db
        .insertInto('corporateActionDecisions')
        .values(decisions.map((d) => ({ ownerUid, actionId: d.actionId, decision: d.decision, transactionIds: JSON.stringify(d.transactionIds), decidedAt })))
        .onConflict((c) =>
          c.columns(['ownerUid', 'actionId']).doUpdateSet((eb) => ({ decision: eb.ref('excluded.decision'), transactionIds: eb.ref('excluded.transactionIds'), decidedAt })),
        )
        .execute();
    },

    /** The owner's rows of the kinds a proposal depends on, in these holdings' securities. */
    async ledgerFacts(ownerUid: string, securityIds: readonly string[]): Promise<LedgerFactRow[]> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      if (ids.length === 0) return [];
      const { rows } = await sql<LedgerFactRow>`
        select portfolio_id as "portfolioId", security_id as "securityId", account_id as "accountId", type,
          to_char(date, 'YYYY-MM-DD') as day, shares::text as shares
        from transactions
        where owner_uid = ${ownerUid} and security_id in (${sql.join(ids)}) and type in (${sql.join(FACT_TYPES)})`.execute(db);
      return rows;
    },

    async splits(securityIds: readonly string[]): Promise<Map<string, StoredSplit[]>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      const found = new Map<string, StoredSplit[]>();
      if (ids.length === 0) return found;
      const rows = await db.selectFrom('securitySplits').select(['securityId', 'date', 'ratio']).where('securityId', 'in', ids).orderBy('date').execute();
      for (const row of rows) found.set(row.securityId, [...(found.get(row.securityId) ?? []), { date: row.date, ratio: Number(row.ratio) }]);
      return found;
    },

    async dividends(securityIds: readonly string[]): Promise<Map<string, StoredDividend[]>> {
      const ids = uuidsOnly([...new Set(securityIds)]);
      const found = new Map<string, StoredDividend[]>();
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('securityDividends')
        .select(['securityId', 'exDate', 'payDate', 'amount', 'currency'])
        .where('securityId', 'in', ids)
        .orderBy('exDate')
        .execute();
      for (const row of rows) {
        const dividend = { exDate: row.exDate, payDate: row.payDate, amount: Number(row.amount), currency: row.currency };
        found.set(row.securityId, [...(found.get(row.securityId) ?? []), dividend]);
      }
      return found;
    },
  };
}

export type CorporateActionsRepository = ReturnType<typeof createCorporateActionsRepository>;
