/**
 * A ledger with every kind (trades, income per share and as a lump sum with taxes, DRIP, Split,
 * Spin-Off, Merge, and the cash kinds: a deposit, a withdrawal with a fee, interest with taxes
 * withheld, an account fee, a tax refund, a conversion), fees and taxes, three currencies, fractional shares and many-decimal prices,
 * a time of day, a formula-looking name and text with commas and quotes: the export's tests
 * read it back. Newest first, as the list holds it; fields a kind does not have are what the
 * server stores for them (0 or null).
 */
import { makeTransaction } from '../list/testTransactions';
import type { TransactionRow } from '../list/transactionColumns';

const main = { __typename: 'NamedRef', _id: 'p1', name: 'Main, "long term"' } as TransactionRow['parentportfolio'];
const pension = { __typename: 'NamedRef', _id: 'p2', name: '+Pension' } as TransactionRow['parentportfolio'];
const notATrade = { shares: 0, shareprice: 0, transactionValue: 0, shareprice_userCurrency: 0, transactionValue_userCurrency: 0, fees: 0 };

/** A cash row: its holding is its currency (ticker the code, no security name), its amount the value. */
const cash = (id: string, type: TransactionRow['type'], currency: string, date: string, transactionValue: number, more: Partial<TransactionRow> = {}) =>
  makeTransaction(id, { type, ticker: currency, currency, date: `${date}T00:00:00.000`, ...notATrade, transactionValue, transactionValue_userCurrency: transactionValue, stock: null, ...more });

export const EVERY_KIND_LEDGER: TransactionRow[] = [
  makeTransaction('m1', { type: 'Merge', ticker: 'ABC', date: '2024-09-01T00:00:00.000', ...notATrade, ratioNew: 4567, ratioOld: 10000, ratio: 0.4567, targetTicker: 'XYZ', stock: { name: 'ABC Corp', ISIN: null } }),
  makeTransaction('so1', {
    type: 'Spin-Off',
    ticker: 'MMM',
    date: '2024-04-01T00:00:00.000',
    ...notATrade,
    shares: 0.25,
    costBasisFraction: 0.1234567,
    targetTicker: 'SOLV',
    stock: { name: '3M', ISIN: 'US88579Y1010' },
  }),
  makeTransaction('sp1', { type: 'Split', ticker: 'NVDA', date: '2024-06-10T00:00:00.000', ...notATrade, ratioNew: 10, ratioOld: 1, ratio: 10, stock: { name: 'NVIDIA', ISIN: 'US67066G1040' } }),
  makeTransaction('d1', {
    type: 'DRIP',
    ticker: 'VOD',
    exchangeShortName: 'LSE',
    currency: 'GBP',
    isApplyExchangeRate: true,
    date: '2024-05-02T00:00:00.000',
    shares: 0.123456789,
    shareprice: 0.71234567891,
    transactionValue: 0.123456789 * 0.71234567891,
    fees: 0.01,
    parentportfolio: pension,
    stock: { name: 'Vodafone', ISIN: 'GB00BH4HKS39' },
  }),
  makeTransaction('i2', { type: 'Income', ticker: 'VOD', exchangeShortName: 'LSE', currency: 'GBP', date: '2024-05-02T00:00:00.000', ...notATrade, transactionValue: 12.5, taxes: 1.875, parentportfolio: pension }),
  makeTransaction('i1', { type: 'Income', ticker: 'SAP', exchangeShortName: 'XETRA', currency: 'EUR', date: '2024-05-20T00:00:00.000', shares: 3, shareprice: 2.2, transactionValue: 6.6, fees: 0, taxes: 1.74, stock: { name: 'SAP SE', ISIN: 'DE0007164600' } }),
  makeTransaction('s1', { type: 'Sell', ticker: 'SAP', exchangeShortName: 'XETRA', currency: 'EUR', date: '2024-03-15T15:30:00.000', shares: 1.5, shareprice: 187.123456789, transactionValue: 280.6851851835, fees: 4.9, reference: 'T-2, "second"', stock: { name: 'SAP SE', ISIN: 'DE0007164600' } }),
  makeTransaction('b1', {
    type: 'Buy',
    ticker: 'SAP',
    exchangeShortName: 'XETRA',
    currency: 'EUR',
    isApplyExchangeRate: true,
    date: '2024-03-15T00:00:00.000',
    shares: 4.5,
    shareprice: 150.000001,
    transactionValue: 675.0000045,
    fees: 3.5,
    holdingDisplay: 'SAP (Xetra)',
    reference: '=T-1',
    parentportfolio: main,
    stock: { name: 'SAP SE', ISIN: 'DE0007164600' },
  }),
  // Cash, before the trades: money is deposited before it is spent.
  cash('cv1', 'Conversion', 'USD', '2024-02-20', 1000, { shares: 912.5, targetTicker: 'EUR', fees: 2 }),
  cash('tx1', 'Tax', 'EUR', '2024-02-15', -20, { reference: 'refund 2023' }),
  cash('f1', 'Fee', 'USD', '2024-02-03', 10),
  cash('in1', 'Interest', 'EUR', '2024-02-01', 12.5, { taxes: 3.3, fees: 0.25 }),
  cash('w1', 'Withdrawal', 'GBP', '2024-01-20', 100, { fees: 1.5, parentportfolio: pension }),
  cash('dp1', 'Deposit', 'USD', '2024-01-02', 5000),
];
