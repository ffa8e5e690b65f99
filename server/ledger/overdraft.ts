// The overdraft rule of cash (docs/decisions/0007): money taken out of a portfolio's cash by a
// Withdrawal or a Conversion may not leave it below zero unless the row's account allows
// overdraft. Checked on the engine's results after every write, over every such row the write
// recomputed, so a later withdrawal that an edited or deleted deposit was paying for is refused too.
import { GraphQLError } from 'graphql';
import { appError } from '../kernel/errors';
import { ZERO, isNegative, toNumber, type Decimal } from '../portfolio/decimal';
import type { TransactionStats } from '../portfolio/types';
import type { LedgerRow } from './transactions.repository';

/** The kinds that take cash out by the user's choice; a settled buy may overdraw (a margin purchase). */
const TAKES_CASH = new Set(['Withdrawal', 'Conversion']);

/** The rows that take cash out and leave it below zero, in date order. */
export function overdrawingRows(rows: readonly LedgerRow[], stats: ReadonlyMap<string, TransactionStats>): LedgerRow[] {
  return rows
    .filter((row) => TAKES_CASH.has(row.type) && isNegative(stats.get(row.id)?.shares_balance ?? ZERO))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The refusal of a row that overdraws, naming the balance it found: by the field of the write's
 * own input when it is one, otherwise as the user knows the row (kind, currency, day).
 */
export function overdraftRefusal(row: LedgerRow, balanceAfter: Decimal, path: string | undefined): GraphQLError {
  const taken = Number(row.transactionValue) + Number(row.fees);
  const before = money(toNumber(balanceAfter) + taken);
  const what = `${row.type === 'Withdrawal' ? 'withdrawal' : 'conversion'} of ${money(taken)} ${row.currency}`;
  if (path) return appError('BAD_USER_INPUT', `${path}.transactionValue A ${what} is more than the cash balance of ${before} ${row.currency} on ${row.date.slice(0, 10)}, and the account does not allow overdraft.`);
  return new GraphQLError(
    `This change would overdraw the cash: a ${what} on ${row.date.slice(0, 10)} would be more than the balance of ${before} ${row.currency}, and its account does not allow overdraft.`,
    { extensions: { code: 'BAD_USER_INPUT', transactionId: row.id } },
  );
}

const money = (value: number) => value.toFixed(2);
