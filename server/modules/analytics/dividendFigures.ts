// The dividend figures of a selection of holdings, from what the market store knows of each
// security's dividends and what the ledger holds and recorded. Pure: no clock, no database; days
// are day numbers (server/portfolio/days.ts), money in floats (display figures, not the ledger).
//
// The rules, as the best trackers apply them:
// - A payout belongs to the shares held at the close before its ex-date (whoever holds them on the
//   ex-date sold without the dividend), whatever happened by the pay date.
// - Amounts are per share as paid (the store keeps them so); dividend growth compares them on
//   today's share basis, so a split between two payments is not a cut.
// - A special dividend (far above the regular ones) counts as received income and as a payout,
//   but not in the rate, the growth or the forecast.
// - The forward rate is the provider's when it gives one, else the regular dividends of the last
//   twelve months; a security whose last dividend went ex more than STOPPED_AFTER_DAYS ago pays 0.
// - Estimated payouts step on from the last known ex-date at the security's frequency, at the
//   forward rate spread over the year's payments, and are paid the usual lag after the ex-date.
import { PAYMENTS_PER_YEAR, type DividendFrequency } from '../../market/dividendFrequency';
import { firstFrom, growthOver, type PreparedMarket } from './dividendHistory';
import { addCalendarMonths as addMonths, civilOf, fromDay, toDay } from '../../portfolio/days';

/** A security whose last dividend went ex longer ago than this has stopped paying (as quoteBook's dividendPayers). */
export const STOPPED_AFTER_DAYS = 400;

/** Payouts answered at most (the latest kept): 20 years of 500 quarterly payers is 40,000. */
export const PAYOUTS_LIMIT = 5000;

/** Calendar years of per-share history answered per security. */
export const YEARS_OF_HISTORY = 20;

/** A declared next ex-date within this many days of a stored dividend is that dividend. */
const SAME_PAYOUT_WITHIN_DAYS = 10;

export interface MarketDividendProfile {
  readonly currency: string | null;
  readonly forwardRate: number | null;
  readonly payoutRatio: number | null;
  readonly nextExDay: number | null;
  readonly nextPayDay: number | null;
  readonly frequency: DividendFrequency | null;
}

export interface DividendHoldingInput {
  readonly securityId: string;
  /** The currency the holding trades in: the dividends' when the market names none. */
  readonly tradeCurrency: string;
  /** Shares held at the close of a day, over the filter's portfolios. */
  readonly sharesAt: (day: number) => number;
  /** Shares held at the as-of close. */
  readonly shares: number;
  readonly marketValuePC: number | null;
  readonly costBasisPC: number;
  /** What the market knows of the security's dividends, prepared once per security (see prepareMarket). */
  readonly market: PreparedMarket;
  readonly profile: MarketDividendProfile | null;
  /** Whether the market has answered for the security (a security it has not is "pending", not "pays nothing"). */
  readonly answered: boolean;
  readonly simulated: boolean;
}

/** Dividend income the ledger recorded (an Income or DRIP), in PC. */
export interface ReceivedIncome {
  readonly day: number;
  readonly securityId: string;
  readonly grossPC: number;
  readonly taxesPC: number;
  readonly feesPC: number;
}

export interface DividendInput {
  readonly asOf: number;
  /** The start of the received income and past payouts. */
  readonly from: number;
  readonly holdings: readonly DividendHoldingInput[];
  /** Within [from, asOf]. */
  readonly received: readonly ReceivedIncome[];
  /** The rate from a currency into PC on a day (the latest known on or before it); undefined when none is known. */
  readonly rateToPC: (currency: string, day: number) => number | undefined;
}

export type PayoutStatus = 'paid' | 'declared' | 'estimated';

export interface PayoutFigures {
  readonly securityId: string;
  readonly exDate: string;
  readonly recordDate: string | null;
  readonly payDate: string | null;
  readonly declaredDate: string | null;
  readonly amount: number;
  readonly currency: string;
  readonly shares: number;
  readonly incomeTC: number;
  readonly income: number | null;
  readonly special: boolean;
  readonly status: PayoutStatus;
}

export interface HoldingDividendFigures {
  readonly securityId: string;
  readonly shares: number;
  readonly currency: string | null;
  readonly forwardRate: number;
  readonly forwardIncome: number | null;
  readonly forwardYield: number | null;
  readonly forwardYieldAtCost: number | null;
  readonly payoutRatio: number | null;
  readonly frequency: DividendFrequency | null;
  readonly nextExDate: string | null;
  readonly nextPayDate: string | null;
  readonly growth3Y: number | null;
  readonly growth5Y: number | null;
  readonly receivedIncome: number;
  readonly yearly: readonly { year: number; amount: number }[];
  readonly dataPending: boolean;
  readonly dataSimulated: boolean;
}

export interface MonthIncome {
  readonly month: string;
  readonly gross: number;
  readonly taxes: number;
  readonly fees: number;
  readonly net: number;
}

export interface ForecastMonth {
  readonly month: string;
  readonly income: number;
  readonly declared: number;
  readonly estimated: number;
}

export interface DividendFigures {
  readonly forwardIncome: number;
  readonly forwardYield: number | null;
  readonly forwardYieldAtCost: number | null;
  readonly weightedPayoutRatio: number | null;
  readonly growth3Y: number | null;
  readonly growth5Y: number | null;
  readonly declaredIncome: number;
  readonly received: readonly MonthIncome[];
  readonly forecast: readonly ForecastMonth[];
  readonly payouts: readonly PayoutFigures[];
  readonly payoutsTruncated: boolean;
  readonly holdings: readonly HoldingDividendFigures[];
  readonly simulated: boolean;
}

const monthOf = (day: number): string => fromDay(day).slice(0, 7);
const firstOfMonth = (day: number): number => toDay(`${monthOf(day)}-01`);
const dateOf = (day: number | null): string | null => (day === null ? null : fromDay(day));
const round2 = (value: number): number => Math.round(value * 100) / 100;
const ratio = (numerator: number, denominator: number | null): number | null => (denominator === null || denominator <= 0 ? null : numerator / denominator);

/** The twelve months of the forecast: from asOf's month on; payouts are counted up to the last of them. */
export function forecastWindow(asOf: number): { months: string[]; end: number } {
  const first = firstOfMonth(asOf);
  const months = Array.from({ length: 12 }, (_, i) => monthOf(addMonths(first, i)));
  return { months, end: addMonths(first, 12) - 1 };
}

/** A payout while computing: days as numbers, made dates only for the payouts answered. */
interface DayPayout extends Omit<PayoutFigures, 'exDate' | 'recordDate' | 'payDate' | 'declaredDate'> {
  readonly exDay: number;
  readonly recordDay: number | null;
  readonly payDay: number | null;
  readonly declaredDay: number | null;
}

// Written out field by field: thousands of these are made per answer, and spreads are slower.
const payoutFigures = (p: DayPayout): PayoutFigures => ({
  securityId: p.securityId,
  exDate: fromDay(p.exDay),
  recordDate: dateOf(p.recordDay),
  payDate: dateOf(p.payDay),
  declaredDate: dateOf(p.declaredDay),
  amount: p.amount,
  currency: p.currency,
  shares: p.shares,
  incomeTC: p.incomeTC,
  income: p.income,
  special: p.special,
  status: p.status,
});

interface HoldingResult {
  readonly figures: HoldingDividendFigures;
  readonly payouts: DayPayout[];
  readonly weight: number | null;
}

function holdingDividends(holding: DividendHoldingInput, input: DividendInput, forecastEnd: number, received: number): HoldingResult {
  const { asOf } = input;
  const { dividends, yearly } = holding.market;
  const profile = holding.profile;
  const currency = profile?.currency ?? dividends.at(-1)?.currency ?? (dividends.length > 0 ? holding.tradeCurrency : null);
  const frequency = profile?.frequency ?? holding.market.frequency;
  // The dividends up to asOf end before `afterAsOf`; the last twelve months' start at `yearBefore`.
  const afterAsOf = firstFrom(dividends, asOf + 1);
  const lastKnown = dividends[afterAsOf - 1];
  const declaredNext = profile?.nextExDay != null && profile.nextExDay > asOf;
  const stopped = (!lastKnown || asOf - lastKnown.exDay > STOPPED_AFTER_DAYS) && !declaredNext;
  let trailing = 0;
  for (let i = firstFrom(dividends, asOf - 364); i < afterAsOf; i++) if (!dividends[i]!.special) trailing += dividends[i]!.adjusted;
  const forwardRate = profile?.forwardRate != null && profile.forwardRate > 0 ? profile.forwardRate : stopped ? 0 : trailing;
  const rateNow = currency === null ? undefined : input.rateToPC(currency, asOf);
  const forwardIncome = forwardRate === 0 ? 0 : rateNow === undefined ? null : forwardRate * holding.shares * rateNow;
  const asOfYear = civilOf(asOf).year;

  const payouts: DayPayout[] = [];
  const payout = (d: Omit<DayPayout, 'securityId' | 'incomeTC' | 'income'>, rateDay: number): void => {
    const incomeTC = d.amount * d.shares;
    const rate = input.rateToPC(d.currency, Math.min(rateDay, asOf));
    payouts.push({
      securityId: holding.securityId,
      exDay: d.exDay,
      recordDay: d.recordDay,
      payDay: d.payDay,
      declaredDay: d.declaredDay,
      amount: d.amount,
      currency: d.currency,
      shares: d.shares,
      special: d.special,
      status: d.status,
      incomeTC: round2(incomeTC),
      income: rate === undefined ? null : round2(incomeTC * rate),
    });
  };
  // The market's dividends: paid or declared, for the shares of their ex-date (today's for a future one).
  for (let i = firstFrom(dividends, input.from); i < dividends.length; i++) {
    const d = dividends[i]!;
    if (d.exDay > forecastEnd) break;
    const shares = d.exDay > asOf ? holding.shares : holding.sharesAt(d.exDay - 1);
    if (!(shares > 0)) continue;
    const paidOn = d.payDay ?? d.exDay;
    payout(
      {
        exDay: d.exDay,
        recordDay: d.recordDay,
        payDay: d.payDay,
        declaredDay: d.declaredDay,
        amount: d.amount,
        currency: d.currency,
        shares,
        special: d.special,
        status: paidOn <= asOf ? 'paid' : 'declared',
      },
      paidOn,
    );
  }
  const perPayment = frequency && frequency !== 'irregular' ? forwardRate / PAYMENTS_PER_YEAR[frequency] : 0;
  const lag = holding.market.payLag;
  let lastEx: number | null = null;
  for (let i = dividends.length - 1; i >= 0 && lastEx === null; i--) if (!dividends[i]!.special) lastEx = dividends[i]!.exDay;
  // A next ex-date the profile declares that the stored history does not have yet.
  if (declaredNext && perPayment > 0 && holding.shares > 0 && currency !== null) {
    const next = profile!.nextExDay!;
    const stored = dividends.some((d) => Math.abs(d.exDay - next) <= SAME_PAYOUT_WITHIN_DAYS);
    if (!stored && next <= forecastEnd) {
      const payDay = profile!.nextPayDay != null && profile!.nextPayDay >= next ? profile!.nextPayDay : next + lag;
      payout({ exDay: next, recordDay: null, payDay, declaredDay: null, amount: perPayment, currency, shares: holding.shares, special: false, status: 'declared' }, payDay);
    }
    if (!stored) lastEx = Math.max(lastEx ?? next, next);
  }
  // Then the estimates, one period after another, to the end of the forecast.
  if (perPayment > 0 && holding.shares > 0 && currency !== null && lastEx !== null) {
    const months = 12 / PAYMENTS_PER_YEAR[frequency as keyof typeof PAYMENTS_PER_YEAR];
    for (let step = 1; step <= 12 * 25; step++) {
      const exDay = addMonths(lastEx, months * step);
      if (exDay > forecastEnd) break;
      if (exDay <= asOf) continue;
      const payDay = exDay + lag;
      if (payDay > forecastEnd) break;
      payout({ exDay, recordDay: null, payDay, declaredDay: null, amount: perPayment, currency, shares: holding.shares, special: false, status: 'estimated' }, payDay);
    }
  }

  const nextDeclared = payouts.filter((p) => p.status === 'declared' && p.exDay > asOf).sort((a, b) => a.exDay - b.exDay)[0];
  return {
    figures: {
      securityId: holding.securityId,
      shares: holding.shares,
      currency,
      forwardRate,
      forwardIncome: forwardIncome === null ? null : round2(forwardIncome),
      forwardYield: forwardIncome === null ? null : ratio(forwardIncome, holding.marketValuePC),
      forwardYieldAtCost: forwardIncome === null ? null : ratio(forwardIncome, holding.costBasisPC),
      payoutRatio: profile?.payoutRatio ?? null,
      frequency,
      nextExDate: nextDeclared ? fromDay(nextDeclared.exDay) : null,
      nextPayDate: nextDeclared ? dateOf(nextDeclared.payDay) : null,
      growth3Y: growthOver(yearly, asOfYear, 3),
      growth5Y: growthOver(yearly, asOfYear, 5),
      receivedIncome: round2(received),
      yearly: [...yearly]
        .filter(([year]) => year < asOfYear)
        .sort(([a], [b]) => a - b)
        .slice(-YEARS_OF_HISTORY)
        .map(([year, { amount }]) => ({ year, amount })),
      dataPending: !holding.answered,
      dataSimulated: holding.simulated,
    },
    payouts,
    weight: holding.marketValuePC,
  };
}

/** A mean of `value` weighted by `weight` over the entries that have both (and a positive weight); null with none. */
function weightedMean<T>(entries: readonly T[], value: (entry: T) => number | null, weight: (entry: T) => number | null): number | null {
  let sum = 0;
  let weights = 0;
  for (const entry of entries) {
    const v = value(entry);
    const w = weight(entry);
    if (v === null || w === null || !(w > 0)) continue;
    sum += v * w;
    weights += w;
  }
  return weights > 0 ? sum / weights : null;
}

export function dividendFigures(input: DividendInput): DividendFigures {
  const { asOf } = input;
  const { months, end } = forecastWindow(asOf);
  const receivedBySecurity = new Map<string, number>();
  for (const r of input.received) receivedBySecurity.set(r.securityId, (receivedBySecurity.get(r.securityId) ?? 0) + r.grossPC);
  const results = input.holdings.map((h) => holdingDividends(h, input, end, receivedBySecurity.get(h.securityId) ?? 0));
  const holdings = results.map((r) => r.figures);

  const forwardIncome = holdings.reduce((sum, h) => sum + (h.forwardIncome ?? 0), 0);
  const marketValue = input.holdings.reduce((sum, h) => sum + (h.marketValuePC ?? 0), 0);
  const cost = input.holdings.reduce((sum, h) => sum + h.costBasisPC, 0);
  const payers = results.filter((r) => r.figures.forwardRate > 0);

  // By ex-date, then security: plain comparisons (ties are many, one ex-date for a fund's many holders).
  let payouts = results.flatMap((r) => r.payouts).sort((a, b) => a.exDay - b.exDay || (a.securityId < b.securityId ? -1 : a.securityId > b.securityId ? 1 : 0));
  const payoutsTruncated = payouts.length > PAYOUTS_LIMIT;
  if (payoutsTruncated) payouts = payouts.slice(-PAYOUTS_LIMIT);

  const forecastByMonth = new Map(months.map((month) => [month, { declared: 0, estimated: 0 }]));
  let declaredIncome = 0;
  for (const p of payouts) {
    if (p.status === 'paid' || p.income === null) continue;
    if (p.status === 'declared') declaredIncome += p.income;
    // Specials are one-offs: declared, they are expected; only regular payments are estimated.
    const bucket = forecastByMonth.get(monthOf(p.payDay ?? p.exDay));
    if (bucket) bucket[p.status] += p.income;
  }

  // Keyed by year × 12 + month: no date text per income row.
  const monthIndex = (day: number) => {
    const { year, month } = civilOf(day);
    return year * 12 + month;
  };
  const receivedByMonth = new Map<number, { month: string; gross: number; taxes: number; fees: number }>();
  for (let day = firstOfMonth(input.from); day <= asOf; day = addMonths(day, 1)) receivedByMonth.set(monthIndex(day), { month: monthOf(day), gross: 0, taxes: 0, fees: 0 });
  for (const r of input.received) {
    const bucket = receivedByMonth.get(monthIndex(r.day));
    if (!bucket) continue;
    bucket.gross += r.grossPC;
    bucket.taxes += r.taxesPC;
    bucket.fees += r.feesPC;
  }

  return {
    forwardIncome: round2(forwardIncome),
    forwardYield: ratio(forwardIncome, marketValue),
    forwardYieldAtCost: ratio(forwardIncome, cost),
    weightedPayoutRatio: weightedMean(payers, (r) => r.figures.payoutRatio, (r) => r.weight),
    growth3Y: weightedMean(payers, (r) => r.figures.growth3Y, (r) => r.figures.forwardIncome),
    growth5Y: weightedMean(payers, (r) => r.figures.growth5Y, (r) => r.figures.forwardIncome),
    declaredIncome: round2(declaredIncome),
    received: [...receivedByMonth.values()].map((m) => ({ month: m.month, gross: round2(m.gross), taxes: round2(m.taxes), fees: round2(m.fees), net: round2(m.gross - m.taxes - m.fees) })),
    forecast: months.map((month) => {
      const m = forecastByMonth.get(month)!;
      return { month, income: round2(m.declared + m.estimated), declared: round2(m.declared), estimated: round2(m.estimated) };
    }),
    payouts: payouts.map(payoutFigures),
    payoutsTruncated,
    holdings: [...holdings].sort((a, b) => (b.forwardIncome ?? 0) - (a.forwardIncome ?? 0) || (a.securityId < b.securityId ? -1 : a.securityId > b.securityId ? 1 : 0)),
    simulated: holdings.some((h) => h.dataSimulated),
  };
}
