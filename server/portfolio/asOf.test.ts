import { EARLIEST_DAY, constantSeries, createCursor, indexAsOf, invert, mergeLayers, quotient, scaledBy, seriesFrom, valueAsOf, type AsOfSeries } from './asOf';
import { toDay } from './days';

const FRI = toDay('2024-03-08');
const SAT = FRI + 1;
const SUN = FRI + 2;
const MON = FRI + 3;

const plain = (s: AsOfSeries) => ({ days: Array.from(s.days), values: Array.from(s.values) });

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('as-of series', () => {
  it("carries Friday's close over the weekend and takes Monday's on Monday", () => {
    const prices = seriesFrom([
      { day: FRI, value: 100 },
      { day: MON, value: 102 },
    ]);
    expect(valueAsOf(prices, FRI)).toEqual({ value: 100, day: FRI });
    expect(valueAsOf(prices, SAT)).toEqual({ value: 100, day: FRI });
    expect(valueAsOf(prices, SUN)).toEqual({ value: 100, day: FRI });
    expect(valueAsOf(prices, MON)).toEqual({ value: 102, day: MON });
    expect(valueAsOf(prices, MON + 100)).toEqual({ value: 102, day: MON });
  });

  it('has no value before the first point, nor anywhere in an empty series', () => {
    const prices = seriesFrom([{ day: FRI, value: 100 }]);
    expect(valueAsOf(prices, FRI - 1)).toBeUndefined();
    expect(indexAsOf(prices, FRI - 1)).toBe(-1);
    expect(valueAsOf(seriesFrom([]), FRI)).toBeUndefined();
  });

  it('sorts the points, and on a duplicate day the last one given wins', () => {
    const prices = seriesFrom([
      { day: MON, value: 102 },
      { day: FRI, value: 100 },
      { day: MON, value: 103 }, // given after 102: wins
    ]);
    expect(plain(prices)).toEqual({ days: [FRI, MON], values: [100, 103] });
  });

  it('rejects a day that is not an Int32 integer', () => {
    expect(() => seriesFrom([{ day: 1.5, value: 1 }])).toThrow(RangeError);
    expect(() => seriesFrom([{ day: 2 ** 31, value: 1 }])).toThrow(RangeError);
  });

  it('gives a constant series the same value on every day, however early', () => {
    const one = constantSeries(1);
    expect(valueAsOf(one, EARLIEST_DAY)?.value).toBe(1);
    expect(valueAsOf(one, toDay('1900-01-01'))?.value).toBe(1);
    expect(valueAsOf(one, toDay('2099-12-31'))?.value).toBe(1);
  });

  it('merges layers by exact-date precedence: manual 101 beats provider 100 on its day, provider fills the rest', () => {
    const manual = seriesFrom([{ day: SAT, value: 101 }, { day: MON + 1, value: 99 }]);
    const provider = seriesFrom([
      { day: FRI, value: 100 },
      { day: SAT, value: 100 },
      { day: MON, value: 104 },
    ]);
    const { series, source } = mergeLayers([manual, provider]);
    // Union of days FRI, SAT, MON, TUE: FRI provider only; SAT both (manual wins); MON provider only; TUE manual only.
    expect(plain(series)).toEqual({ days: [FRI, SAT, MON, MON + 1], values: [100, 101, 104, 99] });
    expect(Array.from(source)).toEqual([1, 0, 1, 0]);
    // As of Sunday the latest point is Saturday's manual 101.
    expect(valueAsOf(series, SUN)?.value).toBe(101);
  });

  it('skips an undefined layer but keeps the layer indices', () => {
    const provider = seriesFrom([{ day: FRI, value: 100 }]);
    const fallback = constantSeries(1);
    const { series, source } = mergeLayers([undefined, provider, fallback]);
    expect(plain(series)).toEqual({ days: [EARLIEST_DAY, FRI], values: [1, 100] });
    expect(Array.from(source)).toEqual([2, 1]);
    expect(plain(mergeLayers([]).series)).toEqual({ days: [], values: [] });
  });

  it('inverts a rate: USD per EUR 1.25 read backwards is EUR per USD 0.8', () => {
    // 1 / 1.25 = 0.8; 1 / 0.5 = 2.
    const eurUsd = seriesFrom([{ day: FRI, value: 1.25 }, { day: MON, value: 0.5 }]);
    const usdEur = invert(eurUsd);
    expect(Array.from(usdEur.days)).toEqual([FRI, MON]);
    expect(usdEur.values[0]).toBeCloseTo(0.8, 12);
    expect(usdEur.values[1]).toBe(2);
    expect(eurUsd.values[0]).toBe(1.25); // the input is left alone
  });

  it('cursor agrees with the binary search going forwards, backwards and jumping, on a random sweep', () => {
    const next = random(20240308);
    const points: { day: number; value: number }[] = [];
    for (let day = 0; day < 3_000; day++) if (next() < 0.6) points.push({ day, value: day * 10 + 1 });
    const series = seriesFrom(points);
    const expected = (day: number) => valueAsOf(series, day)?.value;

    const forward = createCursor(series);
    for (let day = -5; day < 3_010; day++) expect(forward.at(day)).toBe(expected(day));

    const backward = createCursor(series);
    for (let day = 3_010; day >= -5; day--) expect(backward.at(day)).toBe(expected(day));

    // Mostly ascending with long jumps (past the walk limit) and occasional steps back.
    const mixed = createCursor(series);
    let day = -10;
    for (let i = 0; i < 5_000; i++) {
      day += Math.floor(next() * 60) - (next() < 0.1 ? 80 : 0);
      expect(mixed.at(day)).toBe(expected(day));
    }
  });
});

describe('quotient (FX cross rates)', () => {
  const series = (points: [number, number][]) => ({ days: Int32Array.from(points, (p) => p[0]), values: Float64Array.from(points, (p) => p[1]) });

  it('divides as of each day of either leg, from the first day both are known', () => {
    // EUR→USD on days 10 and 12, EUR→GBP on days 9 and 11: GBP→USD = (EUR→USD) / (EUR→GBP).
    const eurUsd = series([[10, 1.2], [12, 1.1]]);
    const eurGbp = series([[9, 0.8], [11, 0.88]]);
    const gbpUsd = quotient(eurUsd, eurGbp);
    expect([...gbpUsd.days]).toEqual([10, 11, 12]);
    expect(gbpUsd.values[0]).toBeCloseTo(1.5, 12);
    expect(gbpUsd.values[1]).toBeCloseTo(1.2 / 0.88, 12);
    expect(gbpUsd.values[2]).toBeCloseTo(1.1 / 0.88, 12);
  });

  it('is empty when a leg is', () => {
    expect(quotient(series([[1, 2]]), series([])).days.length).toBe(0);
  });
});

describe('scaledBy (a price series converted by an FX series)', () => {
  it('multiplies each point by the factor as of its day and drops points before the factor starts', () => {
    const prices = { days: Int32Array.of(1, 2, 5), values: Float64Array.of(10, 20, 30) };
    const rate = { days: Int32Array.of(2, 4), values: Float64Array.of(0.5, 2) };
    const converted = scaledBy(prices, rate);
    expect([...converted.days]).toEqual([2, 5]);
    expect([...converted.values]).toEqual([10, 60]);
  });
});
