/**
 * Values the positions left by the ledger pass at given prices: per holding in TC and PC, and a
 * portfolio total in PC (TC totals across currencies would mean nothing).
 */
import { ZERO, add, div, isZero, mul, sub, type Decimal } from './decimal';
import { type Position } from './types';

/** Price of one share in the holding's TC, and the TC → PC rate, at the valuation date. */
export interface Quote {
  readonly price: Decimal;
  readonly fxRateToPC: Decimal;
}

export interface Holding {
  readonly holdingKey: string;
  readonly currency: string;
  readonly shares: Decimal;
  /** Cost basis per share; null when no shares are held. */
  readonly averageCostTC: Decimal | null;
  readonly averageCostPC: Decimal | null;
  readonly costBasisTC: Decimal;
  readonly costBasisPC: Decimal;
  readonly realizedGainTC: Decimal;
  readonly realizedGainPC: Decimal;
  readonly incomeTC: Decimal;
  readonly incomePC: Decimal;
  readonly taxesTC: Decimal;
  readonly taxesPC: Decimal;
  readonly feesTC: Decimal;
  readonly feesPC: Decimal;
  /** Null when shares are held but no quote was given: an unknown value is not zero. */
  readonly marketValueTC: Decimal | null;
  readonly marketValuePC: Decimal | null;
  readonly unrealizedGainTC: Decimal | null;
  readonly unrealizedGainPC: Decimal | null;
  /** realised + unrealised + income − taxes − fees on cash income. */
  readonly totalReturnTC: Decimal | null;
  readonly totalReturnPC: Decimal | null;
}

export interface HoldingsTotal {
  readonly costBasisPC: Decimal;
  readonly realizedGainPC: Decimal;
  readonly incomePC: Decimal;
  readonly taxesPC: Decimal;
  readonly feesPC: Decimal;
  /** Sums over priced holdings only; `unpricedHoldings` says which were left out. */
  readonly marketValuePC: Decimal;
  readonly unrealizedGainPC: Decimal;
  readonly totalReturnPC: Decimal;
  readonly unpricedHoldings: readonly string[];
}

function valueOne(position: Position, quote: Quote | undefined): Holding {
  const held = !isZero(position.shares);
  // A closed position is worth zero whether or not a quote exists (past holdings).
  const priced = quote !== undefined || !held;
  const marketValueTC = !priced ? null : held && quote ? mul(position.shares, quote.price) : ZERO;
  const marketValuePC = !priced ? null : held && quote ? mul(marketValueTC!, quote.fxRateToPC) : ZERO;
  const unrealizedGainTC = marketValueTC === null ? null : sub(marketValueTC, position.costTC);
  const unrealizedGainPC = marketValuePC === null ? null : sub(marketValuePC, position.costPC);
  const returnOf = (realized: Decimal, unrealized: Decimal | null, income: Decimal, taxes: Decimal, incomeFees: Decimal) =>
    unrealized === null ? null : sub(sub(add(add(realized, unrealized), income), taxes), incomeFees);
  return {
    holdingKey: position.holdingKey,
    currency: position.currency,
    shares: position.shares,
    averageCostTC: held ? div(position.costTC, position.shares) : null,
    averageCostPC: held ? div(position.costPC, position.shares) : null,
    costBasisTC: position.costTC,
    costBasisPC: position.costPC,
    realizedGainTC: position.realizedTC,
    realizedGainPC: position.realizedPC,
    incomeTC: position.incomeTC,
    incomePC: position.incomePC,
    taxesTC: position.taxesTC,
    taxesPC: position.taxesPC,
    feesTC: position.feesTC,
    feesPC: position.feesPC,
    marketValueTC,
    marketValuePC,
    unrealizedGainTC,
    unrealizedGainPC,
    totalReturnTC: returnOf(position.realizedTC, unrealizedGainTC, position.incomeTC, position.taxesTC, position.incomeFeesTC),
    totalReturnPC: returnOf(position.realizedPC, unrealizedGainPC, position.incomePC, position.taxesPC, position.incomeFeesPC),
  };
}

/** One Holding per position, in holdingKey order so output is deterministic. */
export function computeHoldings(positions: ReadonlyMap<string, Position>, quotes: ReadonlyMap<string, Quote>): Holding[] {
  return [...positions.values()]
    .sort((a, b) => (a.holdingKey < b.holdingKey ? -1 : a.holdingKey > b.holdingKey ? 1 : 0))
    .map((position) => valueOne(position, quotes.get(position.holdingKey)));
}

export function totalHoldings(holdings: readonly Holding[]): HoldingsTotal {
  let costBasisPC = ZERO;
  let realizedGainPC = ZERO;
  let incomePC = ZERO;
  let taxesPC = ZERO;
  let feesPC = ZERO;
  let marketValuePC = ZERO;
  let unrealizedGainPC = ZERO;
  let totalReturnPC = ZERO;
  const unpricedHoldings: string[] = [];
  for (const h of holdings) {
    costBasisPC = add(costBasisPC, h.costBasisPC);
    realizedGainPC = add(realizedGainPC, h.realizedGainPC);
    incomePC = add(incomePC, h.incomePC);
    taxesPC = add(taxesPC, h.taxesPC);
    feesPC = add(feesPC, h.feesPC);
    if (h.marketValuePC === null || h.unrealizedGainPC === null || h.totalReturnPC === null) {
      unpricedHoldings.push(h.holdingKey);
      continue;
    }
    marketValuePC = add(marketValuePC, h.marketValuePC);
    unrealizedGainPC = add(unrealizedGainPC, h.unrealizedGainPC);
    totalReturnPC = add(totalReturnPC, h.totalReturnPC);
  }
  return { costBasisPC, realizedGainPC, incomePC, taxesPC, feesPC, marketValuePC, unrealizedGainPC, totalReturnPC, unpricedHoldings };
}
