import { withoutFloatNoise } from './withoutFloatNoise';

describe('withoutFloatNoise', () => {
  it('rounds binary noise away at 15 significant digits and leaves clean values alone', () => {
    expect(withoutFloatNoise(0.07 * 100)).toBe(7);
    expect(withoutFloatNoise(0.1 + 0.2)).toBe(0.3);
    expect(withoutFloatNoise(204.34730000000002)).toBe(204.3473);
    expect(withoutFloatNoise(1143.28313142)).toBe(1143.28313142);
    expect(withoutFloatNoise(-17)).toBe(-17);
    expect(withoutFloatNoise(1e-7)).toBe(1e-7);
  });
});
