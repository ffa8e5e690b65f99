import { countryOfIsin } from './isinCountry';

describe('countryOfIsin', () => {
  it('reads the issuer country of an ISIN, and none from international prefixes or no ISIN', () => {
    expect(countryOfIsin('DE0005190003')).toBe('DE');
    expect(countryOfIsin('CH0237935652')).toBe('CH');
    expect(countryOfIsin('us9229087690')).toBe('US');
    expect(countryOfIsin('XS1234567890')).toBeNull();
    expect(countryOfIsin('EU000A1G0BN7')).toBeNull();
    expect(countryOfIsin(null)).toBeNull();
    expect(countryOfIsin('')).toBeNull();
  });
});
