import { DEFAULT_WITHHOLDING_RATES, ownWithholdingRates, percentToRate, withholdingPercentProblem, withholdingRateList } from './withholdingTax';

describe('withholding rates', () => {
  it("lists every default country and the user's own, by code, the user's rate winning", () => {
    const list = withholdingRateList({ US: 0, ZA: 0.2 });
    expect(list.map((entry) => entry.country)).toEqual([...Object.keys(DEFAULT_WITHHOLDING_RATES), 'ZA'].sort());
    expect(list.find((entry) => entry.country === 'US')).toEqual({ country: 'US', rate: 0, isDefault: false });
    expect(list.find((entry) => entry.country === 'CH')).toEqual({ country: 'CH', rate: 0.35, isDefault: true });
    expect(list.find((entry) => entry.country === 'ZA')).toEqual({ country: 'ZA', rate: 0.2, isDefault: false });
  });

  it("reads the user's own rates back out of the list", () => {
    expect(ownWithholdingRates(withholdingRateList({ US: 0, ZA: 0.2 }))).toEqual({ US: 0, ZA: 0.2 });
    expect(ownWithholdingRates(withholdingRateList({}))).toEqual({});
  });

  it('takes a percentage from 0 to 100, with or without the sign, as a fraction without float dust', () => {
    expect(withholdingPercentProblem('15')).toBeNull();
    expect(withholdingPercentProblem('26.375 %')).toBeNull();
    expect(withholdingPercentProblem('0')).toBeNull();
    expect(withholdingPercentProblem('100')).toBeNull();
    expect(percentToRate('26.375')).toBe(0.26375);
    expect(percentToRate('15 %')).toBe(0.15);
    expect(percentToRate('7.1')).toBe(0.071);
  });

  it('refuses what is not a percentage from 0 to 100', () => {
    expect(withholdingPercentProblem('100.5')).toBe('must be between 0 % and 100 %.');
    expect(withholdingPercentProblem('-5')).toBe('must be a number from 0 to 100.');
    expect(withholdingPercentProblem('')).toBe('must be a number from 0 to 100.');
    expect(withholdingPercentProblem('abc')).toBe('must be a number from 0 to 100.');
    expect(withholdingPercentProblem('1e2')).toBe('must be a number from 0 to 100.');
  });
});
