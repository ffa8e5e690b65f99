import type { ImportRowFields } from '../pipeline/importPreview';
import { cellsOf } from './PreviewTable';

const fields = (patch: Partial<ImportRowFields>): ImportRowFields => ({
  row: 2,
  ticker: 'USD',
  ISIN: null,
  exchangeShortName: null,
  currency: 'USD',
  date: '2023-02-06',
  type: 'Deposit',
  shares: 0,
  shareprice: 0,
  fees: 0,
  taxes: 0,
  reference: null,
  ...patch,
});
const cells = (patch: Partial<ImportRowFields>) => {
  const { symbol, quantity, price, currency } = cellsOf({ row: 2, status: 'ok', messages: [], transaction: fields(patch), written: null }, 'en-US');
  return { symbol, quantity, price, currency };
};

describe('cellsOf', () => {
  it('shows a cash row by its currency and amount, with no quantity', () => {
    expect(cells({ type: 'Deposit', ticker: 'CHF', currency: 'CHF', transactionValue: 1500 })).toEqual({ symbol: 'CHF cash', quantity: null, price: '1,500', currency: 'CHF' });
    expect(cells({ type: 'Tax', transactionValue: -1.5 })).toMatchObject({ symbol: 'USD cash', price: '-1.5' });
  });

  it('shows a conversion with the currency and amount received', () => {
    expect(cells({ type: 'Conversion', transactionValue: 1000, shares: 912.5, targetTicker: 'EUR' })).toEqual({ symbol: 'USD → EUR', quantity: '912.5', price: '1,000', currency: 'USD' });
  });

  it('shows a trade by its symbol, shares and price', () => {
    expect(cells({ type: 'Buy', ticker: 'VTI', shares: 17, shareprice: 204.3473 })).toEqual({ symbol: 'VTI', quantity: '17', price: '204.3473', currency: 'USD' });
  });
});
