import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OLD_EXCEL_MESSAGE } from '../lib/xlsx';
import { buildXlsx } from '../lib/xlsxTestFiles';
import { WINDOWS_1252_NOTICE } from './decodeText';
import { ImportFileError } from './ImportFileError';
import type { ColumnMapping, ImportParseResult, ImportPreview, MappingStep, ParseImportOptions } from './importPreview';
import { ledgerDuplicateKeys } from './ledgerDuplicateKeys';
import { MAX_IMPORT_BYTES, importFileSizeProblem, parseImportFile } from './parseImportFile';

// The recorded files stay in the shared fixture folder (see its README); they are not copied.
function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'ibkr', name)));
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function parse(bytes: Uint8Array, options: ParseImportOptions = {}, name = 'trades.csv'): ImportParseResult {
  return parseImportFile({ name, bytes }, options);
}

function preview(bytes: Uint8Array, options: ParseImportOptions = {}, name = 'trades.csv'): ImportPreview {
  const result = parse(bytes, options, name);
  if (result.kind !== 'preview') throw new Error(`Expected a preview, got the mapping step: ${result.mapping.missing.join(' ')}`);
  return result.preview;
}

function mappingOf(bytes: Uint8Array, options: ParseImportOptions = {}): MappingStep {
  const result = parse(bytes, options);
  if (result.kind !== 'needsMapping') throw new Error('Expected the mapping step');
  return result.mapping;
}

function failure(bytes: Uint8Array, name = 'trades.csv'): string {
  try {
    parse(bytes, {}, name);
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('The file was read');
}

/** A generic file: guess the mapping, then read the rows with it (changed by `change`). */
function readGeneric(text: string | Uint8Array, change: (mapping: ColumnMapping) => ColumnMapping = (m) => m, existingKeys: string[] = []): ImportPreview {
  const bytes = typeof text === 'string' ? utf8(text) : text;
  const step = mappingOf(bytes);
  return preview(bytes, { mapping: change(step.mapping), existingKeys });
}

const VTI_ROW = {
  row: 2,
  ticker: 'VTI',
  ISIN: 'US9229087690',
  exchangeShortName: null,
  currency: 'USD',
  date: '2023-04-03',
  type: 'Buy',
  shares: 17,
  shareprice: 204.3473,
  fees: 1,
  taxes: 0,
  reference: '1234567890',
};

describe('Interactive Brokers Flex files', () => {
  it('reads vti-buy-on-ibkr.csv as exactly one ok row: VTI Buy 17 @ 204.3473 USD on 2023-04-03, reference 1234567890', () => {
    const { file, mapping, rows, counts } = preview(fixture('vti-buy-on-ibkr.csv'), {}, 'vti-buy-on-ibkr.csv');
    expect(file).toMatchObject({ name: 'vti-buy-on-ibkr.csv', format: 'csv', reader: 'ibkrFlex', encoding: 'utf-8', notices: [] });
    expect(mapping).toBeNull();
    expect(counts).toEqual({ rows: 1, ok: 1, problem: 0, skipped: 0, alreadyImported: 0 });
    expect(rows).toEqual([
      {
        row: 2,
        status: 'ok',
        messages: [],
        transaction: { ...VTI_ROW, holdingType: 'etf' },
        // The cells as written are kept only for rows without a transaction.
        written: null,
      },
    ]);
  });

  it('skips the VTI row when the ledger already holds its TradeID', () => {
    const existingKeys = ledgerDuplicateKeys([
      { ticker: 'VTI', date: '2023-04-03T00:00:00.000', type: 'Buy', shares: 17, shareprice: 204.3473, reference: '1234567890' },
    ]);
    const { rows, counts } = preview(fixture('vti-buy-on-ibkr.csv'), { existingKeys });
    expect(counts).toEqual({ rows: 1, ok: 0, problem: 0, skipped: 1, alreadyImported: 1 });
    expect(rows[0]).toMatchObject({ status: 'skipped', messages: ['Already imported (TradeID 1234567890).'], transaction: VTI_ROW });
  });

  it('lists the cancelled pair and the currency conversion of testIBFlexStatementFile28.xml as skipped', () => {
    const { file, rows } = preview(fixture('testIBFlexStatementFile28.xml'), {}, 'statement.xml');
    expect(file).toMatchObject({ format: 'xml', reader: 'ibkrFlex' });
    expect(rows.map((r) => [r.row, r.status, r.messages])).toEqual([
      [1, 'skipped', ['Cancelled by row 2.']],
      [2, 'skipped', ['Cancellation of row 1; neither is imported.']],
      [3, 'skipped', ['USD.TWD is a currency conversion, not a security trade.']],
    ]);
  });

  it('imports a cancelled-and-corrected trade once, as corrected', () => {
    const header = 'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID,Notes/Codes,OrigTradeID';
    const text = [
      header,
      'USD,AAPL,20240115,10,150,BUY,US0378331005,1,222,,',
      'USD,AAPL,20240115,-10,150,BUY (Ca.),US0378331005,1,,Ca,222',
      'USD,AAPL,20240115,10,149.5,BUY,US0378331005,1,222,,',
    ].join('\n');
    const { rows, counts } = preview(utf8(text));
    expect(counts).toMatchObject({ ok: 1, skipped: 2, problem: 0 });
    expect(rows.filter((r) => r.status === 'ok').map((r) => [r.row, r.transaction?.shareprice, r.transaction?.reference])).toEqual([[4, 149.5, '222']]);
  });

  it('reads the two deposits of testIBFlexStatementFile14.xml as Deposits in CHF, told apart by their transaction ids', () => {
    const { rows } = preview(fixture('testIBFlexStatementFile14.xml'), {}, 'statement.xml');
    const deposits = rows.filter((r) => r.transaction?.type === 'Deposit');
    expect(deposits.map((r) => [r.status, r.transaction?.date, r.transaction?.currency, r.transaction?.transactionValue, r.transaction?.ticker, r.transaction?.reference])).toEqual([
      ['ok', '2023-02-06', 'CHF', 1500, 'CHF', '22952664670'],
      ['ok', '2023-02-27', 'CHF', 1500, 'CHF', '23145951086'],
    ]);
  });

  it('lists every row of testIBFlexStatementFile02.xml: stock trades, option legs left out, the dividend with its tax, account fees', () => {
    const { rows, counts } = preview(fixture('testIBFlexStatementFile02.xml'), {}, 'statement.xml');
    expect(counts).toMatchObject({ rows: 13, ok: 8, skipped: 5, problem: 0 });
    // A skipped option leg still shows what it would have written.
    expect(rows[1]).toMatchObject({ status: 'skipped', transaction: { ticker: 'ORCL  170915P00050000', type: 'Sell', shares: 100, shareprice: 0.53, fees: 3.5 } });
    expect(rows[10]).toMatchObject({ status: 'ok', transaction: { ticker: 'ORCL', type: 'Income', date: '2017-10-25', shares: 100, shareprice: 0.19, taxes: 2.85 } });
    expect(rows[9]).toMatchObject({ status: 'skipped', messages: ['Imported as the taxes of the dividend on row 11.'], written: { type: 'Withholding Tax', price: '-2.85' } });
    // Two market data fees of one day in EUR (July's and August's), each an account Fee in EUR.
    for (const fee of [rows[11], rows[12]]) {
      expect(fee).toMatchObject({ status: 'ok', transaction: { type: 'Fee', ticker: 'EUR', currency: 'EUR', date: '2017-10-31', transactionValue: 8.58, shares: 0, shareprice: 0, ISIN: null } });
    }
    // IBKR's BMWd on IBIS is the market's BMW.DE, unless the ledger holds its ISIN under another ticker.
    expect(rows[5]?.transaction).toMatchObject({ ticker: 'BMW.DE', ISIN: 'DE0005190003' });
    const known = preview(fixture('testIBFlexStatementFile02.xml'), { knownTickers: [['DE0005190003', 'BMWD']] }, 'statement.xml');
    expect(known.rows[5]?.transaction).toMatchObject({ ticker: 'BMWD' });

    const withOrder = [
      'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID,LevelOfDetail',
      'USD,VTI,20230403,17,204.35,BUY,,1,1,EXECUTION',
      'USD,VTI,20230403,17,204.35,BUY,,1,,ORDER',
    ].join('\n');
    expect(preview(utf8(withOrder)).rows.map((r) => [r.status, r.messages])).toEqual([
      ['ok', []],
      ['skipped', ['Not an execution (LevelOfDetail ORDER): an order or summary row that repeats executions listed on other rows.']],
    ]);
  });

  it('shows every problem of a broken Flex row and checks ISIN and container-code check digits', () => {
    const text = [
      'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID',
      'USD,VTI,20230231,17,204.35,BUY,US9229087691,1,1',
      'EUR,GB.0263494,20230403,5,10,BUY,,1,2',
      'EUR,GB.0263495,20230403,5,10,BUY,,1,3',
      'USD,=HYPERLINK("http://evil"),20230403,1,1,BUY,,1,4',
      'XYZ,VTI,20230403,ten,1,BUY,,1,5',
    ].join('\n');
    const { rows, counts } = preview(utf8(text));
    expect(counts).toMatchObject({ ok: 1, problem: 4 });
    expect(rows.map((r) => [r.row, r.status, r.messages])).toEqual([
      [2, 'problem', ['Date "20230231" is not a real date.', 'ISIN "US9229087691" has a wrong check digit (expected 0).']],
      [3, 'ok', []],
      [4, 'problem', ['Symbol "GB.0263495" has a wrong check digit (expected 4).']],
      [5, 'problem', ['Symbol "=HYPERLINK("http://evil")" looks like a spreadsheet formula (it starts with "="). Formulas are never run here: correct the cell in the file.']],
      [6, 'problem', ['Quantity "ten" is not a number.']],
    ]);
    expect(rows[1]?.transaction).toMatchObject({ ticker: 'GB.0263494', ISIN: null });
    // Problem rows carry what the file says, for the preview to show.
    expect(rows[0]?.transaction).toBeNull();
    expect(rows[0]?.written).toMatchObject({ date: '20230231', isin: 'US9229087691' });
  });

  it('refuses XML that is not a Flex statement, HTML and malformed XML', () => {
    expect(failure(utf8('<?xml version="1.0"?><rss><channel/></rss>'), 'feed.xml')).toBe(
      'This XML file is not an Interactive Brokers Flex statement (it has no FlexStatement), so it cannot be imported.',
    );
    expect(failure(utf8('<!DOCTYPE html><html><body>Login</body></html>'))).toMatch(/^This is a web page \(HTML\)/);
    expect(failure(utf8('<FlexQueryResponse><Trade symbol="A'))).toBe(
      'The XML file cannot be read. The XML is malformed at line 1: the symbol value of <Trade> is never closed.',
    );
  });
});

describe('files that need the column mapping', () => {
  it('guesses the mapping from common header names and asks for it to be confirmed', () => {
    const text = 'Trade Date,Ticker,Action,Shares,Price (USD),Commission,Currency,ISIN\n2023-04-03,VTI,Buy,17,204.3473,1,USD,US9229087690\n';
    const step = mappingOf(utf8(text));
    expect(step.guessed).toBe(true);
    expect(step.columns).toEqual(['Trade Date', 'Ticker', 'Action', 'Shares', 'Price (USD)', 'Commission', 'Currency', 'ISIN']);
    expect(step.mapping).toEqual({
      columns: { date: 0, symbol: 1, quantity: 3, price: 4, fees: 5, isin: 7 },
      type: { from: 'column', column: 2 },
      currency: { from: 'column', column: 6 },
      dateOrder: null,
      decimalSeparator: '.',
    });
    expect(step.missing).toEqual([]);
    expect(step.dateOrder).toBe('notNeeded');
    expect(step.sample).toEqual([['2023-04-03', 'VTI', 'Buy', '17', '204.3473', '1', 'USD', 'US9229087690']]);

    const { file, rows } = preview(utf8(text), { mapping: step.mapping });
    expect(file.reader).toBe('mapped');
    expect(rows).toEqual([{ row: 2, status: 'ok', messages: [], transaction: { ...VTI_ROW, reference: null }, written: null }]);
  });

  it('keeps a London price in pence as GBp or GBX (the server keeps it in pounds), and GBP as pounds', () => {
    const text = ['Date,Symbol,Quantity,Price,Currency', '2024-03-01,VOD.L,100,72.5,GBp', '2024-03-01,VOD.L,100,72.5,GBX', '2024-03-01,VOD.L,100,0.725,GBP'].join('\n');
    const { rows } = readGeneric(text);
    expect(rows.map((r) => [r.status, r.transaction?.currency, r.transaction?.shareprice])).toEqual([
      ['ok', 'GBp', 72.5],
      ['ok', 'GBX', 72.5],
      ['ok', 'GBP', 0.725],
    ]);
  });

  it('reads every common date spelling', () => {
    const dates = ['20230403', '20230403;095853', '2023-04-03', '2023-04-03T09:58:53Z', '2023/04/03', '13/04/2023', '04/13/2023', '15-Jan-24', 'Jan 15, 2024', '45019'];
    const text = ['Date,Symbol,Quantity,Price,Currency', ...dates.map((date) => `"${date}",VTI,1,200,USD`)].join('\n');
    // 13/04/2023 proves day first and 04/13/2023 month first: a mixed column needs a choice.
    const step = mappingOf(utf8(text));
    expect(step.dateOrder).toBe('mixed');
    expect(step.missing).toEqual([
      'The dates are written both day first and month first. Choose the order; dates that do not fit it are shown as problems.',
    ]);
    const { rows } = preview(utf8(text), { mapping: { ...step.mapping, dateOrder: 'dayFirst' } });
    expect(rows.map((r) => r.transaction?.date ?? r.messages[0])).toEqual([
      '2023-04-03',
      '2023-04-03',
      '2023-04-03',
      '2023-04-03',
      '2023-04-03',
      '2023-04-13',
      'Date "04/13/2023" is not a real date when read day first.',
      '2024-01-15',
      '2024-01-15',
      '2023-04-03',
    ]);
  });

  it('needs the user to choose the day/month order when no date proves it, and reads the dates either way', () => {
    const text = 'Date,Symbol,Quantity,Price,Currency\n03/04/2023,VTI,1,200,USD\n05/06/2023,VTI,1,200,USD\n';
    const step = mappingOf(utf8(text));
    expect(step.dateOrder).toBe('ambiguous');
    expect(step.mapping.dateOrder).toBeNull();
    expect(step.missing).toEqual([
      'The dates can be read day first or month first (is 03/04/2023 the 3rd of April or March 4th?). Choose the order.',
    ]);
    // Confirming the guess without an order still needs the choice.
    expect(parse(utf8(text), { mapping: step.mapping }).kind).toBe('needsMapping');
    const dates = (dateOrder: 'dayFirst' | 'monthFirst') => preview(utf8(text), { mapping: { ...step.mapping, dateOrder } }).rows.map((r) => r.transaction?.date);
    expect(dates('dayFirst')).toEqual(['2023-04-03', '2023-06-05']);
    expect(dates('monthFirst')).toEqual(['2023-03-04', '2023-05-06']);
  });

  it('uses the order a date column proves without asking', () => {
    const text = 'Date,Symbol,Quantity,Price,Currency\n03/04/2023,VTI,1,200,USD\n13/04/2023,VTI,1,200,USD\n';
    const step = mappingOf(utf8(text));
    expect([step.dateOrder, step.mapping.dateOrder, step.missing]).toEqual(['dayFirst', 'dayFirst', []]);
    expect(preview(utf8(text), { mapping: step.mapping }).rows.map((r) => r.transaction?.date)).toEqual(['2023-04-03', '2023-04-13']);
  });

  it('shows a broken row with all its problems (bad date, bad ISIN) and keeps the good rows', () => {
    const text = [
      'Date,Symbol,Type,Quantity,Price,Currency,ISIN',
      '2023-04-03,VTI,Buy,17,204.35,USD,US9229087690',
      '2023-13-45,VTI,Buy,17,204.35,USD,US9229087699',
      '2023-04-03,BND,Hold,x,-1,usd,',
    ].join('\n');
    const { rows, counts } = readGeneric(text);
    expect(counts).toEqual({ rows: 3, ok: 1, problem: 2, skipped: 0, alreadyImported: 0 });
    expect(rows[1]).toEqual({
      row: 3,
      status: 'problem',
      messages: ['Date "2023-13-45" is not a real date.', 'ISIN "US9229087699" has a wrong check digit (expected 0).'],
      transaction: null,
      written: { date: '2023-13-45', symbol: 'VTI', type: 'Buy', quantity: '17', price: '204.35', currency: 'USD', isin: 'US9229087699' },
    });
    expect(rows[2]?.messages).toEqual(['Type "Hold" is not Buy, Sell, Dividend (Income), DRIP, Deposit, Withdrawal, Interest, Fee or Tax.', 'Quantity "x" is not a number.', 'Price is negative.']);
  });

  it('reads a type column, sells by sign, a fixed type and a fixed currency', () => {
    const typed = 'Date,Symbol,Side,Qty,Price,Currency\n2023-04-03,VTI,SELL,-5,210,USD\n2023-04-03,VTI,Dividend,17,0.85,USD\n2023-04-03,VTI,Split,2,0,USD\n';
    expect(readGeneric(typed).rows.map((r) => r.transaction?.type ?? r.messages[0])).toEqual([
      'Sell',
      'Income',
      'Split rows cannot be imported from a file (they need a ratio); enter them on the transactions screen.',
    ]);
    expect(readGeneric(typed).rows[0]?.transaction?.shares).toBe(5);

    const signed = 'Date,Symbol,Quantity,Price\n2023-04-03,VTI,-5,210\n2023-04-04,VTI,3,205\n';
    const step = mappingOf(utf8(signed));
    expect(step.mapping.type).toEqual({ from: 'quantitySign' });
    expect(step.missing).toEqual(['Choose the currency column, or one currency for every row.']);
    const signedRows = preview(utf8(signed), { mapping: { ...step.mapping, currency: { from: 'fixed', currency: 'eur' } } }).rows;
    expect(signedRows.map((r) => [r.transaction?.type, r.transaction?.shares, r.transaction?.currency])).toEqual([
      ['Sell', 5, 'EUR'],
      ['Buy', 3, 'EUR'],
    ]);

    const buys = readGeneric('Date,Symbol,Quantity,Price,Currency\n2023-04-03,VTI,5,210,USD\n');
    expect(buys.mapping?.mapping.type).toEqual({ from: 'fixed', type: 'Buy' });
    expect(buys.rows[0]?.transaction?.type).toBe('Buy');
    const negativeBuy = readGeneric('Date,Symbol,Quantity,Price,Currency\n2023-04-03,VTI,-5,210,USD\n', (m) => ({ ...m, type: { from: 'fixed', type: 'Buy' } }));
    expect(negativeBuy.rows[0]?.messages).toEqual(['Quantity is negative. If negative quantities are sells, choose "by the sign of the quantity" for the type.']);
  });

  it('reads cash rows by their type: the currency as the holding, the amount whatever its sign', () => {
    const text = [
      'Date,Type,Symbol,Quantity,Price,Amount,Fees,Taxes,Currency',
      '2024-01-02,Buy,VTI,2,250,,1,,USD',
      '2024-01-03,Deposit,,,,5000,,,USD',
      '2024-01-04,Withdrawal,,,,-250.5,2,,EUR',
      '2024-01-05,Interest,,,,4.2,,1.1,EUR',
      '2024-01-06,Account fee,,,,-3,,,USD',
      '2024-01-07,Tax refund,,,,20,,,EUR',
      '2024-01-08,Interest,BND,10,0.5,,,,USD',
      '2024-01-09,FX,,,,1000,,,USD',
      '2024-01-10,Deposit,,,,,,,USD',
      '2024-01-11,Interest,,,,1,,2,GBp',
    ].join('\n');
    const { mapping, rows } = readGeneric(text);
    expect(mapping?.mapping.columns).toMatchObject({ amount: 5 });
    const cash = (type: string, currency: string, transactionValue: number, costs: { fees?: number; taxes?: number } = {}) => ({
      status: 'ok',
      transaction: expect.objectContaining({ type, ticker: currency, currency, transactionValue, ISIN: null, shares: 0, shareprice: 0, fees: costs.fees ?? 0, taxes: costs.taxes ?? 0 }),
    });
    expect(rows.slice(1, 6)).toEqual([
      expect.objectContaining(cash('Deposit', 'USD', 5000)),
      expect.objectContaining(cash('Withdrawal', 'EUR', 250.5, { fees: 2 })),
      expect.objectContaining(cash('Interest', 'EUR', 4.2, { taxes: 1.1 })),
      expect.objectContaining(cash('Fee', 'USD', 3)),
      expect.objectContaining(cash('Tax', 'EUR', -20)),
    ]);
    // Interest on a named security is its income, per share.
    expect(rows[6]).toMatchObject({ status: 'ok', transaction: { type: 'Income', ticker: 'BND', shares: 10, shareprice: 0.5 } });
    expect(rows.slice(7).map((row) => row.messages)).toEqual([
      ['Currency conversions cannot be imported from a file (they need the currency and amount received); enter them on the transactions screen.'],
      ['Amount is empty.'],
      ['Currency "GBp" is a price unit; cash is counted in GBP.', 'Taxes are more than the gross interest.'],
    ]);
  });

  it('reads a file of cash rows only, with no symbol, quantity or price column', () => {
    const text = 'Date,Kind,Amount,Currency\n2024-01-03,deposit,1500,CHF\n2024-01-31,Fee,-4.5,CHF\n';
    expect(mappingOf(utf8(text)).missing).toEqual([]);
    expect(readGeneric(text).rows.map((row) => [row.transaction?.type, row.transaction?.ticker, row.transaction?.transactionValue])).toEqual([
      ['Deposit', 'CHF', 1500],
      ['Fee', 'CHF', 4.5],
    ]);
  });

  it('takes a cash row without an amount column as quantity × price, as some trackers export a fee', () => {
    const text = 'Date,Type,Symbol,Quantity,Unit price,Currency\n2024-02-01,FEE,,1,9.99,USD\n2024-02-02,INTEREST,,1,0.42,USD\n';
    expect(readGeneric(text).rows.map((row) => [row.transaction?.type, row.transaction?.transactionValue])).toEqual([
      ['Fee', 9.99],
      ['Interest', 0.42],
    ]);
  });

  it('reads decimal commas, thousands separators, currency signs and applies the multiplier', () => {
    const text = 'Datum;Symbol;Quantity;Price;Fees;Multiplier;Currency\n03.04.2023;SAP;1.000;1.234,56;-4,90;1;EUR\n13.04.2023;ODAX;0,5;12,5;(1,00);100;EUR\n';
    const step = mappingOf(utf8(text));
    expect(step.decimalSeparator).toBe(',');
    // "Datum" is not an English header: the user picks the date column.
    expect(step.missing).toEqual(['Choose the date column.']);
    const { rows } = preview(utf8(text), { mapping: { ...step.mapping, columns: { ...step.mapping.columns, date: 0 }, dateOrder: 'dayFirst' } });
    expect(rows.map((r) => r.transaction && [r.transaction.date, r.transaction.shares, r.transaction.shareprice, r.transaction.fees])).toEqual([
      ['2023-04-03', 1000, 1234.56, 4.9],
      ['2023-04-13', 50, 12.5, 1],
    ]);
  });

  it('takes formula-looking text as text and never runs it; negative numbers stay numbers', () => {
    const text = [
      'Date,Symbol,Quantity,Price,Currency,TradeID',
      '2023-04-03,"=HYPERLINK(""http://evil"",""VTI"")",1,200,USD,',
      '2023-04-03,@SUM(A1),1,200,USD,',
      '2023-04-03,+VTI,1,200,USD,',
      '2023-04-03,VTI,=1+2,200,USD,',
      '2023-04-03,VTI,1,200,-USD,',
      '2023-04-03,VTI,-1,200,USD,-42',
    ].join('\n');
    const { rows } = readGeneric(text, (m) => ({ ...m, type: { from: 'quantitySign' } }));
    expect(rows.map((r) => r.messages)).toEqual([
      ['Symbol "=HYPERLINK("http://evil","VTI")" looks like a spreadsheet formula (it starts with "="). Formulas are never run here: correct the cell in the file.'],
      ['Symbol "@SUM(A1)" looks like a spreadsheet formula (it starts with "@"). Formulas are never run here: correct the cell in the file.'],
      ['Symbol "+VTI" looks like a spreadsheet formula (it starts with "+"). Formulas are never run here: correct the cell in the file.'],
      ['Quantity "=1+2" looks like a spreadsheet formula, not a number. Formulas are never run here: correct the cell in the file.'],
      ['Currency "-USD" looks like a spreadsheet formula (it starts with "-"). Formulas are never run here: correct the cell in the file.'],
      [],
    ]);
    expect(rows[5]?.transaction).toMatchObject({ type: 'Sell', shares: 1, reference: '-42' });
  });

  it('skips rows the ledger holds by value as a multiset, and a repeated TradeID once', () => {
    const text = [
      'Date,Symbol,Type,Quantity,Price,Currency,TradeID',
      '2023-04-03,VTI,Buy,17,204.35,USD,',
      '2023-04-03,vti,Buy,17.0,204.350,USD,',
      '2023-04-03,VTI,Sell,17,204.35,USD,',
      '2023-04-04,BND,Buy,3,70,USD,T1',
      '2023-04-04,BND,Buy,3,70,USD,T1',
    ].join('\n');
    const ledger = [{ ticker: 'VTI', date: '2023-04-03T00:00:00.000', type: 'Buy', shares: 17, shareprice: 204.35, reference: null }];
    const { rows, counts } = readGeneric(text, (m) => m, ledgerDuplicateKeys(ledger));
    expect(rows.map((r) => [r.status, r.messages])).toEqual([
      ['skipped', ['Already imported: same date, symbol, quantity and price.']],
      // The ledger holds one such buy; the file's second one is a second trade.
      ['ok', []],
      // A sell of the same size is another trade.
      ['ok', []],
      ['ok', []],
      ['skipped', ['TradeID T1 is also on row 5; it is imported once.']],
    ]);
    expect(counts).toEqual({ rows: 5, ok: 3, problem: 0, skipped: 2, alreadyImported: 1 });
  });

  it('asks again when the given mapping names columns the file does not have', () => {
    const text = 'Date,Symbol,Quantity,Price,Currency\n2023-04-03,VTI,1,200,USD\n';
    const step = mappingOf(utf8(text));
    const result = parse(utf8(text), { mapping: { ...step.mapping, columns: { ...step.mapping.columns, fees: 9 } } });
    expect(result.kind === 'needsMapping' && result.mapping.missing).toEqual(['The fees column is not in this file.']);
  });
});

describe('encodings and bad files', () => {
  it('refuses an empty file, a blank one and one with a header only', () => {
    expect(failure(new Uint8Array())).toBe('The file is empty.');
    expect(failure(utf8(' \r\n\n  '))).toBe('The file is empty.');
    expect(failure(utf8('Date,Symbol,Quantity,Price\n'))).toBe('The file has a header row but no data rows.');
  });

  it('refuses a file over 50 MB before reading it', () => {
    expect(importFileSizeProblem(MAX_IMPORT_BYTES)).toBeNull();
    expect(importFileSizeProblem(MAX_IMPORT_BYTES + 1)).toBe(
      'The file is 50.0 MB; files up to 50 MB can be imported. Split it into smaller files (one per year, for example) and import them one after the other.',
    );
    expect(importFileSizeProblem(63 * 1024 * 1024)).toMatch(/^The file is 63\.0 MB;/);
  });

  it('reads a UTF-16 file with a byte order mark (little and big endian)', () => {
    const text = 'Date,Symbol,Quantity,Price,Currency\n2023-04-03,NESN,1,100,CHF\n';
    const le = new Uint8Array(2 + text.length * 2);
    const be = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    be.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i += 1) {
      le[2 + 2 * i] = text.charCodeAt(i);
      be[3 + 2 * i] = text.charCodeAt(i);
    }
    for (const [bytes, encoding] of [[le, 'utf-16le'], [be, 'utf-16be']] as const) {
      const result = parse(bytes);
      expect(result.kind === 'needsMapping' && [result.file.encoding, result.mapping.columns]).toEqual([encoding, ['Date', 'Symbol', 'Quantity', 'Price', 'Currency']]);
    }
  });

  it('reads a Windows-1252 file (as Excel for Windows saves CSV) and says so', () => {
    // "Nestlé" and "€" in Windows-1252: 0xE9 and 0x80, which are not UTF-8.
    const bytes = new Uint8Array([...utf8('Date,Symbol,Quantity,Price,Currency,Note\n2023-04-03,NESN,1,100,CHF,Nestl'), 0xe9, ...utf8(' 5'), 0x80, 0x0a]);
    const result = parse(bytes);
    expect(result.kind).toBe('needsMapping');
    if (result.kind !== 'needsMapping') return;
    expect(result.file.encoding).toBe('windows-1252');
    expect(result.file.notices).toEqual([WINDOWS_1252_NOTICE]);
    expect(result.mapping.sample[0]?.[5]).toBe('Nestlé 5€');
  });

  it('refuses binary files, PDFs and old .xls workbooks', () => {
    expect(failure(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toMatch(/^The file holds binary data, not text\./);
    expect(failure(utf8('%PDF-1.7\n...'))).toBe('This is a PDF document. Export the trades from your broker as CSV, XML or XLSX and import that file.');
    expect(failure(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.xls')).toBe(OLD_EXCEL_MESSAGE);
  });

  it('refuses a CSV with a quote that is never closed', () => {
    expect(failure(utf8('Date,Symbol\n2023-04-03,"VTI\n'))).toBe('The file cannot be read as CSV. Line 2: a quoted field is never closed.');
  });
});

describe('XLSX workbooks', () => {
  const sheet = (rows: string) => buildXlsx({
    sharedStrings: ['Trade Date', 'Symbol', 'Quantity', 'Price', 'Currency', 'VTI', 'USD', 'BND'],
    styles: '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>',
    sheets: [{ name: 'Trades', rows }],
  });
  const header = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>';

  it('reads shared strings, numbers, a date serial and formulas with saved values, and reports one without', () => {
    const bytes = sheet(`${header}
      <row r="2"><c r="A2" s="1"><v>45019</v></c><c r="B2" t="s"><v>5</v></c><c r="C2"><f>10+7</f><v>17</v></c><c r="D2"><v>204.3473</v></c><c r="E2" t="s"><v>6</v></c></row>
      <row r="3"><c r="A3"><v>45020</v></c><c r="B3" t="s"><v>7</v></c><c r="C3"><f>C2*2</f></c><c r="D3"><v>70</v></c><c r="E3" t="s"><v>6</v></c></row>`);
    const step = (() => {
      const result = parseImportFile({ name: 'trades.xlsx', bytes });
      if (result.kind !== 'needsMapping') throw new Error('Expected the mapping step');
      return result;
    })();
    expect(step.file).toMatchObject({
      format: 'xlsx',
      encoding: null,
      sheetName: 'Trades',
      notices: ['2 cells hold formulas: the values the spreadsheet saved were used, and no formula was calculated.'],
    });
    const { rows } = preview(bytes, { mapping: step.mapping.mapping }, 'trades.xlsx');
    expect(rows).toEqual([
      {
        row: 2,
        status: 'ok',
        messages: [],
        transaction: { ...VTI_ROW, ISIN: null, fees: 0, reference: null },
        written: null,
      },
      {
        row: 3,
        status: 'problem',
        messages: [
          'Cell C3 has the formula =C2*2 but no saved result. Formulas are never calculated here: open the file in your spreadsheet program, save it, and import it again.',
          'Quantity is empty.',
        ],
        transaction: null,
        written: expect.objectContaining({ date: '45020', quantity: '' }),
      },
    ]);
  });

  it('does not block a row over a formula without a saved value in a column the import does not read', () => {
    const bytes = buildXlsx({
      sheets: [
        {
          name: 'S',
          rows:
            '<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c><c r="B1" t="inlineStr"><is><t>Symbol</t></is></c><c r="C1" t="inlineStr"><is><t>Quantity</t></is></c><c r="D1" t="inlineStr"><is><t>Price</t></is></c><c r="E1" t="inlineStr"><is><t>Currency</t></is></c><c r="F1" t="inlineStr"><is><t>Total</t></is></c></row>' +
            '<row r="2"><c r="A2" t="inlineStr"><is><t>2023-04-03</t></is></c><c r="B2" t="inlineStr"><is><t>VTI</t></is></c><c r="C2"><v>17</v></c><c r="D2"><v>204.3473</v></c><c r="E2" t="inlineStr"><is><t>USD</t></is></c><c r="F2"><f>C2*D2</f></c></row>',
        },
      ],
    });
    const first = parseImportFile({ name: 'trades.xlsx', bytes });
    if (first.kind !== 'needsMapping') throw new Error('Expected the mapping step');
    expect(first.mapping.mapping.columns).not.toHaveProperty('price', 5);
    expect(preview(bytes, { mapping: first.mapping.mapping }, 'trades.xlsx').rows.map((r) => r.status)).toEqual(['ok']);
  });

  it('recognises a Flex statement saved as a workbook', () => {
    const titles = ['CurrencyPrimary', 'Symbol', 'TradeDate', 'Quantity', 'TradePrice', 'Buy/Sell', 'ISIN', 'Multiplier', 'TradeID'];
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const cols = 'ABCDEFGHI';
    const bytes = buildXlsx({
      sheets: [
        {
          name: 'Flex',
          rows:
            `<row r="1">${titles.map((t, i) => inline(`${cols[i]}1`, t)).join('')}</row>` +
            `<row r="2">${inline('A2', 'USD')}${inline('B2', 'VTI')}<c r="C2"><v>20230403</v></c><c r="D2"><v>17</v></c><c r="E2"><v>204.3473</v></c>${inline('F2', 'BUY')}${inline('G2', 'US9229087690')}<c r="H2"><v>1</v></c><c r="I2"><v>1234567890</v></c></row>`,
        },
      ],
    });
    const { file, rows } = preview(bytes, {}, 'flex.xlsx');
    expect(file).toMatchObject({ format: 'xlsx', reader: 'ibkrFlex' });
    expect(rows.map((r) => [r.status, r.transaction])).toEqual([['ok', { ...VTI_ROW, fees: 0 }]]);
  });

  it('refuses a damaged workbook', () => {
    const bytes = sheet(header);
    expect(failure(bytes.slice(0, bytes.length - 30), 'trades.xlsx')).toBe(
      'The file looks like an XLSX workbook but cannot be opened: the archive is damaged or incomplete.',
    );
  });
});

describe('progress', () => {
  function fractions(bytes: Uint8Array, options: ParseImportOptions = {}): number[] {
    const seen: number[] = [];
    const result = parseImportFile({ name: 'long', bytes }, options, (fraction) => seen.push(fraction));
    expect(result.kind).toBe('preview');
    return seen;
  }

  function expectSteadyProgress(seen: number[]): void {
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    // From the start to the end, never a jump of more than 5%.
    const gaps = [seen[0] ?? 1, ...seen.slice(1).map((f, i) => f - (seen[i] ?? 0))];
    expect(Math.max(...gaps)).toBeLessThanOrEqual(0.05);
  }

  const ROWS = 20_000;

  it('moves at least every 5% through a long Flex CSV', () => {
    const lines = ['CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID'];
    for (let i = 0; i < ROWS; i += 1) lines.push(`USD,VTI,20230403,${i + 1},200,BUY,,1,${i}`);
    expectSteadyProgress(fractions(utf8(lines.join('\n'))));
  });

  it('moves at least every 5% through a long Flex XML', () => {
    const trades = Array.from(
      { length: ROWS },
      (_, i) => `<Trade currency="USD" symbol="VTI" tradeDate="20230403" quantity="${i + 1}" tradePrice="200" buySell="BUY" isin="" multiplier="1" tradeID="${i}"/>`,
    );
    expectSteadyProgress(fractions(utf8(`<FlexQueryResponse><FlexStatement><Trades>${trades.join('\n')}</Trades></FlexStatement></FlexQueryResponse>`)));
  });

  it('moves at least every 5% through a long mapped CSV', () => {
    const lines = ['Date,Symbol,Quantity,Price,Currency'];
    for (let i = 0; i < ROWS; i += 1) lines.push(`2023-04-03,VTI,${i + 1},200,USD`);
    const bytes = utf8(lines.join('\n'));
    expectSteadyProgress(fractions(bytes, { mapping: mappingOf(bytes).mapping }));
  });
});
