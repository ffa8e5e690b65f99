import { recordedYahooAnswer } from '../../test/yahooRecordings';
import {
  marketQuoteFromYahoo,
  marketQuotesFromYahoo,
  marketStateOf,
  screenerRowsFromYahoo,
  technicalOutlookFromInsights,
  trendingFromYahoo,
} from './yahooMarketMapping';

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const close = (value: number) => expect.closeTo(value, 10) as unknown as number;

/** The single quote of a recorded one-symbol quote answer. */
function recordedQuote(file: string) {
  const quotes = marketQuotesFromYahoo(recordedYahooAnswer(file));
  expect(quotes).toHaveLength(1);
  return quotes[0];
}

describe('marketQuoteFromYahoo on recorded answers', () => {
  it('maps AAPL field by field, percents as fractions, the closed market as closed', () => {
    expect(recordedQuote('quote-AAPL.json')).toEqual({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      currency: 'USD',
      price: 244.6,
      change: 3.0700073,
      changePercent: close(0.012710667),
      previousClose: 241.53,
      open: 241.07,
      dayHigh: 245.41,
      dayLow: 241,
      volume: 40896227,
      marketState: 'closed',
      fiftyTwoWeekHigh: 260.1,
      fiftyTwoWeekLow: 164.08,
      marketCap: 3674405863424,
      trailingPE: 38.763866,
      dividendYield: close(0.0041),
      at: '2025-02-14T21:00:00.000Z',
    });
  });

  it('turns OCDO.L pence into pounds, prices and change alike, but not the market cap', () => {
    expect(recordedQuote('quote-OCDO.L.json')).toEqual({
      symbol: 'OCDO.L',
      name: 'Ocado Group plc',
      currency: 'GBP',
      price: close(3.088),
      change: close(-0.064000244),
      changePercent: close(-0.020304644),
      previousClose: close(3.152),
      open: close(3.082),
      dayHigh: close(3.154158),
      dayLow: close(3.082),
      volume: 113925,
      marketState: 'regular',
      fiftyTwoWeekHigh: close(5.41346),
      fiftyTwoWeekLow: close(2.7),
      // 823,350,016 shares at 3.088 GBP: Yahoo's figure is in pounds already.
      marketCap: 2554603520,
      // Negative earnings: Yahoo gives no trailing P/E; no dividend either.
      trailingPE: null,
      dividendYield: null,
      at: iso(1739788724),
    });
  });

  it('gives EUR/USD no volume, market cap, P/E or yield, and keeps its four decimals', () => {
    expect(recordedQuote('quote-EURUSD=X.json')).toMatchObject({
      symbol: 'EURUSD=X',
      name: 'EUR/USD',
      currency: 'USD',
      price: 1.0489877,
      change: -0.0005505085,
      changePercent: close(-0.00052457344),
      volume: null,
      marketState: 'regular',
      marketCap: null,
      trailingPE: null,
      dividendYield: null,
      at: iso(1739789683),
    });
  });

  it('reads ABBV, a large dividend payer: the 3.4 % yield as 0.034', () => {
    expect(recordedQuote('quote-ABBV.json')).toMatchObject({
      symbol: 'ABBV',
      price: 192.87,
      change: -0.580002,
      changePercent: close(-0.0029982),
      dividendYield: close(0.034),
      trailingPE: 80.69874,
      marketCap: 340828291072,
      volume: 3973852,
      previousClose: 193.45,
    });
  });

  it('reads QQQ, an ETF, by its long name', () => {
    expect(recordedQuote('quote-QQQ.json')).toMatchObject({
      symbol: 'QQQ',
      name: 'Invesco QQQ Trust',
      price: 538.15,
      change: 2.25,
      dividendYield: close(0.0054),
      fiftyTwoWeekHigh: 539.15,
      fiftyTwoWeekLow: 413.07,
    });
  });

  it('reads both quotes of one answer for AAPL and BABA in order', () => {
    const quotes = marketQuotesFromYahoo(recordedYahooAnswer('quote-AAPL-BABA.json'));
    expect(quotes.map((quote) => [quote.symbol, quote.price, quote.currency])).toEqual([
      ['AAPL', 244.6, 'USD'],
      ['BABA', 124.73, 'USD'],
    ]);
    expect(quotes[1]).toMatchObject({ name: 'Alibaba Group Holding Limited', change: 5.19, changePercent: close(0.0434164), dayLow: 120.495 });
  });
});

describe('marketQuoteFromYahoo rules', () => {
  const base = { symbol: 'X', regularMarketPrice: 110, currency: 'USD', regularMarketTime: 1739566800 };

  it.each([
    ['PRE', 'pre'],
    ['REGULAR', 'regular'],
    ['POST', 'post'],
    ['PREPRE', 'closed'],
    ['POSTPOST', 'closed'],
    ['CLOSED', 'closed'],
    ['SOMETHING_NEW', 'closed'],
    ['constructor', 'closed'],
    [undefined, 'closed'],
  ])('maps marketState %s to %s', (state, expected) => {
    expect(marketStateOf(state)).toBe(expected);
  });

  it('works the change out from the previous close when Yahoo leaves it out, and refuses to invent one', () => {
    expect(marketQuoteFromYahoo({ ...base, regularMarketPreviousClose: 100 })).toMatchObject({ change: 10, changePercent: 0.1 });
    expect(marketQuoteFromYahoo(base)).toBeNull();
  });

  it('accepts the time as a Date (yahoo-finance2) as well as Unix seconds', () => {
    const quote = marketQuoteFromYahoo({ ...base, regularMarketChange: 1, regularMarketChangePercent: 1, regularMarketTime: new Date('2025-02-14T21:00:00Z') });
    expect(quote?.at).toBe('2025-02-14T21:00:00.000Z');
  });

  it('is null without a symbol, a positive price, a currency or a readable time', () => {
    const full = { ...base, regularMarketChange: 1, regularMarketChangePercent: 1 };
    expect(marketQuoteFromYahoo(full)).not.toBeNull();
    expect(marketQuoteFromYahoo({ ...full, symbol: '' })).toBeNull();
    expect(marketQuoteFromYahoo({ ...full, regularMarketPrice: 0 })).toBeNull();
    expect(marketQuoteFromYahoo({ ...full, currency: null })).toBeNull();
    expect(marketQuoteFromYahoo({ ...full, regularMarketTime: 'yesterday' })).toBeNull();
    expect(marketQuoteFromYahoo({ ...full, regularMarketTime: 1e20 })).toBeNull();
  });

  it('drops a negative P/E rather than show it', () => {
    expect(marketQuoteFromYahoo({ ...base, regularMarketPreviousClose: 100, trailingPE: -12 })?.trailingPE).toBeNull();
  });
});

describe('screenerRowsFromYahoo on recorded answers', () => {
  it('reads the five day gainers in Yahoo order with fractions and exchange names', () => {
    const rows = screenerRowsFromYahoo(recordedYahooAnswer('dailyGainers.json'));
    expect(rows.map((row) => [row.symbol, row.changePercent])).toEqual([
      ['U', close(0.304145)],
      ['FTAI', close(0.14369787)],
      ['DBRG', close(0.138605)],
      ['HAS', close(0.12953873)],
      ['GDS', close(0.12764478)],
    ]);
    expect(rows[0]).toEqual({
      symbol: 'U',
      name: 'Unity Software Inc.',
      exchange: 'NYSE',
      currency: 'USD',
      price: 28,
      changePercent: close(0.304145),
      marketCap: 11279519744,
      trailingPE: null,
      dividendYield: null,
      fiftyTwoWeekHigh: 33.43,
      fiftyTwoWeekLow: 13.895,
      sector: null,
    });
    expect(rows[3]).toMatchObject({ symbol: 'HAS', name: 'Hasbro, Inc.', exchange: 'NasdaqGS', dividendYield: close(0.0458) });
  });

  it('reads the aggressive small caps screen, losers included', () => {
    const rows = screenerRowsFromYahoo(recordedYahooAnswer('screener-aggressive_small_caps.json'));
    expect(rows.map((row) => row.symbol)).toEqual(['ATUS', 'SID', 'KOS', 'MPLN', 'DOLE']);
    expect(rows[1]).toMatchObject({
      name: 'Companhia Siderúrgica Nacional',
      price: 1.5,
      changePercent: close(-0.0196078),
      dividendYield: close(0.153),
      marketCap: 2022509952,
    });
    expect(rows[2]).toMatchObject({ symbol: 'KOS', trailingPE: 7.2000003, changePercent: close(-0.0943396) });
    // The long name is the renamed company's; the short one is still the old name.
    expect(rows[3]).toMatchObject({ symbol: 'MPLN', name: 'Claritev Corporation' });
  });

  it('divides a pence-quoted row and names a row without names by its symbol', () => {
    const answer = {
      finance: {
        result: [
          {
            quotes: [
              { symbol: 'OCDO.L', currency: 'GBp', regularMarketPrice: 308.8, regularMarketChangePercent: -2, fiftyTwoWeekHigh: 541.346, sector: 'Consumer Defensive' },
              { symbol: 'NONAME', currency: 'USD', regularMarketPrice: 5, regularMarketChangePercent: 1 },
              { symbol: 'NOCHANGE', currency: 'USD', regularMarketPrice: 5 },
            ],
          },
        ],
      },
    };
    const rows = screenerRowsFromYahoo(answer);
    expect(rows.map((row) => row.symbol)).toEqual(['OCDO.L', 'NONAME']);
    expect(rows[0]).toMatchObject({ currency: 'GBP', price: close(3.088), fiftyTwoWeekHigh: close(5.41346), sector: 'Consumer Defensive', changePercent: -0.02 });
    expect(rows[1]?.name).toBe('NONAME');
  });
});

describe('trendingFromYahoo', () => {
  it('reads the five US trending symbols in order', () => {
    expect(trendingFromYahoo(recordedYahooAnswer('trendingSymbols-US.json'))).toEqual([
      { symbol: 'BTC-USD' },
      { symbol: 'PLTR' },
      { symbol: 'MSTR' },
      { symbol: 'HIMS' },
      { symbol: 'TEM' },
    ]);
  });

  it('lists a symbol once and skips entries without one', () => {
    const answer = { finance: { result: [{ quotes: [{ symbol: 'A' }, {}, { symbol: 'A' }, { symbol: 'B' }, 'C'] }] } };
    expect(trendingFromYahoo(answer)).toEqual([{ symbol: 'A' }, { symbol: 'B' }]);
  });
});

describe('technicalOutlookFromInsights', () => {
  it("reads AAPL's Trading Central outlook: bullish short and intermediate, neutral long, and its levels", () => {
    expect(technicalOutlookFromInsights(recordedYahooAnswer('insights-AAPL.json'), 'USD')).toEqual({
      symbol: 'AAPL',
      provider: 'Trading Central',
      horizons: [
        { horizon: 'short', direction: 'bullish', score: 3 },
        { horizon: 'intermediate', direction: 'bullish', score: 2 },
        { horizon: 'long', direction: 'neutral', score: 0 },
      ],
      support: 227.82,
      resistance: 246.75,
      stopLoss: 232.944749,
    });
  });

  it('brings levels of a pence-quoted listing to pounds and leaves out a horizon without a known direction', () => {
    const answer = {
      finance: {
        result: {
          symbol: 'OCDO.L',
          instrumentInfo: {
            technicalEvents: { shortTermOutlook: { direction: 'Bearish' }, longTermOutlook: { direction: 'Sideways', score: 1 } },
            keyTechnicals: { support: 270, stopLoss: -1 },
          },
        },
      },
    };
    expect(technicalOutlookFromInsights(answer, 'GBp')).toEqual({
      symbol: 'OCDO.L',
      provider: null,
      horizons: [{ horizon: 'short', direction: 'bearish', score: null }],
      support: 2.7,
      resistance: null,
      stopLoss: null,
    });
  });

  it('is null for an answer with a symbol but no outlook or levels', () => {
    expect(technicalOutlookFromInsights({ finance: { result: { symbol: 'X', instrumentInfo: {} } } })).toBeNull();
  });
});

describe('the result as yahoo-finance2 hands it over (unwrapped)', () => {
  const body = (file: string) => recordedYahooAnswer(file) as { finance: { result: unknown } };
  const firstResult = (file: string) => (body(file).finance.result as unknown[])[0];

  it('reads the same rows, symbols, outlook and quotes as from the raw answer', () => {
    expect(screenerRowsFromYahoo(firstResult('dailyGainers.json'))).toEqual(screenerRowsFromYahoo(recordedYahooAnswer('dailyGainers.json')));
    expect(trendingFromYahoo(firstResult('trendingSymbols-US.json'))).toHaveLength(5);
    expect(technicalOutlookFromInsights(body('insights-AAPL.json').finance.result)?.support).toBe(227.82);
    const quotes = (recordedYahooAnswer('quote-AAPL-BABA.json') as { quoteResponse: { result: unknown[] } }).quoteResponse.result;
    expect(marketQuotesFromYahoo(quotes).map((quote) => quote.symbol)).toEqual(['AAPL', 'BABA']);
  });
});

describe('malformed answers', () => {
  const shapes: [string, unknown][] = [
    ['an empty object', {}],
    ['null', null],
    ['a number', 42],
    ['a list', []],
    ['finance without result', { finance: {} }],
    ['result of the wrong kind', { finance: { result: 'oops' }, quoteResponse: { result: {} } }],
    ['quotes not a list', { finance: { result: [{ quotes: { symbol: 'A' } }] } }],
    ['insights result as a list', { finance: { result: [{ symbol: 'AAPL' }] } }],
  ];

  it.each(shapes)('gives empty results, not a throw, for %s', (_, answer) => {
    expect(marketQuoteFromYahoo(answer)).toBeNull();
    expect(marketQuotesFromYahoo(answer)).toEqual([]);
    expect(screenerRowsFromYahoo(answer)).toEqual([]);
    expect(trendingFromYahoo(answer)).toEqual([]);
    expect(technicalOutlookFromInsights(answer)).toBeNull();
  });

  it('skips quote entries of the wrong shape and keeps the good ones', () => {
    const good = { symbol: 'X', regularMarketPrice: 2, currency: 'USD', regularMarketTime: 1739566800, regularMarketChange: 0, regularMarketChangePercent: 0 };
    const answer = { quoteResponse: { result: [null, 'AAPL', { symbol: 7 }, good] } };
    expect(marketQuotesFromYahoo(answer).map((quote) => quote.symbol)).toEqual(['X']);
  });
});
