import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type IbkrTrade, ibkrTradesFromCsv, ibkrTradesFromXml, recogniseIbkrCsv } from './ibkrFlex';
import { type ImportTransaction, brokerHoldingType, duplicateKey, toTransactionRows } from './importRows';

// The recorded files stay in the shared fixture folder (see its README); they are not copied.
function fixture(name: string): string {
  return readFileSync(path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'ibkr', name), 'utf8');
}

const NINE = ['CurrencyPrimary', 'Symbol', 'TradeDate', 'Quantity', 'TradePrice', 'Buy/Sell', 'ISIN', 'Multiplier', 'TradeID'];

/** A small Flex CSV: the nine columns, then any extra ones named in `extra`. */
function flexCsv(extra: readonly string[], rows: readonly (readonly string[])[]): string {
  return [[...NINE, ...extra], ...rows].map((fields) => fields.map((f) => `"${f}"`).join(',')).join('\n');
}

/** Symbol, side, quantity, price, multiplier: what PP's tests assert per trade. */
function summary(trades: readonly IbkrTrade[]): [string, string, number, number, number][] {
  return trades.map((t) => [t.symbol, t.side, t.quantity, t.price, t.multiplier]);
}

describe('recogniseIbkrCsv', () => {
  it('finds the nine columns and the optional ones in a Flex header', () => {
    const header = ['x', ...NINE, 'IBCommission', 'Notes/Codes'];
    const columns = recogniseIbkrCsv(header);
    expect(columns).toMatchObject({ currency: 1, symbol: 2, tradeId: 9, commission: 10, notes: 11, taxes: null });
  });

  it('matches titles case-insensitively and ignores surrounding spaces', () => {
    expect(recogniseIbkrCsv(NINE.map((title) => ` ${title.toUpperCase()} `))).toMatchObject({ price: 4, buySell: 5 });
  });

  it('does not recognise a header missing any of the nine columns', () => {
    for (const dropped of NINE) {
      expect(recogniseIbkrCsv(NINE.filter((title) => title !== dropped))).toBeNull();
    }
    expect(recogniseIbkrCsv(['Date', 'Ticker', 'Shares', 'Price'])).toBeNull();
  });
});

describe('ibkrTradesFromCsv', () => {
  it('reads the one VTI buy of vti-buy-on-ibkr.csv', () => {
    const { trades, problems } = ibkrTradesFromCsv(fixture('vti-buy-on-ibkr.csv'));
    expect(problems).toEqual([]);
    expect(trades).toEqual([
      {
        row: 2,
        tradeId: '1234567890',
        symbol: 'VTI',
        isin: 'US9229087690',
        currency: 'USD',
        tradeDate: '20230403',
        dateTime: '20230403;095853',
        side: 'Buy',
        quantity: 17,
        multiplier: 1,
        price: 204.3473,
        commission: 1,
        commissionCurrency: 'USD',
        taxes: 0,
        notes: '',
        cancelled: false,
        origTradeId: null,
        description: 'VANGUARD TOTAL STOCK MKT ETF',
        assetClass: 'STK',
        openClose: 'O',
        listingExchange: 'ARCA',
        exchange: 'DARK',
        subCategory: 'ETF',
      },
    ]);
  });

  it('reports a file without the Flex columns as not recognised', () => {
    const { trades, problems } = ibkrTradesFromCsv('Date,Ticker,Shares,Price\n2023-04-03,VTI,17,204.35\n');
    expect(trades).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.row).toBe(0);
    expect(problems[0]?.message).toMatch(/^Not an Interactive Brokers Flex trade file: no CurrencyPrimary, Symbol, .*TradeID column\.$/);
  });

  it('turns every broken value into a problem naming its line and column, and keeps the good rows', () => {
    const text = flexCsv(
      ['IBCommission'],
      [
        ['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '1', '-1'],
        ['USD', 'BBB', '20230403', 'ten', '', 'HOLD', '', '1', '2', 'x'],
        ['USD', 'CCC', '20230403', '0', '5', 'SELL', '', '0', '3', ''],
        ['USD', '', '20230403', '-3', '5', 'SELL', '', '1', '4', ''],
        ['USD', 'DDD', '20230403', '-3', '5', 'SELL', '', '1', '5', ''],
      ],
    );
    const { trades, problems } = ibkrTradesFromCsv(text);
    expect(trades.map((t) => [t.row, t.symbol, t.side, t.quantity])).toEqual([
      [2, 'AAA', 'Buy', 10],
      [6, 'DDD', 'Sell', 3],
    ]);
    expect(problems).toEqual([
      { row: 3, message: 'Buy/Sell "HOLD" is neither BUY nor SELL.' },
      { row: 3, message: 'Quantity "ten" is not a number.' },
      { row: 3, message: 'TradePrice is empty.' },
      { row: 3, message: 'IBCommission "x" is not a number.' },
      { row: 4, message: 'Quantity is 0.' },
      { row: 4, message: 'Multiplier "0" is not positive.' },
      { row: 5, message: 'Symbol is empty.' },
    ]);
  });

  it('reports a row whose field count differs from the header', () => {
    const text = `${flexCsv([], [])}\nUSD,AAA,20230403,10\n`;
    expect(ibkrTradesFromCsv(text).problems).toEqual([{ row: 2, message: 'Row has 4 fields where the header has 9.' }]);
  });

  it('reports an unterminated quote with its line instead of throwing', () => {
    const text = `${flexCsv([], [['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '1']])}\n"USD,BBB`;
    expect(ibkrTradesFromCsv(text)).toEqual({
      trades: [],
      problems: [{ row: 3, message: 'Line 3: a quoted field is never closed.' }],
    });
  });

  it('returns only executions when the file has LevelOfDetail or TransactionType', () => {
    const text = flexCsv(
      ['LevelOfDetail', 'TransactionType'],
      [
        ['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '1', 'EXECUTION', 'ExchTrade'],
        ['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '', 'ORDER', 'ExchTrade'],
        ['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '', 'SYMBOL_SUMMARY', ''],
        ['USD', 'BBB', '20230403', '1', '5', 'BUY', '', '1', '2', '', 'BookTrade'],
        ['USD', 'BBB', '20230403', '1', '5', 'BUY', '', '1', '', '', ''],
      ],
    );
    expect(ibkrTradesFromCsv(text).trades.map((t) => t.row)).toEqual([2, 5]);
  });

  it('turns positive IBCommission and Taxes (rebates) into negative costs', () => {
    const text = flexCsv(['IBCommission', 'Taxes'], [['USD', 'AAA', '20230403', '10', '5', 'BUY', '', '1', '1', '0.25', '-2']]);
    expect(ibkrTradesFromCsv(text).trades[0]).toMatchObject({ commission: -0.25, taxes: 2 });
  });
});

describe('ibkrTradesFromXml', () => {
  it('reads the 14 trades of testIBFlexStatementFile01.xml', () => {
    const { trades, problems } = ibkrTradesFromXml(fixture('testIBFlexStatementFile01.xml'));
    expect(problems).toEqual([]);
    // PP counts 15 buy/sell entries: these 14 trades plus one from the CorporateActions section
    // (the UUU tender), which is not a trade row.
    expect(trades).toHaveLength(14);
    expect(trades.every((t) => t.side === 'Buy' && t.currency === 'CAD' && !t.cancelled)).toBe(true);
    const count = (symbol: string) => trades.filter((t) => t.symbol === symbol).length;
    expect([count('GCM'), count('UUU'), count('FB    180921C00200000')]).toEqual([3, 10, 1]);
    expect(trades[0]).toMatchObject({
      row: 1,
      tradeId: '855937427',
      isin: 'CA38501D2041',
      tradeDate: '20130401',
      dateTime: '20130401;093406',
      quantity: 5000,
      price: 0.27,
      commission: 6.75,
      notes: 'P;',
    });
    expect(trades[13]).toMatchObject({ isin: null, multiplier: 100, quantity: 2, price: 6.95, assetClass: 'OPT' });
  });

  it('reads the 9 trades of testIBFlexStatementFile02.xml with their sides and multipliers', () => {
    const { trades, problems } = ibkrTradesFromXml(fixture('testIBFlexStatementFile02.xml'));
    expect(problems).toEqual([]);
    expect(summary(trades)).toEqual([
      ['ORCL', 'Buy', 100, 50, 1],
      ['ORCL  170915P00050000', 'Sell', 1, 0.53, 100],
      ['ORCL  170915P00050000', 'Buy', 1, 0, 100],
      ['ORCL  171117C00050000', 'Sell', 1, 0.55, 100],
      ['PAYC  181116C00120000', 'Buy', 1, 6.9, 100],
      ['BMWd', 'Buy', 141, 81.97, 1],
      ['DBKEUR', 'Buy', 10, 11.5, 1],
      ['H5E', 'Buy', 80, 41.899, 1],
      ['BAS', 'Buy', 100, 71.78, 1],
    ]);
    expect(trades.map((t) => t.currency)).toEqual(['USD', 'USD', 'USD', 'USD', 'USD', 'EUR', 'EUR', 'EUR', 'EUR']);
  });

  it('reads the 8 trades of testIBFlexStatementFile14.xml, two of them currency conversions', () => {
    const { trades, problems } = ibkrTradesFromXml(fixture('testIBFlexStatementFile14.xml'));
    expect(problems).toEqual([]);
    expect(trades).toHaveLength(8);
    const stocks = trades.filter((t) => t.assetClass === 'STK');
    expect(stocks.map((t) => t.symbol).sort()).toEqual(['CHSPIz', 'CHSPIz', 'VTI', 'VTI', 'VXUS', 'VXUS']);
    expect(stocks.every((t) => t.side === 'Buy')).toBe(true);
    expect(stocks.find((t) => t.tradeId === '5280765385')).toMatchObject({
      symbol: 'VTI',
      quantity: 5,
      price: 204.918,
      commission: 0.35125725,
      dateTime: '20230209;152226',
    });
    expect(summary(trades.filter((t) => t.assetClass === 'CASH'))).toEqual([
      ['CHF.USD', 'Sell', 1200, 1.0842, 1],
      ['CHF.USD', 'Sell', 1235, 1.06175, 1],
    ]);
  });

  it('reads the cancel-and-correct trio of testIBFlexStatementFile28.xml', () => {
    const { trades, problems } = ibkrTradesFromXml(fixture('testIBFlexStatementFile28.xml'));
    expect(problems).toEqual([]);
    expect(trades.map((t) => [t.row, t.tradeId, t.side, t.quantity, t.price, t.cancelled, t.origTradeId])).toEqual([
      [1, '1144440025', 'Sell', 1143.28313142, 30.3074532, false, null],
      [2, null, 'Sell', 1143.28313142, 30.3074532, true, '1144440025'],
      [3, '1144440025', 'Sell', 1145.929445, 30.2374637, false, null],
    ]);
  });

  it('decodes entities, reads open-and-close Trade elements and ignores comments, orders and lookalikes', () => {
    const xml = `<?xml version="1.0"?>
<FlexQueryResponse><FlexStatement><Trades>
  <!-- <Trade symbol="COMMENTED" /> -->
  <Trade symbol="M&amp;M &lt;X&gt; &quot;A&quot; &apos;B&apos; &#65;&#x42;" description="a > b" currency='EUR' tradeDate="20240115"
    quantity="3" tradePrice="1.5" buySell="BUY" isin="" multiplier="1" tradeID="7" levelOfDetail="EXECUTION">
    <Note text="&lt;Trade symbol=&quot;FAKE&quot;/&gt;" />
  </Trade>
  <Trade symbol="M&amp;M" currency="EUR" tradeDate="20240115" quantity="3" tradePrice="1.5" buySell="BUY"
    isin="" multiplier="1" tradeID="" levelOfDetail="ORDER" />
  <Trades2 symbol="NOT A TRADE" />
  <Lot symbol="M&amp;M" />
</Trades></FlexStatement></FlexQueryResponse>`;
    const { trades, problems } = ibkrTradesFromXml(xml);
    expect(problems).toEqual([]);
    expect(trades.map((t) => [t.symbol, t.description, t.currency, t.tradeId])).toEqual([
      [`M&M <X> "A" 'B' AB`, 'a > b', 'EUR', '7'],
    ]);
  });

  it('names the attribute of each broken value', () => {
    const xml = `<FlexQueryResponse><FlexStatement><Trades>
      <Trade symbol="A" currency="USD" tradeDate="20240115" quantity="x" tradePrice="1" buySell="BUY" isin="" tradeID="1" />
      <Trade symbol="B" currency="USD" tradeDate="20240115" quantity="1" tradePrice="1" buySell="BUY" isin="" multiplier="1" tradeID="2" />
    </Trades></FlexStatement></FlexQueryResponse>`;
    const { trades, problems } = ibkrTradesFromXml(xml);
    expect(trades.map((t) => t.symbol)).toEqual(['B']);
    expect(problems).toEqual([
      { row: 1, message: 'quantity "x" is not a number.' },
      { row: 1, message: 'multiplier is missing.' },
    ]);
  });

  it('reports malformed or foreign XML as a problem instead of throwing', () => {
    expect(ibkrTradesFromXml('<FlexQueryResponse><Trade symbol="A\n').problems).toEqual([
      { row: 0, message: 'The XML is malformed at line 1: the symbol value of <Trade> is never closed.' },
    ]);
    expect(ibkrTradesFromXml('<rss><channel /></rss>').problems).toEqual([
      { row: 0, message: 'Not an Interactive Brokers Flex XML file: no FlexStatement.' },
    ]);
  });
});

describe('toTransactionRows', () => {
  it('makes one buy of 17 VTI from vti-buy-on-ibkr.csv', () => {
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromCsv(fixture('vti-buy-on-ibkr.csv')).trades);
    expect(problems).toEqual([]);
    expect(skipped).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        ticker: 'VTI',
        isin: 'US9229087690',
        currency: 'USD',
        date: '20230403',
        type: 'Buy',
        shares: 17,
        shareprice: 204.3473,
        fees: 1,
        taxes: 0,
        reference: '1234567890',
        // SubCategory ETF: the broker says what VTI is.
        holdingType: 'etf',
      },
    ]);
  });

  it('reads the holding type the file gives, and none from AssetClass STK alone (it covers ETFs too)', () => {
    expect(brokerHoldingType({ assetClass: 'STK', subCategory: 'ETF' })).toBe('etf');
    expect(brokerHoldingType({ assetClass: 'STK', subCategory: 'COMMON' })).toBe('stock');
    expect(brokerHoldingType({ assetClass: 'FUND', subCategory: null })).toBe('fund');
    expect(brokerHoldingType({ assetClass: 'STK', subCategory: null })).toBeNull();
    expect(brokerHoldingType({ assetClass: 'STK', subCategory: 'SOMETHING' })).toBeNull();
  });

  it('leaves every option leg of testIBFlexStatementFile02.xml out with its reason, and keeps the stock bought on assignment', () => {
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromXml(fixture('testIBFlexStatementFile02.xml')).trades);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.ticker, r.type, r.shares, r.shareprice])).toEqual([
      ['ORCL', 'Buy', 100, 50],
      ['BMWd', 'Buy', 141, 81.97],
      ['DBKEUR', 'Buy', 10, 11.5],
      ['H5E', 'Buy', 80, 41.899],
      ['BAS', 'Buy', 100, 71.78],
    ]);
    // The short put, its assignment, the short call and the long call: none becomes shares.
    expect(skipped.map((s) => [s.row, s.message.slice(0, s.message.indexOf('.') + 1)])).toEqual([
      [2, 'Not importable: ORCL 170915P00050000 is an option.'],
      [3, 'Not importable: ORCL 170915P00050000 is an option.'],
      [4, 'Not importable: ORCL 171117C00050000 is an option.'],
      [5, 'Not importable: PAYC 181116C00120000 is an option.'],
    ]);
  });

  it('applies the multiplier to the shares of a trade', () => {
    const csv = ['CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID', 'USD,XYZ,20230403,2,10,BUY,,100,1'].join('\n');
    expect(toTransactionRows(ibkrTradesFromCsv(csv).trades).rows).toMatchObject([{ ticker: 'XYZ', shares: 200, shareprice: 10 }]);
  });

  it('lists both legs of a short position as not importable, and refuses a trade through zero', () => {
    const csv = [
      'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID,Open/CloseIndicator,AssetClass',
      'USD,XYZ,20230403,-5,10,SELL,,1,1,O,STK',
      'USD,XYZ,20230410,5,9,BUY,,1,2,C,STK',
      'USD,ABC,20230403,10,10,BUY,,1,3,O,STK',
      'USD,ABC,20230405,-15,11,SELL,,1,4,C;O,STK',
    ].join('\n');
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromCsv(csv).trades);
    expect(rows.map((r) => r.reference)).toEqual(['3']);
    expect(skipped.map((s) => [s.row, s.message])).toEqual([
      [2, 'Not importable: opens a short position (a sell of shares not held). Short positions are not supported, so both legs are left out.'],
      [3, 'Not importable: closes a short position (a buy to cover). Short positions are not supported, so both legs are left out.'],
    ]);
    expect(problems.map((p) => p.row)).toEqual([5]);
    expect(problems[0]?.message).toMatch(/^Trades through zero/);
  });

  it('imports the 13 stock trades of testIBFlexStatementFile01.xml and leaves the FB call out', () => {
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromXml(fixture('testIBFlexStatementFile01.xml')).trades);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.ticker))).toEqual(new Set(['GCM', 'UUU']));
    expect(skipped).toEqual([{ row: 14, message: expect.stringMatching(/^Not importable: FB 180921C00200000 is an option\./) }]);
  });

  it('imports the 6 security buys PP expects from testIBFlexStatementFile14.xml and skips the conversions', () => {
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromXml(fixture('testIBFlexStatementFile14.xml')).trades);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.ticker, r.type, r.shares, r.currency])).toEqual([
      ['CHSPIz', 'Buy', expect.any(Number), 'CHF'],
      ['CHSPIz', 'Buy', expect.any(Number), 'CHF'],
      ['VTI', 'Buy', 5, 'USD'],
      ['VTI', 'Buy', 5, 'USD'],
      ['VXUS', 'Buy', 5, 'USD'],
      ['VXUS', 'Buy', 5, 'USD'],
    ]);
    expect(skipped.map((s) => s.message)).toEqual([
      'CHF.USD is a currency conversion, not a security trade.',
      'CHF.USD is a currency conversion, not a security trade.',
    ]);
  });

  it('drops the cancelled original and its cancellation in testIBFlexStatementFile28.xml, keeping the correction', () => {
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromXml(fixture('testIBFlexStatementFile28.xml')).trades);
    // PP imports only the corrected execution, as an account transfer; it is a USD.TWD
    // conversion, so here it reaches the conversion rule and nothing becomes a security trade.
    expect(rows).toEqual([]);
    expect(problems).toEqual([]);
    expect(skipped).toEqual([
      { row: 1, message: 'Cancelled by row 2.' },
      { row: 2, message: 'Cancellation of row 1; neither is imported.' },
      { row: 3, message: 'USD.TWD is a currency conversion, not a security trade.' },
    ]);
  });

  // No fixture cancels a security trade, so this CSV is built here on the model of File28.
  it('imports a cancelled-and-corrected stock trade once, as corrected', () => {
    const text = flexCsv(
      ['Notes/Codes', 'OrigTradeID', 'TransactionType'],
      [
        ['USD', 'AAPL', '20240115', '10', '150', 'BUY', 'US0378331005', '1', '111', '', '', 'ExchTrade'],
        ['USD', 'AAPL', '20240115', '10', '150', 'BUY', 'US0378331005', '1', '222', '', '', 'ExchTrade'],
        ['USD', 'AAPL', '20240115', '-10', '150', 'BUY (Ca.)', 'US0378331005', '1', '', 'Ca', '222', 'TradeCancel'],
        ['USD', 'AAPL', '20240115', '10', '149.5', 'BUY', 'US0378331005', '1', '222', '', '', 'ExchTrade'],
      ],
    );
    const { trades, problems: readProblems } = ibkrTradesFromCsv(text);
    expect(readProblems).toEqual([]);
    const { rows, problems, skipped } = toTransactionRows(trades);
    expect(problems).toEqual([]);
    // The OrigTradeID picks trade 222 (line 3), not the identical-looking 111 (line 2).
    expect(rows.map((r) => [r.row, r.reference, r.shares, r.shareprice])).toEqual([
      [2, '111', 10, 150],
      [5, '222', 10, 149.5],
    ]);
    expect(skipped.map((s) => s.row)).toEqual([3, 4]);
  });

  it('without an OrigTradeID, a cancellation removes only the first matching trade', () => {
    const text = flexCsv(
      ['Notes/Codes'],
      [
        ['USD', 'AAPL', '20240115', '-10', '150', 'SELL', '', '1', '', ''],
        ['USD', 'AAPL', '20240115', '-10', '150', 'SELL', '', '1', '', ''],
        ['USD', 'AAPL', '20240115', '10', '150', 'SELL', '', '1', '', 'Ca'],
      ],
    );
    const { rows, problems } = toTransactionRows(ibkrTradesFromCsv(text).trades);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.row)).toEqual([3]);
  });

  it('pairs thousands of cancellations with their originals, each with the first one left', () => {
    const lines: string[][] = [];
    for (let i = 0; i < 3000; i += 1) {
      const price = String(100 + (i % 7));
      lines.push(['USD', `S${i % 50}`, '20240115', '10', price, 'BUY', '', '1', `${i}`, '']);
      lines.push(['USD', `S${i % 50}`, '20240115', '-10', price, 'BUY', '', '1', '', 'Ca']);
    }
    // Three identical trades and two cancellations: the first two go, the third stays.
    lines.push(['USD', 'ZZZ', '20240116', '1', '5', 'SELL', '', '1', 'a', '']);
    lines.push(['USD', 'ZZZ', '20240116', '1', '5', 'SELL', '', '1', 'b', '']);
    lines.push(['USD', 'ZZZ', '20240116', '1', '5', 'SELL', '', '1', 'c', '']);
    lines.push(['USD', 'ZZZ', '20240116', '1', '5', 'SELL (Ca.)', '', '1', '', '']);
    lines.push(['USD', 'ZZZ', '20240116', '1', '5', 'SELL (Ca.)', '', '1', '', '']);
    const { rows, problems, skipped } = toTransactionRows(ibkrTradesFromCsv(flexCsv(['Notes/Codes'], lines)).trades);
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.reference)).toEqual(['c']);
    expect(skipped).toHaveLength(6004);
    // Each cancellation (even line) takes the trade written just before it (odd line).
    expect(skipped.slice(0, 2)).toEqual([
      { row: 2, message: 'Cancelled by row 3.' },
      { row: 3, message: 'Cancellation of row 2; neither is imported.' },
    ]);
  });

  it('reports a cancellation whose original is not in the file', () => {
    const text = flexCsv(
      ['Notes/Codes', 'OrigTradeID'],
      [
        ['USD', 'AAPL', '20240115', '10', '150', 'BUY', '', '1', '5', '', ''],
        ['USD', 'AAPL', '20240115', '-10', '150', 'BUY', '', '1', '', 'Ca', '4'],
      ],
    );
    const { rows, problems } = toTransactionRows(ibkrTradesFromCsv(text).trades);
    expect(rows.map((r) => r.reference)).toEqual(['5']);
    expect(problems).toEqual([
      {
        row: 3,
        message:
          'Cancels Buy 10 AAPL @ 150 on 20240115 (trade 4), which is not in this file. If it was imported before, delete that transaction and import without this row.',
      },
    ]);
  });

  it('reports a commission charged in another currency than the trade', () => {
    const text = flexCsv(
      ['IBCommission', 'IBCommissionCurrency'],
      [
        ['USD', 'VTI', '20240115', '1', '200', 'BUY', '', '1', '1', '-1', 'CHF'],
        ['USD', 'VTI', '20240115', '1', '200', 'BUY', '', '1', '2', '0', 'CHF'],
      ],
    );
    const { rows, problems } = toTransactionRows(ibkrTradesFromCsv(text).trades);
    expect(rows.map((r) => r.reference)).toEqual(['2']);
    expect(problems).toEqual([{ row: 2, message: 'Commission is in CHF but the trade is in USD.' }]);
  });

  it('multiplies shares by a multiplier of 100 without float noise', () => {
    const text = flexCsv([], [['USD', 'SPY  240119C00470000', '20240115', '0.07', '3.1', 'BUY', '', '100', '9']]);
    expect(toTransactionRows(ibkrTradesFromCsv(text).trades).rows[0]).toMatchObject({ shares: 7, shareprice: 3.1 });
  });
});

describe('duplicateKey', () => {
  const row: ImportTransaction = {
    row: 2,
    ticker: 'VTI',
    isin: null,
    currency: 'USD',
    date: '20230403',
    type: 'Buy',
    shares: 17,
    shareprice: 204.3473,
    fees: 1,
    taxes: 0,
    reference: '1234567890',
  };

  it('uses the TradeID with the symbol when there is one', () => {
    expect(duplicateKey(row)).toBe('tradeId:1234567890|VTI');
    expect(duplicateKey({ ...row, shares: 18 })).toBe(duplicateKey(row));
    expect(duplicateKey({ ...row, ticker: 'BND' })).not.toBe(duplicateKey(row));
  });

  it('uses date, ticker, quantity and price without a TradeID', () => {
    expect(duplicateKey({ ...row, reference: null })).toBe('trade:20230403|VTI|17|204.3473');
    const otherFees: ImportTransaction = { ...row, reference: null, fees: 2 };
    expect(duplicateKey(otherFees)).toBe(duplicateKey({ ...row, reference: null }));
    expect(duplicateKey({ ...row, reference: null, shareprice: 204.35 })).not.toBe(duplicateKey({ ...row, reference: null }));
  });

  it('matches 17 and 17.0 as written in two files', () => {
    const keyOf = (quantity: string, price: string) => {
      const text = flexCsv([], [['USD', 'VTI', '20230403', quantity, price, 'BUY', '', '1', '']]);
      const [imported] = toTransactionRows(ibkrTradesFromCsv(text).trades).rows;
      return imported ? duplicateKey(imported) : 'none';
    };
    expect(keyOf('17', '204.3473')).toBe('trade:20230403|VTI|17|204.3473');
    expect(keyOf('17.0', '204.34730')).toBe(keyOf('17', '204.3473'));
  });

  it('compares tickers as the ledger stores them, upper-cased, and ignores spaces around a TradeID', () => {
    expect(duplicateKey({ ...row, reference: null, ticker: 'bmwD' })).toBe('trade:20230403|BMWD|17|204.3473');
    expect(duplicateKey({ ...row, reference: ' 1234567890 ', ticker: 'vti' })).toBe('tradeId:1234567890|VTI');
  });

  it('tells a same-day sell from a buy of the same size and price', () => {
    expect(duplicateKey({ ...row, reference: null, type: 'Sell' })).toBe('trade:20230403|VTI|-17|204.3473');
  });

  it('keys corporate actions and income by their kind, so a Split and a lump-sum Income of one day differ', () => {
    const split = duplicateKey({ ...row, reference: null, type: 'Split', shares: 0, shareprice: 0 });
    expect(split).toBe('Split:20230403|VTI|0|0');
    expect(duplicateKey({ ...row, reference: null, type: 'Income', shares: 0, shareprice: 0 })).not.toBe(split);
  });
});
