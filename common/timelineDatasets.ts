/**
 * The transaction timeline's datasets: which kinds of transaction each one charts. The server
 * filters the ledger with these lists and the widget names them in its settings, so they live
 * here. A kind may be in more than one (interest is income and a cash movement).
 */
import { CASH_KINDS, TRANSACTION_KINDS, type TransactionKind } from './transactionKinds';

export const TIMELINE_DATASET_KINDS = {
  all: TRANSACTION_KINDS,
  trades: ['Buy', 'Sell'],
  // A dividend reinvested (DRIP) is income all the same.
  income: ['Income', 'DRIP', 'Interest'],
  corporateActions: ['Split', 'Spin-Off', 'Merge'],
  cash: CASH_KINDS,
} as const satisfies Readonly<Record<string, readonly TransactionKind[]>>;

export type TimelineDatasetName = keyof typeof TIMELINE_DATASET_KINDS;
