/**
 * The ledger pass: walks a user's transactions in date order and produces the running stats of
 * every row plus each holding's final position. All holdings are walked together because
 * Spin-Off and Merge move cost from one holding into another on a given date, a Conversion moves
 * cash from one currency's holding into another's, and a trade in an account that settles against
 * cash moves its portfolio's cash (docs/decisions/0007).
 */
import { CashBook } from './cashBook';
import { COST_BOOKS, scaled, type CostBook } from './costBooks';
import { ONE, ZERO, add, cmp, isNegative, isPositive, isZero, mul, neg, sub, toDecimalString, type Decimal } from './decimal';
import { EngineError } from './EngineError';
import { isCashKind } from '../../common/transactionKinds';
import {
  type CostMethod,
  type EngineRatio,
  type EngineTransaction,
  type HoldingAfter,
  type Lot,
  type Position,
  type RunningTotals,
  type TransactionKind,
  type TransactionStats,
} from './types';

export interface RunningStatsOptions {
  readonly costMethod?: CostMethod;
}

/** The flows a holding has accumulated, in PC, as they stood after a row: what a range's flows are measured between. */
export interface FlowsAfter {
  readonly realizedPC: Decimal;
  readonly realizedCurrencyPC: Decimal;
  readonly incomePC: Decimal;
  readonly taxesPC: Decimal;
  readonly feesPC: Decimal;
  readonly incomeFeesPC: Decimal;
}

/** Per row, the flows after it of each holding it moved. */
export interface RowFlows {
  readonly holding: FlowsAfter | null;
  readonly target?: FlowsAfter;
  readonly cash?: FlowsAfter;
}

export interface RunningStatsResult {
  /** One row per input transaction, in processing (date) order. */
  readonly rows: readonly TransactionStats[];
  /** Parallel to rows: each moved holding's accumulated flows after the row (null for a cash-only row's own holding). */
  readonly flows: readonly RowFlows[];
  /** Final position of every holding that appeared, by holdingKey. */
  readonly positions: ReadonlyMap<string, Position>;
  /** Open FIFO lots by holdingKey (empty lists under average cost). */
  readonly lots: ReadonlyMap<string, readonly Lot[]>;
}

interface HoldingState extends RunningTotals {
  readonly holdingKey: string;
  readonly currency: string;
  readonly book: CostBook;
}

interface RowEffect {
  readonly costOfSoldTC: Decimal;
  readonly costOfSoldPC: Decimal;
  readonly realizedGainLostTC: Decimal;
  readonly realizedGainLostPC: Decimal;
  readonly target?: HoldingState;
}

// The last flows object made for each holding: most rows move none of its flows (a buy, a split),
// and then the same object stands for them, so the ledger converts it once (see ledger.ts).
const lastFlows = new WeakMap<HoldingState, FlowsAfter>();

function flowsAfter(holding: HoldingState): FlowsAfter {
  const last = lastFlows.get(holding);
  if (
    last &&
    last.realizedPC === holding.realizedPC &&
    last.realizedCurrencyPC === holding.realizedCurrencyPC &&
    last.incomePC === holding.incomePC &&
    last.taxesPC === holding.taxesPC &&
    last.feesPC === holding.feesPC &&
    last.incomeFeesPC === holding.incomeFeesPC
  ) {
    return last;
  }
  const flows = {
    realizedPC: holding.realizedPC,
    realizedCurrencyPC: holding.realizedCurrencyPC,
    incomePC: holding.incomePC,
    taxesPC: holding.taxesPC,
    feesPC: holding.feesPC,
    incomeFeesPC: holding.incomeFeesPC,
  };
  lastFlows.set(holding, flows);
  return flows;
}

/** A holding's state as a row reports it. */
const after = (holding: HoldingState): HoldingAfter => ({
  holdingKey: holding.holdingKey,
  shares_balance: holding.book.shares,
  valueAtCostTC: holding.book.costTC,
  valueAtCostPC: holding.book.costPC,
});

type Handler = (tx: EngineTransaction, holding: HoldingState, holdings: HoldingRegistry) => RowEffect;

const NO_SALE: RowEffect = { costOfSoldTC: ZERO, costOfSoldPC: ZERO, realizedGainLostTC: ZERO, realizedGainLostPC: ZERO };

class HoldingRegistry {
  readonly byKey = new Map<string, HoldingState>();
  constructor(private readonly costMethod: CostMethod) {}

  /** The holding, created on first use; a holding keeps the currency it was opened in, and cash stays cash. */
  get(holdingKey: string, currency: string, txId: string, field: string, cash = false): HoldingState {
    const existing = this.byKey.get(holdingKey);
    if (existing) {
      if (existing.currency !== currency) {
        throw new EngineError(txId, field, `is in ${currency} but holding ${holdingKey} is in ${existing.currency}`);
      }
      if (existing.book instanceof CashBook !== cash) throw new EngineError(txId, field, `${holdingKey} is ${cash ? 'a security' : 'cash'}, not ${cash ? 'cash' : 'a security'}`);
      return existing;
    }
    const created: HoldingState = {
      holdingKey,
      currency,
      book: cash ? new CashBook() : COST_BOOKS[this.costMethod](),
      realizedTC: ZERO,
      realizedPC: ZERO,
      realizedCurrencyPC: ZERO,
      incomeTC: ZERO,
      incomePC: ZERO,
      taxesTC: ZERO,
      taxesPC: ZERO,
      feesTC: ZERO,
      feesPC: ZERO,
      incomeFeesTC: ZERO,
      incomeFeesPC: ZERO,
    };
    this.byKey.set(holdingKey, created);
    return created;
  }
}

function requirePositive(tx: EngineTransaction, field: 'shares' | 'price', value: Decimal): void {
  if (!isPositive(value)) throw new EngineError(tx.id, field, 'must be greater than zero');
}

function recordFees(tx: EngineTransaction, holding: HoldingState): Decimal {
  const feesPC = mul(tx.fees, tx.fxRateToPC);
  holding.feesTC = add(holding.feesTC, tx.fees);
  holding.feesPC = add(holding.feesPC, feesPC);
  return feesPC;
}

function targetOf(tx: EngineTransaction, holdings: HoldingRegistry): HoldingState {
  const key = tx.targetHoldingKey;
  if (!key || key === tx.holdingKey) {
    throw new EngineError(tx.id, 'targetHoldingKey', `must name another holding for a ${tx.kind}`);
  }
  // The engine has one TC per holding; a new holding inherits the parent's currency.
  return holdings.get(key, tx.currency, tx.id, 'targetHoldingKey');
}

function cashAmount(tx: EngineTransaction): Decimal {
  const amount = tx.amount;
  if (amount === undefined || !isPositive(amount)) throw new EngineError(tx.id, 'amount', 'must be greater than zero');
  return amount;
}

function cashBookOf(tx: EngineTransaction, holding: HoldingState): CashBook {
  if (!(holding.book instanceof CashBook)) throw new EngineError(tx.id, 'holdingKey', `${holding.holdingKey} is not cash`);
  return holding.book;
}

/** Moves `units` of a cash holding at the row's rate, adding the currency gain realised to it. */
function moveCash(tx: EngineTransaction, holding: HoldingState, units: Decimal): Decimal {
  const realized = cashBookOf(tx, holding).move(units, mul(units, tx.fxRateToPC));
  realizeCurrencyGain(holding, realized);
  return realized;
}

/** Cash has no price: all it realises is currency gain (see holdings.ts). */
function realizeCurrencyGain(holding: HoldingState, realizedPC: Decimal): void {
  holding.realizedPC = add(holding.realizedPC, realizedPC);
  holding.realizedCurrencyPC = add(holding.realizedCurrencyPC, realizedPC);
}

/** A row's report of the currency gain its cash movement realised (cash has no gain in TC). */
const realizedCash = (realizedPC: Decimal): RowEffect => ({ ...NO_SALE, realizedGainLostPC: realizedPC });

/** An expense no cost or proceeds holds (an account fee, a deposit's fee): counted against the total return. */
function recordExpense(tx: EngineTransaction, holding: HoldingState, amount: Decimal): void {
  const amountPC = mul(amount, tx.fxRateToPC);
  holding.feesTC = add(holding.feesTC, amount);
  holding.feesPC = add(holding.feesPC, amountPC);
  holding.incomeFeesTC = add(holding.incomeFeesTC, amount);
  holding.incomeFeesPC = add(holding.incomeFeesPC, amountPC);
}

/**
 * The cash a trade in a settling account moves, in TC: a Buy pays shares × price + fees, a Sell
 * receives shares × price − fees, an Income its net, any other kind pays its fees.
 */
export function settlementOf(tx: EngineTransaction): Decimal {
  switch (tx.kind) {
    case 'Buy':
      return neg(add(mul(tx.shares, tx.price), tx.fees));
    case 'Sell':
      return sub(mul(tx.shares, tx.price), tx.fees);
    case 'Income':
      return sub(sub(tx.amount ?? mul(tx.shares, tx.price), tx.taxes), tx.fees);
    default:
      return neg(tx.fees);
  }
}

const HANDLERS = {
  Buy(tx, holding) {
    requirePositive(tx, 'shares', tx.shares);
    // Cost basis includes the commission.
    const costTC = add(mul(tx.shares, tx.price), tx.fees);
    holding.book.acquire(tx.date, tx.shares, costTC, mul(costTC, tx.fxRateToPC));
    recordFees(tx, holding);
    return NO_SALE;
  },

  Sell(tx, holding) {
    requirePositive(tx, 'shares', tx.shares);
    if (cmp(tx.shares, holding.book.shares) > 0) {
      throw new EngineError(
        tx.id,
        'shares',
        `sells ${toDecimalString(tx.shares)} shares of ${tx.holdingKey} but only ${toDecimalString(holding.book.shares)} are held`,
      );
    }
    // Proceeds are net of the commission.
    const proceedsTC = sub(mul(tx.shares, tx.price), tx.fees);
    // PC proceeds use the sale-date rate; PC cost carries the buy-date rates, so the PC gain
    // includes the currency move.
    const proceedsPC = mul(proceedsTC, tx.fxRateToPC);
    const sold = holding.book.dispose(tx.shares);
    const gainTC = sub(proceedsTC, sold.costTC);
    const gainPC = sub(proceedsPC, sold.costPC);
    holding.realizedTC = add(holding.realizedTC, gainTC);
    holding.realizedPC = add(holding.realizedPC, gainPC);
    // The part of gainPC the rate made: what the sold shares cost in TC, worth at the sale's rate,
    // less what they cost in PC. The only place a gain is realised (Spin-Off and Merge carry cost).
    holding.realizedCurrencyPC = add(holding.realizedCurrencyPC, sub(mul(sold.costTC, tx.fxRateToPC), sold.costPC));
    recordFees(tx, holding);
    return { costOfSoldTC: sold.costTC, costOfSoldPC: sold.costPC, realizedGainLostTC: gainTC, realizedGainLostPC: gainPC };
  },

  Income(tx, holding) {
    const grossTC = tx.amount ?? mul(tx.shares, tx.price);
    if (isNegative(grossTC)) throw new EngineError(tx.id, 'amount', 'must not be negative');
    holding.incomeTC = add(holding.incomeTC, grossTC);
    holding.incomePC = add(holding.incomePC, mul(grossTC, tx.fxRateToPC));
    holding.taxesTC = add(holding.taxesTC, tx.taxes);
    holding.taxesPC = add(holding.taxesPC, mul(tx.taxes, tx.fxRateToPC));
    // Fees on cash income are in neither cost nor proceeds, so they are kept apart for total return.
    const feesPC = recordFees(tx, holding);
    holding.incomeFeesTC = add(holding.incomeFeesTC, tx.fees);
    holding.incomeFeesPC = add(holding.incomeFeesPC, feesPC);
    return NO_SALE;
  },

  Split(tx, holding) {
    holding.book.split(requireRatio(tx));
    return NO_SALE;
  },

  DRIP(tx, holding) {
    requirePositive(tx, 'shares', tx.shares);
    // The reinvested cash is shares × price, after withholding: the gross dividend adds the
    // tax back. The new shares cost what was reinvested plus any fee, like a Buy.
    const reinvestedTC = mul(tx.shares, tx.price);
    const grossTC = add(reinvestedTC, tx.taxes);
    holding.incomeTC = add(holding.incomeTC, grossTC);
    holding.incomePC = add(holding.incomePC, mul(grossTC, tx.fxRateToPC));
    holding.taxesTC = add(holding.taxesTC, tx.taxes);
    holding.taxesPC = add(holding.taxesPC, mul(tx.taxes, tx.fxRateToPC));
    const costTC = add(reinvestedTC, tx.fees);
    holding.book.acquire(tx.date, tx.shares, costTC, mul(costTC, tx.fxRateToPC));
    recordFees(tx, holding);
    return NO_SALE;
  },

  'Spin-Off'(tx, holding, holdings) {
    const fraction = tx.costBasisFraction;
    if (fraction === undefined || isNegative(fraction) || cmp(fraction, ONE) > 0) {
      throw new EngineError(tx.id, 'costBasisFraction', 'must be between 0 and 1');
    }
    if (isNegative(tx.shares)) throw new EngineError(tx.id, 'shares', 'must not be negative');
    const target = targetOf(tx, holdings);
    // The new holding's shares as given, or as the ratio makes them of the parent's.
    const received = tx.ratio ? scaled(holding.book.shares, checkedRatio(tx, tx.ratio)) : tx.shares;
    const moved = holding.book.takeCostFraction(fraction);
    // One lot in the new holding, dated at the spin-off (acquisition dates of the parent's lots
    // are not carried over: see the report).
    target.book.acquire(tx.date, received, moved.costTC, moved.costPC);
    return { ...NO_SALE, target };
  },

  Merge(tx, holding, holdings) {
    const ratio = requireRatio(tx);
    const target = targetOf(tx, holdings);
    // A merger is a reorganisation, not a sale: cost is carried, no gain is realised.
    target.book.absorb(holding.book.drain(tx.date), ratio);
    return { ...NO_SALE, target };
  },

  // Cash (docs/decisions/0007): `holding` is the portfolio's cash in the row's currency.
  Deposit(tx, holding) {
    const amount = cashAmount(tx);
    if (cmp(tx.fees, amount) > 0) throw new EngineError(tx.id, 'fees', 'must not be more than the amount deposited');
    // The fee is taken from the money sent: what arrives is amount − fees.
    moveCash(tx, holding, sub(amount, tx.fees));
    recordExpense(tx, holding, tx.fees);
    return NO_SALE;
  },

  Withdrawal(tx, holding) {
    const realized = moveCash(tx, holding, neg(add(cashAmount(tx), tx.fees)));
    recordExpense(tx, holding, tx.fees);
    return realizedCash(realized);
  },

  Interest(tx, holding) {
    const gross = cashAmount(tx);
    if (cmp(tx.taxes, gross) > 0) throw new EngineError(tx.id, 'taxes', 'must not be more than the gross interest');
    moveCash(tx, holding, sub(sub(gross, tx.taxes), tx.fees));
    holding.incomeTC = add(holding.incomeTC, gross);
    holding.incomePC = add(holding.incomePC, mul(gross, tx.fxRateToPC));
    holding.taxesTC = add(holding.taxesTC, tx.taxes);
    holding.taxesPC = add(holding.taxesPC, mul(tx.taxes, tx.fxRateToPC));
    recordExpense(tx, holding, tx.fees);
    return NO_SALE;
  },

  Fee(tx, holding) {
    const amount = cashAmount(tx);
    const realized = moveCash(tx, holding, neg(amount));
    recordExpense(tx, holding, amount);
    return realizedCash(realized);
  },

  Tax(tx, holding) {
    // Signed: a tax paid takes money out, a refund (negative) brings it back.
    const amount = tx.amount;
    if (amount === undefined || isZero(amount)) throw new EngineError(tx.id, 'amount', 'must not be zero');
    const realized = moveCash(tx, holding, neg(amount));
    holding.taxesTC = add(holding.taxesTC, amount);
    holding.taxesPC = add(holding.taxesPC, mul(amount, tx.fxRateToPC));
    return realizedCash(realized);
  },

  Conversion(tx, holding, holdings) {
    const given = cashAmount(tx);
    requirePositive(tx, 'shares', tx.shares);
    if (!tx.targetCurrency || tx.targetCurrency === tx.currency) throw new EngineError(tx.id, 'targetCurrency', 'must be another currency');
    const key = tx.targetHoldingKey;
    if (!key || key === tx.holdingKey) throw new EngineError(tx.id, 'targetHoldingKey', 'must name another cash holding');
    const realized = moveCash(tx, holding, neg(add(given, tx.fees)));
    recordExpense(tx, holding, tx.fees);
    // What is received costs, in PC, what was given for it.
    const target = holdings.get(key, tx.targetCurrency, tx.id, 'targetHoldingKey', true);
    const received = cashBookOf(tx, target).move(tx.shares, mul(given, tx.fxRateToPC));
    realizeCurrencyGain(target, received);
    return { ...realizedCash(realized), target };
  },
} satisfies Record<TransactionKind, Handler>;

function requireRatio(tx: EngineTransaction): EngineRatio {
  if (tx.ratio === undefined) throw new EngineError(tx.id, 'ratio', 'is required');
  return checkedRatio(tx, tx.ratio);
}

function checkedRatio(tx: EngineTransaction, ratio: EngineRatio): EngineRatio {
  if (!isPositive(ratio.newShares) || !isPositive(ratio.oldShares)) throw new EngineError(tx.id, 'ratio', 'must have both parts greater than zero');
  return ratio;
}

function validateCommon(tx: EngineTransaction): void {
  if (isNegative(tx.shares)) throw new EngineError(tx.id, 'shares', 'must not be negative');
  if (isNegative(tx.price)) throw new EngineError(tx.id, 'price', 'must not be negative');
  if (isNegative(tx.fees)) throw new EngineError(tx.id, 'fees', 'must not be negative');
  if (isNegative(tx.taxes)) throw new EngineError(tx.id, 'taxes', 'must not be negative');
  if (!isPositive(tx.fxRateToPC)) throw new EngineError(tx.id, 'fxRateToPC', 'must be greater than zero');
}

/** Date order, input order on ties (sorting indices keeps it stable and cheap). */
function inDateOrder(transactions: readonly EngineTransaction[]): EngineTransaction[] {
  const order = transactions.map((_, i) => i);
  order.sort((a, b) => {
    const da = transactions[a]!.date;
    const db = transactions[b]!.date;
    return da < db ? -1 : da > db ? 1 : a - b;
  });
  return order.map((i) => transactions[i]!);
}

export function computeRunningStats(
  transactions: readonly EngineTransaction[],
  options: RunningStatsOptions = {},
): RunningStatsResult {
  const holdings = new HoldingRegistry(options.costMethod ?? 'average');
  const rows: TransactionStats[] = [];
  const flows: RowFlows[] = [];
  for (const tx of inDateOrder(transactions)) {
    validateCommon(tx);
    if (tx.cashOnly && tx.cashHoldingKey !== undefined) {
      const cash = holdings.get(tx.cashHoldingKey, tx.currency, tx.id, 'cashHoldingKey', true);
      moveCash(tx, cash, settlementOf(tx));
      rows.push({
        id: tx.id,
        holdingKey: tx.holdingKey,
        shares_balance: ZERO,
        valueAtCostTC: ZERO,
        valueAtCostPC: ZERO,
        costOfSoldTC: ZERO,
        costOfSoldPC: ZERO,
        realizedGainLostTC: ZERO,
        realizedGainLostPC: ZERO,
        cash: after(cash),
        cashOnly: true,
      });
      flows.push({ holding: null, cash: flowsAfter(cash) });
      continue;
    }
    const holding = holdings.get(tx.holdingKey, tx.currency, tx.id, 'currency', isCashKind(tx.kind));
    const handler: Handler = HANDLERS[tx.kind];
    const effect = handler(tx, holding, holdings);
    // A trade in an account that settles against cash moves the portfolio's cash right after.
    let cash: HoldingState | undefined;
    if (tx.cashHoldingKey !== undefined && !isCashKind(tx.kind)) {
      cash = holdings.get(tx.cashHoldingKey, tx.currency, tx.id, 'cashHoldingKey', true);
      moveCash(tx, cash, settlementOf(tx));
    }
    const { book } = holding;
    rows.push({
      id: tx.id,
      holdingKey: tx.holdingKey,
      shares_balance: book.shares,
      valueAtCostTC: book.costTC,
      valueAtCostPC: book.costPC,
      costOfSoldTC: effect.costOfSoldTC,
      costOfSoldPC: effect.costOfSoldPC,
      realizedGainLostTC: effect.realizedGainLostTC,
      realizedGainLostPC: effect.realizedGainLostPC,
      ...(effect.target && { target: after(effect.target) }),
      ...(cash && { cash: after(cash) }),
    });
    flows.push({ holding: flowsAfter(holding), ...(effect.target && { target: flowsAfter(effect.target) }), ...(cash && { cash: flowsAfter(cash) }) });
  }

  const positions = new Map<string, Position>();
  const lots = new Map<string, readonly Lot[]>();
  for (const [key, { book, ...totals }] of holdings.byKey) {
    positions.set(key, { ...totals, shares: book.shares, costTC: book.costTC, costPC: book.costPC });
    lots.set(key, book.openLots());
  }
  return { rows, flows, positions, lots };
}
