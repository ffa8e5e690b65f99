// Replays Yahoo answers recorded by yahoo-finance2's maintainers (see the README beside them)
// through an injected fetch, so the library's own request building and parsing run for real.
// The market widgets' methods are in yahooProvider.market.test.ts.

import { providerFailure } from '../../test/providerFailure';
import type { MarketDataProvider } from '../provider';
import { everyProviderMethod } from '../../test/everyProviderMethod';
import { json, recorded, replay, symbolsOf } from '../../test/yahooReplay';
import { createYahooProvider } from './yahooProvider';

const failure = providerFailure;

function provider(fetchFn: typeof fetch, timeoutMs?: number, now?: () => number): Required<MarketDataProvider> {
  return everyProviderMethod(createYahooProvider({ fetch: fetchFn, timeoutMs, now }));
}

const AAPL_RANGE = { from: '2020-08-31', to: '2020-11-06' };
const FY2021 = { from: '2021-02-01', to: '2022-01-30' };
const NEW_YEAR_2020 = { from: '2020-01-01', to: '2020-01-02' };

describe('createYahooProvider', () => {
  it('is the real Yahoo source', () => {
    const yahoo = createYahooProvider();
    expect(yahoo.name).toBe('yahoo');
    expect(yahoo.simulated).toBe(false);
  });
});

describe('history from the chart endpoint', () => {
  it("dates AAPL's bars on New York days, close and adjusted close as recorded", async () => {
    const { fetch: fetchFn, urls } = replay();
    const bars = await provider(fetchFn).history('AAPL', AAPL_RANGE);
    expect(bars).toHaveLength(49);
    expect(bars[0]).toEqual({
      date: '2020-08-31',
      close: 129.0399932861328,
      adjClose: 125.82673645019531,
      open: 127.58000183105469,
      high: 131,
      low: 126,
      volume: 225702700,
    });
    expect(bars.at(-1)?.date).toBe('2020-11-06');
    expect(new Set(bars.map((bar) => bar.date)).size).toBe(bars.length);
    expect(urls.map((url) => url.pathname)).toEqual(['/v8/finance/chart/AAPL']);
    expect(urls[0]?.searchParams.get('interval')).toBe('1d');
  });

  it('turns OCDO.L pence into pounds and dates the one bar 2020-01-02', async () => {
    const bars = await provider(replay().fetch).history('OCDO.L', NEW_YEAR_2020);
    expect(bars).toHaveLength(1);
    expect(bars[0]?.date).toBe('2020-01-02');
    expect(bars[0]?.close).toBeCloseTo(12.595, 10);
    expect(bars[0]?.adjClose).toBeCloseTo(12.595, 10);
  });

  it('includes New Year’s Day for BTC-USD, which trades every day', async () => {
    const bars = await provider(replay().fetch).history('BTC-USD', { from: '2020-01-01', to: '2020-01-03' });
    expect(bars.map((bar) => bar.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    expect(bars[0]?.close).toBe(7200.17431640625);
  });

  it('drops a bar recorded 1000x off its neighbours instead of returning it', async () => {
    const body = structuredClone(recorded('chart-AAPL-2020-08-31-to-2020-11-07.json').body);
    const closes: unknown = (body as { chart: { result: { indicators: { quote: { close: unknown }[] } }[] } }).chart.result[0]
      ?.indicators.quote[0]?.close;
    if (!Array.isArray(closes) || typeof closes[10] !== 'number') throw new Error('unexpected recording');
    closes[10] = closes[10] * 1000;
    const { fetch: fetchFn } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(body) : null));
    const bars = await provider(fetchFn).history('AAPL', AAPL_RANGE);
    expect(bars).toHaveLength(48);
    expect(bars.every((bar) => bar.close < 1000)).toBe(true);
  });

  it('returns no bars for a symbol Yahoo does not know', async () => {
    const { fetch: fetchFn, urls } = replay();
    await expect(provider(fetchFn).history('NOSUCHSYMBOL', AAPL_RANGE)).resolves.toEqual([]);
    expect(urls).toHaveLength(1);
  });

  it('asks nothing for a symbol that cannot be one or an empty range', async () => {
    const { fetch: fetchFn, urls } = replay();
    const yahoo = provider(fetchFn);
    await expect(yahoo.history('A/B?x=1', AAPL_RANGE)).resolves.toEqual([]);
    await expect(yahoo.history('AAPL', { from: '2020-11-06', to: '2020-08-31' })).resolves.toEqual([]);
    expect(urls).toHaveLength(0);
  });
});

describe('corporate actions from chart events', () => {
  it("finds AAPL's 4:1 split on 2020-08-31 and the 0.205 dividend on 2020-11-06", async () => {
    const yahoo = provider(replay().fetch);
    await expect(yahoo.splits('AAPL', AAPL_RANGE)).resolves.toEqual([{ date: '2020-08-31', ratio: 4 }]);
    await expect(yahoo.dividends('AAPL', AAPL_RANGE)).resolves.toEqual([
      { exDate: '2020-11-06', recordDate: null, payDate: null, declaredDate: null, amount: 0.205, currency: 'USD' },
    ]);
  });

  it('gives the dividend really paid per share: one before a split is multiplied back by its ratio', async () => {
    // The AAPL recording with its 0.205 dividend moved before the 4:1 split of 2020-08-31, where
    // Yahoo would show the 0.82 Apple paid then as 0.205 (adjusted to today's shares).
    const aapl = recorded('chart-AAPL-2020-08-31-to-2020-11-07.json').body as { chart: { result: { events: { dividends: Record<string, { amount: number; date: number }> } }[] } };
    const moved = structuredClone(aapl);
    const events = moved.chart.result[0]!.events;
    const early = Date.parse('2020-08-31T13:30:00Z') / 1000 - 7 * 86_400;
    events.dividends = { [String(early)]: { amount: 0.205, date: early } };
    const { fetch: fetchFn, urls } = replay((url) => (url.pathname === '/v8/finance/chart/AAPL' ? json(moved) : null));
    const dividends = await provider(fetchFn).dividends('AAPL', { from: '2020-08-01', to: '2020-11-07' });
    expect(dividends).toEqual([{ exDate: '2020-08-24', recordDate: null, payDate: null, declaredDate: null, amount: 0.82, currency: 'USD' }]);
    // Asked up to today with the splits, so every split the amounts include is known.
    expect(urls[0]!.searchParams.get('events')).toBe('div|split');
  });

  it("finds NVDA's 4:1 split on 2021-07-20", async () => {
    await expect(provider(replay().fetch).splits('NVDA', FY2021)).resolves.toEqual([{ date: '2021-07-20', ratio: 4 }]);
  });

  it('gives real closes: bars before a split are multiplied back by its ratio, once', async () => {
    const body = recorded('historical-via-chart-NVDA-split-2021-02-01-to-2022-01-31.csv.json').body as {
      chart: { result: { timestamp: number[]; indicators: { quote: { close: (number | null)[] }[] } }[] };
    };
    const [result] = body.chart.result;
    const yahooClose = (date: string) => result!.indicators.quote[0]!.close[result!.timestamp.findIndex((t) => new Date(t * 1000).toISOString().startsWith(date))]!;
    const { fetch: fetchFn, urls } = replay();
    const bars = await provider(fetchFn).history('NVDA', FY2021);
    const close = (date: string) => bars.find((bar) => bar.date === date)!.close;
    // The window asked runs to today, so every split Yahoo's closes include is among its events.
    expect(Number(urls[0]!.searchParams.get('period2')) * 1000).toBeGreaterThan(Date.parse('2022-02-01'));
    expect(close('2021-07-19')).toBeCloseTo(yahooClose('2021-07-19') * 4, 9);
    expect(close('2021-07-20')).toBeCloseTo(yahooClose('2021-07-20'), 9);
    expect(bars.at(-1)!.date <= FY2021.to).toBe(true);
  });

  it("finds MSFT's four dividends", async () => {
    const dividends = await provider(replay().fetch).dividends('MSFT', FY2021);
    expect(dividends.map((d) => [d.exDate, d.amount, d.currency])).toEqual([
      ['2021-02-17', 0.56, 'USD'],
      ['2021-05-19', 0.56, 'USD'],
      ['2021-08-18', 0.56, 'USD'],
      ['2021-11-17', 0.62, 'USD'],
    ]);
  });

  it('keeps to the range asked for', async () => {
    // The recording answers any MSFT chart: the narrower window asked for does not cover its own.
    const msft = recorded('historical-via-chart-MSFT-dividends-2021-02-01-to-2022-01-31.csv.json');
    const { fetch: fetchFn } = replay((url) => (url.pathname === '/v8/finance/chart/MSFT' ? json(msft.body) : null));
    const dividends = await provider(fetchFn).dividends('MSFT', { from: '2021-05-19', to: '2021-08-17' });
    expect(dividends.map((d) => d.exDate)).toEqual(['2021-05-19']);
  });
});

describe('dividend profile from quoteSummary', () => {
  it("reads ABBV's forward rate and yield (a fraction), payout ratio, next ex and pay dates, sector and industry", async () => {
    const { fetch, urls } = replay();
    const profile = await provider(fetch).dividendProfile('ABBV');
    expect(profile).toEqual({
      symbol: 'ABBV',
      currency: 'USD',
      forwardRate: 6.56,
      forwardYield: 0.0325,
      trailingRate: 6.29,
      trailingYield: 0.031312224,
      payoutRatio: 2.5941,
      // 1744675200 and 1747267200: midnight UTC of these days.
      nextExDate: '2025-04-15',
      nextPayDate: '2025-05-15',
      sector: 'Healthcare',
      industry: 'Drug Manufacturers - General',
      // The report expected between 1745497800 and 1745843400 (24 to 28 April): the first day.
      nextEarningsDate: '2025-04-24',
      nextEarningsEstimated: true,
      epsEstimate: 2.52272,
      // The newest of earningsHistory's quarters.
      lastEarnings: { quarterEnd: '2024-12-31', epsActual: 2.16, epsEstimate: 2.11921 },
    });
    const asked = urls.find((url) => url.pathname === '/v10/finance/quoteSummary/ABBV');
    expect(asked?.searchParams.get('modules')?.split(',').sort()).toEqual(['assetProfile', 'calendarEvents', 'earningsHistory', 'price', 'summaryDetail']);
  });

  it("reads AAPL's earnings calendar and OCDO.L's confirmed report day, with no estimate or history", async () => {
    const aapl = await provider(replay().fetch).dividendProfile('AAPL');
    expect(aapl).toMatchObject({ nextEarningsDate: '2025-04-30', nextEarningsEstimated: true, epsEstimate: 1.61696, lastEarnings: { quarterEnd: '2024-12-31', epsActual: 2.4, epsEstimate: 2.34102 } });
    const ocado = await provider(replay().fetch).dividendProfile('OCDO.L');
    expect(ocado).toMatchObject({ nextEarningsDate: '2025-02-27', nextEarningsEstimated: false, epsEstimate: null, lastEarnings: null });
  });

  it('gives OCDO.L, which pays nothing, no rate or date, its payout ratio 0 and GBP as its currency', async () => {
    const profile = await provider(replay().fetch).dividendProfile('OCDO.L');
    expect(profile).toMatchObject({ currency: 'GBP', forwardRate: null, forwardYield: null, trailingRate: null, payoutRatio: 0, nextExDate: null, nextPayDate: null, sector: 'Consumer Defensive' });
  });

  it("takes an ETF's yield as QQQ's forward yield, with no sector", async () => {
    const profile = await provider(replay().fetch).dividendProfile('QQQ');
    expect(profile).toMatchObject({ forwardRate: null, forwardYield: 0.0054, trailingRate: 1.77, payoutRatio: null, sector: null, industry: null });
  });

  it('asks nothing for a symbol that cannot be one', async () => {
    const { fetch, urls } = replay();
    expect(await provider(fetch).dividendProfile('')).toBeNull();
    expect(urls).toEqual([]);
  });
});

describe('fxHistory', () => {
  it('reads EUR→USD from the EURUSD=X chart', async () => {
    const { fetch: fetchFn, urls } = replay();
    const points = await provider(fetchFn).fxHistory('EUR', 'USD', NEW_YEAR_2020);
    expect(points).toEqual([
      { date: '2020-01-01', rate: 1.1220825910568237 },
      { date: '2020-01-02', rate: 1.1220825910568237 },
    ]);
    expect(urls.map((url) => url.pathname)).toEqual(['/v8/finance/chart/EURUSD=X']);
  });
});

describe('search', () => {
  it("skips the AAPL result without a symbol and maps Yahoo's quote types", async () => {
    const hits = await provider(replay().fetch).search('AAPL');
    expect(hits).toHaveLength(6);
    expect(hits[0]).toEqual({ symbol: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ', kind: 'stock' });
    expect(hits[1]).toMatchObject({ symbol: 'AAPU', kind: 'etf' });
    expect(hits.slice(2).map((hit) => hit.kind)).toEqual(['other', 'other', 'other', 'other']);
  });

  it('returns all six BMW listings for the company name', async () => {
    const hits = await provider(replay().fetch).search('Bayerische Motoren Werke AG');
    expect(hits.map((hit) => hit.symbol)).toEqual(['BMW.DE', 'BMW.SG', 'BAMXF', 'BMWM5N.MX', 'BMW3D.XC', 'BMW.DU']);
    expect(hits[0]?.exchange).toBe('XETRA');
  });

  it('returns nothing for an ISIN Yahoo does not resolve', async () => {
    const { fetch: fetchFn, urls } = replay();
    await expect(provider(fetchFn).search('NO0010123060')).resolves.toEqual([]);
    expect(urls[0]?.searchParams.get('q')).toBe('NO0010123060');
  });

  it('does not ask about a blank query', async () => {
    const { fetch: fetchFn, urls } = replay();
    await expect(provider(fetchFn).search('  ')).resolves.toEqual([]);
    expect(urls).toHaveLength(0);
  });
});

describe('news', () => {
  it("returns the search endpoint's news for AAPL", async () => {
    const news = await provider(replay().fetch).news('AAPL');
    expect(news).toHaveLength(4);
    expect(news[0]).toEqual({
      title: "Why Trump could 'move fast' on Apple's $500B US investment plan",
      publisher: 'Yahoo Finance Video',
      url: 'https://finance.yahoo.com/video/why-trump-could-move-fast-002000706.html',
      publishedAt: new Date(1740442800 * 1000).toISOString(),
    });
  });
});

describe('quotes and profiles', () => {
  it('quotes AAPL and BABA in one request after the crumb handshake', async () => {
    const { fetch: fetchFn, urls } = replay();
    const quotes = await provider(fetchFn).quotes(['AAPL', 'BABA']);
    expect(quotes).toEqual([
      { symbol: 'AAPL', price: 244.6, currency: 'USD', at: new Date(1739566800 * 1000).toISOString(), previousClose: 241.53 },
      { symbol: 'BABA', price: 124.73, currency: 'USD', at: new Date(1739566802 * 1000).toISOString(), previousClose: 119.54 },
    ]);
    const quoteRequests = urls.filter((url) => url.pathname === '/v7/finance/quote');
    expect(quoteRequests).toHaveLength(1);
    expect(quoteRequests[0]?.searchParams.get('crumb')).toBe('test-crumb');
  });

  it('quotes OCDO.L in pounds', async () => {
    const [quote] = await provider(replay().fetch).quotes(['OCDO.L']);
    expect(quote?.currency).toBe('GBP');
    expect(quote?.price).toBeCloseTo(3.088, 10);
  });

  it('profiles OCDO.L with GBP as its currency', async () => {
    await expect(provider(replay().fetch).profile('OCDO.L')).resolves.toEqual({
      symbol: 'OCDO.L',
      name: 'Ocado Group plc',
      exchange: 'LSE',
      currency: 'GBP',
      kind: 'stock',
      sector: null,
      country: null,
      isin: null,
      logoUrl: null,
    });
  });

  it('profiles EURUSD=X as a currency', async () => {
    await expect(provider(replay().fetch).profile('EURUSD=X')).resolves.toMatchObject({ kind: 'currency', currency: 'USD' });
  });

  it('has no profile for a symbol the quote endpoint does not return', async () => {
    const { fetch: fetchFn } = replay((url) =>
      url.pathname === '/v7/finance/quote' ? json({ quoteResponse: { result: [], error: null } }) : null,
    );
    await expect(provider(fetchFn).profile('NOSUCHSYMBOL')).resolves.toBeNull();
  });

  it('asks for the five market indices by their Yahoo symbols', async () => {
    // The recorded AAPL quote stands in for each index: only the symbol mapping is under test.
    const body = recorded('quote-AAPL-BABA.json').body as { quoteResponse: { result: Record<string, unknown>[] } };
    const [aapl] = body.quoteResponse.result;
    const { fetch: fetchFn, urls } = replay((url) =>
      url.pathname === '/v7/finance/quote'
        ? json({ quoteResponse: { result: symbolsOf(url).split(',').map((symbol) => ({ ...aapl, symbol })), error: null } })
        : null,
    );
    const quotes = await provider(fetchFn).indexQuotes(['NASDAQ', 'S&P 500', 'DAX', 'Nikkei 225', 'Dow Jones']);
    expect(quotes.map((quote) => [quote.index, quote.symbol])).toEqual([
      ['NASDAQ', '^IXIC'],
      ['S&P 500', '^GSPC'],
      ['DAX', '^GDAXI'],
      ['Nikkei 225', '^N225'],
      ['Dow Jones', '^DJI'],
    ]);
    expect(symbolsOf(urls.find((url) => url.pathname === '/v7/finance/quote') ?? new URL('http://x'))).toBe(
      '^DJI,^GDAXI,^GSPC,^IXIC,^N225',
    );
  });
});

describe('failures', () => {
  it('reports HTTP 429 as rate-limited', async () => {
    const tooMany: typeof fetch = async () => new Response('Too Many Requests', { status: 429 });
    const yahoo = provider(tooMany);
    expect((await failure(yahoo.history('AAPL', AAPL_RANGE))).reason).toBe('rate-limited');
    expect((await failure(yahoo.search('AAPL'))).reason).toBe('rate-limited');
  });

  it('gives up on a server that never answers within timeoutMs', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const hang: typeof fetch = (_input, init) => {
      signals.push(init?.signal);
      return new Promise<Response>(() => undefined);
    };
    const started = Date.now();
    const error = await failure(provider(hang, 200).history('AAPL', AAPL_RANGE));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('times out a quote whose crumb handshake hangs, and recovers afterwards', async () => {
    const hang: typeof fetch = () => new Promise<Response>(() => undefined);
    expect((await failure(provider(hang, 200).quotes(['AAPL', 'BABA']))).reason).toBe('timeout');
    await expect(provider(replay().fetch).quotes(['AAPL', 'BABA'])).resolves.toHaveLength(2);
  });

  it('reports an unparsable body as malformed', async () => {
    const garbage: typeof fetch = async () => new Response('<html>Will be right back</html>', { status: 200 });
    expect((await failure(provider(garbage).history('AAPL', AAPL_RANGE))).reason).toBe('malformed');
  });

  it('reports JSON of the wrong shape as malformed', async () => {
    const wrongShape = replay((url) => (url.pathname.startsWith('/v8/') ? json({ chart: { result: [{ meta: 'x' }], error: null } }) : null));
    expect((await failure(provider(wrongShape.fetch).history('AAPL', AAPL_RANGE))).reason).toBe('malformed');
    const noResults = replay((url) => (url.pathname === '/v1/finance/search' ? json({ something: 'else' }) : null));
    expect((await failure(provider(noResults.fetch).search('AAPL'))).reason).toBe('malformed');
  });

  it('reports a network failure and a server error as unavailable', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await failure(provider(offline).history('AAPL', AAPL_RANGE))).reason).toBe('unavailable');
    const broken: typeof fetch = async () => new Response('oops', { status: 503 });
    expect((await failure(provider(broken).news('AAPL'))).reason).toBe('unavailable');
  });
});
