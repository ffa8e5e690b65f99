import { parseTransactionInput } from './transactionInput';

const buy = (extra: Record<string, unknown>) => ({ portfolio_Id: 'p1', ticker: 'VOD.L', type: 'Buy' as const, date: '2024-03-01', shares: 100, ...extra });

describe('parseTransactionInput', () => {
  it('keeps a London price entered in pence (GBp, GBX) in pounds, and fees in pounds as given', () => {
    for (const currency of ['GBp', 'GBX']) {
      const parsed = parseTransactionInput(buy({ currency, shareprice: 72.5, fees: 5 }), 'transactionInput[0]');
      expect(parsed).toMatchObject({ currency: 'GBP', shareprice: '0.725', transactionValue: '72.5', fees: '5' });
    }
  });

  it('reads GBP as pounds: the case of the p is the unit', () => {
    expect(parseTransactionInput(buy({ currency: 'GBP', shareprice: 0.725 }), 'transactionInput[0]')).toMatchObject({ currency: 'GBP', shareprice: '0.725' });
    expect(parseTransactionInput(buy({ currency: 'gbp', shareprice: 0.725 }), 'transactionInput[0]')).toMatchObject({ currency: 'GBP' });
  });
});
