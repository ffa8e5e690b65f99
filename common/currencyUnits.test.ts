import { mainUnit, toMainUnit } from './currencyUnits';

describe('currency units', () => {
  it('turns pence, cents and agorot into the main unit', () => {
    expect(toMainUnit(1259.5, 'GBp')).toEqual({ price: 12.595, currency: 'GBP' });
    expect(toMainUnit(1259.5, 'GBX')).toEqual({ price: 12.595, currency: 'GBP' });
    expect(toMainUnit(2500, 'ZAc')).toEqual({ price: 25, currency: 'ZAR' });
    expect(toMainUnit(1000, 'ILA')).toEqual({ price: 10, currency: 'ILS' });
  });

  it('leaves main units alone, GBP included (case matters: GBP is pounds, GBp pence)', () => {
    expect(toMainUnit(12.5, 'GBP')).toEqual({ price: 12.5, currency: 'GBP' });
    expect(mainUnit('USD')).toEqual({ currency: 'USD', divisor: 1 });
  });
});
