import fs from 'node:fs';
import path from 'node:path';
import { ibkrEventRows, IBKR_EVENT_ELEMENTS, unreadSections } from './ibkrEvents';
import { IBKR_TRADE_ELEMENT } from './ibkrFlex';
import { scanXml } from './xmlElements';

const fixture = (name: string) => fs.readFileSync(path.resolve('../shared/fixtures/ibkr', name), 'utf8');
const scan = (xml: string) => scanXml(xml, [IBKR_TRADE_ELEMENT, ...IBKR_EVENT_ELEMENTS]);

/** A statement of corporate actions (and cash transactions) written as IBKR writes them. */
function statement(...elements: string[]): string {
  return `<FlexQueryResponse><FlexStatements><FlexStatement>${elements.join('')}</FlexStatement></FlexStatements></FlexQueryResponse>`;
}
const action = (attributes: Record<string, string>) =>
  `<CorporateAction currency="USD" assetCategory="STK" dateTime="2024-03-01, 20:25:00" amount="0" proceeds="0" ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')} />`;
const cash = (attributes: Record<string, string>) =>
  `<CashTransaction currency="USD" dateTime="20240315" ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')} />`;

describe('ibkrEventRows', () => {
  it('turns the tender and the 1-for-25 split of testIBFlexStatementFile01.xml into a Sell of UUU and a Split of GCM, its cash transactions into cash rows, and lists the rest', () => {
    const file = scan(fixture('testIBFlexStatementFile01.xml'));
    const { rows, problems, skipped } = ibkrEventRows(file, new Map([['CA38501D2041', 'GCM'], ['CA91701P1053', 'UUU']]));
    expect(problems).toEqual([]);
    const cash = (row: number, type: string, currency: string, date: string, transactionValue: number) =>
      expect.objectContaining({ row, type, ticker: currency, currency, date, transactionValue, isin: null, shares: 0, shareprice: 0, taxes: 0 });
    expect(rows).toEqual([
      expect.objectContaining({ row: 17, ticker: 'GCM', isin: 'CA38501D2041', type: 'Split', ratio: { newShares: 1, oldShares: 25 }, date: '2013-06-17' }),
      // The tender's cash, CAD 34,320 for 12,000 shares, paid on 2013-10-23.
      expect.objectContaining({ row: 19, ticker: 'UUU', isin: 'CA91701P1053', type: 'Sell', shares: 12000, shareprice: 2.86, currency: 'CAD', date: '2013-10-23' }),
      // Other Fees of CHF -10 and -9.49.
      cash(20, 'Fee', 'CHF', '2013-01-03', 10),
      cash(21, 'Fee', 'CHF', '2013-04-03', 9.49),
      // Broker Interest Received of CAD 1.23; Broker Interest Paid of CAD -15.17 is a cost of the account.
      cash(22, 'Interest', 'CAD', '2013-02-05', 1.23),
      cash(23, 'Fee', 'CAD', '2013-02-05', 15.17),
      // A withholding tax on a GCM.TO dividend this file does not hold: a tax paid from the cash.
      cash(24, 'Tax', 'USD', '2017-09-15', 2.07),
    ]);
    const startsWith = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix.replace(/[.()]/g, '\\$&')}`));
    expect(skipped.map((s) => [s.row, s.message])).toEqual([
      [15, startsWith('Tendered for cash: the sale is the Sell of UUU on row 19')],
      [16, startsWith('Tendered for cash: the sale is the Sell of UUU on row 19')],
      [18, startsWith('The other side of the split on row 17 (“GCM(CA38501D2041) SPLIT 1 FOR 25”)')],
      // A fee of USD 9.18 and its refund on the same day: the cash did not move.
      [25, 'Other Fees of USD -9.18: cancelled by the refund on row 26, so neither moves the cash.'],
      [26, 'Other Fees of USD 9.18: cancelled by the fee on row 25, so neither moves the cash.'],
    ]);
    expect(unreadSections(file)).toEqual([
      'Not read: 15 FxTransaction records, currency translation records of the cash balances (bookkeeping, no transaction of their own).',
    ]);
  });

  it('keeps a tender with no payment in the file as a Merge into the contra line', () => {
    const xml = statement(
      action({ symbol: 'ABC', isin: 'US0000000002', quantity: '-100', description: 'ABC(US0000000002) TENDERED TO US00000000T1 1 FOR 1 (ABC, ABC INC, US0000000002)' }),
      action({ symbol: 'ABC.TEN', isin: 'US00000000T1', quantity: '100', description: 'ABC(US0000000002) TENDERED TO US00000000T1 1 FOR 1 (ABC.TEN, ABC INC - TENDER, US00000000T1)' }),
    );
    const { rows, skipped } = ibkrEventRows(scan(xml), new Map());
    expect(rows).toEqual([expect.objectContaining({ row: 2, ticker: 'ABC', type: 'Merge', ratio: { newShares: 1, oldShares: 1 }, targetTicker: 'ABC.TEN' })]);
    expect(skipped).toEqual([{ row: 1, message: expect.stringContaining('no payment for it is in this file yet') }]);
  });

  it('reads a forward split, a stock merger and a spin-off', () => {
    const xml = statement(
      action({ symbol: 'NVDA', isin: 'US67066G1040', quantity: '90', description: 'NVDA(US67066G1040) SPLIT 10 FOR 1 (NVDA, NVIDIA CORP, US67066G1040)' }),
      action({ symbol: 'OLDCO', isin: 'US0000000002', quantity: '-50', description: 'OLDCO(US0000000002) MERGED(Acquisition) WITH US0000000010 2 FOR 1 (OLDCO, OLD CO, US0000000002)' }),
      action({ symbol: 'NEWCO', isin: 'US0000000010', quantity: '100', description: 'OLDCO(US0000000002) MERGED(Acquisition) WITH US0000000010 2 FOR 1 (NEWCO, NEW CO, US0000000010)' }),
      action({ symbol: 'SPUN', isin: 'US0000000028', quantity: '7', description: 'PARENT(US0000000036) SPINOFF  1 FOR 10 (SPUN, SPUN INC, US0000000028)' }),
    );
    const { rows, problems } = ibkrEventRows(scan(xml), new Map([['US0000000036', 'PRNT']]));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ row: 1, ticker: 'NVDA', type: 'Split', ratio: { newShares: 10, oldShares: 1 } }),
      expect.objectContaining({ row: 3, ticker: 'OLDCO', type: 'Merge', ratio: { newShares: 2, oldShares: 1 }, targetTicker: 'NEWCO' }),
      // The parent as the trades hold it; no cost basis moves (the file says nothing of it).
      expect.objectContaining({ row: 4, ticker: 'PRNT', type: 'Spin-Off', shares: 7, targetTicker: 'SPUN', costBasisFraction: 0 }),
    ]);
  });

  it('makes a problem of what it cannot write: an unknown action and a merger paid partly in cash', () => {
    const xml = statement(
      action({ symbol: 'XYZ', isin: 'US0000000002', quantity: '-10', description: 'XYZ(US0000000002) DELISTED (XYZ, XYZ INC, US0000000002)' }),
      action({ symbol: 'OLDCO', isin: 'US0000000010', quantity: '-50', proceeds: '500', description: 'OLDCO(US0000000010) MERGED(Acquisition) WITH US0000000028 1 FOR 1 (OLDCO, OLD, US0000000010)' }),
      action({ symbol: 'NEWCO', isin: 'US0000000028', quantity: '50', description: 'OLDCO(US0000000010) MERGED(Acquisition) WITH US0000000028 1 FOR 1 (NEWCO, NEW, US0000000028)' }),
    );
    const { rows, problems } = ibkrEventRows(scan(xml), new Map());
    expect(rows).toEqual([]);
    expect(problems.map((p) => [p.row, p.message.slice(0, p.message.indexOf('(“'))])).toEqual([
      [1, 'A corporate action this import does not read '],
      [2, 'A merger paid partly in cash '],
      [3, 'A merger paid partly in cash '],
    ]);
  });

  it('writes a dividend per share when the shares come out whole, else as a lump sum, with its withholding tax', () => {
    const xml = statement(
      cash({ type: 'Dividends', symbol: 'KO', amount: '46', description: 'KO(US1912161007) CASH DIVIDEND USD 0.46 PER SHARE (Ordinary Dividend)' }),
      cash({ type: 'Withholding Tax', symbol: 'KO', amount: '-6.9', description: 'KO(US1912161007) CASH DIVIDEND USD 0.46 PER SHARE - US TAX' }),
      cash({ type: 'Payment In Lieu Of Dividends', symbol: 'T', amount: '12.34', description: 'T(US00206R1023) PAYMENT IN LIEU OF DIVIDEND (Ordinary Dividend)' }),
      cash({ type: 'Dividends', symbol: 'KO', amount: '-46', dateTime: '20240320', description: 'KO(US1912161007) CASH DIVIDEND USD 0.46 PER SHARE - REVERSAL' }),
      cash({ type: 'Bond Interest Received', symbol: 'T 2 1/2 05/15/24', amount: '125', description: 'T 2 1/2 05/15/24 BOND COUPON' }),
    );
    const { rows, problems, skipped } = ibkrEventRows(scan(xml), new Map());
    expect(rows).toEqual([
      expect.objectContaining({ row: 1, ticker: 'KO', isin: 'US1912161007', type: 'Income', shares: 100, shareprice: 0.46, taxes: 6.9, transactionValue: null }),
      expect.objectContaining({ row: 3, ticker: 'T', type: 'Income', shares: 0, shareprice: 0, transactionValue: 12.34, taxes: 0 }),
    ]);
    expect(problems).toEqual([{ row: 4, message: expect.stringMatching(/^Reverses 46 USD of a dividend on KO/) }]);
    expect(skipped).toEqual([
      { row: 2, message: 'Imported as the taxes of the dividend on row 1.' },
      { row: 5, message: expect.stringMatching(/^Not imported: Bond Interest Received of USD 125 \(T 2 1\/2 05\/15\/24 BOND COUPON\), a kind of cash transaction this import does not read/) },
    ]);
  });

  it('turns the two deposits of testIBFlexStatementFile14.xml into Deposits of CHF 1,500, keeping their transaction ids', () => {
    const { rows, problems, skipped } = ibkrEventRows(scan(fixture('testIBFlexStatementFile14.xml')), new Map());
    const deposits = rows.filter((row) => row.type === 'Deposit');
    expect(deposits.map(({ type, ticker, currency, date, transactionValue, reference }) => ({ type, ticker, currency, date, transactionValue, reference }))).toEqual([
      { type: 'Deposit', ticker: 'CHF', currency: 'CHF', date: '20230206', transactionValue: 1500, reference: '22952664670' },
      { type: 'Deposit', ticker: 'CHF', currency: 'CHF', date: '20230227', transactionValue: 1500, reference: '23145951086' },
    ]);
    expect(problems).toEqual([]);
    expect(skipped.filter((entry) => /Deposits/.test(entry.message))).toEqual([]);
  });

  it('reads testIBFlexStatementFile02.xml\'s cash: the ORCL dividend with its tax, and two market data fees in EUR', () => {
    const { rows, problems } = ibkrEventRows(scan(fixture('testIBFlexStatementFile02.xml')), new Map());
    expect(problems).toEqual([]);
    expect(rows.map(({ type, ticker, currency, date, transactionValue, taxes }) => ({ type, ticker, currency, date, transactionValue, taxes }))).toEqual([
      { type: 'Income', ticker: 'ORCL', currency: 'USD', date: '20171025', transactionValue: null, taxes: 2.85 },
      { type: 'Fee', ticker: 'EUR', currency: 'EUR', date: '20171031', transactionValue: 8.58, taxes: 0 },
      { type: 'Fee', ticker: 'EUR', currency: 'EUR', date: '20171031', transactionValue: 8.58, taxes: 0 },
    ]);
  });

  it('writes deposits, withdrawals, interest with its withholding tax, fees and tax refunds, and makes a problem of other refunds', () => {
    const xml = statement(
      cash({ type: 'Deposits/Withdrawals', amount: '-250.5', transactionID: '7', description: 'DISBURSEMENT INITIATED BY JOHN DOE' }),
      cash({ type: 'Broker Interest Received', currency: 'EUR', amount: '4.2', description: 'EUR CREDIT INT FOR FEB-2024' }),
      cash({ type: 'Withholding Tax', currency: 'EUR', amount: '-1.1', description: 'WITHHOLDING @ 26% ON CREDIT INT FOR FEB-2024' }),
      cash({ type: 'Advisor Fees', amount: '-30', description: 'ADVISOR FEE' }),
      cash({ type: 'Commission Adjustments', amount: '3', description: 'COMMISSION REBATE' }),
      cash({ type: 'Withholding Tax', symbol: 'KO', amount: '1.5', description: 'KO(US1912161007) CASH DIVIDEND USD 0.46 PER SHARE - US TAX REFUND' }),
      cash({ type: 'Broker Interest Received', amount: '-0.4', description: 'USD CREDIT INT FOR JAN-2024 REVERSAL' }),
      cash({ type: 'Deposits & Withdrawals', amount: '0', description: 'ADJUSTMENT' }),
    );
    const { rows, problems, skipped } = ibkrEventRows(scan(xml), new Map());
    expect(rows).toEqual([
      expect.objectContaining({ row: 1, type: 'Withdrawal', ticker: 'USD', currency: 'USD', date: '20240315', transactionValue: 250.5, reference: '7' }),
      expect.objectContaining({ row: 2, type: 'Interest', ticker: 'EUR', transactionValue: 4.2, taxes: 1.1 }),
      expect.objectContaining({ row: 4, type: 'Fee', transactionValue: 30 }),
      // A withholding tax paid back: a negative Tax.
      expect.objectContaining({ row: 6, type: 'Tax', ticker: 'USD', transactionValue: -1.5 }),
    ]);
    expect(problems).toEqual([
      { row: 5, message: 'A refund: Commission Adjustments of USD 3 (COMMISSION REBATE). Correct the transaction it undoes by hand, and exclude this row.' },
      { row: 7, message: expect.stringMatching(/^A reversal: Broker Interest Received of USD -0.4/) },
    ]);
    expect(skipped).toEqual([
      { row: 3, message: 'Imported as the taxes of the interest on row 2.' },
      { row: 8, message: 'Deposits & Withdrawals of USD 0: nothing moved.' },
    ]);
  });
});
