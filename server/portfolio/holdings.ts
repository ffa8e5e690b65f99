/**
 * Values the positions left by the ledger pass at given prices: per holding in TC and PC, and a
 * portfolio total in PC (TC totals across currencies would mean nothing).
 *
 * A gain in PC is split into a price effect and a currency effect the way Portfolio Performance
 * splits its capital gains ("of which currency gains"): the currency effect is what the cost in
 * TC would be worth at the rate of the sale or of the valuation, less what it cost in PC at the
 * rates of the purchases; the price effect is the TC gain at that rate. With r the TC → PC rate:
 *
 *   unrealised currency = costTC × r_now − costPC
 *   unrealised price    = (valueTC − costTC) × r_now          = unrealisedPC − unrealised currency
 *   realised currency   = Σ sales: costOfSoldTC × r_sale − costOfSoldPC
 *   realised price      = Σ sales: (proceedsTC − costOfSoldTC) × r_sale = realisedPC − realised currency
 *
 * Each price effect is taken as the remainder, so the two parts add up to the gain exactly. The
 * cost is the cost book's (average or FIFO), so either method's parts add up to its own gains.
 * Fees: a purchase's fee is part of its cost, so the currency effect also moves it with the rate
 * (it was paid in TC); a sale's fee is out of the proceeds, so it lowers the price effect.
 * Income, its taxes and fees are converted at their payment day's rate and are neither effect:
 * they are not capital gains (what the rate does to that cash afterwards is the cash's). A
 * holding in PC has r = 1 and costPC = costTC, so its currency effect is exactly zero.
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
  /** realizedGainPC split: the two add up to it (see the module comment). */
  readonly realizedPriceGainPC: Decimal;
  readonly realizedCurrencyGainPC: Decimal;
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
  /** unrealizedGainPC split: the two add up to it; null with it. */
  readonly unrealizedPriceGainPC: Decimal | null;
  readonly unrealizedCurrencyGainPC: Decimal | null;
  /** realised + unrealised + income − taxes − fees on cash income. */
  readonly totalReturnTC: Decimal | null;
  readonly totalReturnPC: Decimal | null;
}

export interface HoldingsTotal {
  readonly costBasisPC: Decimal;
  readonly realizedGainPC: Decimal;
  readonly realizedPriceGainPC: Decimal;
  readonly realizedCurrencyGainPC: Decimal;
  readonly incomePC: Decimal;
  readonly taxesPC: Decimal;
  readonly feesPC: Decimal;
  /** Sums over priced holdings only; `unpricedHoldings` says which were left out. */
  readonly marketValuePC: Decimal;
  readonly unrealizedGainPC: Decimal;
  readonly unrealizedPriceGainPC: Decimal;
  readonly unrealizedCurrencyGainPC: Decimal;
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
  let unrealizedPriceGainPC: Decimal | null = null;
  let unrealizedCurrencyGainPC: Decimal | null = null;
  if (unrealizedGainPC !== null) {
    // A closed position holds no cost, so it has no currency effect even without a rate to apply.
    unrealizedCurrencyGainPC = quote ? sub(mul(position.costTC, quote.fxRateToPC), position.costPC) : ZERO;
    unrealizedPriceGainPC = sub(unrealizedGainPC, unrealizedCurrencyGainPC);
  }
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
    realizedPriceGainPC: sub(position.realizedPC, position.realizedCurrencyPC),
    realizedCurrencyGainPC: position.realizedCurrencyPC,
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
    unrealizedPriceGainPC,
    unrealizedCurrencyGainPC,
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
  let realizedPriceGainPC = ZERO;
  let realizedCurrencyGainPC = ZERO;
  let incomePC = ZERO;
  let taxesPC = ZERO;
  let feesPC = ZERO;
  let marketValuePC = ZERO;
  let unrealizedGainPC = ZERO;
  let unrealizedPriceGainPC = ZERO;
  let unrealizedCurrencyGainPC = ZERO;
  let totalReturnPC = ZERO;
  const unpricedHoldings: string[] = [];
  for (const h of holdings) {
    costBasisPC = add(costBasisPC, h.costBasisPC);
    realizedGainPC = add(realizedGainPC, h.realizedGainPC);
    realizedPriceGainPC = add(realizedPriceGainPC, h.realizedPriceGainPC);
    realizedCurrencyGainPC = add(realizedCurrencyGainPC, h.realizedCurrencyGainPC);
    incomePC = add(incomePC, h.incomePC);
    taxesPC = add(taxesPC, h.taxesPC);
    feesPC = add(feesPC, h.feesPC);
    if (h.marketValuePC === null || h.unrealizedGainPC === null || h.unrealizedPriceGainPC === null || h.unrealizedCurrencyGainPC === null || h.totalReturnPC === null) {
      unpricedHoldings.push(h.holdingKey);
      continue;
    }
    marketValuePC = add(marketValuePC, h.marketValuePC);
    unrealizedGainPC = add(unrealizedGainPC, h.unrealizedGainPC);
    unrealizedPriceGainPC = add(unrealizedPriceGainPC, h.unrealizedPriceGainPC);
    unrealizedCurrencyGainPC = add(unrealizedCurrencyGainPC, h.unrealizedCurrencyGainPC);
    totalReturnPC = add(totalReturnPC, h.totalReturnPC);
  }
  return {
    costBasisPC,
    realizedGainPC,
    realizedPriceGainPC,
    realizedCurrencyGainPC,
    incomePC,
    taxesPC,
    feesPC,
    marketValuePC,
    unrealizedGainPC,
    unrealizedPriceGainPC,
    unrealizedCurrencyGainPC,
    totalReturnPC,
    unpricedHoldings,
  };
}
