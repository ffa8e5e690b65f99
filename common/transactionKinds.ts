/**
 * The transaction kinds: the spec's seven on securities, then the cash kinds (docs/decisions/0007),
 * which move a portfolio's cash in one currency and name no security. The schema's TransactionType
 * scalar takes the same names.
 */
export const TRANSACTION_KINDS = ['Buy', 'Sell', 'Income', 'Split', 'DRIP', 'Spin-Off', 'Merge', 'Deposit', 'Withdrawal', 'Interest', 'Fee', 'Tax', 'Conversion'] as const;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export function isTransactionKind(value: unknown): value is TransactionKind {
  return typeof value === 'string' && (TRANSACTION_KINDS as readonly string[]).includes(value);
}

/** The kinds on a portfolio's cash in one currency: their "security" is the currency itself. */
export const CASH_KINDS = ['Deposit', 'Withdrawal', 'Interest', 'Fee', 'Tax', 'Conversion'] as const satisfies readonly TransactionKind[];

export type CashKind = (typeof CASH_KINDS)[number];

export const isCashKind = (kind: string): kind is CashKind => (CASH_KINDS as readonly string[]).includes(kind);
