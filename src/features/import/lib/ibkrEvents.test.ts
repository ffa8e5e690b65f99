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
  it('turns the tender and the 1-for-25 split of testIBFlexStatementFile01.xml into a Sell of UUU and a Split of GCM, and lists the rest', () => {
    const file = scan(fixture('testIBFlexStatementFile01.xml'));
    const { rows, problems, skipped } = ibkrEventRows(file, new Map([['CA38501D2041', 'GCM'], ['CA91701P1053', 'UUU']]));
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      expect.objectContaining({ row: 17, ticker: 'GCM', isin: 'CA38501D2041', type: 'Split', ratio: { newShares: 1, oldShares: 25 }, date: '2013-06-17' }),
      // The tender's cash, CAD 34,320 for 12,000 shares, paid on 2013-10-23.
      expect.objectContaining({ row: 19, ticker: 'UUU', isin: 'CA91701P1053', type: 'Sell', shares: 12000, shareprice: 2.86, currency: 'CAD', date: '2013-10-23' }),
    ]);
    const startsWith = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix.replace(/[.()]/g, '\\$&')}`));
    expect(skipped.map((s) => [s.row, s.message])).toEqual([
      [15, startsWith('Tendered for cash: the sale is the Sell of UUU on row 19')],
      [16, startsWith('Tendered for cash: the sale is the Sell of UUU on row 19')],
      [18, startsWith('The other side of the split on row 17 (“GCM(CA38501D2041) SPLIT 1 FOR 25”)')],
      [20, startsWith('Not imported yet: Other Fees of CHF -10 (VIRTX/EBS')],
      [21, startsWith('Not imported yet: Other Fees of CHF -9.49')],
      [22, startsWith('Not imported yet: Broker Interest Received of CAD 1.23')],
      [23, startsWith('Not imported yet: Broker Interest Paid of CAD -15.17')],
      [24, startsWith('Not imported yet: Withholding Tax of USD -2.07 on GCM.TO with no dividend')],
      [25, startsWith('Not imported yet: Other Fees of USD -9.18')],
      [26, startsWith('Not imported yet: Other Fees of USD 9.18')],
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
      cash({ type: 'Deposits/Withdrawals', amount: '1500', description: 'CASH RECEIPTS / ELECTRONIC FUND TRANSFERS' }),
    );
    const { rows, problems, skipped } = ibkrEventRows(scan(xml), new Map());
    expect(rows).toEqual([
      expect.objectContaining({ row: 1, ticker: 'KO', isin: 'US1912161007', type: 'Income', shares: 100, shareprice: 0.46, taxes: 6.9, transactionValue: null }),
      expect.objectContaining({ row: 3, ticker: 'T', type: 'Income', shares: 0, shareprice: 0, transactionValue: 12.34, taxes: 0 }),
    ]);
    expect(problems).toEqual([{ row: 4, message: expect.stringMatching(/^Reverses 46 USD of a dividend on KO/) }]);
    expect(skipped).toEqual([
      { row: 2, message: 'Imported as the taxes of the dividend on row 1.' },
      { row: 5, message: expect.stringMatching(/^Not imported yet: Deposits\/Withdrawals of USD 1500/) },
    ]);
  });
});
