/**
 * The transaction kinds and their colours: Buy green, Sell orange, Income blue, Split
 * purple; the kinds the spec leaves uncoloured get quiet palettes (DRIP is reinvested income, so
 * it sits near Income's blue).
 *
 * Cash kinds: money in cyan, money out pink (apart from Sell's orange, and from the red of
 * errors), Interest blue as the income it is, an account fee red and a tax yellow (costs, apart
 * from each other), a Conversion gray like the other kinds that only move value between holdings.
 * Chakra has ten palettes for thirteen kinds, so some share.
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
  Deposit: 'cyan',
  Withdrawal: 'pink',
  Interest: 'blue',
  Fee: 'red',
  Tax: 'yellow',
  Conversion: 'gray',
} as const satisfies Record<TransactionKind, string>;
