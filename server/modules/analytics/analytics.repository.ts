// The analytics module's own reads of the ledger that need no engine: the transaction timeline's
// transactions, summed per portfolio, day and kind by the database (a ledger of 100,000
// transactions over 20 years is a few thousand days), and the version that says when they change.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { TransactionKind } from '../../portfolio/types';

export interface TransactionDayRow {
  portfolioId: string;
  /** yyyy-MM-dd. */
  date: string;
  type: TransactionKind;
  count: number;
  /** Σ transaction value × its rate to the display currency (Transaction.transactionValue_userCurrency), exact, as text. */
  value: string;
}

export function createAnalyticsRepository(db: Database) {
  return {
    /** The owner's ledger version: every write bumps it (0 before the first). */
    async ledgerVersion(ownerUid: string): Promise<number> {
      const row = await db.selectFrom('transactionPush').select('version').where('ownerUid', '=', ownerUid).executeTakeFirst();
      return row?.version ?? 0;
    },

    async transactionDays(ownerUid: string): Promise<TransactionDayRow[]> {
      // One JSON text of [portfolio, kind, day, count, value] arrays: thousands of result rows cost
      // PGlite several times more to hand over than the summing itself (45 ms against 13 ms for
      // 10,000 transactions). The sum stays exact: written as text, parsed as a decimal.
      const { rows } = await sql<{ days: string | null }>`
        select json_agg(json_build_array(portfolio_id, type, day, count, value::text))::text as days
        from (
          select portfolio_id, type, date::date as day, count(*)::int as count, sum(transaction_value * fx_rate) as value
          from transactions where owner_uid = ${ownerUid}
          group by portfolio_id, type, date::date
        ) as per_day`.execute(db);
      const days = JSON.parse(rows[0]?.days ?? '[]') as [string, TransactionKind, string, number, string][];
      return days.map(([portfolioId, type, date, count, value]) => ({ portfolioId, type, date, count, value }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
