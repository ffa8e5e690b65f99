import { bollinger, sma } from './indicators';

describe('sma', () => {
  it('averages each window of closes, none before the first full window', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+8)/3 = 5
    expect(sma([1, 2, 3, 4, 8], 3)).toEqual([null, null, 2, 3, 5]);
  });

  it('has nothing to say about fewer closes than its period', () => {
    expect(sma([10, 11], 20)).toEqual([null, null]);
    expect(sma([], 20)).toEqual([]);
  });
});

describe('bollinger', () => {
  it('draws bands two deviations of the window either side of its mean', () => {
    // Window 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations 9+1+1+1+0+0+4+16 = 32, /8 = 4,
    // deviation 2, bands 5 ± 4.
    const bands = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    expect(bands.middle).toEqual([null, null, null, null, null, null, null, 5]);
    expect(bands.upper.at(-1)).toBe(9);
    expect(bands.lower.at(-1)).toBe(1);
    expect(bands.upper.slice(0, 7)).toEqual(Array(7).fill(null));
  });

  it('slides the window along', () => {
    // Windows of 3: [1, 2, 3] mean 2, variance 2/3; [2, 3, 7] mean 4, variance (4+1+9)/3 = 14/3.
    const bands = bollinger([1, 2, 3, 7], 3, 1);
    expect(bands.middle).toEqual([null, null, 2, 4]);
    expect(bands.upper[2]).toBeCloseTo(2 + Math.sqrt(2 / 3), 12);
    expect(bands.lower[3]).toBeCloseTo(4 - Math.sqrt(14 / 3), 12);
  });

  it('closes the bands on a flat price, with 20 closes and two deviations by default', () => {
    const bands = bollinger(Array(20).fill(50));
    expect([bands.lower.at(-1), bands.middle.at(-1), bands.upper.at(-1)]).toEqual([50, 50, 50]);
    expect(bands.middle[18]).toBeNull();
  });
});
