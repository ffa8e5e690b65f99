import { createRandom, hashText, seededWalk, type WalkShape } from './seeded';

const SHAPE: WalkShape = { start: 100, drift: 0.0002, volatility: 0.02, pull: 0.003, maxStep: 0.05 };

describe('seeded randomness', () => {
  it('hashes text to fixed 32-bit values that differ for near keys', () => {
    // Pinned: a change here changes every simulated price, so it must be deliberate.
    expect(hashText('AAPL')).toBe(2_272_979_962);
    expect(hashText('')).toBe(2_872_998_923);
    expect(createRandom(42)()).toBe(0.6011037519201636);
    expect(hashText('AAPL')).not.toBe(hashText('AAPM'));
    const hashes = ['A', 'B', 'C', 'AA', 'AB'].map(hashText);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.every((hash) => Number.isInteger(hash) && hash >= 0 && hash < 2 ** 32)).toBe(true);
  });

  it('draws the same uniform sequence from the same seed, in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const drawsA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(drawsA);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(drawsA);
    expect(drawsA.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    const mean = drawsA.reduce((sum, draw) => sum + draw, 0) / drawsA.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('walks from the start value, a shorter walk being a prefix of a longer one', () => {
    const long = seededWalk(7, SHAPE, 2000);
    const short = seededWalk(7, SHAPE, 300);
    expect(long[0]).toBeCloseTo(100, 10);
    expect(Array.from(short)).toEqual(Array.from(long.subarray(0, 300)));
    expect(Array.from(seededWalk(8, SHAPE, 300))).not.toEqual(Array.from(short));
    expect(seededWalk(7, SHAPE, 0)).toHaveLength(0);
  });

  it('bounds every step by maxStep and keeps values positive', () => {
    const wild: WalkShape = { ...SHAPE, volatility: 0.2 };
    const values = seededWalk(3, wild, 5000);
    let largest = 0;
    for (let i = 1; i < values.length; i++) largest = Math.max(largest, Math.abs(Math.log(values[i]! / values[i - 1]!)));
    expect(largest).toBeLessThanOrEqual(wild.maxStep + 1e-12);
    expect(largest).toBeGreaterThan(wild.maxStep * 0.99);
    expect(values.every((value) => value > 0)).toBe(true);
  });

  it('stays near its trend over long walks thanks to the pull', () => {
    const values = seededWalk(11, SHAPE, 6000);
    for (let i = 0; i < values.length; i += 500) {
      const trend = SHAPE.start * Math.exp(SHAPE.drift * i);
      expect(Math.abs(Math.log(values[i]! / trend))).toBeLessThan(1.5);
    }
  });
});
