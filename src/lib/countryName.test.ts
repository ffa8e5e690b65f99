import { countryName } from './countryName';

describe('countryName', () => {
  it('names ISO country codes in English, whatever their case', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('de')).toBe('Germany');
  });

  it('gives null for no code, a malformed one or one the runtime does not know', () => {
    expect(countryName(null)).toBeNull();
    expect(countryName('')).toBeNull();
    expect(countryName('USA')).toBeNull();
    expect(countryName('Q1')).toBeNull();
    expect(countryName('ZZ')).toBeNull();
  });
});
