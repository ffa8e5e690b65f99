// The market widgets' reads through the real server and the simulated provider: a symbol never
// seen is pending, fetched by its first-fetch job, then quoted, charted and rated; the live tick
// refreshes it and pushes each new quote over the socket; the lists arrive with the tick; an
// embed reads only its widget's field; bad symbols get a clear error.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signUpUser } from '../../test/emulatorUsers';
import { asEmbed, createEmbed } from '../../test/embedCalls';
import { createPortfolio, createTransactions, dataOf, errorOf } from '../../test/ledgerCalls';
import { readUntil } from '../../test/eventually';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';
import { LIVELY_PAIR } from '../../market/simulated/listings';

const QUOTES = 'query ($symbols: [String!], $filter: AnalyticsFilter) { marketQuotes(symbols: $symbols, filter: $filter) { quotes { symbol name currency price change changePercent previousClose marketState simulated stale sparkline } pending unknown } }';
const BARS = 'query ($symbols: [String!]!, $range: ChartRange!) { priceBars(symbols: $symbols, range: $range) { symbol status interval time open high low close volume previousClose adjClose simulated } }';
const TECHNICAL = 'query ($symbol: String!) { technicalAnalysis(symbol: $symbol) { symbol status asOf lastClose timeframes { timeframe rating score buy neutral sell } simulated } }';
const BENCHMARK = 'query ($symbol: String!, $from: String) { benchmarkReturn(symbol: $symbol, from: $from) { symbol status from to twr points { date value } } }';
const SCREENER = '{ stockScreener { status rows { symbol sector marketCap } gainers { symbol changePercent } losers { symbol changePercent } simulated } }';
const HEATMAP = 'query ($filter: AnalyticsFilter) { stockHeatmap(universe: holdings, filter: $filter) { currency tiles { symbol sector size changePercent } } }';
const NEWS = 'query ($symbols: [String!]) { marketNews(symbols: $symbols) { articles { title url publishedAt symbols } simulated } }';

const ALWAYS_OPEN = LIVELY_PAIR;

interface Quotes {
  marketQuotes: { quotes: { symbol: string; price: number; previousClose: number | null; simulated: boolean; sparkline: number[] }[]; pending: string[]; unknown: string[] };
}

const quotesOf = (server: TestServer, token: string, variables: Record<string, unknown>) => dataOf<Quotes>(server, token, QUOTES, variables);

describe.each(testDatabases)('market widgets through the server on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on', MARKET_QUOTE_SECONDS: '1' });

  it('answers a new symbol as pending, then quotes, charts, rates and benchmarks it', async () => {
    const user = await signUpUser();
    const first = await quotesOf(server, user.idToken, { symbols: ['^gspc'] });
    expect(first.marketQuotes).toEqual({ quotes: [], pending: ['^GSPC'], unknown: [] });

    const quoted = await readUntil(() => quotesOf(server, user.idToken, { symbols: ['^GSPC'] }), (answer) => answer.marketQuotes.quotes.length === 1, 'a quote');
    const quote = quoted.marketQuotes.quotes[0]!;
    expect(quote).toMatchObject({ symbol: '^GSPC', simulated: true });
    expect(quote.price).toBeGreaterThan(0);

    const year = await readUntil(
      () => dataOf<{ priceBars: { status: string; time: number[]; open: number[]; high: number[]; low: number[]; close: number[]; previousClose: number | null }[] }>(server, user.idToken, BARS, { symbols: ['^GSPC'], range: 'Y1' }),
      (answer) => answer.priceBars[0]!.time.length > 200,
      'a year of bars',
    );
    const bars = year.priceBars[0]!;
    expect(bars.status).toBe('ready');
    // 20 years are stored: the year is measured from the close before its first bar.
    expect(bars.previousClose).toBeGreaterThan(0);
    // Candles: every bar's low and high hold its open and close, and time runs forward.
    bars.close.forEach((close, i) => {
      expect(bars.low[i]!).toBeLessThanOrEqual(Math.min(close, bars.open[i]!) + 1e-9);
      expect(bars.high[i]!).toBeGreaterThanOrEqual(Math.max(close, bars.open[i]!) - 1e-9);
      if (i > 0) expect(bars.time[i]!).toBeGreaterThan(bars.time[i - 1]!);
    });

    const technical = await dataOf<{ technicalAnalysis: { status: string; timeframes: { timeframe: string; rating: string }[]; simulated: boolean } }>(server, user.idToken, TECHNICAL, { symbol: '^GSPC' });
    expect(technical.technicalAnalysis.status).toBe('ready');
    expect(technical.technicalAnalysis.timeframes.map((t) => t.timeframe)).toContain('day');

    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const benchmark = await dataOf<{ benchmarkReturn: { status: string; twr: number | null; points: { value: number }[] } }>(server, user.idToken, BENCHMARK, { symbol: '^GSPC', from });
    expect(benchmark.benchmarkReturn.status).toBe('ready');
    expect(benchmark.benchmarkReturn.points[0]!.value).toBe(0);
    expect(benchmark.benchmarkReturn.twr).toBeCloseTo(benchmark.benchmarkReturn.points.at(-1)!.value, 12);
  });

  it('pushes each new quote of a symbol to a subscribed socket', async () => {
    // A stock is quoted again only while its market is open, which the real clock decides; crypto
    // trades around the clock, so the push does not depend on when the suite runs.
    const user = await signUpUser();
    await readUntil(() => quotesOf(server, user.idToken, { symbols: [ALWAYS_OPEN] }), (answer) => answer.marketQuotes.quotes.length === 1, 'a quote');
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${user.idToken}` }, retryAttempts: 0 });
    try {
      const pushed = await new Promise<{ symbol: string; price: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no quote pushed within 15 s')), 15_000);
        const stop = client.subscribe<{ marketQuote: { symbol: string; price: number } }>(
          { query: 'subscription ($s: [String!]!) { marketQuote(symbols: $s) { symbol price } }', variables: { s: [ALWAYS_OPEN] } },
          {
            next: (result) => {
              if (!result.data) return;
              clearTimeout(timer);
              stop();
              resolve(result.data.marketQuote);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      expect(pushed.symbol).toBe(ALWAYS_OPEN);
      expect(pushed.price).toBeGreaterThan(0);
    } finally {
      await client.dispose();
    }
  });

  it('defaults to the holdings, follows them in the heatmap, and serves the lists and news', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    await createTransactions(server, user.idToken, [
      { portfolio_Id: portfolio, ticker: 'AAPL', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 10, shareprice: 185 },
      { portfolio_Id: portfolio, ticker: 'KO', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 20, shareprice: 59 },
      { portfolio_Id: portfolio, ticker: 'SPY', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 5, shareprice: 470 },
    ]);
    const held = await readUntil(() => quotesOf(server, user.idToken, {}), (answer) => answer.marketQuotes.quotes.length === 3, 'the holdings\u2019 quotes');
    expect(held.marketQuotes.quotes.map((q) => q.symbol).sort()).toEqual(['AAPL', 'KO', 'SPY']);

    const heatmap = await readUntil(
      () => dataOf<{ stockHeatmap: { currency: string; tiles: { symbol: string; sector: string; size: number; changePercent: number | null }[] } }>(server, user.idToken, HEATMAP, {}),
      (answer) => answer.stockHeatmap.tiles.length === 3 && answer.stockHeatmap.tiles.every((tile) => tile.changePercent !== null),
      'a heatmap of the three holdings',
    );
    expect(heatmap.stockHeatmap.currency).toBe('USD');
    // The ETF is grouped with funds, not under a sector a source made up for it.
    expect(heatmap.stockHeatmap.tiles.find((tile) => tile.symbol === 'SPY')!.sector).toBe('ETFs and funds');
    heatmap.stockHeatmap.tiles.forEach((tile) => expect(tile.size).toBeGreaterThan(0));

    const screener = await readUntil(
      () => dataOf<{ stockScreener: { status: string; rows: { symbol: string; sector: string | null }[]; gainers: { changePercent: number }[]; losers: { changePercent: number }[] } }>(server, user.idToken, SCREENER),
      (answer) => answer.stockScreener.status === 'ready' && answer.stockScreener.gainers.length > 0,
      'the screener',
    );
    expect(screener.stockScreener.rows.length).toBeGreaterThan(50);
    expect(screener.stockScreener.rows.length).toBeLessThanOrEqual(500);
    const gains = screener.stockScreener.gainers.map((row) => row.changePercent);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));

    const news = await readUntil(
      () => dataOf<{ marketNews: { articles: { url: string; symbols: string[] }[] } }>(server, user.idToken, NEWS, { symbols: ['AAPL'] }),
      (answer) => answer.marketNews.articles.some((article) => article.symbols.includes('AAPL')),
      'news about AAPL',
    );
    expect(news.marketNews.articles.length).toBeLessThanOrEqual(50);
  });

  it('refuses what is no ticker, and too many, with a clear message', async () => {
    const user = await signUpUser();
    expect(await errorOf(server, user.idToken, QUOTES, { symbols: ['AAPL', 'DROP TABLE x'] })).toMatchObject({ message: 'Not a ticker: "DROP TABLE x".', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await errorOf(server, user.idToken, QUOTES, { symbols: Array.from({ length: 51 }, (_, i) => `S${i}`) })).toMatchObject({ message: 'At most 50 symbols at once.' });
    expect(await errorOf(server, user.idToken, BARS, { symbols: ['A', 'B', 'C', 'D'], range: 'Y1' })).toMatchObject({ message: 'At most 3 symbols at once.' });
    expect(await errorOf(server, user.idToken, BENCHMARK, { symbol: 'AAPL', from: '2026-13-45x' })).toMatchObject({ message: 'Dates are yyyy-MM-dd.' });
  });

  it('lets an embed read its widget\u2019s field only, and a signed-out caller nothing', async () => {
    const owner = await signUpUser();
    const { token } = await createEmbed(server, owner.idToken, { widgetName: 'widgetIndicesPrices', title: 'Indices', config: { tickers: ['^GSPC', '^DJI'] } });
    const quotes = await asEmbed<Quotes>(server, token, QUOTES, { symbols: ['^GSPC', '^DJI'] });
    expect(quotes.body.errors).toBeUndefined();
    const bars = await asEmbed(server, token, BARS, { symbols: ['^GSPC'], range: 'Y1' });
    expect(bars.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const signedOut = await server.graphql(SCREENER, { token: null });
    expect(signedOut.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
