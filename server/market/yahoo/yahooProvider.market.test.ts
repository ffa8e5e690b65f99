// The Yahoo provider's market-widget methods and the candles of its daily history, on answers
// recorded by yahoo-finance2's maintainers replayed through an injected fetch (yahooReplay.ts):
// the library builds and validates every request and answer for real.

import { MAX_MARKET_SYMBOLS } from '../../../common/market';
import { providerFailure } from '../../test/providerFailure';
import { everyProviderMethod } from '../../test/everyProviderMethod';
import { json, recorded, replay, symbolsOf } from '../../test/yahooReplay';
import { MARKET_NEWS_QUERY, MAX_UNIVERSE, createYahooProvider } from './yahooProvider';

type Row = Record<string, unknown>;

// 2025-02-22 12:00 UTC, a Saturday: the week's last session was Friday 2025-02-21.
const SATURDAY_NOON = Date.parse('2025-02-22T12:00:00Z');

const provider = (fetchFn: typeof fetch, now = () => SATURDAY_NOON) => everyProviderMethod(createYahooProvider({ fetch: fetchFn, now }));

const SCREENER_PATH = '/v1/finance/screener/predefined/saved';
const quotesOfScreen = (file: string) => (recorded(file).body as { finance: { result: { quotes: Row[] }[] } }).finance.result[0]!.quotes;
const screenAnswer = (quotes: readonly Row[]) => ({ finance: { result: [{ count: quotes.length, quotes }], error: null } });
const recordedQuoteOf = (file: string) => (recorded(file).body as { quoteResponse: { result: Row[] } }).quoteResponse.result[0]!;
const quoteAnswer = (quotes: readonly Row[]) => json({ quoteResponse: { result: quotes, error: null } });

describe('the Yahoo provider', () => {
  it('answers every method of the interface', () => {
    expect(() => everyProviderMethod(createYahooProvider())).not.toThrow();
  });
});

describe('marketQuotes', () => {
  it('maps AAPL and BABA of one quote request, the closed market as closed', async () => {
    const { fetch, urls } = replay();
    const quotes = await provider(fetch).marketQuotes(['AAPL', 'BABA']);
    expect(quotes.map((quote) => [quote.symbol, quote.price, quote.marketState])).toEqual([
      ['AAPL', 244.6, 'closed'],
      ['BABA', 124.73, 'closed'],
    ]);
    expect(quotes[0]).toMatchObject({ name: 'Apple Inc.', currency: 'USD', previousClose: 241.53, dayHigh: 245.41, dayLow: 241, at: '2025-02-14T21:00:00.000Z' });
    expect(urls.filter((url) => url.pathname === '/v7/finance/quote')).toHaveLength(1);
  });

  it("reads AAPL's yield, P/E and market cap and OCDO.L in pounds", async () => {
    const yahoo = provider(replay().fetch);
    const [aapl] = await yahoo.marketQuotes(['AAPL']);
    expect(aapl).toMatchObject({ dividendYield: expect.closeTo(0.0041, 12), trailingPE: 38.763866, marketCap: 3674405863424, volume: 40896227 });
    const [ocado] = await yahoo.marketQuotes(['OCDO.L']);
    expect(ocado?.currency).toBe('GBP');
    expect(ocado?.price).toBeCloseTo(3.088, 10);
  });

  it('reads the recorded ABBV, QQQ and EUR/USD quotes: a percent yield, a fund, a pair without volume', async () => {
    const yahoo = provider(replay().fetch);
    const [abbv] = await yahoo.marketQuotes(['ABBV']);
    expect(abbv?.dividendYield).toBeCloseTo(0.034, 12);
    const [qqq] = await yahoo.marketQuotes(['QQQ']);
    expect(qqq).toMatchObject({ symbol: 'QQQ', name: 'Invesco QQQ Trust', currency: 'USD' });
    const [pair] = await yahoo.marketQuotes(['EURUSD=X']);
    expect(pair).toMatchObject({ symbol: 'EURUSD=X', currency: 'USD', volume: null, marketCap: null });
  });

  it('quotes an index by its caret symbol, without volume or market cap when Yahoo gives none', async () => {
    const { marketCap: _cap, regularMarketVolume: _volume, ...aapl } = recordedQuoteOf('quote-AAPL.json');
    const index = { ...aapl, symbol: '^GSPC', quoteType: 'INDEX', longName: undefined, shortName: 'S&P 500', regularMarketPrice: 6013.13 };
    const { fetch, urls } = replay((url) => (url.pathname === '/v7/finance/quote' && symbolsOf(url) === '^GSPC' ? quoteAnswer([index]) : null));
    const [quote] = await provider(fetch).marketQuotes(['^GSPC']);
    expect(quote).toMatchObject({ symbol: '^GSPC', name: 'S&P 500', price: 6013.13, volume: null, marketCap: null });
    expect(urls.find((url) => url.pathname === '/v7/finance/quote')?.searchParams.get('symbols')).toBe('^GSPC');
  });

  it('leaves out a symbol Yahoo does not return and asks nothing for symbols that cannot be ones', async () => {
    const { fetch, urls } = replay((url) => (url.pathname === '/v7/finance/quote' ? quoteAnswer([recordedQuoteOf('quote-AAPL.json')]) : null));
    const yahoo = provider(fetch);
    expect((await yahoo.marketQuotes(['AAPL', 'NOSUCH'])).map((quote) => quote.symbol)).toEqual(['AAPL']);
    const asked = urls.length;
    await expect(yahoo.marketQuotes(['', 'A/B', 'X,Y'])).resolves.toEqual([]);
    expect(urls).toHaveLength(asked);
  });

  it(`asks for at most ${MAX_MARKET_SYMBOLS} symbols at once`, async () => {
    const { fetch, urls } = replay((url) => (url.pathname === '/v7/finance/quote' ? quoteAnswer([]) : null));
    await provider(fetch).marketQuotes(Array.from({ length: MAX_MARKET_SYMBOLS + 10 }, (_, i) => `S${i}`));
    expect(urls.find((url) => url.pathname === '/v7/finance/quote')?.searchParams.get('symbols')?.split(',')).toHaveLength(MAX_MARKET_SYMBOLS);
  });
});

describe('movers', () => {
  it("reads the day gainers screen, biggest first, as many as asked", async () => {
    const { fetch, urls } = replay();
    const rows = await provider(fetch).movers('gainers', 3);
    expect(rows.map((row) => [row.symbol, row.changePercent])).toEqual([
      ['U', expect.closeTo(0.304145, 10)],
      ['FTAI', expect.closeTo(0.14369787, 10)],
      ['DBRG', expect.closeTo(0.138605, 10)],
    ]);
    expect(rows[1]).toMatchObject({ dividendYield: 0.0095, currency: 'USD' });
    const asked = urls.find((url) => url.pathname === SCREENER_PATH);
    expect([asked?.searchParams.get('scrIds'), asked?.searchParams.get('count')]).toEqual(['day_gainers', '3']);
  });

  it('gives losers only, the biggest fall first, from the day losers screen', async () => {
    const mixed = quotesOfScreen('screener-aggressive_small_caps.json');
    const { fetch, urls } = replay((url) => (url.searchParams.get('scrIds') === 'day_losers' ? json(screenAnswer(mixed)) : null));
    const rows = await provider(fetch).movers('losers', 10);
    expect(rows.map((row) => row.symbol)).toEqual(['KOS', 'SID', 'MPLN']);
    expect(urls.find((url) => url.pathname === SCREENER_PATH)?.searchParams.get('scrIds')).toBe('day_losers');
  });

  it('asks nothing for no rows', async () => {
    const { fetch, urls } = replay();
    await expect(provider(fetch).movers('gainers', 0)).resolves.toEqual([]);
    expect(urls).toHaveLength(0);
  });
});

describe('screenerUniverse', () => {
  it('merges the screens, each listing once, in the order of the screens', async () => {
    const gainers = quotesOfScreen('dailyGainers.json');
    const smallCaps = quotesOfScreen('screener-aggressive_small_caps.json');
    const { fetch, urls } = replay((url) => {
      if (url.pathname !== SCREENER_PATH) return null;
      return json(screenAnswer(url.searchParams.get('scrIds') === 'most_actives' ? gainers : smallCaps));
    });
    const rows = await provider(fetch).screenerUniverse();
    expect(rows.map((row) => row.symbol)).toEqual(['U', 'FTAI', 'DBRG', 'HAS', 'GDS', 'ATUS', 'SID', 'KOS', 'MPLN', 'DOLE']);
    expect(rows.find((row) => row.symbol === 'DBRG')).toMatchObject({ trailingPE: 13.6, marketCap: 2282502912, fiftyTwoWeekHigh: expect.any(Number) });
    expect(urls.filter((url) => url.pathname === SCREENER_PATH).map((url) => url.searchParams.get('scrIds'))).toContain('most_actives');
  });

  it(`keeps the rows of the screens that answer, at most ${MAX_UNIVERSE}`, async () => {
    const [template] = quotesOfScreen('dailyGainers.json');
    const many = (prefix: string) => Array.from({ length: 300 }, (_, i) => ({ ...template, symbol: `${prefix}${i}` }));
    const { fetch } = replay((url) => {
      const screen = url.searchParams.get('scrIds');
      if (screen === 'most_actives' || screen === 'portfolio_anchors') return json(screenAnswer(many(screen.slice(0, 3))));
      return url.pathname === SCREENER_PATH ? new Response('oops', { status: 503 }) : null;
    });
    const rows = await provider(fetch).screenerUniverse();
    expect(rows).toHaveLength(MAX_UNIVERSE);
    expect(new Set(rows.map((row) => row.symbol)).size).toBe(MAX_UNIVERSE);
  });

  it('fails when no screen answers', async () => {
    const { fetch } = replay((url) => (url.pathname === SCREENER_PATH ? new Response('oops', { status: 503 }) : null));
    expect((await providerFailure(provider(fetch).screenerUniverse())).reason).toBe('unavailable');
  });
});

describe('marketNews', () => {
  it(`reads the news Yahoo's search gives for "${MARKET_NEWS_QUERY}", newest first`, async () => {
    // The first story twice, as Yahoo repeats syndicated ones: it is shown once.
    const body = structuredClone(recorded('search-AAPL.json').body) as { news: unknown[] };
    body.news.push(body.news[0]);
    const { fetch, urls } = replay((url) => (url.pathname === '/v1/finance/search' && url.searchParams.get('q') === MARKET_NEWS_QUERY ? json(body) : null));
    const news = await provider(fetch).marketNews();
    expect(news.map((item) => item.publishedAt)).toEqual([1740477120, 1740463258, 1740462887, 1740442800].map((s) => new Date(s * 1000).toISOString()));
    expect(news[3]).toMatchObject({ publisher: 'Yahoo Finance Video', url: 'https://finance.yahoo.com/video/why-trump-could-move-fast-002000706.html' });
    expect(urls[0]?.searchParams.get('newsCount')).toBe('10');
  });
});

describe('technicalOutlook', () => {
  it("reads AAPL's Trading Central outlook without asking for a US listing's currency", async () => {
    const { fetch, urls } = replay();
    await expect(provider(fetch).technicalOutlook('AAPL')).resolves.toEqual({
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
    expect(urls.map((url) => url.pathname)).toEqual(['/ws/insights/v2/finance/insights']);
  });

  it("brings a pence-quoted listing's levels to pounds, its quote currency asked alongside", async () => {
    const aapl = recorded('insights-AAPL.json').body as { finance: { result: Row } };
    const ocado = { finance: { ...aapl.finance, result: { ...aapl.finance.result, symbol: 'OCDO.L' } } };
    const { fetch } = replay((url) => (url.pathname.startsWith('/ws/insights/') ? json(ocado) : null));
    const outlook = await provider(fetch).technicalOutlook('OCDO.L');
    expect(outlook?.support).toBeCloseTo(2.2782, 10);
    expect(outlook?.resistance).toBeCloseTo(2.4675, 10);
  });

  it('has none for a symbol Yahoo does not know', async () => {
    const { fetch } = replay((url) => (url.pathname.startsWith('/ws/insights/') ? json({ finance: { result: null, error: { code: 'Not Found' } } }, 404) : null));
    await expect(provider(fetch).technicalOutlook('NOSUCH')).resolves.toBeNull();
  });
});

/** A New York chart answer (the recorded AAPL meta) with the given bars as columns. */
function newYorkChart(bars: readonly [string, number | null, number | null, number | null, number | null, number | null][]) {
  const body = structuredClone(recorded('chart-AAPL-2025-02-01-to-2025-02-02-includePrePost-false-interval-1m.json').body) as {
    chart: { result: { timestamp?: number[]; indicators: { quote: Row[] } }[] };
  };
  const [result] = body.chart.result;
  result!.timestamp = bars.map(([at]) => Date.parse(at) / 1000);
  const column = (i: number) => bars.map((bar) => bar[i]);
  result!.indicators.quote = [{ open: column(1), high: column(2), low: column(3), close: column(4), volume: column(5) }];
  return body;
}

describe('intraday', () => {
  it('reads the recorded 1-minute answer of a closed market (a weekend) as no bars', async () => {
    const closed = recorded('chart-AAPL-2025-02-01-to-2025-02-02-includePrePost-false-interval-1m.json').body;
    const { fetch } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(closed) : null));
    await expect(provider(fetch, () => Date.parse('2025-02-02T12:00:00Z')).intraday('AAPL', 1, '5m')).resolves.toEqual([]);
  });

  it('keeps the last sessions asked for, cleaned, and asks for the regular session in that interval', async () => {
    const chart = newYorkChart([
      ['2025-02-19T14:30:00Z', 244, 245, 243, 244.5, 1000],
      ['2025-02-20T14:30:00Z', 245, 246, 244, 245.5, 1200],
      ['2025-02-20T14:45:00Z', 245.5, 245, 246.5, 246, -1],
      ['2025-02-21T14:30:00Z', 246, 247, null, 246.5, 900],
      ['2025-02-21T14:45:00Z', 246.5, 247.5, 246, 247, 800],
    ]);
    const { fetch, urls } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(chart) : null));
    const bars = await provider(fetch).intraday('AAPL', 2, '15m');
    expect(bars).toEqual([
      { at: '2025-02-20T14:30:00.000Z', open: 245, high: 246, low: 244, close: 245.5, volume: 1200 },
      // High below the open and a volume of -1: high and low recomputed, the volume unknown.
      { at: '2025-02-20T14:45:00.000Z', open: 245.5, high: 246.5, low: 245, close: 246, volume: null },
      // The 14:30 bar without a low is a gap, dropped rather than filled in.
      { at: '2025-02-21T14:45:00.000Z', open: 246.5, high: 247.5, low: 246, close: 247, volume: 800 },
    ]);
    const asked = urls[0]!;
    expect(asked.searchParams.get('interval')).toBe('15m');
    expect(asked.searchParams.get('includePrePost')).toBe('false');
    expect(Number(asked.searchParams.get('period2')) * 1000).toBe(SATURDAY_NOON);
    expect(Number(asked.searchParams.get('period1')) * 1000).toBeLessThanOrEqual(Date.parse('2025-02-19T00:00:00Z'));
  });

  it('gives nothing for a symbol Yahoo does not know, and nothing asked for one that cannot be one', async () => {
    const { fetch, urls } = replay();
    const yahoo = provider(fetch);
    await expect(yahoo.intraday('NOSUCH', 1, '5m')).resolves.toEqual([]);
    await expect(yahoo.intraday('A/B', 1, '5m')).resolves.toEqual([]);
    expect(urls).toHaveLength(1);
  });

  it('reports columns that disagree with the timestamps as malformed', async () => {
    const chart = newYorkChart([['2025-02-21T14:30:00Z', 1, 2, 1, 2, 5]]);
    (chart.chart.result[0]!.indicators.quote[0] as { close: number[] }).close = [];
    const { fetch } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(chart) : null));
    expect((await providerFailure(provider(fetch).intraday('AAPL', 1, '5m'))).reason).toBe('malformed');
  });
});

describe('candles of the daily history', () => {
  const WSU = { from: '2023-08-04', to: '2023-08-08' };

  it('gives WSU.DE its open, high, low and volume', async () => {
    const bars = await provider(replay().fetch).history('WSU.DE', WSU);
    expect(bars.map((bar) => [bar.date, bar.volume])).toEqual([
      ['2023-08-04', 1251],
      ['2023-08-07', 336],
      ['2023-08-08', 10846],
    ]);
    expect(bars[0]).toMatchObject({ open: 34.25, high: 34.54999923706055, low: 34.099998474121094, close: 34.45000076293945 });
  });

  it('leaves out the candle of a bad day but keeps its close as before', async () => {
    const body = structuredClone(recorded('chart-AAPL-2020-08-31-to-2020-11-07.json').body) as {
      chart: { result: { indicators: { quote: Record<'open' | 'high' | 'low' | 'close' | 'volume', (number | null)[]>[] } }[] };
    };
    const quote = body.chart.result[0]!.indicators.quote[0]!;
    const before = await provider(replay().fetch).history('AAPL', { from: '2020-08-31', to: '2020-11-06' });
    quote.open[1] = null; // a gap in the candle
    quote.low[2] = 0; // a price of zero
    quote.high[3] = quote.low[3]! - 1; // a high below the low
    quote.volume[4] = -1;
    quote.high[5] = quote.low[5]! * 5000; // a spike within the bar
    const { fetch } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(body) : null));
    const bars = await provider(fetch).history('AAPL', { from: '2020-08-31', to: '2020-11-06' });
    expect(bars.map((bar) => [bar.date, bar.close, bar.adjClose])).toEqual(before.map((bar) => [bar.date, bar.close, bar.adjClose]));
    for (const i of [1, 2, 5]) expect(bars[i]).toMatchObject({ open: null, high: null, low: null, volume: null });
    expect(bars[3]!.high).toBe(Math.max(bars[3]!.open!, bars[3]!.close, before[3]!.low! - 1, before[3]!.low!));
    expect(bars[3]!.low).toBe(before[3]!.low! - 1);
    expect(bars[4]).toMatchObject({ open: before[4]!.open, volume: null });
    expect(bars.every((bar) => bar.high == null || (bar.low! <= Math.min(bar.open!, bar.close) && bar.high >= Math.max(bar.open!, bar.close)))).toBe(true);
  });

  it('sorts out-of-order days, each keeping its own candle', async () => {
    const body = structuredClone(recorded('chart-AAPL-2020-08-31-to-2020-11-07.json').body) as {
      chart: { result: { timestamp: number[]; indicators: { quote: Record<string, (number | null)[]>[]; adjclose: { adjclose: number[] }[] } }[] };
    };
    const [result] = body.chart.result;
    const swap = <T>(list: T[]) => ([list[1], list[2]] = [list[2]!, list[1]!]);
    swap(result!.timestamp);
    for (const column of Object.values(result!.indicators.quote[0]!)) swap(column);
    swap(result!.indicators.adjclose[0]!.adjclose);
    const before = await provider(replay().fetch).history('AAPL', { from: '2020-08-31', to: '2020-11-06' });
    const { fetch } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(body) : null));
    await expect(provider(fetch).history('AAPL', { from: '2020-08-31', to: '2020-11-06' })).resolves.toEqual(before);
  });

  it("gives NVDA's days before its 4:1 split their real candle: prices times 4, a quarter of the volume", async () => {
    const body = recorded('historical-via-chart-NVDA-split-2021-02-01-to-2022-01-31.csv.json').body as {
      chart: { result: { timestamp: number[]; indicators: { quote: Record<'open' | 'high' | 'volume', number[]>[] } }[] };
    };
    const [result] = body.chart.result;
    const i = result!.timestamp.findIndex((t) => new Date(t * 1000).toISOString().startsWith('2021-07-19'));
    const quote = result!.indicators.quote[0]!;
    // The recording answers a window that covers its own, so the whole year is asked for.
    const bars = (await provider(replay().fetch).history('NVDA', { from: '2021-02-01', to: '2022-01-30' })).filter((bar) => bar.date === '2021-07-19' || bar.date === '2021-07-20');
    expect(bars.map((bar) => bar.date)).toEqual(['2021-07-19', '2021-07-20']);
    expect(bars[0]!.open).toBeCloseTo(quote.open[i]! * 4, 9);
    expect(bars[0]!.high).toBeCloseTo(quote.high[i]! * 4, 9);
    expect(bars[0]!.volume).toBe(Math.round(quote.volume[i]! / 4));
    expect(bars[1]!.open).toBeCloseTo(quote.open[i + 1]!, 9);
  });
});
