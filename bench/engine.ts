// Money engine figures for issue 4's targets: a generated ledger of 100,000 transactions over 500
// securities and 20 years, recomputed in full (average cost and FIFO), against the floor of a
// bare single pass over the same rows. Deterministic (seeded), so runs compare.
import { decimal, add, mul, type Decimal } from '../server/portfolio/decimal';
import { computeHoldings, totalHoldings } from '../server/portfolio/holdings';
import { FORECAST_PATHS, forecastSeries } from '../src/widgets/widgetForecast/forecastSeries';
import { isoWeekday, toDay } from '../server/portfolio/days';
import { riskFigures, type DailyValues } from '../server/portfolio/risk';
import { computeRunningStats } from '../server/portfolio/runningStats';
import type { EngineTransaction } from '../server/portfolio/types';
import { ms, percentile } from './stats';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const SECURITIES = 500;
const YEARS = 20;

/** mulberry32: a small seeded PRNG, so every run generates the same ledger. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Brokers of the cash ledger: each security trades at one of them, each has cash per currency. */
export const CASH_BROKERS = 5;

/** A cash row after this share of the trades (about 10 % more rows): a deposit, interest or an account fee. */
const CASH_ROW_SHARE = 0.1;

/**
 * The generated ledger: `transactions` rows over securities SEC0..SEC{securities - 1}, in date
 * order over `years` from `start`; mostly buys, with sells, dividends and the odd 2-for-1 split.
 * With `cash`, every trade settles against its broker's cash in the trade currency, and about one
 * row in ten more goes to that cash: deposits, interest with tax, account fees (docs/decisions/0007).
 * The defaults are the engine bench's (BENCH_TRANSACTIONS rows, 500 securities, 20 years from 2006).
 */
export function generateLedger({ transactions = TRANSACTIONS, securities = SECURITIES, years = YEARS, start: from = '2006-01-02', cash = false } = {}): EngineTransaction[] {
  const next = random(42);
  const start = Date.parse(`${from}T00:00:00Z`);
  const held = new Map<string, number>();
  const rows: EngineTransaction[] = [];
  for (let i = 0; i < transactions; i++) {
    const key = `SEC${Math.floor(next() * securities)}`;
    const date = new Date(start + Math.floor((i / transactions) * years * 365.25) * 86_400_000).toISOString().slice(0, 10);
    const shares = held.get(key) ?? 0;
    const roll = next();
    const price = decimal((10 + next() * 490).toFixed(2));
    const usd = key.endsWith('7');
    const currency = usd ? 'USD' : 'EUR';
    const cashKey = `CASH${Number(key.slice(3)) % CASH_BROKERS}${currency}`;
    const base = { id: `t${i}`, holdingKey: key, date, fees: decimal('1.5'), taxes: decimal(0), currency, fxRateToPC: decimal(usd ? '0.9' : '1'), ...(cash && { cashHoldingKey: cashKey }) };
    if (cash && next() < CASH_ROW_SHARE) {
      const kind = next();
      const row = { ...base, id: `c${i}`, holdingKey: cashKey, shares: decimal(0), price: decimal(0), fees: decimal(0), cashHoldingKey: undefined };
      if (kind < 0.5) rows.push({ ...row, kind: 'Deposit', amount: decimal(5000) });
      else if (kind < 0.85) rows.push({ ...row, kind: 'Interest', amount: decimal('12.5'), taxes: decimal('2.5') });
      else rows.push({ ...row, kind: 'Fee', amount: decimal(3) });
    }
    if (shares > 10 && roll < 0.3) {
      const sold = Math.max(1, Math.floor(shares * next() * 0.5));
      held.set(key, shares - sold);
      rows.push({ ...base, kind: 'Sell', shares: decimal(sold), price });
    } else if (shares > 0 && roll < 0.4) {
      rows.push({ ...base, kind: 'Income', shares: decimal(shares), price: decimal('0.25'), taxes: decimal('0.5') });
    } else if (shares > 0 && roll < 0.401) {
      held.set(key, shares * 2);
      rows.push({ ...base, kind: 'Split', shares: decimal(0), price: decimal(0), fees: decimal(0), ratio: { newShares: decimal(2), oldShares: decimal(1) } });
    } else {
      const bought = 1 + Math.floor(next() * 50);
      held.set(key, shares + bought);
      rows.push({ ...base, kind: 'Buy', shares: decimal(bought), price });
    }
  }
  return rows;
}

/**
 * `years` of daily values from 2006-01-02: a seeded random walk (about 1 % a day on weekdays, the
 * close carried over weekends) with 1,000 put in on the first of each month, as the engine's series
 * gives them.
 */
export function generateDailyValues(years = YEARS, seed = 7): DailyValues {
  const next = random(seed);
  const first = toDay('2006-01-02');
  const length = Math.round(years * 365.25);
  const days = new Int32Array(length);
  const value = new Float64Array(length);
  const flow = new Float64Array(length);
  let worth = 10_000;
  for (let i = 0; i < length; i++) {
    days[i] = first + i;
    if (i > 0 && isoWeekday(first + i) <= 5) worth *= 1 + (next() - 0.5) * 0.035;
    if (i % 30 === 0) {
      flow[i] = 1000;
      worth += 1000;
    }
    value[i] = worth;
  }
  return { days, value, flow, outflow: new Float64Array(days.length) };
}

const RISK_RUNS = 200;

function time<T>(work: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = work();
  return { result, ms: performance.now() - started };
}

export function runEngineBench(): void {
  const ledger = generateLedger({ cash: true });
  const cashRows = ledger.filter((row) => row.cashHoldingKey === undefined && row.holdingKey.startsWith('CASH')).length;
  // The floor: one pass touching every row's amounts, no cost logic.
  const floor = time(() => {
    let total: Decimal = decimal(0);
    for (const row of ledger) total = add(total, mul(row.shares, row.price));
    return total;
  });
  computeRunningStats(ledger, { costMethod: 'average' }); // warm-up (JIT)
  const average = time(() => computeRunningStats(ledger, { costMethod: 'average' }));
  const fifo = time(() => computeRunningStats(ledger, { costMethod: 'fifo' }));
  const quotes = new Map([...average.result.positions.keys()].map((key) => [key, { price: decimal('100'), fxRateToPC: decimal(key.endsWith('7') ? '0.9' : '1') }]));
  const summary = time(() => totalHoldings(computeHoldings(average.result.positions, quotes)));
  const values = generateDailyValues();
  for (let i = 0; i < 20; i++) riskFigures(values); // warm-up (JIT)
  const risk = Array.from({ length: RISK_RUNS }, () => time(() => riskFigures(values)).ms);
  const holdingValues = Array.from({ length: SECURITIES }, (_, i) => generateDailyValues(YEARS, 100 + i));
  const perHolding = time(() => holdingValues.map((series) => riskFigures(series)));
  const memoryMb = process.memoryUsage().rss / 1024 / 1024;

  console.log(
    `Money engine (${ledger.length.toLocaleString('en')} transactions, ${cashRows.toLocaleString('en')} of them deposits, interest and fees; trades settled against ${CASH_BROKERS} brokers' cash; ${SECURITIES} securities, ${YEARS} years; pure module, no I/O)`,
  );
  console.log(`  full recompute, average cost: ${ms(average.ms)} (target < 2000 ms)`);
  console.log(`  full recompute, FIFO:         ${ms(fifo.ms)}`);
  console.log(`  bare single pass (floor):     ${ms(floor.ms)}; recompute / floor = ${(average.ms / floor.ms).toFixed(1)}x (aim < 10x)`);
  console.log(`  holdings summary from positions: ${ms(summary.ms)}`);
  console.log(`  risk figures, ${values.days.length.toLocaleString('en')} daily values (${YEARS} years) x${RISK_RUNS}: p50 ${ms(percentile(risk, 50))}, max ${ms(Math.max(...risk))} (target < 50 ms)`);
  console.log(`  risk figures per holding, ${SECURITIES} holdings x ${YEARS} years: ${ms(perHolding.ms)}`);
  console.log(`  resident memory after the runs: ${memoryMb.toFixed(0)} MB (target < 1024 MB)`);
  runPlanningBench();
}

/** The forecast widget's figures for 40 years monthly with its 2,000 paths (the drawing in Chromium comes on top). */
function runPlanningBench(): void {
  const plan = { initial: 100_000, lumpSum: 0, annualRate: 0.05, payment: 500, frequency: 'monthly' as const, years: 40 };
  const settings = { displayBy: 'monthly' as const, inflationAdjusted: true, inflationRate: 0.02 };
  forecastSeries(plan, { annualReturn: 0.07, volatility: 0.16 }, settings); // warm-up (JIT)
  const runs = Array.from({ length: 5 }, () => time(() => forecastSeries(plan, { annualReturn: 0.07, volatility: 0.16 }, settings)).ms);
  console.log(`Planning: a forecast of 40 years monthly with ${FORECAST_PATHS.toLocaleString('en')} simulated paths (the widget's figures, before drawing): p50 ${ms(percentile(runs, 50))}, max ${ms(Math.max(...runs))} (the render target, in Chromium, < 300 ms)`);
}
