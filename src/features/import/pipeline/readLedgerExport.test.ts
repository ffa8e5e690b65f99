import { isCashKind } from '../../../../common/transactionKinds';
import { EVERY_KIND_LEDGER } from '../../transaction/export/everyKindLedger';
import { ledgerCsv, ledgerJson } from '../../transaction/export/ledgerExport';
import type { TransactionRow } from '../../transaction/list/transactionColumns';
import { ImportFileError } from './ImportFileError';
import type { ImportPreview, ImportRowFields } from './importPreview';
import { parseImportFile } from './parseImportFile';

const bytes = (text: string) => new TextEncoder().encode(text);

function preview(name: string, text: string): ImportPreview {
  const result = parseImportFile({ name, bytes: bytes(text) });
  if (result.kind !== 'preview') throw new Error(`expected a preview, got ${result.kind}`);
  return result.preview;
}

/** What the import must send for a ledger transaction to be written again as it was. */
function sentFor(t: TransactionRow): Omit<ImportRowFields, 'row'> {
  const lumpSum = (t.type === 'Income' && !(t.shares > 0 && t.shareprice > 0)) || isCashKind(t.type);
  return {
    ticker: t.ticker,
    ISIN: t.stock?.ISIN ?? null,
    exchangeShortName: t.exchangeShortName ?? null,
    currency: t.currency,
    date: t.date.endsWith('T00:00:00.000') ? t.date.slice(0, 10) : t.date,
    type: t.type,
    shares: t.shares,
    shareprice: t.shareprice,
    fees: t.fees,
    taxes: t.taxes,
    reference: t.reference ?? null,
    transactionValue: lumpSum ? t.transactionValue : null,
    ratioNew: t.ratioNew ?? null,
    ratioOld: t.ratioOld ?? null,
    targetTicker: t.targetTicker ?? null,
    costBasisFraction: t.costBasisFraction ?? null,
    isApplyExchangeRate: t.isApplyExchangeRate,
    holdingDisplay: t.holdingDisplay ?? null,
  };
}

// Oldest first, same-day rows in entry order: the order the ledger was written in.
const ledgerOrder = [...EVERY_KIND_LEDGER].reverse().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

describe.each([
  ['CSV', 'ledger.csv', () => ledgerCsv(EVERY_KIND_LEDGER, 'USD')],
  ['JSON', 'ledger.json', () => ledgerJson(EVERY_KIND_LEDGER, 'USD')],
])('the %s ledger export read back', (_format, name, exportText) => {
  it('gives every transaction again, field by field, in the order it was written', () => {
    const { file, mapping, rows, counts } = preview(name, exportText());
    expect(file.reader).toBe('ledgerExport');
    expect(mapping).toBeNull();
    expect(counts).toMatchObject({ rows: EVERY_KIND_LEDGER.length, ok: EVERY_KIND_LEDGER.length, problem: 0 });
    expect(rows.map(({ transaction }) => transaction && { ...transaction, row: undefined })).toEqual(ledgerOrder.map((t) => ({ ...sentFor(t), row: undefined })));
  });

  it('says that the rows of two portfolios go into the one chosen', () => {
    expect(preview(name, exportText()).file.notices).toEqual([expect.stringContaining('3 portfolios (Main, +Pension, Main, "long term") and 1 account (IBKR Cash)')]);
  });
});

describe('the CSV ledger export', () => {
  const lines = () => ledgerCsv(EVERY_KIND_LEDGER, 'EUR').replace(/^\uFEFF/, '').split('\r\n');

  it('writes exact plain decimals and leaves the fields a kind does not have empty, never 0', () => {
    const [header, ...records] = lines();
    expect(header).toBe(
      'Date,Time,Kind,Ticker,Name,Exchange,ISIN,Currency,Apply exchange rate,Shares,Price,Value,Fees,Taxes,Ratio,Target ticker,Cost basis fraction,Holding display,Reference,Portfolio,Broker,Account,Shares balance,Realised gain (EUR)',
    );
    const row = (kind: string) => records.find((record) => record.split(',')[2] === kind)!.split(',').slice(0, 17);
    expect(row('Split')).toEqual(['2024-06-10', '', 'Split', 'NVDA', 'NVIDIA', '', 'US67066G1040', 'USD', 'false', '', '', '', '0', '0', '10:1', '', '']);
    expect(row('Spin-Off')).toEqual(['2024-04-01', '', 'Spin-Off', 'MMM', '3M', '', 'US88579Y1010', 'USD', 'false', '0.25', '', '', '0', '0', '', 'SOLV', '0.1234567']);
    expect(row('Merge').slice(9)).toEqual(['', '', '', '0', '0', '4567:10000', 'XYZ', '']);
    expect(row('DRIP').slice(9, 12)).toEqual(['0.123456789', '0.71234567891', String(0.123456789 * 0.71234567891)]);
    expect(records.filter((record) => record.includes(',Income,')).map((record) => record.split(',').slice(9, 14))).toEqual([
      ['', '', '12.5', '0', '1.875'],
      ['3', '2.2', '6.6', '0', '1.74'],
    ]);
    // Cash: the currency as the ticker, the amount as the value; a conversion's received amount as its shares.
    expect(row('Deposit')).toEqual(['2024-01-02', '', 'Deposit', 'USD', '', '', '', 'USD', 'false', '', '', '5000', '0', '0', '', '', '']);
    expect(row('Tax').slice(9, 12)).toEqual(['', '', '-20']);
    expect(row('Interest').slice(9, 14)).toEqual(['', '', '12.5', '0.25', '3.3']);
    expect(row('Conversion').slice(9, 17)).toEqual(['912.5', '', '1000', '2', '0', '', 'EUR', '']);
    // The sell keeps its time of day; text a spreadsheet would run is defused.
    expect(records.find((record) => record.includes(',Sell,'))).toMatch(/^2024-03-15,15:30:00\.000,Sell,/);
    expect(records.find((record) => record.includes(',Buy,'))).toContain(`,'=T-1,"Main, ""long term""",`);
  });

  /** The problems of the export with each [written, broken] text of `edits` replaced in its records. */
  function problemsAfter(edits: readonly [string, string][]): string[][] {
    const [header, ...records] = lines();
    const broken = records.map((record) => edits.reduce((text, [written, wrong]) => text.replace(written, wrong), record));
    const { rows } = preview('ledger.csv', [header, ...broken].join('\r\n'));
    return rows.filter((row) => row.status === 'problem').map((row) => row.messages);
  }

  it('checks corporate actions as the add form does', () => {
    expect(
      problemsAfter([
        [',Split,NVDA,NVIDIA,,US67066G1040,USD,false,,,,0,0,10:1,', ',Split,NVDA,NVIDIA,,US67066G1040,USD,false,,,,0,0,0:1,'],
        [',SOLV,0.1234567,', ',SOLV,1.5,'],
        [',4567:10000,XYZ,', ',4567:10000,ABC,'],
      ]),
    ).toEqual([['Cost basis fraction must be between 0 and 1.'], ['Ratio "0:1": each part must be greater than zero.'], ['Target ticker must name another holding than ABC.']]);
  });

  it('checks cash rows as the add form does', () => {
    expect(
      problemsAfter([
        [',Conversion,USD,,,,USD,false,912.5,,1000,2,0,,EUR,', ',Conversion,USD,,,,USD,false,912.5,,1000,2,0,,USD,'],
        [',Interest,EUR,,,,EUR,false,,,12.5,0.25,3.3,', ',Interest,EUR,,,,EUR,false,,,12.5,0.25,13,'],
        [',Tax,EUR,,,,EUR,false,,,-20,', ',Tax,EUR,,,,EUR,false,,,0,'],
        [',Deposit,USD,,,,USD,false,,,5000,', ',Deposit,USD,,,,GBp,false,,,5000,'],
      ]),
    ).toEqual([
      ['Currency must be GBP, the main unit, for cash.'],
      ['Taxes must not be more than the gross interest (Value).'],
      ['Value must not be zero (a refund is negative).'],
      ['Target ticker must be another currency than USD.'],
    ]);
  });
});

describe('the JSON ledger export', () => {
  it('refuses JSON that is not a ledger export', () => {
    expect(() => parseImportFile({ name: 'x.json', bytes: bytes('{"format":"other","transactions":[]}') })).toThrow(ImportFileError);
    expect(() => parseImportFile({ name: 'x.json', bytes: bytes('{"format":') })).toThrow(/cannot be read as JSON/);
  });

  it('puts a value of the wrong type on its row', () => {
    const document = JSON.parse(ledgerJson(EVERY_KIND_LEDGER.slice(0, 1), 'USD'));
    document.transactions[0].ratio = true;
    const { rows } = preview('ledger.json', JSON.stringify(document));
    expect(rows[0]).toMatchObject({ row: 1, status: 'problem', messages: ['ratio must be a ratio such as "3:1", not "true".', 'Ratio is required.'] });
  });

  it('reads a ratio written as one number by an older export', () => {
    const document = JSON.parse(ledgerJson(EVERY_KIND_LEDGER.slice(0, 1), 'USD'));
    document.transactions[0].ratio = 0.4567;
    const { rows } = preview('ledger.json', JSON.stringify(document));
    expect(rows[0]).toMatchObject({ status: 'ok', transaction: { ratioNew: 4567, ratioOld: 10000 } });
  });
});
