// Between stored rows and the pure engine: the holding key (a security within a portfolio), the
// closure of holdings a change touches (Spin-Off and Merge link two holdings), the compact row the
// engine reads (EngineRow), and one engine run turned into what the rest of the server keeps per
// holding. No I/O and no server imports: the engine's worker threads run this module too.
import { valueAsOf, type AsOfSeries } from '../portfolio/asOf';
import { ONE, decimal, toDecimalString, toNumber, type Decimal } from '../portfolio/decimal';
import { toDay } from '../portfolio/days';
import { EngineError } from '../portfolio/EngineError';
import { computeRunningStats, type FlowsAfter } from '../portfolio/runningStats';
import { cashFlowOf, flowOf, targetFlowOf } from '../portfolio/series';
import type { CostMethod, EngineTransaction, Position, TransactionKind, TransactionStats } from '../portfolio/types';
import { ArenaSize, SharedArena } from '../engine/sharedArena';
import type { HoldingRef, LedgerRow } from './transactions.repository';
import { isCashKind } from '../../common/transactionKinds';

/** Positions are kept per security within a portfolio: a sale draws on that portfolio's shares. */
export const holdingKeyOf = (portfolioId: string, securityId: string) => `${portfolioId}:${securityId}`;

export function holdingRefOf(key: string): HoldingRef {
  const [portfolioId = '', securityId = ''] = key.split(':');
  return { portfolioId, securityId };
}

/** The holdings a row belongs to: its own and, for Spin-Off and Merge, the target. */
export function holdingKeysOfRow(row: Pick<LedgerRow, 'portfolioId' | 'securityId' | 'targetSecurityId' | 'cashSecurityId'>): string[] {
  const keys = [holdingKeyOf(row.portfolioId, row.securityId)];
  // A Spin-Off's, Merge's or Conversion's target, and the cash a settled trade moves, are its holdings too.
  if (row.targetSecurityId) keys.push(holdingKeyOf(row.portfolioId, row.targetSecurityId));
  if (row.cashSecurityId) keys.push(holdingKeyOf(row.portfolioId, row.cashSecurityId));
  return keys;
}

/**
 * The columns of a ledger row the engine reads, in EngineRow order. The repository reads a whole
 * ledger for the engine in this order (lines of comma-separated text, see rowsOfPage), so a
 * worker parses it without the main thread building row objects.
 */
export const ENGINE_COLUMNS = [
  'id',
  'portfolioId',
  'securityId',
  'targetSecurityId',
  'type',
  'date',
  'currency',
  'isApplyExchangeRate',
  'fxRate',
  'shares',
  'shareprice',
  'transactionValue',
  'fees',
  'taxes',
  'ratioNew',
  'ratioOld',
  'costBasisFraction',
  'seq',
  'cashSecurityId',
  'targetCurrency',
] as const satisfies readonly (keyof LedgerRow)[];

export type EngineRow = [
  id: string,
  portfolioId: string,
  securityId: string,
  targetSecurityId: string | null,
  type: string,
  date: string,
  currency: string,
  isApplyExchangeRate: boolean,
  fxRate: string,
  shares: string,
  shareprice: string,
  transactionValue: string,
  fees: string,
  taxes: string,
  ratioNew: string | null,
  ratioOld: string | null,
  costBasisFraction: string | null,
  seq: number | null,
  cashSecurityId: string | null,
  targetCurrency: string | null,
];

// Positions in an EngineRow (ENGINE_COLUMNS' order).
const ID = 0;
const PORTFOLIO = 1;
const SECURITY = 2;
const TARGET = 3;
const TYPE = 4;
const DATE = 5;
const CURRENCY = 6;
const APPLY_RATE = 7;
const FX_RATE = 8;
const SHARES = 9;
const PRICE = 10;
const VALUE = 11;
const FEES = 12;
const TAXES = 13;
const RATIO_NEW = 14;
const RATIO_OLD = 15;
const FRACTION = 16;
const SEQ = 17;
const CASH = 18;
const TARGET_CURRENCY = 19;

/** A row as the engine reads it, with the rate TC → PC it is computed at. */
export function engineRowOf(row: LedgerRow, fxRate: Decimal): EngineRow {
  return [
    row.id,
    row.portfolioId,
    row.securityId,
    row.targetSecurityId,
    row.type,
    row.date,
    row.currency,
    row.isApplyExchangeRate,
    toDecimalString(fxRate),
    row.shares,
    row.shareprice,
    row.transactionValue,
    row.fees,
    row.taxes,
    row.ratioNew === null ? null : String(row.ratioNew),
    row.ratioOld === null ? null : String(row.ratioOld),
    row.costBasisFraction,
    row.seq,
    row.cashSecurityId,
    row.targetCurrency,
  ];
}

/** The holding an engine row is one of the own rows of (see HoldingLedger.input). */
export const ownHoldingOf = (row: EngineRow) => holdingKeyOf(row[PORTFOLIO], row[SECURITY]);

/** The day of an engine row (rows up to a day make the ledger as of that day). */
export const dayOfEngineRow = (row: EngineRow) => toDay(row[DATE]);

type Writable<T> = { -readonly [K in keyof T]: T[K] };

function toEngineTransaction(row: EngineRow, fxRateToPC: Decimal): EngineTransaction {
  const kind = row[TYPE] as TransactionKind;
  const target = row[TARGET];
  const ratioNew = row[RATIO_NEW];
  const ratioOld = row[RATIO_OLD];
  const fraction = row[FRACTION];
  // Optional fields set one by one rather than spread in: a ledger load builds a hundred thousand.
  const tx: Writable<EngineTransaction> = {
    id: row[ID],
    holdingKey: holdingKeyOf(row[PORTFOLIO], row[SECURITY]),
    date: row[DATE],
    kind,
    shares: decimal(row[SHARES]),
    price: decimal(row[PRICE]),
    fees: decimal(row[FEES]),
    taxes: decimal(row[TAXES]),
    currency: row[CURRENCY],
    fxRateToPC,
  };
  // A lump-sum Income's amount, and every cash kind's (docs/decisions/0007).
  if (kind === 'Income' || isCashKind(kind)) tx.amount = decimal(row[VALUE]);
  const cash = row[CASH];
  if (cash) tx.cashHoldingKey = holdingKeyOf(row[PORTFOLIO], cash);
  const targetCurrency = row[TARGET_CURRENCY];
  if (targetCurrency) tx.targetCurrency = targetCurrency;
  if (ratioNew !== null && ratioOld !== null) tx.ratio = { newShares: decimal(ratioNew), oldShares: decimal(ratioOld) };
  if (target) tx.targetHoldingKey = holdingKeyOf(row[PORTFOLIO], target);
  if (fraction !== null) tx.costBasisFraction = decimal(fraction);
  return tx;
}

/** A holding's events as parallel arrays: shares, cost and flows after each one, in date order. */
export interface HoldingEvents {
  readonly days: Int32Array;
  readonly sharesAfter: Float64Array;
  /** Cost basis (PC) after the event. */
  readonly costPCAfter: Float64Array;
  /** Net money the investor put in (+) or took out (−) with the event, PC (see flowOf). */
  readonly flowPC: Float64Array;
  /**
   * The holding's accumulated flows after the event, PC, FLOWS_AFTER_WIDTH a row (FLOWS_AFTER's
   * order): a range's realised gains, income, taxes and fees are the difference of two rows.
   */
  readonly flowsAfter: Float64Array;
}

/** The accumulated flows each event keeps, in this order (see HoldingEvents.flowsAfter). */
export const FLOWS_AFTER = ['realizedPC', 'realizedCurrencyPC', 'incomePC', 'taxesPC', 'feesPC', 'incomeFeesPC'] as const satisfies readonly (keyof FlowsAfter)[];
export const FLOWS_AFTER_WIDTH = FLOWS_AFTER.length;

/** What the server keeps per holding after an engine run. */
export interface HoldingLedger {
  readonly key: string;
  readonly portfolioId: string;
  readonly securityId: string;
  readonly position: Position;
  readonly events: HoldingEvents;
  /** Trade prices (TC) by day: the price of last resort when no quote is stored. */
  readonly tradePrices: AsOfSeries;
  /** TC → PC rates the holding's transactions used (applied rates only): the rate of last resort. */
  readonly tradeRates: AsOfSeries;
  /** Whether the holding ever paid income (Income or DRIP): the dividend-stock filter. */
  readonly paidIncome: boolean;
  /** The day of its first event. */
  readonly firstDay: number;
  /**
   * After a write, the holding's own rows (those whose security it is) as UTF-8 JSON of
   * EngineRow[]: with the pages of the last full load, what a run as of a past day or in another
   * currency reads instead of the database (see LedgerInputs).
   */
  readonly input?: Uint8Array;
}

export interface LedgerRun {
  /** Per row, only when asked for (a write stores them; a read does not need them). */
  readonly stats: ReadonlyMap<string, TransactionStats>;
  readonly holdings: ReadonlyMap<string, HoldingLedger>;
}

/**
 * The engine's transactions with what else a run reads of their rows, index by index. The rows
 * themselves are kept only when asked for (a write keeps each holding's own rows): a large ledger's
 * rows are garbage once prepared.
 */
export interface PreparedRows {
  readonly transactions: EngineTransaction[];
  readonly seq: (number | null)[];
  /** The row has isApplyExchangeRate (its rate is one of the holding's trade rates). */
  readonly applied: boolean[];
  readonly rows: EngineRow[] | null;
}

export const emptyPrepared = (keepRows: boolean): PreparedRows => ({ transactions: [], seq: [], applied: [], rows: keepRows ? [] : null });

/** Turns rows into the engine's transactions, added to `into` (a ledger read in parts prepares each part as it arrives). */
export function prepareRows(rows: readonly EngineRow[], rateOf: (row: EngineRow) => Decimal, into: PreparedRows = emptyPrepared(false)): PreparedRows {
  for (const row of rows) {
    into.transactions.push(toEngineTransaction(row, rateOf(row)));
    into.seq.push(row[SEQ]);
    into.applied.push(row[APPLY_RATE]);
    into.rows?.push(row);
  }
  return into;
}

/**
 * The engine's processing order: by date, and within a date in entry order (stored rows by seq,
 * then rows not stored yet in the order given), so a day's rows run in the order they were entered
 * however they were read (a page, a holding's closure, an edit appended last). The engine keeps
 * input order between rows of one date, so its output rows line up with these by index.
 */
function inProcessingOrder(prepared: PreparedRows): PreparedRows {
  const { transactions } = prepared;
  const order = transactions.map((_, i) => i);
  const seq = (i: number) => prepared.seq[i] ?? Number.POSITIVE_INFINITY;
  order.sort((a, b) => {
    const da = transactions[a]!.date;
    const db = transactions[b]!.date;
    return da < db ? -1 : da > db ? 1 : seq(a) - seq(b) || a - b;
  });
  const reordered = <T>(list: readonly T[]) => order.map((i) => list[i]!);
  return { transactions: reordered(transactions), seq: reordered(prepared.seq), applied: reordered(prepared.applied), rows: prepared.rows && reordered(prepared.rows) };
}

/** A row that needs a rate into the target currency that no stored series has on its day. */
export class MissingRateError extends Error {
  override readonly name = 'MissingRateError';
  constructor(
    readonly transactionId: string,
    readonly currency: string,
    readonly target: string,
    readonly date: string,
  ) {
    super(`no ${currency}→${target} exchange rate is known on or before ${date.slice(0, 10)}`);
  }
}

/**
 * Rates into another currency than the stored one: a row with isApplyExchangeRate in a foreign
 * currency is computed at that currency's rate as of its day (12 significant digits, as a write
 * stores it); every other row at 1.
 */
export interface RatesInto {
  readonly target: string;
  readonly series: ReadonlyMap<string, AsOfSeries | undefined>;
}

export function rateInto(rates: RatesInto): (row: EngineRow) => Decimal {
  return (row) => {
    if (!row[APPLY_RATE] || row[CURRENCY] === rates.target) return ONE;
    const series = rates.series.get(row[CURRENCY]);
    const found = series && valueAsOf(series, toDay(row[DATE]));
    if (!found) throw new MissingRateError(row[ID], row[CURRENCY], rates.target, row[DATE]);
    return decimal(found.value.toPrecision(12));
  };
}

/** The stored rate of each row (a read in the user's own currency). */
export const storedRate = (row: EngineRow): Decimal => decimal(row[FX_RATE]);

/** Runs the engine over stored rows that form a closed set of holdings (a write). Throws EngineError on bad data. */
export function runLedger(rows: readonly LedgerRow[], fxRateOf: (row: LedgerRow) => Decimal, costMethod: CostMethod, split: CashSplit = {}): LedgerRun {
  return runEngineRows(
    rows.map((row) => engineRowOf(row, fxRateOf(row))),
    { costMethod, rateOf: storedRate, withStats: true, withInputs: true, ...split },
  );
}

/**
 * How a run over part of a ledger treats trades settled against cash (docs/decisions/0007): those
 * whose security is not in the run move only their cash (cashOnly); those whose cash is not in the
 * run (computed by another part) move only their security (withoutCash). By row id.
 */
export interface CashSplit {
  readonly cashOnly?: ReadonlySet<string>;
  readonly withoutCash?: ReadonlySet<string>;
}

export interface EngineRunOptions {
  readonly costMethod: CostMethod;
  /** The rate TC → PC each row is computed at. */
  readonly rateOf: (row: EngineRow) => Decimal;
  readonly withStats?: boolean;
  /** Keep each holding's own rows (HoldingLedger.input): a write's run patches a cached state. */
  readonly withInputs?: boolean;
  /** Ids of settled trades run for their cash only (EngineTransaction.cashOnly): no stats, no holding of their own. */
  readonly cashOnly?: ReadonlySet<string>;
  /** Ids of settled trades run as if unsettled: their cash is computed elsewhere. Their own rows keep the link (inputs). */
  readonly withoutCash?: ReadonlySet<string>;
}

/** What a run gathers per holding before packing it (counts first, so arrays are sized once). */
interface Gathered {
  readonly key: string;
  events: number;
  tradePrices: number;
  tradeRates: number;
  /** The day of the last trade price and rate counted (one point per day: the day's last wins). */
  lastPriceDay: number;
  lastRateDay: number;
  paidIncome: boolean;
  own: EngineRow[];
  /** Its arrays once carved, and how far each is filled. */
  carved?: Carved;
}

interface Carved {
  readonly events: HoldingEvents;
  readonly tradePrices: AsOfSeries;
  readonly tradeRates: AsOfSeries;
  readonly input: Uint8Array | undefined;
  filled: { events: number; tradePrices: number; tradeRates: number };
}

/** Runs the engine over engine rows that form a closed set of holdings. Throws EngineError on bad data. */
export function runEngineRows(rows: readonly EngineRow[], options: EngineRunOptions): LedgerRun {
  const prepared = prepareRows(rows, options.rateOf, emptyPrepared(options.withInputs === true));
  const { cashOnly, withoutCash } = options;
  if ((cashOnly?.size ?? 0) + (withoutCash?.size ?? 0) > 0) {
    prepared.transactions.forEach((tx, i) => {
      if (cashOnly?.has(tx.id)) prepared.transactions[i] = { ...tx, cashOnly: true };
      else if (withoutCash?.has(tx.id)) {
        const { cashHoldingKey: _cash, ...unsettled } = tx;
        prepared.transactions[i] = unsettled;
      }
    });
  }
  return runPrepared(prepared, options);
}

/** Runs the engine over prepared rows that form a closed set of holdings. Throws EngineError on bad data. */
export function runPrepared(prepared: PreparedRows, { costMethod, withStats = false, withInputs = false }: Omit<EngineRunOptions, 'rateOf'>): LedgerRun {
  const { rows: ordered, transactions: engineRows, applied } = inProcessingOrder(prepared);
  const result = computeRunningStats(engineRows, { costMethod });
  // A ledger has many rows per date: each date's day is worked out once.
  const dayByDate = new Map<string, number>();
  const days = engineRows.map((tx) => {
    let day = dayByDate.get(tx.date);
    if (day === undefined) dayByDate.set(tx.date, (day = toDay(tx.date)));
    return day;
  });
  const gathered = new Map<string, Gathered>();
  const of = (key: string) => {
    let found = gathered.get(key);
    if (!found) gathered.set(key, (found = { key, events: 0, tradePrices: 0, tradeRates: 0, lastPriceDay: NaN, lastRateDay: NaN, paidIncome: false, own: [] }));
    return found;
  };
  const pricedTrade = (tx: EngineTransaction) => (tx.kind === 'Buy' || tx.kind === 'Sell' || tx.kind === 'DRIP') && tx.price > 0n;
  // First pass: how much each holding holds.
  const owners: (Gathered | undefined)[] = [];
  const targets: (Gathered | undefined)[] = [];
  const cashes: (Gathered | undefined)[] = [];
  result.rows.forEach((out, i) => {
    const tx = engineRows[i]!;
    const day = days[i]!;
    if (out.cashOnly) {
      // Only its cash is in this run (see EngineTransaction.cashOnly).
      const cash = of(out.cash!.holdingKey);
      cash.events++;
      owners.push(undefined);
      targets.push(undefined);
      cashes.push(cash);
      return;
    }
    const holding = of(out.holdingKey);
    owners.push(holding);
    if (withInputs && ordered) holding.own.push(ordered[i]!);
    holding.events++;
    const target = out.target && of(out.target.holdingKey);
    targets.push(target);
    if (target) target.events++;
    const cash = out.cash && of(out.cash.holdingKey);
    cashes.push(cash);
    if (cash) cash.events++;
    if (pricedTrade(tx) && holding.lastPriceDay !== day) {
      holding.tradePrices++;
      holding.lastPriceDay = day;
    }
    // A split re-prices the last trade per new share; a merge prices its target the same way.
    const repriced = holding.tradePrices > 0 ? repricedBy(tx, holding, target) : undefined;
    if (repriced && repriced.lastPriceDay !== day) {
      repriced.tradePrices++;
      repriced.lastPriceDay = day;
    }
    if (applied[i] && holding.lastRateDay !== day) {
      holding.tradeRates++;
      holding.lastRateDay = day;
    }
    if (tx.kind === 'Income' || tx.kind === 'DRIP') holding.paidIncome = true;
  });
  carve(result.positions, gathered, withInputs);
  // Second pass: fill the arrays, in date order.
  // The flows object of each holding's previous event: the same object (unchanged flows, see
  // runningStats) is copied rather than converted again.
  const previousFlows = new Map<Gathered, FlowsAfter>();
  const event = (holding: Gathered, day: number, sharesAfter: number, costPCAfter: number, flowPC: number, flows: FlowsAfter) => {
    const { events, filled } = holding.carved!;
    const i = filled.events++;
    events.days[i] = day;
    events.sharesAfter[i] = sharesAfter;
    events.costPCAfter[i] = costPCAfter;
    events.flowPC[i] = flowPC;
    const at = i * FLOWS_AFTER_WIDTH;
    if (i > 0 && previousFlows.get(holding) === flows) {
      events.flowsAfter.copyWithin(at, at - FLOWS_AFTER_WIDTH, at);
      return;
    }
    previousFlows.set(holding, flows);
    for (let k = 0; k < FLOWS_AFTER_WIDTH; k++) events.flowsAfter[at + k] = toNumber(flows[FLOWS_AFTER[k]!]);
  };
  const put = (series: AsOfSeries, filled: Carved['filled'], which: 'tradePrices' | 'tradeRates', day: number, value: number) => {
    const n = filled[which];
    // The same day again: its last point wins (as seriesFrom does).
    if (n > 0 && series.days[n - 1] === day) series.values[n - 1] = value;
    else {
      series.days[n] = day;
      series.values[n] = value;
      filled[which] = n + 1;
    }
  };
  const stats = new Map<string, TransactionStats>();
  result.rows.forEach((out, i) => {
    const tx = engineRows[i]!;
    const day = days[i]!;
    const holding = owners[i];
    const flows = result.flows[i]!;
    if (!holding) {
      event(cashes[i]!, day, toNumber(out.cash!.shares_balance), toNumber(out.cash!.valueAtCostPC), cashFlowOf(tx), flows.cash!);
      return;
    }
    if (withStats) stats.set(out.id, out);
    event(holding, day, toNumber(out.shares_balance), toNumber(out.valueAtCostPC), flowOf(tx), flows.holding!);
    const target = targets[i];
    if (target && out.target) event(target, day, toNumber(out.target.shares_balance), toNumber(out.target.valueAtCostPC), targetFlowOf(tx), flows.target!);
    const cash = cashes[i];
    if (cash && out.cash) event(cash, day, toNumber(out.cash.shares_balance), toNumber(out.cash.valueAtCostPC), cashFlowOf(tx), flows.cash!);
    const carved = holding.carved!;
    if (pricedTrade(tx)) put(carved.tradePrices, carved.filled, 'tradePrices', day, toNumber(tx.price));
    const last = carved.filled.tradePrices;
    const repriced = last > 0 ? repricedBy(tx, holding, target) : undefined;
    if (repriced) put(repriced.carved!.tradePrices, repriced.carved!.filled, 'tradePrices', day, (carved.tradePrices.values[last - 1]! * toNumber(tx.ratio!.oldShares)) / toNumber(tx.ratio!.newShares));
    if (applied[i]) put(carved.tradeRates, carved.filled, 'tradeRates', day, toNumber(tx.fxRateToPC));
  });
  const holdings = new Map<string, HoldingLedger>();
  for (const [key, position] of result.positions) {
    const found = gathered.get(key)!;
    const { events, tradePrices, tradeRates, input } = found.carved!;
    const { portfolioId, securityId } = holdingRefOf(key);
    holdings.set(key, {
      key,
      portfolioId,
      securityId,
      position,
      events,
      tradePrices,
      tradeRates,
      paidIncome: found.paidIncome,
      // Every holding has an event: it exists because a row (or a Spin-Off or Merge target) named it.
      firstDay: events.days[0] ?? 0,
      ...(input && { input }),
    });
  }
  return { stats, holdings };
}

/**
 * The holding whose price of last resort a Split or Merge sets: after a 1-for-25 split the last
 * trade's price per old share is 25 times too low for the new shares, and a merge's target has no
 * trade of its own. Without this, offline (no market data), a reverse split would value a holding
 * at 4 % of its worth. Undefined for other kinds.
 */
function repricedBy(tx: EngineTransaction, holding: Gathered, target: Gathered | undefined): Gathered | undefined {
  if (tx.ratio === undefined || tx.ratio.newShares <= 0n || tx.ratio.oldShares <= 0n) return undefined;
  if (tx.kind === 'Split') return holding;
  if (tx.kind === 'Merge') return target;
  return undefined;
}

/** Each holding's arrays (and input) out of one shared buffer (see SharedArena), to be filled by the caller. */
function carve(positions: ReadonlyMap<string, Position>, gathered: Map<string, Gathered>, withInputs: boolean): void {
  const encoder = new TextEncoder();
  const inputs = new Map(withInputs ? [...positions.keys()].map((key) => [key, encoder.encode(JSON.stringify(gathered.get(key)!.own))]) : []);
  const size = new ArenaSize();
  for (const key of positions.keys()) {
    const found = gathered.get(key)!;
    size.int32(found.events);
    size.float64(found.events);
    size.float64(found.events);
    size.float64(found.events);
    size.float64(found.events * FLOWS_AFTER_WIDTH);
    size.int32(found.tradePrices);
    size.float64(found.tradePrices);
    size.int32(found.tradeRates);
    size.float64(found.tradeRates);
    size.uint8(inputs.get(key)?.length ?? 0);
  }
  const arena = new SharedArena(size.total);
  for (const key of positions.keys()) {
    const found = gathered.get(key)!;
    // Carved in the order they were sized.
    const n = found.events;
    const events = { days: arena.int32(n), sharesAfter: arena.float64(n), costPCAfter: arena.float64(n), flowPC: arena.float64(n), flowsAfter: arena.float64(n * FLOWS_AFTER_WIDTH) };
    const tradePrices = { days: arena.int32(found.tradePrices), values: arena.float64(found.tradePrices) };
    const tradeRates = { days: arena.int32(found.tradeRates), values: arena.float64(found.tradeRates) };
    const bytes = inputs.get(key);
    const input = bytes && arena.uint8(bytes.length);
    input?.set(bytes!);
    found.carved = { events, tradePrices, tradeRates, input, filled: { events: 0, tradePrices: 0, tradeRates: 0 } };
  }
}

/**
 * The rows of a page the repository read for the engine (enginePage): a line per row, its
 * ENGINE_COLUMNS comma-separated (none of them holds a comma), null as nothing, a boolean as t or f.
 */
export function rowsOfPage(page: Uint8Array): EngineRow[] {
  const rows: EngineRow[] = [];
  for (const line of new TextDecoder().decode(page).split('\n')) {
    if (line === '') continue;
    const f = line.split(',');
    if (f.length !== ENGINE_COLUMNS.length) throw new Error(`An engine page row has ${f.length} fields, not ${ENGINE_COLUMNS.length}: ${line.slice(0, 200)}`);
    rows.push([f[ID]!, f[PORTFOLIO]!, f[SECURITY]!, f[TARGET] || null, f[TYPE]!, f[DATE]!, f[CURRENCY]!, f[APPLY_RATE] === 't', f[FX_RATE]!, f[SHARES]!, f[PRICE]!, f[VALUE]!, f[FEES]!, f[TAXES]!, f[RATIO_NEW] || null, f[RATIO_OLD] || null, f[FRACTION] || null, Number(f[SEQ]), f[CASH] || null, f[TARGET_CURRENCY] || null]);
  }
  return rows;
}

/** The engine rows of holdings' inputs (see HoldingLedger.input). */
export function rowsOfInputs(inputs: Iterable<Uint8Array>): EngineRow[] {
  const decoder = new TextDecoder();
  const rows: EngineRow[] = [];
  for (const input of inputs) {
    if (input.length <= 2) continue; // '[]'
    for (const row of JSON.parse(decoder.decode(input)) as EngineRow[]) rows.push(row);
  }
  return rows;
}

/** Rethrown on the thread that asked: a worker's errors arrive as plain data. */
export type EngineFailure =
  | { readonly kind: 'engine'; readonly transactionId: string; readonly field: string; readonly message: string }
  | { readonly kind: 'rate'; readonly transactionId: string; readonly currency: string; readonly target: string; readonly date: string };

export function failureOf(error: unknown): EngineFailure | null {
  if (error instanceof EngineError) return { kind: 'engine', transactionId: error.transactionId, field: error.field, message: error.message };
  if (error instanceof MissingRateError) return { kind: 'rate', transactionId: error.transactionId, currency: error.currency, target: error.target, date: error.date };
  return null;
}

export function errorOf(failure: EngineFailure): EngineError | MissingRateError {
  if (failure.kind === 'rate') return new MissingRateError(failure.transactionId, failure.currency, failure.target, failure.date);
  const error = new EngineError(failure.transactionId, failure.field, '');
  error.message = failure.message;
  return error;
}
