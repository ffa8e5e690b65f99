/**
 * Daily series of a portfolio: what it was worth, what it cost and what the investor put in on
 * every calendar day, built from the ledger's per-row states and as-of prices and FX rates.
 * Float64 throughout: these feed charts and returns, never the ledger (see decimal.ts).
 *
 * The sweep is one pass per holding over the days it is open, with index cursors into its
 * timeline, its prices and its FX rates, adding into shared Float64Arrays: no object per day.
 */
import { indexAsOf, type AsOfSeries } from './asOf';
import { civilOf, fromDay, isoWeekday } from './days';
import { ZERO, add, mul, neg, sub, toNumber, type Decimal } from './decimal';
import { timeWeightedReturnOf, xirr, type CashFlow } from './returns';
import { type EngineTransaction, type TransactionKind } from './types';

/** One per engine row that changes a holding, in date order. */
export interface LedgerEvent {
  /** The holdingKey. */
  readonly key: string;
  readonly day: number;
  /** Shares of `key` after the event. */
  readonly sharesAfter: number;
  /** Cost basis (PC) of `key` after the event. */
  readonly costPCAfter: number;
  /** Net money the investor put in (+) or took out (−) with this event, PC (see flowOf). */
  readonly flowPC: number;
}

/** A holding's events collapsed to its last state on each day, with the day's flows summed. */
export interface HoldingTimeline {
  readonly key: string;
  /** Days (see days.ts), strictly ascending; the other arrays are parallel to it. */
  readonly days: Int32Array;
  readonly shares: Float64Array;
  readonly costPC: Float64Array;
  /** The day's net flow (money in − money out). */
  readonly flowPC: Float64Array;
  /** The day's money taken out (≥ 0), which returns count at the day's end. */
  readonly outPC: Float64Array;
}

/**
 * Money the investor moves in (+) or out (−) of the row's own holding, in TC. Dividends paid out
 * leave a security (into cash, or out of the portfolio when it holds no cash); reinvested dividends
 * and corporate actions move nothing across its edge. Cash (docs/decisions/0007): a deposit is
 * money in and a withdrawal money out, whole (their fees are a cost, not a flow); interest, fees
 * and taxes are performance; a conversion's given side leaves the holding (and arrives in the
 * target's, see targetFlowOf).
 */
const FLOW_OF = {
  Buy: (tx) => add(mul(tx.shares, tx.price), tx.fees),
  Sell: (tx) => neg(sub(mul(tx.shares, tx.price), tx.fees)),
  Income: (tx) => neg(sub(sub(tx.amount ?? mul(tx.shares, tx.price), tx.taxes), tx.fees)),
  DRIP: () => ZERO,
  Split: () => ZERO,
  'Spin-Off': () => ZERO,
  Merge: () => ZERO,
  Deposit: (tx) => tx.amount ?? ZERO,
  Withdrawal: (tx) => neg(tx.amount ?? ZERO),
  Interest: () => ZERO,
  Fee: () => ZERO,
  Tax: () => ZERO,
  Conversion: (tx) => neg(tx.amount ?? ZERO),
} satisfies Record<TransactionKind, (tx: EngineTransaction) => Decimal>;

/** The investor's net flow of one transaction on its own holding, PC (TC amounts × the transaction's fxRateToPC). */
export function flowOf(tx: EngineTransaction): number {
  return toNumber(mul(FLOW_OF[tx.kind](tx), tx.fxRateToPC));
}

/**
 * The flow of a row on the other holding it moves, PC: a conversion's target receives the value
 * given (so the two sides net to zero and the spread is the target's performance); a trade's cash
 * holding takes the opposite of the trade's flow (so the portfolio's flows net to zero and only
 * deposits and withdrawals cross its edge). Spin-Off and Merge targets move nothing.
 */
export const targetFlowOf = (tx: EngineTransaction): number => (tx.kind === 'Conversion' ? -flowOf(tx) : 0);
export const cashFlowOf = (tx: EngineTransaction): number => -flowOf(tx);

/** A holding's events in date order as parallel arrays (HoldingEvents' shape). */
export interface TimelineEvents {
  readonly days: ArrayLike<number>;
  readonly sharesAfter: ArrayLike<number>;
  readonly costPCAfter: ArrayLike<number>;
  readonly flowPC: ArrayLike<number>;
}

/**
 * Collapses a holding's events (in date order; same-day events in their given order) to its last
 * state on each day, summing the day's flows and, apart, what they took out.
 */
export function timelineOf(key: string, events: TimelineEvents): HoldingTimeline {
  const n = events.days.length;
  const days = new Int32Array(n);
  const shares = new Float64Array(n);
  const costPC = new Float64Array(n);
  const flowPC = new Float64Array(n);
  const outPC = new Float64Array(n);
  let last = -1;
  for (let i = 0; i < n; i++) {
    const day = events.days[i]!;
    if (!Number.isInteger(day)) throw new RangeError(`Not a day number: ${day} (${key})`);
    if (last < 0 || days[last] !== day) days[++last] = day;
    shares[last] = events.sharesAfter[i]!;
    costPC[last] = events.costPCAfter[i]!;
    const flow = events.flowPC[i]!;
    flowPC[last] = flowPC[last]! + flow;
    if (flow < 0) outPC[last] = outPC[last]! - flow;
  }
  const kept = last + 1;
  return { key, days: days.subarray(0, kept), shares: shares.subarray(0, kept), costPC: costPC.subarray(0, kept), flowPC: flowPC.subarray(0, kept), outPC: outPC.subarray(0, kept) };
}

/** Groups events by holding (stably sorted by day, so same-day events keep their given order) into timelines. */
export function buildTimelines(events: readonly LedgerEvent[]): Map<string, HoldingTimeline> {
  const byKey = new Map<string, LedgerEvent[]>();
  for (const event of events) {
    const list = byKey.get(event.key);
    if (list) list.push(event);
    else byKey.set(event.key, [event]);
  }
  const timelines = new Map<string, HoldingTimeline>();
  for (const [key, list] of byKey) {
    list.sort((a, b) => a.day - b.day);
    timelines.set(
      key,
      timelineOf(key, {
        days: list.map((e) => e.day),
        sharesAfter: list.map((e) => e.sharesAfter),
        costPCAfter: list.map((e) => e.costPCAfter),
        flowPC: list.map((e) => e.flowPC),
      }),
    );
  }
  return timelines;
}

/** One point per calendar day; all arrays parallel to `days`. Amounts in PC. */
export interface ValueSeries {
  readonly days: Int32Array;
  /** Market value at the day's close (cost basis for a holding with no price or FX that day). */
  readonly value: Float64Array;
  /** Cost basis of what is held at the day's close. */
  readonly cost: Float64Array;
  /** Net money put in (+) or taken out (−) on the day. */
  readonly flow: Float64Array;
  /** The money taken out on the day (≥ 0): returns count it at the day's end, what came in at its start. */
  readonly outflow: Float64Array;
  /** Every flow from the first transaction ever (before the series too) through the day. */
  readonly netContributions: Float64Array;
}

/** Where prices come from; undefined means "not known" (the holding is valued at cost). */
export interface Valuation {
  /** Price per share in the holding's currency. */
  price(key: string): AsOfSeries | undefined;
  /** Rate from the holding's currency to PC (constantSeries(1) for a PC holding). */
  fxToPC(key: string): AsOfSeries | undefined;
}

/** A guard against a mistaken bound (EARLIEST_DAY, say) allocating gigabytes: about 270 years. */
export const MAX_SERIES_DAYS = 100_000;

// Past any day a series can reach (the largest Int32), so int comparisons stay int.
const NEVER = 2_147_483_647;
const NO_POINTS: AsOfSeries = { days: new Int32Array(0), values: new Float64Array(0) };

/**
 * The portfolio's value, cost and flows on every day from `from` to `to` inclusive (weekends
 * too: as-of prices carry Friday's close). A holding that holds shares on a day with no price or
 * no FX rate as of that day counts at its cost basis, so a missing quote shows as a flat line
 * rather than a crash to zero. `to < from` gives an empty series.
 */
export function valueSeries(timelines: Iterable<HoldingTimeline>, valuation: Valuation, from: number, to: number): ValueSeries {
  if (!Number.isInteger(from) || !Number.isInteger(to) || to >= NEVER) throw new RangeError(`Not day numbers: ${from}..${to}`);
  const length = Math.max(0, to - from + 1);
  if (length > MAX_SERIES_DAYS) throw new RangeError(`A series of ${length} days is longer than ${MAX_SERIES_DAYS}`);
  const days = new Int32Array(length);
  for (let i = 0; i < length; i++) days[i] = from + i;
  const value = new Float64Array(length);
  const cost = new Float64Array(length);
  const flow = new Float64Array(length);
  const outflow = new Float64Array(length);
  const netContributions = new Float64Array(length);

  let contributed = 0;
  for (const timeline of timelines) contributed += sweep(timeline, valuation, from, value, cost, flow, outflow);
  for (let i = 0; i < length; i++) {
    contributed += flow[i]!;
    netContributions[i] = contributed;
  }
  return { days, value, cost, flow, outflow, netContributions };
}

/** One holding's series: valueSeries over its timeline alone. */
export function holdingSeries(timeline: HoldingTimeline, valuation: Valuation, from: number, to: number): ValueSeries {
  return valueSeries([timeline], valuation, from, to);
}

/**
 * Adds one holding into value, cost and flow (whose length sets the last day) and returns its
 * flows before `from`, which only netContributions needs.
 */
function sweep(timeline: HoldingTimeline, valuation: Valuation, from: number, value: Float64Array, cost: Float64Array, flow: Float64Array, outflow: Float64Array): number {
  const { days: eventDays, shares: sharesAfter, costPC, flowPC, outPC } = timeline;
  const events = eventDays.length;
  const length = value.length;
  let k = 0; // next event
  let flowBefore = 0;
  while (k < events && eventDays[k]! < from) flowBefore += flowPC[k++]!;
  if (length === 0 || (k === 0 && (events === 0 || eventDays[0]! - from >= length))) return flowBefore;

  const price = valuation.price(timeline.key) ?? NO_POINTS;
  const fx = valuation.fxToPC(timeline.key) ?? NO_POINTS;
  const priceDays = price.days;
  const prices = price.values;
  const fxDays = fx.days;
  const rates = fx.values;
  // Before its first event a holding holds nothing: start the sweep there.
  const start = k > 0 ? 0 : eventDays[0]! - from;
  // Cursors: the last price and rate on or before the current day (−1: none yet), and the next
  // day on which the event, price or rate changes. Between changes the holding's value is a
  // constant, so an ordinary day is two additions.
  let p = indexAsOf(price, from + start);
  let f = indexAsOf(fx, from + start);
  let nextEvent = k < events ? eventDays[k]! : NEVER;
  let nextPrice = p + 1 < priceDays.length ? priceDays[p + 1]! : NEVER;
  let nextRate = f + 1 < fxDays.length ? fxDays[f + 1]! : NEVER;
  let next = from + start; // recompute on the first day
  let shares = k > 0 ? sharesAfter[k - 1]! : 0;
  let held = k > 0 ? costPC[k - 1]! : 0;
  let worth = 0;
  for (let i = start; i < length; i++) {
    const day = from + i;
    if (day >= next) {
      if (day === nextEvent) {
        shares = sharesAfter[k]!;
        held = costPC[k]!;
        flow[i] = flow[i]! + flowPC[k]!;
        outflow[i] = outflow[i]! + outPC[k]!;
        k++;
        nextEvent = k < events ? eventDays[k]! : NEVER;
        // Closed for good: nothing more to add.
        if (k === events && shares === 0 && held === 0) break;
      }
      // Ends: a day is below NEVER (valueSeries checks `to`), and NEVER is not <= it.
      while (nextPrice <= day) nextPrice = ++p + 1 < priceDays.length ? priceDays[p + 1]! : NEVER;
      while (nextRate <= day) nextRate = ++f + 1 < fxDays.length ? fxDays[f + 1]! : NEVER;
      worth = shares === 0 ? 0 : p >= 0 && f >= 0 ? shares * prices[p]! * rates[f]! : held;
      next = nextEvent < nextPrice ? nextEvent : nextPrice;
      if (nextRate < next) next = nextRate;
    }
    value[i] = value[i]! + worth;
    cost[i] = cost[i]! + held;
  }
  return flowBefore;
}

export interface PeriodReturns {
  /** Time-weighted return over the series; null with fewer than two days or no capital ever at work. */
  readonly twr: number | null;
  /** The same per 365 days; null when twr is, or the series is shorter than one day. */
  readonly twrAnnualised: number | null;
  /** Money-weighted return per year (XIRR); null when no rate solves it. */
  readonly xirr: number | null;
}

/**
 * TWR and XIRR over a period, from a value series that starts on the day before it: value[0], that
 * day's close, is what the investor holds when the period opens (0 when it opens before the first
 * transaction). From then on each day's flow is money put in at the day's start, so what is bought
 * on the period's first day counts at what was paid for it (price and fees), not at the day's
 * close. XIRR takes the investor's side: the opening value is money put in, each day's flow the
 * opposite cash flow (the series counts a buy as +, the investor's cash goes −), and the final
 * value comes back on the last day.
 */
export function periodReturns(series: ValueSeries): PeriodReturns {
  const { days, value, flow } = series;
  const last = days.length - 1;
  if (last < 1) return { twr: null, twrAnnualised: null, xirr: null };

  const chained = timeWeightedReturnOf(days, value, flow, series.outflow);
  const measured = chained.daysAtWork > 0;

  const flows: CashFlow[] = [];
  if (value[0]! > 0) flows.push({ date: fromDay(days[0]!), amount: -value[0]! });
  for (let i = 1; i <= last; i++) if (flow[i] !== 0) flows.push({ date: fromDay(days[i]!), amount: -flow[i]! });
  flows.push({ date: fromDay(days[last]!), amount: value[last]! });

  return {
    twr: measured ? chained.period : null,
    twrAnnualised: measured ? chained.annualised : null,
    xirr: xirr(flows),
  };
}

/** A series without its first day (views, no copy): the period itself once periodReturns has read its opening value. */
export function fromSecondDay(series: ValueSeries): ValueSeries {
  const rest = <T extends Int32Array | Float64Array>(a: T): T => a.subarray(Math.min(1, a.length)) as T;
  return { days: rest(series.days), value: rest(series.value), cost: rest(series.cost), flow: rest(series.flow), outflow: rest(series.outflow), netContributions: rest(series.netContributions) };
}

/** How much time one point of a sampled series stands for, finest first. */
export const SERIES_RESOLUTIONS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type SeriesResolution = (typeof SERIES_RESOLUTIONS)[number];

/** The most points a series answer holds before it is sampled at a coarser resolution. */
export const SERIES_POINT_BUDGET = 2_000;

// Whether a day is the last of its period: weeks end on Sunday.
const PERIOD_ENDS: Record<SeriesResolution, (day: number) => boolean> = {
  day: () => true,
  week: (day) => isoWeekday(day) === 7,
  month: (day) => civilOf(day + 1).dayOfMonth === 1,
  quarter: (day) => {
    const next = civilOf(day + 1);
    return next.dayOfMonth === 1 && next.month % 3 === 1;
  },
  year: (day) => {
    const next = civilOf(day + 1);
    return next.dayOfMonth === 1 && next.month === 1;
  },
};

/**
 * The points of a daily series to answer with: every day while they fit in `budget`, otherwise the
 * finest resolution that fits, as the first day, the last day of each period in between and the
 * last day (values and cost are levels, so a period's last close stands for it; the first and last
 * points keep an interval's change exact). `days` ascending and consecutive.
 */
export function sampleSeries(days: Int32Array, budget: number = SERIES_POINT_BUDGET): { resolution: SeriesResolution; indices: Int32Array } {
  const last = days.length - 1;
  const kept = (resolution: SeriesResolution): number[] => {
    const isEnd = PERIOD_ENDS[resolution];
    const indices: number[] = [];
    for (let i = 0; i <= last; i++) if (i === 0 || i === last || isEnd(days[i]!)) indices.push(i);
    return indices;
  };
  if (days.length <= budget) return { resolution: 'day', indices: Int32Array.from(days, (_, i) => i) };
  for (const resolution of SERIES_RESOLUTIONS.slice(1)) {
    // A lower bound of the count first (the periods the span covers), so hopeless ones are not walked.
    const span = days.length / { day: 1, week: 7, month: 31, quarter: 92, year: 366 }[resolution];
    if (span > budget) continue;
    const indices = kept(resolution);
    if (indices.length <= budget || resolution === 'year') return { resolution, indices: Int32Array.from(indices) };
  }
  return { resolution: 'year', indices: Int32Array.from(kept('year')) };
}
