/**
 * The engine's input and output model. Everything is a Decimal (see decimal.ts); the caller
 * (the transactions service) converts stored `numeric` strings in and GraphQL Floats out.
 */
import { type Decimal } from './decimal';

import { TRANSACTION_KINDS, type TransactionKind } from '../../common/transactionKinds';

/** The seven transaction kinds, in the spec's order (the same list as the GraphQL scalar). */
export { TRANSACTION_KINDS, type TransactionKind };

/** Average cost is the default (spec: "average cost by default and FIFO as a user setting"). */
export type CostMethod = 'average' | 'fifo';

export interface EngineTransaction {
  /** The stored transaction id; errors and output rows name it. */
  readonly id: string;
  /** Which position this belongs to: a security id, or `${ticker}:${exchange}`. Opaque here. */
  readonly holdingKey: string;
  /**
   * ISO date or date-time. Transactions are processed in string order of this field, ties in
   * input order, so every row of one user must use the same format (the service stores UTC).
   */
  readonly date: string;
  readonly kind: TransactionKind;
  /**
   * Buy/Sell/DRIP: shares traded or received (> 0). Income: shares the dividend was paid on
   * (with `price` as the dividend per share) unless `amount` is given. Spin-Off: shares of the
   * new holding received. Split and Merge: ignored (the ratio applies to the whole position).
   */
  readonly shares: Decimal;
  /** Price per share in TC (Income: dividend per share). Never negative. */
  readonly price: Decimal;
  /** Commission in TC. Trades: added to cost (Buy, DRIP) or deducted from proceeds (Sell). */
  readonly fees: Decimal;
  /** Tax withheld in TC, on Income and DRIP. */
  readonly taxes: Decimal;
  /** Transaction currency (TC), an ISO code. A holding must keep one currency. */
  readonly currency: string;
  /**
   * Rate TC → PC on the transaction's date (1 TC = fxRateToPC PC). 1 when TC is PC or when the
   * transaction has `isApplyExchangeRate` unset (the service decides; the engine just multiplies).
   */
  readonly fxRateToPC: Decimal;
  /**
   * Income: the gross dividend in TC when it is not shares × price (a lump sum). The cash kinds:
   * their amount (a Deposit's, a Conversion's given, an Interest's gross; a Tax's is negative for a
   * refund). A Conversion's `shares` are the units received of the target's currency.
   */
  readonly amount?: Decimal;
  /** A trade in an account that settles against cash: the cash holding it moves (docs/decisions/0007). */
  readonly cashHoldingKey?: string;
  /**
   * A settled trade read only for its cash: its own holding is not part of this run (a write
   * recomputing a cash holding need not recompute every security settled through it), so only its
   * cash moves, and it reports nothing of its own (TransactionStats.cashOnly).
   */
  readonly cashOnly?: boolean;
  /** Conversion: the currency of the cash holding received (targetHoldingKey). */
  readonly targetCurrency?: string;
  /**
   * Split: new shares for old ones (2 for 1; 1 for 10). Merge: target shares for source shares.
   * Spin-Off: the new holding's shares for the parent's, when `shares` is not given. Two whole
   * numbers, applied as × new ÷ old in one rounding.
   */
  readonly ratio?: EngineRatio;
  /** Spin-Off: the new holding. Merge: the holding the source becomes. */
  readonly targetHoldingKey?: string;
  /** Spin-Off: fraction (0..1) of the parent's cost basis that moves to the new holding. */
  readonly costBasisFraction?: Decimal;
}

export interface EngineRatio {
  readonly newShares: Decimal;
  readonly oldShares: Decimal;
}

/** The running stats stored on a transaction row, named as in schema.graphql. */
export interface TransactionStats {
  readonly id: string;
  readonly holdingKey: string;
  /** Shares of `holdingKey` after this transaction. */
  readonly shares_balance: Decimal;
  /** Cost basis of the position after this transaction, fees included. */
  readonly valueAtCostTC: Decimal;
  readonly valueAtCostPC: Decimal;
  /** Sell: the cost basis of the shares sold (average or FIFO). Zero otherwise. */
  readonly costOfSoldTC: Decimal;
  readonly costOfSoldPC: Decimal;
  /** Sell: net proceeds − cost of sold. PC uses the sale's rate for proceeds and the buys' rates for cost. */
  readonly realizedGainLostTC: Decimal;
  readonly realizedGainLostPC: Decimal;
  /** Spin-Off, Merge and Conversion: the receiving holding's position after this transaction. */
  readonly target?: HoldingAfter;
  /** A trade settled against cash: its cash holding after this transaction. */
  readonly cash?: HoldingAfter;
  /** The row was run for its cash only (EngineTransaction.cashOnly): the figures above are zero and mean nothing. */
  readonly cashOnly?: true;
}

/** Another holding's state after a row that moved it. */
export interface HoldingAfter {
  readonly holdingKey: string;
  readonly shares_balance: Decimal;
  readonly valueAtCostTC: Decimal;
  readonly valueAtCostPC: Decimal;
}

/** A FIFO lot: what one acquisition still holds. Costs are totals, so splits need not divide them. */
export interface Lot {
  readonly date: string;
  shares: Decimal;
  costTC: Decimal;
  costPC: Decimal;
}

/** What a holding accumulates besides shares and cost: realised gains, income, taxes, fees. */
export interface RunningTotals {
  realizedTC: Decimal;
  realizedPC: Decimal;
  /**
   * The currency effect inside realizedPC: per sale, the cost of the shares sold in TC at the
   * sale's rate less their cost in PC (see holdings.ts). The price effect is the rest, so the two
   * always add up to realizedPC exactly.
   */
  realizedCurrencyPC: Decimal;
  /** Gross dividends (Income and DRIP), before withholding. */
  incomeTC: Decimal;
  incomePC: Decimal;
  taxesTC: Decimal;
  taxesPC: Decimal;
  /** Every fee paid, for reporting; trade fees are already inside cost or proceeds. */
  feesTC: Decimal;
  feesPC: Decimal;
  /** Fees charged on cash Income: the only fees not already in cost or proceeds. */
  incomeFeesTC: Decimal;
  incomeFeesPC: Decimal;
}

/** One holding's state after the whole ledger; the input to holdings valuation. */
export interface Position extends RunningTotals {
  readonly holdingKey: string;
  readonly currency: string;
  shares: Decimal;
  costTC: Decimal;
  costPC: Decimal;
}
