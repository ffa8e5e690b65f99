/** The transaction kinds, in the spec's order; the schema's TransactionType enum has the same names. */
export const TRANSACTION_KINDS = ['Buy', 'Sell', 'Income', 'Split', 'DRIP', 'Spin-Off', 'Merge'] as const;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export function isTransactionKind(value: unknown): value is TransactionKind {
  return typeof value === 'string' && (TRANSACTION_KINDS as readonly string[]).includes(value);
}
