/**
 * The transaction kinds (spec §3) and their colours: Buy green, Sell orange, Income blue, Split
 * purple; the kinds the spec leaves uncoloured get quiet palettes (DRIP is reinvested income, so
 * it sits near Income's blue).
 */
import type { TransactionFieldsFragment } from '../../../generated/graphql';

export type TransactionKind = TransactionFieldsFragment['type'];

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

/** Every kind, in the spec's order. */
export const TRANSACTION_KINDS = Object.keys(KIND_PALETTES) as TransactionKind[];

export function isTransactionKind(value: string): value is TransactionKind {
  return Object.hasOwn(KIND_PALETTES, value);
}
