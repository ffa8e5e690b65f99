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
      const day = sql<string>`to_char(date, 'YYYY-MM-DD')`;
      const rows = await db
        .selectFrom('transactions')
        .select(['portfolioId', 'type', day.as('date'), sql<number>`count(*)::int`.as('count'), sql<string>`sum(transaction_value * fx_rate)::text`.as('value')])
        .where('ownerUid', '=', ownerUid)
        .groupBy(['portfolioId', 'type', day])
        .execute();
      return rows as TransactionDayRow[];
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
