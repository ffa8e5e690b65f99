import { cashLine, conversionText, priceText, sharesText } from './cellFormats';

const row = { shareprice: 0, ratioNew: null, ratioOld: null, targetTicker: null } as const;

describe('cash rows', () => {
  it('write a conversion as what was given and what was received, each in its minor units', () => {
    expect(conversionText({ currency: 'USD', transactionValue: 1000, shares: 912.5, targetTicker: 'EUR' }, 'en-US')).toBe('1,000.00 USD → 912.50 EUR');
    expect(conversionText({ currency: 'EUR', transactionValue: 1000, shares: 161234, targetTicker: 'JPY' }, 'de-DE')).toBe('1.000,00 EUR → 161.234 JPY');
  });

  it('say "Cash" where a security has its name, and nothing for a security', () => {
    expect(cashLine({ ...row, type: 'Deposit', currency: 'USD', transactionValue: 5, shares: 0 }, null)).toBe('Cash');
    expect(cashLine({ ...row, type: 'Conversion', currency: 'USD', transactionValue: 5, shares: 4, targetTicker: 'GBP' }, 'en-GB')).toBe('5.00 USD → 4.00 GBP');
    expect(cashLine({ ...row, type: 'Buy', currency: 'USD', transactionValue: 5, shares: 1 }, null)).toBeNull();
  });

  it.each(['Deposit', 'Withdrawal', 'Interest', 'Fee', 'Tax', 'Conversion'] as const)('show no shares or price for a %s', (type) => {
    const cash = { ...row, type, currency: 'USD', shares: 912.5, shareprice: 1 };
    expect(sharesText(cash, null)).toBeNull();
    expect(priceText(cash, null)).toBeNull();
  });
});
