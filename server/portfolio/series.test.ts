/** Named scenarios for daily value series and their returns; arithmetic in the comments. */
import { constantSeries, seriesFrom, valueAsOf, type AsOfSeries } from './asOf';
import { fromDay, toDay } from './days';
import { toNumber } from './decimal';
import { computeRunningStats } from './runningStats';
import { buildTransaction as t } from './scenarios/buildTransaction';
import {
  buildTimelines,
  flowOf,
  fromSecondDay,
  holdingSeries,
  periodReturns,
  sampleSeries,
  valueSeries,
  type HoldingTimeline,
  type LedgerEvent,
  type Valuation,
  type ValueSeries,
} from './series';

// One week: 2024-03-04 is a Monday.
const MON = toDay('2024-03-04');
const TUE = MON + 1;
const WED = MON + 2;
const THU = MON + 3;
const FRI = MON + 4;
const SUN = MON + 6;

const valuation = (prices: Record<string, AsOfSeries>, fx: Record<string, AsOfSeries>): Valuation => ({
  price: (key) => prices[key],
  fxToPC: (key) => fx[key],
});

const plain = (s: ValueSeries) => ({
  days: Array.from(s.days),
  value: Array.from(s.value),
  cost: Array.from(s.cost),
  flow: Array.from(s.flow),
  netContributions: Array.from(s.netContributions),
});

const timeline = (events: LedgerEvent[]): HoldingTimeline => {
  const [only] = buildTimelines(events).values();
  if (!only) throw new Error('no timeline');
  return only;
};

/** ACME, a USD holding in a EUR portfolio at 0.5 EUR per USD: buy 10 @ 100 (fee 1) Monday, sell 5 @ 120 (fee 2) Friday. */
const acmeTransactions = [
  t('Buy', { id: 'b1', date: '2024-03-04', holding: 'ACME', shares: '10', price: '100', fees: '1', fx: '0.5' }),
  t('Sell', { id: 's1', date: '2024-03-08', holding: 'ACME', shares: '5', price: '120', fees: '2', fx: '0.5' }),
];
// Buy: flow (10 × 100 + 1) × 0.5 = 500.5, cost 500.5. Sell: flow −(5 × 120 − 2) × 0.5 = −299;
// average cost left 500.5 × 5/10 = 250.25.
const acmeEvents: LedgerEvent[] = [
  { key: 'ACME', day: MON, sharesAfter: 10, costPCAfter: 500.5, flowPC: 500.5 },
  { key: 'ACME', day: FRI, sharesAfter: 5, costPCAfter: 250.25, flowPC: -299 },
];
// Closes in USD: 100 Monday, 110 Wednesday, 120 Friday; nothing on Tuesday, Thursday or the weekend.
const acmePrices = seriesFrom([
  { day: MON, value: 100 },
  { day: WED, value: 110 },
  { day: FRI, value: 120 },
]);
const halfRate = seriesFrom([{ day: MON - 30, value: 0.5 }]);

describe('flowOf', () => {
  it('Buy is money in: (shares × price + fees) × fx', () => {
    // (10 × 100 + 1) × 0.5 = 500.5
    expect(flowOf(acmeTransactions[0]!)).toBe(500.5);
  });

  it('Sell is money out: −(shares × price − fees) × fx', () => {
    // −(5 × 120 − 2) × 0.5 = −299
    expect(flowOf(acmeTransactions[1]!)).toBe(-299);
  });

  it('Income paid in cash is money out, net of taxes and fees', () => {
    // gross 100 × 0.5 = 50; −(50 − 7.5 − 1) × 0.5 = −20.75
    expect(flowOf(t('Income', { id: 'i1', date: '2024-03-01', shares: '100', price: '0.5', taxes: '7.5', fees: '1', fx: '0.5' }))).toBe(-20.75);
    // A lump sum replaces shares × price: −(80 − 12) × 1 = −68 (not −(50 − 12)).
    expect(flowOf(t('Income', { id: 'i2', date: '2024-03-01', shares: '100', price: '0.5', amount: '80', taxes: '12' }))).toBe(-68);
  });

  it('DRIP, Split, Spin-Off and Merge move nothing across the portfolio edge', () => {
    const fields = { date: '2024-03-01', shares: '3', price: '50', fees: '1', taxes: '2', fx: '0.5' };
    expect(flowOf(t('DRIP', { id: 'd', ...fields }))).toBe(0);
    expect(flowOf(t('Split', { id: 'x', ...fields, ratio: '2:1' }))).toBe(0);
    expect(flowOf(t('Spin-Off', { id: 'o', ...fields, target: 'NEW', fraction: '0.2' }))).toBe(0);
    expect(flowOf(t('Merge', { id: 'm', ...fields, ratio: '3:2', target: 'NEW' }))).toBe(0);
  });
});

describe('buildTimelines', () => {
  it('collapses two events on one day to the last state, with the flows summed', () => {
    const timelines = buildTimelines([
      // Out of day order across holdings and days; same-day order is kept.
      { key: 'B', day: WED, sharesAfter: 1, costPCAfter: 10, flowPC: 10 },
      { key: 'A', day: TUE, sharesAfter: 10, costPCAfter: 1000, flowPC: 1000 },
      { key: 'A', day: MON, sharesAfter: 2, costPCAfter: 200, flowPC: 200 },
      { key: 'A', day: TUE, sharesAfter: 6, costPCAfter: 720, flowPC: -450 },
    ]);
    const a = timelines.get('A')!;
    expect(Array.from(a.days)).toEqual([MON, TUE]);
    expect(Array.from(a.shares)).toEqual([2, 6]); // Tuesday ends on the later event: 6 shares
    expect(Array.from(a.costPC)).toEqual([200, 720]);
    expect(Array.from(a.flowPC)).toEqual([200, 550]); // Tuesday: 1000 − 450 = 550
    expect(Array.from(a.outPC)).toEqual([0, 450]); // what Tuesday's sale took out, apart
    expect(Array.from(timelines.get('B')!.days)).toEqual([WED]);
  });

  it('matches the ledger pass: events from computeRunningStats rows and flowOf are the hand-written ones', () => {
    const { rows } = computeRunningStats(acmeTransactions);
    const events = rows.map((row, i) => ({
      key: row.holdingKey,
      day: toDay(acmeTransactions[i]!.date),
      sharesAfter: toNumber(row.shares_balance),
      costPCAfter: toNumber(row.valueAtCostPC),
      flowPC: flowOf(acmeTransactions[i]!),
    }));
    expect(events).toEqual(acmeEvents);
  });
});

describe('valueSeries', () => {
  it('values a USD holding in EUR day by day through a buy, a price change and a sale', () => {
    const series = valueSeries(buildTimelines(acmeEvents).values(), valuation({ ACME: acmePrices }, { ACME: halfRate }), MON - 1, SUN);
    expect(plain(series)).toEqual({
      days: [MON - 1, MON, TUE, WED, THU, FRI, FRI + 1, SUN],
      // Sun before: nothing held. Mon, Tue: 10 × 100 × 0.5 = 500 (Tue carries Monday's close);
      // Wed, Thu: 10 × 110 × 0.5 = 550; Fri, Sat, Sun: 5 × 120 × 0.5 = 300.
      value: [0, 500, 500, 550, 550, 300, 300, 300],
      cost: [0, 500.5, 500.5, 500.5, 500.5, 250.25, 250.25, 250.25],
      flow: [0, 500.5, 0, 0, 0, -299, 0, 0],
      // 500.5 from Monday; 500.5 − 299 = 201.5 from Friday.
      netContributions: [0, 500.5, 500.5, 500.5, 500.5, 201.5, 201.5, 201.5],
    });
  });

  it('counts flows before `from` in netContributions but not in flow', () => {
    const series = valueSeries(buildTimelines(acmeEvents).values(), valuation({ ACME: acmePrices }, { ACME: halfRate }), WED, FRI);
    expect(Array.from(series.flow)).toEqual([0, 0, -299]);
    expect(Array.from(series.outflow)).toEqual([0, 0, 299]);
    // Monday's 500.5 is already in; Friday: 500.5 − 299 = 201.5.
    expect(Array.from(series.netContributions)).toEqual([500.5, 500.5, 201.5]);
    // Shares held since Monday are valued from the first day: 10 × 110 × 0.5 = 550.
    expect(series.value[0]).toBe(550);
  });

  it('values a holding at its cost basis on days it has no price or no FX rate', () => {
    const bond: LedgerEvent[] = [{ key: 'BOND', day: WED, sharesAfter: 2, costPCAfter: 40, flowPC: 40 }];
    // No price series at all: cost 40 every day from Wednesday.
    const unpriced = holdingSeries(timeline(bond), valuation({}, { BOND: constantSeries(1) }), TUE, FRI);
    expect(Array.from(unpriced.value)).toEqual([0, 40, 40, 40]);
    // First price on Thursday (25): Wednesday at cost 40, Thursday 2 × 25 × 1 = 50.
    const late = holdingSeries(timeline(bond), valuation({ BOND: seriesFrom([{ day: THU, value: 25 }]) }, { BOND: constantSeries(1) }), TUE, FRI);
    expect(Array.from(late.value)).toEqual([0, 40, 50, 50]);
    // A price but no FX rate: at cost.
    const noRate = holdingSeries(timeline(bond), valuation({ BOND: seriesFrom([{ day: WED, value: 25 }]) }, {}), TUE, FRI);
    expect(Array.from(noRate.value)).toEqual([0, 40, 40, 40]);
  });

  it('sums holdings, and a holding that starts after `to` adds nothing', () => {
    const timelines = buildTimelines([
      ...acmeEvents,
      { key: 'EURO', day: TUE, sharesAfter: 4, costPCAfter: 80, flowPC: 80 },
      { key: 'LATER', day: SUN + 10, sharesAfter: 1, costPCAfter: 1000, flowPC: 1000 },
    ]);
    const prices = { ACME: acmePrices, EURO: seriesFrom([{ day: MON, value: 21 }]), LATER: seriesFrom([{ day: MON, value: 5 }]) };
    const fx = { ACME: halfRate, EURO: constantSeries(1), LATER: constantSeries(1) };
    const series = valueSeries(timelines.values(), valuation(prices, fx), MON, WED);
    // EURO from Tuesday: 4 × 21 = 84. Mon 500; Tue 500 + 84 = 584; Wed 550 + 84 = 634.
    expect(Array.from(series.value)).toEqual([500, 584, 634]);
    expect(Array.from(series.cost)).toEqual([500.5, 580.5, 580.5]); // 500.5 + 80
    expect(Array.from(series.netContributions)).toEqual([500.5, 580.5, 580.5]);
  });

  it('drops a position to zero value and cost once it is sold out', () => {
    const events: LedgerEvent[] = [
      { key: 'ACME', day: MON, sharesAfter: 10, costPCAfter: 500.5, flowPC: 500.5 },
      { key: 'ACME', day: WED, sharesAfter: 0, costPCAfter: 0, flowPC: -549 },
    ];
    const series = valueSeries(buildTimelines(events).values(), valuation({ ACME: acmePrices }, { ACME: halfRate }), MON, THU);
    expect(Array.from(series.value)).toEqual([500, 500, 0, 0]);
    expect(Array.from(series.cost)).toEqual([500.5, 500.5, 0, 0]);
    // 500.5 − 549 = −48.5: more came out than went in.
    expect(Array.from(series.netContributions)).toEqual([500.5, 500.5, -48.5, -48.5]);
  });

  it('is empty when `to` is before `from`, and rejects a non-integer day', () => {
    expect(valueSeries(buildTimelines(acmeEvents).values(), valuation({}, {}), FRI, MON).days).toHaveLength(0);
    expect(() => valueSeries([], valuation({}, {}), MON + 0.5, FRI)).toThrow(RangeError);
  });
});

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('valueSeries against a day-by-day valueAsOf reference', () => {
  it('agrees exactly on random holdings with sparse prices, gaps, missing rates and closed positions', () => {
    const next = random(7);
    const events: LedgerEvent[] = [];
    const prices: Record<string, AsOfSeries> = {};
    const fx: Record<string, AsOfSeries> = {};
    for (let h = 0; h < 25; h++) {
      const key = `H${h}`;
      let day = Math.floor(next() * 200);
      for (let e = 0; e < 6; e++) {
        const shares = next() < 0.2 ? 0 : Math.floor(next() * 50);
        events.push({ key, day, sharesAfter: shares, costPCAfter: shares * 7, flowPC: Math.round(next() * 200 - 100) });
        day += Math.floor(next() * 60);
      }
      const points = [];
      for (let d = 0; d < 400; d++) if (next() < 0.3) points.push({ day: d, value: 1 + next() * 100 });
      if (h % 5 !== 0) prices[key] = seriesFrom(points);
      if (h % 7 !== 0) fx[key] = seriesFrom([{ day: Math.floor(next() * 150), value: 0.5 + next() }, { day: 250, value: 2 }]);
    }
    const timelines = [...buildTimelines(events).values()];
    const [from, to] = [50, 320];
    const series = valueSeries(timelines, valuation(prices, fx), from, to);

    for (let day = from; day <= to; day++) {
      let value = 0;
      let cost = 0;
      let flow = 0;
      let net = 0;
      for (const tl of timelines) {
        let i = -1;
        tl.days.forEach((d, j) => {
          if (d <= day) i = j;
          if (d <= day) net += tl.flowPC[j]!;
          if (d === day) flow += tl.flowPC[j]!;
        });
        const shares = i < 0 ? 0 : tl.shares[i]!;
        const held = i < 0 ? 0 : tl.costPC[i]!;
        cost += held;
        const price = prices[tl.key] && valueAsOf(prices[tl.key]!, day);
        const rate = fx[tl.key] && valueAsOf(fx[tl.key]!, day);
        if (shares !== 0) value += price && rate ? shares * price.value * rate.value : held;
      }
      const i = day - from;
      expect([day, series.value[i], series.cost[i], series.flow[i]]).toEqual([day, value, cost, flow]);
      expect(series.netContributions[i]).toBeCloseTo(net, 9);
    }
  });
});

/** A value series from figures (days need not be consecutive for the returns). */
function seriesOf(days: number[], value: number[], flow: number[]): ValueSeries {
  let net = 0;
  return {
    days: Int32Array.from(days),
    value: Float64Array.from(value),
    cost: new Float64Array(days.length),
    flow: Float64Array.from(flow),
    // What the series takes out is a sale's money, at the day's end (a net flow below 0 here).
    outflow: Float64Array.from(flow, (f) => Math.max(0, -f)),
    netContributions: Float64Array.from(flow, (f) => (net += f)),
  };
}

describe('periodReturns', () => {
  it('chains the TWR around a contribution: 1000 grows to 1100, +1000 at the day start, 2100 grows to 2205', () => {
    const d = toDay('2024-01-01');
    const returns = periodReturns(seriesOf([d, d + 1, d + 2], [1000, 1100, 2205], [1000, 0, 1000]));
    // 1100 / (1000 + 0) = 1.1; 2205 / (1100 + 1000) = 1.05; 1.1 × 1.05 − 1 = 0.155.
    expect(returns.twr).toBeCloseTo(0.155, 12);
  });

  it('takes XIRR from the investor side, not counting the first day flow already in the starting value', () => {
    // 2021-01-01 -> 2022-01-01 -> 2023-01-01: 365 + 365 days, exactly two years of 365.
    const d = toDay('2021-01-01');
    const returns = periodReturns(seriesOf([d, d + 365, d + 730], [1000, 2100, 2310], [1000, 1000, 0]));
    // Investor: −1000 (starting value), −1000 a year later, +2310 at the end. At 10 %:
    // 1000 × 1.1² + 1000 × 1.1 = 1210 + 1100 = 2310, so XIRR = 0.1 (=XIRR in a spreadsheet).
    // Counting flow[0] too would put 2000 in at the start and give a lower rate.
    expect(Math.abs(returns.xirr! - 0.1)).toBeLessThan(1e-9);
    // TWR: 2100 / (1000 + 1000) = 1.05, 2310 / 2100 = 1.1 -> 0.155 over 730 days, √1.155 − 1 a year.
    expect(returns.twr).toBeCloseTo(0.155, 12);
    expect(returns.twrAnnualised).toBeCloseTo(Math.sqrt(1.155) - 1, 12);
  });

  it('counts a sale as cash back to the investor', () => {
    const d = toDay('2021-01-01');
    const returns = periodReturns(seriesOf([d, d + 365, d + 730], [1000, 550, 605], [1000, -550, 0]));
    // −1000, then +550 after a year, +605 after two: 550 / 1.1 + 605 / 1.21 = 500 + 500 = 1000 -> 10 %.
    expect(Math.abs(returns.xirr! - 0.1)).toBeLessThan(1e-9);
  });

  it('gives 10 % on all three measures for a holding bought at 100 and worth 110 exactly 365 days later', () => {
    const start = toDay('2023-01-01');
    const end = toDay('2024-01-01'); // 365 days later
    const series = holdingSeries(
      timeline([{ key: 'ACME', day: start, sharesAfter: 10, costPCAfter: 1000, flowPC: 1000 }]),
      valuation({ ACME: seriesFrom([{ day: start, value: 100 }, { day: end, value: 110 }]) }, { ACME: constantSeries(1) }),
      start,
      end,
    );
    // 10 × 100 = 1000 at the start, 10 × 110 = 1100 at the end, no flows between.
    expect(series.days).toHaveLength(366);
    const returns = periodReturns(series);
    expect(returns.twr).toBeCloseTo(0.1, 12);
    expect(returns.twrAnnualised).toBeCloseTo(0.1, 12);
    expect(Math.abs(returns.xirr! - 0.1)).toBeLessThan(1e-9);
  });

  it('charges the first day its fees and its trade price: 10 bought at 100 with a fee of 10, worth 1,000 a year later, is -0.99 %', () => {
    const start = toDay('2023-01-01');
    const end = toDay('2024-01-01'); // 365 days later
    // The day's close is 100 too: starting the period from it would hide the fee and give 0 %.
    const series = holdingSeries(
      timeline([{ key: 'ACME', day: start, sharesAfter: 10, costPCAfter: 1010, flowPC: 1010 }]),
      valuation({ ACME: seriesFrom([{ day: start, value: 100 }]) }, { ACME: constantSeries(1) }),
      start - 1, // the close before the period: nothing held yet
      end,
    );
    const returns = periodReturns(series);
    // Investor: −1010 on 2023-01-01, +1000 on 2024-01-01 (365 days): 1000 / 1010 − 1 = −0.00990099…
    // (=XIRR({-1010, 1000}, {DATE(2023,1,1), DATE(2024,1,1)}) in a spreadsheet).
    expect(returns.xirr).toBeCloseTo(1000 / 1010 - 1, 9);
    // TWR: the first day's return is 1000 / (0 + 1010) − 1, every later day 0.
    expect(returns.twr).toBeCloseTo(1000 / 1010 - 1, 12);
  });

  it('opens a period in the middle of the history at the previous close', () => {
    const d = toDay('2021-01-01');
    // Worth 1000 at the close before the period, 1100 a year later, no flows: 10 % on all measures.
    const returns = periodReturns(seriesOf([d, d + 1, d + 365], [1000, 1000, 1100], [0, 0, 0]));
    expect(returns.twr).toBeCloseTo(0.1, 12);
    expect(Math.abs(returns.xirr! - 0.1)).toBeLessThan(1e-9);
  });

  it('leaves the opening day out of the period it shows', () => {
    const d = toDay('2024-01-01');
    const period = fromSecondDay(seriesOf([d, d + 1, d + 2], [0, 1000, 1100], [0, 1000, 0]));
    expect(Array.from(period.days)).toEqual([d + 1, d + 2]);
    expect(Array.from(period.value)).toEqual([1000, 1100]);
    expect(Array.from(fromSecondDay(seriesOf([], [], [])).days)).toEqual([]);
  });

  it('is all null with fewer than two days or no capital ever at work', () => {
    const d = toDay('2024-01-01');
    const none = { twr: null, twrAnnualised: null, xirr: null };
    expect(periodReturns(seriesOf([d], [1000], [1000]))).toEqual(none);
    expect(periodReturns(seriesOf([d, d + 1, d + 2], [0, 0, 0], [0, 0, 0]))).toEqual(none);
  });
});

describe('a series past its point budget', () => {
  const daysFrom = (from: string, to: string) => Int32Array.from({ length: toDay(to) - toDay(from) + 1 }, (_, i) => toDay(from) + i);
  const datesOf = (days: Int32Array, indices: Int32Array) => Array.from(indices, (i) => fromDay(days[i]!));

  it('keeps every day while they fit', () => {
    const days = daysFrom('2024-01-01', '2024-12-31');
    const { resolution, indices } = sampleSeries(days, 366);
    expect(resolution).toBe('day');
    expect(indices).toHaveLength(366);
  });

  it('samples the last day of each week (Sunday), keeping the first and last days', () => {
    const days = daysFrom('2024-01-03', '2024-02-14'); // a Wednesday to a Wednesday: 43 days
    const { resolution, indices } = sampleSeries(days, 10);
    expect(resolution).toBe('week');
    expect(datesOf(days, indices)).toEqual(['2024-01-03', '2024-01-07', '2024-01-14', '2024-01-21', '2024-01-28', '2024-02-04', '2024-02-11', '2024-02-14']);
  });

  it('goes to months, quarters or years as the span needs', () => {
    const twentyYears = daysFrom('2006-01-01', '2025-12-31');
    expect(sampleSeries(twentyYears).resolution).toBe('week'); // 7,305 days, 1,044 weeks
    const twoCenturies = daysFrom('1900-01-01', '2099-12-31');
    const { resolution, indices } = sampleSeries(twoCenturies); // 2,400 months are past 2,000
    expect(resolution).toBe('quarter');
    expect(indices.length).toBeLessThanOrEqual(2_000);
    expect(datesOf(twoCenturies, indices).slice(0, 3)).toEqual(['1900-01-01', '1900-03-31', '1900-06-30']);
    expect(datesOf(twoCenturies, indices).at(-1)).toBe('2099-12-31');
    const months = sampleSeries(daysFrom('2000-01-15', '2010-01-15'), 200);
    expect(months.resolution).toBe('month');
    expect(datesOf(daysFrom('2000-01-15', '2010-01-15'), months.indices).slice(0, 3)).toEqual(['2000-01-15', '2000-01-31', '2000-02-29']);
    expect(sampleSeries(twoCenturies, 250).resolution).toBe('year');
  });
});
