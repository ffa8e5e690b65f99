/**
 * A portfolio's cash in one currency (docs/decisions/0007): a balance in currency units, which
 * may go below zero where an account allows overdraft, and its cost in PC, the value in the
 * display currency the money had when it arrived (or was borrowed). Money moved in or out
 * realises the currency gain of the part that reduces the balance's size, at its average cost,
 * whatever cost method the user chose for securities: currency units are interchangeable.
 *
 * It is a CostBook so that a cash holding sits in the engine's registry beside the others, but
 * only `move` changes it: the securities' operations (split, spin-off, merge) never reach cash.
 */
import type { CostBook, CostTaken } from './costBooks';
import { ZERO, add, isNegative, isPositive, isZero, mulDiv, neg, sub, type Decimal } from './decimal';
import type { Lot } from './types';

export class CashBook implements CostBook {
  /** The balance in currency units; a cash unit costs one unit in TC, so costTC is the balance. */
  shares = ZERO;
  costPC = ZERO;

  get costTC(): Decimal {
    return this.shares;
  }

  /**
   * Moves `units` (in: +, out: −) whose value in PC is `valuePC` (same sign), and returns the
   * currency gain in PC realised by the part that reduces the balance's size: money taken out of
   * a positive balance gives its value now less its average cost; money paid into a negative one
   * (repaying an overdraft) gives the average at which it was borrowed less its value now.
   */
  move(units: Decimal, valuePC: Decimal): Decimal {
    if (isZero(units)) return ZERO;
    const reducing = (isPositive(units) && isNegative(this.shares)) || (isNegative(units) && isPositive(this.shares));
    if (!reducing) {
      this.shares = add(this.shares, units);
      this.costPC = add(this.costPC, valuePC);
      return ZERO;
    }
    // The part that closes (some of) the balance: as many units as the balance holds at most.
    const closing = absLess(units, this.shares) ? units : neg(this.shares);
    const closingValuePC = mulDiv(valuePC, closing, units);
    // The balance's cost of those units: its average per unit, × the units closed.
    const closedCostPC = mulDiv(this.costPC, neg(closing), this.shares);
    const realizedPC = sub(neg(closingValuePC), closedCostPC);
    this.shares = add(this.shares, closing);
    this.costPC = isZero(this.shares) ? ZERO : sub(this.costPC, closedCostPC);
    // What is left opens a balance of the other sign, at its own value.
    const rest = sub(units, closing);
    if (!isZero(rest)) {
      this.shares = add(this.shares, rest);
      this.costPC = add(this.costPC, sub(valuePC, closingValuePC));
    }
    return realizedPC;
  }

  acquire(): void {
    throw new Error('Cash is moved, not acquired');
  }

  dispose(): CostTaken {
    throw new Error('Cash is moved, not disposed of');
  }

  split(): void {
    throw new Error('Cash does not split');
  }

  takeCostFraction(): CostTaken {
    throw new Error('Cash has no spin-off');
  }

  drain(): Lot[] {
    throw new Error('Cash does not merge');
  }

  absorb(): void {
    throw new Error('Cash does not merge');
  }

  openLots(): readonly Lot[] {
    return [];
  }
}

/** |a| < |b|. */
const absLess = (a: Decimal, b: Decimal): boolean => (isNegative(a) ? neg(a) : a) < (isNegative(b) ? neg(b) : b);
