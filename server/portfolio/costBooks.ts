/**
 * How a position's cost is kept: one pooled average, or FIFO lots. Both expose the same
 * operations so the transaction handlers do not care which method the user chose.
 */
import { ZERO, add, cmp, isZero, mul, mulDiv, sub, type Decimal } from './decimal';
import { type CostMethod, type EngineRatio, type Lot } from './types';

/** Shares after a ratio: × new ÷ old with one rounding, so 20 split 1 for 3 is 6.666666666666666667. */
export const scaled = (shares: Decimal, ratio: EngineRatio): Decimal => mulDiv(shares, ratio.newShares, ratio.oldShares);

export interface CostTaken {
  readonly costTC: Decimal;
  readonly costPC: Decimal;
}

export interface CostBook {
  readonly shares: Decimal;
  readonly costTC: Decimal;
  readonly costPC: Decimal;
  acquire(date: string, shares: Decimal, costTC: Decimal, costPC: Decimal): void;
  /** Removes `shares` (the caller has checked they are held) and returns their cost. */
  dispose(shares: Decimal): CostTaken;
  /** Split: shares × new ÷ old, total cost unchanged. */
  split(ratio: EngineRatio): void;
  /** Spin-Off: moves `fraction` of the cost out, shares unchanged. */
  takeCostFraction(fraction: Decimal): CostTaken;
  /** Merge: empties the book, returning its lots (average: one pooled lot). */
  drain(date: string): Lot[];
  /** Merge target: takes lots with shares × new ÷ old, cost carried. */
  absorb(lots: readonly Lot[], ratio: EngineRatio): void;
  /** FIFO lots still open, oldest first (average: empty, the pool has no lots). */
  openLots(): readonly Lot[];
}

class AverageCostBook implements CostBook {
  shares = ZERO;
  costTC = ZERO;
  costPC = ZERO;

  acquire(_date: string, shares: Decimal, costTC: Decimal, costPC: Decimal): void {
    this.shares = add(this.shares, shares);
    this.costTC = add(this.costTC, costTC);
    this.costPC = add(this.costPC, costPC);
  }

  dispose(shares: Decimal): CostTaken {
    // Selling everything takes the whole cost, so no rounding residue survives a close-out
    // and the average genuinely resets on the next buy.
    if (cmp(shares, this.shares) === 0) {
      const taken = { costTC: this.costTC, costPC: this.costPC };
      this.shares = ZERO;
      this.costTC = ZERO;
      this.costPC = ZERO;
      return taken;
    }
    const costTC = mulDiv(this.costTC, shares, this.shares);
    const costPC = mulDiv(this.costPC, shares, this.shares);
    this.shares = sub(this.shares, shares);
    this.costTC = sub(this.costTC, costTC);
    this.costPC = sub(this.costPC, costPC);
    return { costTC, costPC };
  }

  split(ratio: EngineRatio): void {
    this.shares = scaled(this.shares, ratio);
  }

  takeCostFraction(fraction: Decimal): CostTaken {
    const costTC = mul(this.costTC, fraction);
    const costPC = mul(this.costPC, fraction);
    this.costTC = sub(this.costTC, costTC);
    this.costPC = sub(this.costPC, costPC);
    return { costTC, costPC };
  }

  drain(date: string): Lot[] {
    const lots = isZero(this.shares) && isZero(this.costTC) ? [] : [{ date, shares: this.shares, costTC: this.costTC, costPC: this.costPC }];
    this.shares = ZERO;
    this.costTC = ZERO;
    this.costPC = ZERO;
    return lots;
  }

  absorb(lots: readonly Lot[], ratio: EngineRatio): void {
    for (const lot of lots) this.acquire(lot.date, scaled(lot.shares, ratio), lot.costTC, lot.costPC);
  }

  openLots(): readonly Lot[] {
    return [];
  }
}

class FifoCostBook implements CostBook {
  shares = ZERO;
  costTC = ZERO;
  costPC = ZERO;
  // Consumed lots are skipped by index rather than shifted out, so a long run of sells
  // stays linear.
  private lots: Lot[] = [];
  private head = 0;

  acquire(date: string, shares: Decimal, costTC: Decimal, costPC: Decimal): void {
    this.lots.push({ date, shares, costTC, costPC });
    this.shares = add(this.shares, shares);
    this.costTC = add(this.costTC, costTC);
    this.costPC = add(this.costPC, costPC);
  }

  dispose(shares: Decimal): CostTaken {
    let remaining = shares;
    let costTC = ZERO;
    let costPC = ZERO;
    while (!isZero(remaining)) {
      const lot = this.lots[this.head];
      if (!lot) break; // the caller checked the balance; rounding cannot leave more to sell
      if (cmp(lot.shares, remaining) <= 0) {
        remaining = sub(remaining, lot.shares);
        costTC = add(costTC, lot.costTC);
        costPC = add(costPC, lot.costPC);
        this.head++;
      } else {
        const partTC = mulDiv(lot.costTC, remaining, lot.shares);
        const partPC = mulDiv(lot.costPC, remaining, lot.shares);
        lot.shares = sub(lot.shares, remaining);
        lot.costTC = sub(lot.costTC, partTC);
        lot.costPC = sub(lot.costPC, partPC);
        costTC = add(costTC, partTC);
        costPC = add(costPC, partPC);
        remaining = ZERO;
      }
    }
    this.shares = sub(this.shares, shares);
    this.costTC = sub(this.costTC, costTC);
    this.costPC = sub(this.costPC, costPC);
    return { costTC, costPC };
  }

  split(ratio: EngineRatio): void {
    let shares = ZERO;
    for (let i = this.head; i < this.lots.length; i++) {
      const lot = this.lots[i]!;
      lot.shares = scaled(lot.shares, ratio);
      shares = add(shares, lot.shares);
    }
    // The balance is the sum of the lots, so a later sell of "everything" empties every lot.
    this.shares = shares;
  }

  takeCostFraction(fraction: Decimal): CostTaken {
    let costTC = ZERO;
    let costPC = ZERO;
    for (let i = this.head; i < this.lots.length; i++) {
      const lot = this.lots[i]!;
      const partTC = mul(lot.costTC, fraction);
      const partPC = mul(lot.costPC, fraction);
      lot.costTC = sub(lot.costTC, partTC);
      lot.costPC = sub(lot.costPC, partPC);
      costTC = add(costTC, partTC);
      costPC = add(costPC, partPC);
    }
    this.costTC = sub(this.costTC, costTC);
    this.costPC = sub(this.costPC, costPC);
    return { costTC, costPC };
  }

  drain(_date: string): Lot[] {
    const lots = this.lots.slice(this.head);
    this.lots = [];
    this.head = 0;
    this.shares = ZERO;
    this.costTC = ZERO;
    this.costPC = ZERO;
    return lots;
  }

  absorb(lots: readonly Lot[], ratio: EngineRatio): void {
    const open = this.lots.slice(this.head);
    for (const lot of lots) {
      const shares = scaled(lot.shares, ratio);
      open.push({ date: lot.date, shares, costTC: lot.costTC, costPC: lot.costPC });
      this.shares = add(this.shares, shares);
      this.costTC = add(this.costTC, lot.costTC);
      this.costPC = add(this.costPC, lot.costPC);
    }
    // Merged lots keep their acquisition dates, so FIFO still sells the oldest first.
    // (Array sort is stable: same-date lots keep their order.)
    open.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    this.lots = open;
    this.head = 0;
  }

  openLots(): readonly Lot[] {
    return this.lots.slice(this.head).map((lot) => ({ ...lot }));
  }
}

export const COST_BOOKS = {
  average: () => new AverageCostBook(),
  fifo: () => new FifoCostBook(),
} satisfies Record<CostMethod, () => CostBook>;
