// What brokers, accounts and portfolios need to know about the transactions filed under them:
// a delete that would take transactions with it says so, and goes ahead only when the caller
// asks for the cascade (then the transactions go first, through the ledger, so the remaining
// holdings are recomputed and checked).
import type { Viewer } from '../auth/tokenVerifier';
import { appError } from '../kernel/errors';

export interface UsageWhere {
  portfolioId?: string;
  brokerId?: string;
  accountIds?: readonly string[];
}

export interface TransactionUsageSource {
  count(ownerUid: string, where: UsageWhere): Promise<number>;
  /** Deletes the transactions through the ledger; throws (and deletes nothing) if the rest would be invalid. */
  deleteAll(viewer: Viewer, where: UsageWhere): Promise<void>;
}

export interface TransactionUsage {
  /** Refuses with IN_USE when transactions use the record, unless `cascade`; then deletes them. */
  release(viewer: Viewer, where: UsageWhere, what: string, cascade: boolean | null | undefined, whatIsPlural?: boolean): Promise<void>;
}

export function createTransactionUsage(source: TransactionUsageSource): TransactionUsage {
  return {
    async release(viewer, where, what, cascade, whatIsPlural = false) {
      const count = await source.count(viewer.uid, where);
      if (count === 0) return;
      if (cascade !== true) {
        throw appError(
          'IN_USE',
          `${what} ${whatIsPlural ? 'are' : 'is'} used by ${count} transaction${count === 1 ? '' : 's'}; delete with cascade: true to delete ${count === 1 ? 'it' : 'them'} too. Nothing was deleted.`,
        );
      }
      await source.deleteAll(viewer, where);
    },
  };
}
