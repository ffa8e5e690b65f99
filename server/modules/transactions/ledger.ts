// Between stored rows and the pure engine: the holding key (a security within a portfolio), the
// closure of holdings a change touches (Spin-Off and Merge link two holdings), and one engine run
// turned into what the rest of the server keeps per holding.
import { decimal, toNumber, type Decimal } from '../../portfolio/decimal';
import { toDay } from '../../portfolio/days';
import { computeRunningStats } from '../../portfolio/runningStats';
import { flowOf, type LedgerEvent } from '../../portfolio/series';
import type { CostMethod, EngineTransaction, Position, TransactionKind, TransactionStats } from '../../portfolio/types';
import type { HoldingRef, LedgerRow } from './transactions.repository';

/** Positions are kept per security within a portfolio: a sale draws on that portfolio's shares. */
export const holdingKeyOf = (portfolioId: string, securityId: string) => `${portfolioId}:${securityId}`;

export function holdingRefOf(key: string): HoldingRef {
  const [portfolioId = '', securityId = ''] = key.split(':');
  return { portfolioId, securityId };
}

/** The holdings a row belongs to: its own and, for Spin-Off and Merge, the target. */
export function holdingKeysOfRow(row: Pick<LedgerRow, 'portfolioId' | 'securityId' | 'targetSecurityId'>): string[] {
  const own = holdingKeyOf(row.portfolioId, row.securityId);
  return row.targetSecurityId ? [own, holdingKeyOf(row.portfolioId, row.targetSecurityId)] : [own];
}

export function toEngineTransaction(row: LedgerRow, fxRateToPC: Decimal): EngineTransaction {
  const kind = row.type as TransactionKind;
  return {
    id: row.id,
    holdingKey: holdingKeyOf(row.portfolioId, row.securityId),
    date: row.date,
    kind,
    shares: decimal(row.shares),
    price: decimal(row.shareprice),
    fees: decimal(row.fees),
    taxes: decimal(row.taxes),
    currency: row.currency,
    fxRateToPC,
    ...(kind === 'Income' && { amount: decimal(row.transactionValue) }),
    ...(row.ratio !== null && { ratio: decimal(row.ratio) }),
    ...(row.targetSecurityId && { targetHoldingKey: holdingKeyOf(row.portfolioId, row.targetSecurityId) }),
    ...(row.costBasisFraction !== null && { costBasisFraction: decimal(row.costBasisFraction) }),
  };
}

/** What the server keeps per holding after an engine run. */
export interface HoldingLedger {
  readonly key: string;
  readonly portfolioId: string;
  readonly securityId: string;
  readonly position: Position;
  /** Shares, cost and flows after each of the holding's events, in date order. */
  readonly events: readonly LedgerEvent[];
  /** Trade prices (TC) by day: the price of last resort when no quote is stored. */
  readonly tradePrices: readonly { day: number; value: number }[];
  /** TC → PC rates the holding's transactions used (applied rates only): the rate of last resort. */
  readonly tradeRates: readonly { day: number; value: number }[];
  /** Whether the holding ever paid income (Income or DRIP): the dividend-stock filter. */
  readonly paidIncome: boolean;
  /** The day of its first event. */
  readonly firstDay: number;
}

export interface LedgerRun {
  readonly stats: ReadonlyMap<string, TransactionStats>;
  readonly holdings: ReadonlyMap<string, HoldingLedger>;
}

/**
 * Entry order: stored rows by seq, then rows not stored yet in the order given. The engine keeps
 * input order between rows of one date, so this makes a day's rows run in the order they were
 * entered however they were read (a page, a holding's closure, an edit appended last).
 */
function inEntryOrder(rows: readonly LedgerRow[]): LedgerRow[] {
  const order = rows.map((_, i) => i);
  const seq = (i: number) => rows[i]!.seq ?? Number.POSITIVE_INFINITY;
  order.sort((a, b) => seq(a) - seq(b) || a - b);
  return order.map((i) => rows[i]!);
}

/** Runs the engine over rows that form a closed set of holdings. Throws EngineError on bad data. */
export function runLedger(rows: readonly LedgerRow[], fxRateOf: (row: LedgerRow) => Decimal, costMethod: CostMethod): LedgerRun {
  const engineRows = inEntryOrder(rows).map((row) => toEngineTransaction(row, fxRateOf(row)));
  const byId = new Map(engineRows.map((tx) => [tx.id, tx]));
  const applied = new Set(rows.filter((row) => row.isApplyExchangeRate).map((row) => row.id));
  const result = computeRunningStats(engineRows, { costMethod });
  const stats = new Map<string, TransactionStats>();
  const events = new Map<string, LedgerEvent[]>();
  const tradePrices = new Map<string, { day: number; value: number }[]>();
  const tradeRates = new Map<string, { day: number; value: number }[]>();
  const paidIncome = new Set<string>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const row of result.rows) {
    stats.set(row.id, row);
    const tx = byId.get(row.id)!;
    const day = toDay(tx.date);
    push(events, row.holdingKey, {
      key: row.holdingKey,
      day,
      sharesAfter: toNumber(row.shares_balance),
      costPCAfter: toNumber(row.valueAtCostPC),
      flowPC: flowOf(tx),
    });
    if (row.target) {
      push(events, row.target.holdingKey, {
        key: row.target.holdingKey,
        day,
        sharesAfter: toNumber(row.target.shares_balance),
        costPCAfter: toNumber(row.target.valueAtCostPC),
        flowPC: 0,
      });
    }
    if ((tx.kind === 'Buy' || tx.kind === 'Sell' || tx.kind === 'DRIP') && tx.price > 0n) {
      push(tradePrices, row.holdingKey, { day, value: toNumber(tx.price) });
    }
    if (applied.has(tx.id)) push(tradeRates, row.holdingKey, { day, value: toNumber(tx.fxRateToPC) });
    if (tx.kind === 'Income' || tx.kind === 'DRIP') paidIncome.add(row.holdingKey);
  }
  const holdings = new Map<string, HoldingLedger>();
  for (const [key, position] of result.positions) {
    const { portfolioId, securityId } = holdingRefOf(key);
    const holdingEvents = events.get(key) ?? [];
    holdings.set(key, {
      key,
      portfolioId,
      securityId,
      position,
      events: holdingEvents,
      tradePrices: tradePrices.get(key) ?? [],
      tradeRates: tradeRates.get(key) ?? [],
      paidIncome: paidIncome.has(key),
      firstDay: holdingEvents[0]?.day ?? 0,
    });
  }
  return { stats, holdings };
}
