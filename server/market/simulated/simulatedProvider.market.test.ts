// The simulated provider's market-widget methods, read at pinned instants: a quote that moves
// while a session runs and agrees with the daily history and the intraday candles.

import { MARKET_INDEX_TICKERS } from '../../../common/market';
import { everyProviderMethod } from '../../test/everyProviderMethod';
import { createSimulatedProvider } from './simulatedProvider';

const at = (iso: string) => Date.parse(iso);
const marketAt = (iso: string) => everyProviderMethod(createSimulatedProvider({ now: () => at(iso) }));

// Wednesday 2025-06-11: New York trades 14:30–21:00 UTC in the simulation, pre-market from 13:30,
// after hours until 22:00; Frankfurt until 16:30, Tokyo 00:00–06:00.
const WEDNESDAY_SESSION = '2025-06-11T17:02:30Z';
const SATURDAY = '2025-06-14T15:00:00Z';
const WEEK = { from: '2025-06-01', to: '2025-06-30' };

async function quoteAt(iso: string, symbol: string) {
  const [quote] = await marketAt(iso).marketQuotes([symbol]);
  if (!quote) throw new Error(`no quote for ${symbol}`);
  return quote;
}

describe('simulated market quotes', () => {
  it('moves the price of an open session from minute to minute and within seconds', async () => {
    for (const symbol of ['AAPL', 'MSFT', 'SAP.DE', 'SIM7']) {
      const now = await quoteAt('2025-06-11T15:10:00Z', symbol);
      const minuteLater = await quoteAt('2025-06-11T15:11:00Z', symbol);
      expect(now.marketState).toBe('regular');
      expect(minuteLater.price).not.toBe(now.price);
      for (const quote of [now, minuteLater]) {
        expect(quote.price).toBeGreaterThanOrEqual(quote.dayLow!);
        expect(quote.price).toBeLessThanOrEqual(quote.dayHigh!);
      }
    }
    const seconds = await Promise.all(['17:02:30', '17:02:35', '17:02:40'].map((time) => quoteAt(`2025-06-11T${time}Z`, 'AAPL')));
    expect(new Set(seconds.map((quote) => quote.price)).size).toBe(3);
    expect(seconds[0]!.at).toBe('2025-06-11T17:02:30.000Z');
  });

  it('agrees with the daily history: the live bar is the quote, the bar before its previous close', async () => {
    const market = marketAt(WEDNESDAY_SESSION);
    const [quote] = await market.marketQuotes(['AAPL']);
    const bars = await market.history('AAPL', WEEK);
    expect(bars.at(-1)).toMatchObject({ date: '2025-06-11', close: quote!.price, open: quote!.open, high: quote!.dayHigh, low: quote!.dayLow, volume: quote!.volume });
    expect(quote!.previousClose).toBe(bars.at(-2)!.close);
    expect(quote!.change).toBeCloseTo(quote!.price - quote!.previousClose!, 9);
    expect(quote!.changePercent).toBeCloseTo(quote!.change / quote!.previousClose!, 12);
    const [plain] = await market.quotes(['AAPL']);
    expect(plain).toEqual({ symbol: 'AAPL', price: quote!.price, currency: 'USD', at: quote!.at, previousClose: quote!.previousClose });
  });

  it('shows the last close before the open and after the close, and says which', async () => {
    const day = await marketAt('2025-06-12T12:00:00Z').history('AAPL', WEEK);
    const pre = await quoteAt('2025-06-11T13:45:00Z', 'AAPL');
    expect(pre).toMatchObject({ marketState: 'pre', price: day.find((bar) => bar.date === '2025-06-10')!.close, at: '2025-06-10T21:00:00.000Z' });
    const wednesday = day.find((bar) => bar.date === '2025-06-11')!;
    const post = await quoteAt('2025-06-11T21:30:00Z', 'AAPL');
    expect(post).toMatchObject({ marketState: 'post', price: wednesday.close, dayHigh: wednesday.high, dayLow: wednesday.low, volume: wednesday.volume, at: '2025-06-11T21:00:00.000Z' });
    expect((await quoteAt('2025-06-11T23:00:00Z', 'AAPL')).marketState).toBe('closed');
    expect((await quoteAt('2025-06-11T12:00:00Z', 'AAPL')).marketState).toBe('closed');
  });

  it('stands still on a weekend, at Friday’s close with Thursday’s as the previous', async () => {
    const [saturday, later] = await Promise.all([quoteAt(SATURDAY, 'AAPL'), quoteAt('2025-06-14T16:00:00Z', 'AAPL')]);
    const bars = await marketAt(SATURDAY).history('AAPL', WEEK);
    expect(saturday.marketState).toBe('closed');
    expect(later.price).toBe(saturday.price);
    expect(bars.at(-1)!.date).toBe('2025-06-13');
    expect([saturday.price, saturday.previousClose]).toEqual([bars.at(-1)!.close, bars.at(-2)!.close]);
  });

  it('keeps crypto trading on a weekend, from Friday’s close', async () => {
    const [now, hourLater] = await Promise.all([quoteAt(SATURDAY, 'BTC-USD'), quoteAt('2025-06-14T16:00:00Z', 'BTC-USD')]);
    const bars = await marketAt(SATURDAY).history('BTC-USD', WEEK);
    expect([now.marketState, hourLater.marketState]).toEqual(['regular', 'regular']);
    expect(hourLater.price).not.toBe(now.price);
    expect(now.previousClose).toBe(bars.at(-1)!.close);
    expect(now.open).toBe(bars.at(-1)!.close);
    for (const time of ['00:30', '03:00', '22:30', '23:59']) expect((await quoteAt(`2025-06-11T${time}:00Z`, 'ETH-USD')).marketState).toBe('regular');
  });

  it('quotes the five indices by name at their levels, without volume or market cap', async () => {
    const quotes = await marketAt(WEDNESDAY_SESSION).marketQuotes(MARKET_INDEX_TICKERS.map((index) => index.ticker));
    expect(quotes.map((quote) => [quote.symbol, quote.name, quote.currency])).toEqual([
      ['^IXIC', 'NASDAQ Composite', 'USD'],
      ['^GSPC', 'S&P 500', 'USD'],
      ['^GDAXI', 'DAX Performance Index', 'EUR'],
      ['^N225', 'Nikkei 225', 'JPY'],
      ['^DJI', 'Dow Jones Industrial Average', 'USD'],
    ]);
    const around: Record<string, number> = { '^IXIC': 19_000, '^GSPC': 5_800, '^GDAXI': 19_900, '^N225': 39_000, '^DJI': 42_000 };
    for (const quote of quotes) {
      expect(quote.price / around[quote.symbol]!).toBeGreaterThan(0.5);
      expect(quote.price / around[quote.symbol]!).toBeLessThan(2);
      expect([quote.volume, quote.marketCap, quote.trailingPE, quote.dividendYield]).toEqual([null, null, null, null]);
    }
    expect(quotes.map((quote) => quote.marketState)).toEqual(['regular', 'regular', 'post', 'closed', 'regular']);
    expect((await quoteAt('2025-06-11T03:00:00Z', '^N225')).marketState).toBe('regular');
    expect((await marketAt(WEDNESDAY_SESSION).history('^GSPC', WEEK)).at(-1)).toMatchObject({ date: '2025-06-11', volume: null });
  });

  it('leaves out what is not a symbol, and gives the same answers for the same instant', async () => {
    const symbols = ['AAPL', 'not a symbol', '7203.T', '^GSPC', 'BTC-USD'];
    const [a, b] = [marketAt(WEDNESDAY_SESSION), marketAt(WEDNESDAY_SESSION)];
    expect((await a.marketQuotes(symbols)).map((quote) => quote.symbol)).toEqual(['AAPL', '7203.T', '^GSPC', 'BTC-USD']);
    expect(await b.marketQuotes(symbols)).toEqual(await a.marketQuotes(symbols));
    expect(await b.intraday('AAPL', 5, '5m')).toEqual(await a.intraday('AAPL', 5, '5m'));
    expect(await b.screenerUniverse()).toEqual(await a.screenerUniverse());
    expect(await b.marketNews()).toEqual(await a.marketNews());
    expect(await b.technicalOutlook('MSFT')).toEqual(await a.technicalOutlook('MSFT'));
  });

  it('takes a day or a clock, not both', () => {
    expect(() => createSimulatedProvider({ today: '2025-06-11', now: () => 0 })).toThrow(RangeError);
  });
});

describe('simulated intraday candles', () => {
  it('runs from the open to now, the last candle closing at the quote', async () => {
    const market = marketAt(WEDNESDAY_SESSION);
    const bars = await market.intraday('AAPL', 1, '5m');
    const [quote] = await market.marketQuotes(['AAPL']);
    // 14:30 to 17:02:30 is 152.5 minutes: 31 candles, the last under way.
    expect(bars).toHaveLength(31);
    expect(bars[0]!.at).toBe('2025-06-11T14:30:00.000Z');
    expect(bars.at(-1)).toMatchObject({ at: '2025-06-11T17:00:00.000Z', close: quote!.price });
    expect(bars[0]!.open).toBe(quote!.open);
    expect(Math.max(...bars.map((bar) => bar.high))).toBe(quote!.dayHigh);
    expect(Math.min(...bars.map((bar) => bar.low))).toBe(quote!.dayLow);
    expect(bars.reduce((sum, bar) => sum + bar.volume!, 0)).toBeCloseTo(quote!.volume!, -1);
    for (const bar of bars) expect(bar.low <= Math.min(bar.open, bar.close) && bar.high >= Math.max(bar.open, bar.close)).toBe(true);
  });

  it('gives five whole sessions in 15-minute candles, each ending at its daily close and within its candle', async () => {
    const market = marketAt(SATURDAY);
    const bars = await market.intraday('SAP.DE', 5, '15m');
    const daily = await market.history('SAP.DE', WEEK);
    const days = [...new Set(bars.map((bar) => bar.at.slice(0, 10)))];
    expect(days).toEqual(['2025-06-09', '2025-06-10', '2025-06-11', '2025-06-12', '2025-06-13']);
    for (const day of days) {
      const session = bars.filter((bar) => bar.at.startsWith(day));
      const candle = daily.find((bar) => bar.date === day)!;
      expect(session).toHaveLength(26);
      expect(session[0]!.at).toBe(`${day}T10:00:00.000Z`);
      expect([session[0]!.open, session.at(-1)!.close]).toEqual([candle.open, candle.close]);
      expect(Math.max(...session.map((bar) => bar.high))).toBe(candle.high);
      expect(Math.min(...session.map((bar) => bar.low))).toBe(candle.low);
    }
  });

  it('gives crypto every day, weekends included, and nothing for what is not a symbol', async () => {
    const market = marketAt('2025-06-16T06:00:00Z');
    const days = [...new Set((await market.intraday('BTC-USD', 3, '15m')).map((bar) => bar.at.slice(0, 10)))];
    expect(days).toEqual(['2025-06-14', '2025-06-15', '2025-06-16']);
    expect(await market.intraday('not a symbol', 1, '5m')).toEqual([]);
  });
});

describe('simulated screener, movers, news and outlook', () => {
  it('lists about 150 stocks across the 11 sectors with coherent figures', async () => {
    const rows = await marketAt(WEDNESDAY_SESSION).screenerUniverse();
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(500);
    expect(new Set(rows.map((row) => row.symbol)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.sector)).size).toBe(11);
    for (const row of rows) {
      expect(row.marketCap).toBeGreaterThan(0);
      expect(row.trailingPE === null || (row.trailingPE > 3 && row.trailingPE < 80)).toBe(true);
      expect(row.dividendYield === null || (row.dividendYield > 0 && row.dividendYield < 0.1)).toBe(true);
      expect(row.fiftyTwoWeekLow!).toBeLessThanOrEqual(row.price);
      expect(row.fiftyTwoWeekHigh!).toBeGreaterThanOrEqual(row.price);
      expect(Math.abs(row.changePercent)).toBeLessThan(0.15);
    }
    expect(rows.find((row) => row.symbol === 'AAPL')).toMatchObject({ name: 'Apple Inc.', sector: 'Technology', exchange: 'NASDAQ', currency: 'USD' });
  });

  it("ranks the universe's gainers and losers by the day's move", async () => {
    const market = marketAt(WEDNESDAY_SESSION);
    const [gainers, losers, universe] = await Promise.all([market.movers('gainers', 5), market.movers('losers', 5), market.screenerUniverse()]);
    const byMove = [...universe].sort((a, b) => b.changePercent - a.changePercent);
    expect(gainers).toEqual(byMove.slice(0, 5));
    expect(losers).toEqual(byMove.slice(-5).reverse());
    expect(gainers.every((row) => row.changePercent > 0) && losers.every((row) => row.changePercent < 0)).toBe(true);
    expect(await market.movers('gainers', 0)).toEqual([]);
  });

  it('writes market headlines of the last days, newest first, at stable example.com addresses', async () => {
    const news = await marketAt(WEDNESDAY_SESSION).marketNews();
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(news.map((item) => item.publishedAt)).toEqual(news.map((item) => item.publishedAt).sort().reverse());
    for (const item of news) {
      expect(item.title.startsWith('[Simulated] ')).toBe(true);
      expect(item.url).toMatch(/^https:\/\/example\.com\/news\/market\/2025-06-(09|10|11)\/\d$/);
      expect(item.publishedAt <= '2025-06-11T17:02:30.000Z').toBe(true);
    }
    const later = await marketAt('2025-06-11T23:59:00Z').marketNews();
    expect(later).toEqual(expect.arrayContaining(news));
  });

  it('names the company in its headlines', async () => {
    const news = await marketAt(WEDNESDAY_SESSION).news('AAPL');
    expect(news.every((item) => item.title.includes('Apple Inc.'))).toBe(true);
  });

  it('reads a technical outlook for shares, none for indices or coins', async () => {
    const market = marketAt(WEDNESDAY_SESSION);
    const outlook = await market.technicalOutlook('AAPL');
    expect(outlook?.horizons.map((horizon) => horizon.horizon)).toEqual(['short', 'intermediate', 'long']);
    expect(outlook!.support! <= outlook!.resistance! && outlook!.stopLoss! < outlook!.support!).toBe(true);
    expect(await market.technicalOutlook('^GSPC')).toBeNull();
    expect(await market.technicalOutlook('BTC-USD')).toBeNull();
  });
});
