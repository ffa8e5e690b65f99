/**
 * The transaction kinds and their colours: Buy green, Sell orange, Income blue, Split
 * purple; the kinds the spec leaves uncoloured get quiet palettes (DRIP is reinvested income, so
 * it sits near Income's blue).
 */
import { TRANSACTION_KINDS, isTransactionKind, type TransactionKind } from '../../common/transactionKinds';

export { TRANSACTION_KINDS, isTransactionKind, type TransactionKind };

/** A Chakra colour palette per kind; a new kind does not compile until it has one. */
export const KIND_PALETTES = {
  Buy: 'green',
  Sell: 'orange',
  Income: 'blue',
  Split: 'purple',
  DRIP: 'teal',
  'Spin-Off': 'gray',
  Merge: 'gray',
} as const satisfies Record<TransactionKind, string>;
