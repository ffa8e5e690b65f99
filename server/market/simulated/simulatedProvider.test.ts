import { toDay } from '../../portfolio/days';
import { MARKET_INDICES, type DailyBar, type DateRange } from '../provider';
import { DISPLAY_CURRENCIES } from '../../../common/displayCurrencies';
import { USD_VALUES, createSimulatedProvider } from './simulatedProvider';
import { everyProviderMethod } from '../../test/everyProviderMethod';

const TODAY = '2025-06-13'; // a Friday
const TWENTY_YEARS: DateRange = { from: '2005-06-13', to: TODAY };
const EVERYTHING: DateRange = { from: '2000-01-01', to: '2030-12-31' };
const SYMBOLS = Array.from({ length: 50 }, (_, i) => `SIM${i}`);

const methods = everyProviderMethod;
const market = methods(createSimulatedProvider({ today: TODAY }));

const weekday = (date: string) => (((toDay(date) + 4) % 7) + 7) % 7; // 0 Sunday … 6 Saturday

async function splitRatios(symbol: string): Promise<Map<string, number>> {
  return new Map((await market.splits(symbol, EVERYTHING)).map((split) => [split.date, split.ratio]));
}

describe('simulated provider', () => {
  it('says it is simulated and implements every method', () => {
    const provider = createSimulatedProvider({ today: TODAY });
    expect(provider.name).toBe('simulated');
    expect(provider.simulated).toBe(true);
    expect(() => methods(provider)).not.toThrow();
  });

  it('rejects a present that is not a calendar day', () => {
    expect(() => createSimulatedProvider({ today: '2025-02-30' })).toThrow(RangeError);
  });

  it('gives the same data from two providers', async () => {
    const other = methods(createSimulatedProvider({ today: TODAY }));
    for (const symbol of ['AAPL', 'SAP.DE', 'SIM7', 'BTC-USD']) {
      const recent: DateRange = { from: '2020-01-01', to: TODAY };
      expect(await other.history(symbol, recent)).toEqual(await market.history(symbol, recent));
      expect(await other.dividends(symbol, EVERYTHING)).toEqual(await market.dividends(symbol, EVERYTHING));
      expect(await other.splits(symbol, EVERYTHING)).toEqual(await market.splits(symbol, EVERYTHING));
      expect(await other.news(symbol)).toEqual(await market.news(symbol));
    }
    expect(await other.quotes(SYMBOLS)).toEqual(await market.quotes(SYMBOLS));
    expect(await other.fxHistory('EUR', 'JPY', EVERYTHING)).toEqual(await market.fxHistory('EUR', 'JPY', EVERYTHING));
    expect(await other.indexQuotes(MARKET_INDICES)).toEqual(await market.indexQuotes(MARKET_INDICES));
  });

  it('pins a known close, so that changing the simulation is a deliberate act', async () => {
    expect(await market.history('AAPL', { from: '2025-06-12', to: TODAY })).toEqual([
      { date: '2025-06-12', close: 200.61, adjClose: 200.613205, open: 203.96, high: 204.08, low: 200.51, volume: 107815195 },
      { date: '2025-06-13', close: 203.78, adjClose: 203.77547, open: 200.29, high: 203.91, low: 199.4, volume: 77729204 },
    ]);
  });

  it('gives different symbols different data', async () => {
    const [a, b] = await Promise.all([market.history('SIM1', TWENTY_YEARS), market.history('SIM2', TWENTY_YEARS)]);
    expect(a.map((bar) => bar.close)).not.toEqual(b.map((bar) => bar.close));
  });

  it('gives a sub-range the same bars as the same days of a longer range', async () => {
    for (const symbol of ['SIM3', 'SIM4', 'AAPL']) {
      const long = await market.history(symbol, TWENTY_YEARS);
      const short = await market.history(symbol, { from: '2012-03-01', to: '2012-04-30' });
      expect(short.length).toBeGreaterThan(40);
      expect(short).toEqual(long.filter((bar) => bar.date >= '2012-03-01' && bar.date <= '2012-04-30'));
      const dividends = await market.dividends(symbol, { from: '2015-01-01', to: '2016-12-31' });
      const allDividends = await market.dividends(symbol, EVERYTHING);
      expect(dividends).toEqual(allDividends.filter((d) => d.exDate >= '2015-01-01' && d.exDate <= '2016-12-31'));
    }
    const fxLong = await market.fxHistory('GBP', 'CHF', TWENTY_YEARS);
    const fxShort = await market.fxHistory('GBP', 'CHF', { from: '2019-12-20', to: '2020-01-10' });
    expect(fxShort).toEqual(fxLong.filter((point) => point.date >= '2019-12-20' && point.date <= '2020-01-10'));
  });

  it('answers nothing after the present, before the anchor or for an empty range', async () => {
    const late = await market.history('SIM5', { from: '2025-06-01', to: '2026-01-31' });
    expect(late.at(-1)?.date).toBe(TODAY);
    expect(await market.history('SIM5', { from: '1990-01-01', to: '1999-12-31' })).toEqual([]);
    expect(await market.history('SIM5', { from: '2020-02-01', to: '2020-01-01' })).toEqual([]);
    expect((await market.history('SIM5', EVERYTHING))[0]?.date).toBe('2000-01-03');
  });

  it('never prices at or below zero over twenty years, for fifty symbols', async () => {
    for (const symbol of SYMBOLS) {
      const bars = await market.history(symbol, TWENTY_YEARS);
      expect(bars.length).toBeGreaterThan(5000);
      expect(bars.every((bar) => bar.close > 0 && (bar.adjClose ?? 0) > 0)).toBe(true);
    }
  });

  it('starts every symbol at a plausible price', async () => {
    const starts = await Promise.all(SYMBOLS.map(async (symbol) => (await market.history(symbol, EVERYTHING))[0]!.close));
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...starts)).toBeLessThanOrEqual(500);
  });

  it('trades on weekdays only, closed on 25 December and 1 January', async () => {
    const bars = await market.history('SIM6', EVERYTHING);
    const dates = bars.map((bar) => bar.date);
    expect(dates.every((date) => weekday(date) >= 1 && weekday(date) <= 5)).toBe(true);
    expect(dates.some((date) => date.endsWith('-12-25') || date.endsWith('-01-01'))).toBe(false);
    // 2024-12-24 and 2024-12-26 are weekdays either side of a weekday Christmas.
    expect(dates).toEqual(expect.arrayContaining(['2024-12-24', '2024-12-26', '2025-01-02']));
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });

  it('bounds every daily move below 10%, splits aside', async () => {
    let largest = 0;
    for (const symbol of SYMBOLS) {
      const ratios = await splitRatios(symbol);
      const bars = await market.history(symbol, TWENTY_YEARS);
      for (let i = 1; i < bars.length; i++) {
        const move = (bars[i]!.close * (ratios.get(bars[i]!.date) ?? 1)) / bars[i - 1]!.close - 1;
        largest = Math.max(largest, Math.abs(move));
      }
    }
    expect(largest).toBeLessThan(0.1);
    expect(largest).toBeGreaterThan(0.02);
  });

  it("profiles a payer's dividend from its own history, and a non-payer's as none", async () => {
    const histories = await Promise.all(SYMBOLS.map(async (symbol) => ({ symbol, dividends: await market.dividends(symbol, EVERYTHING) })));
    const payer = histories.find((h) => h.dividends.length > 0)!;
    const nonPayer = histories.find((h) => h.dividends.length === 0)!;
    const profile = (await market.dividendProfile(payer.symbol))!;
    const [quote] = await market.quotes([payer.symbol]);
    const last = payer.dividends[payer.dividends.length - 1]!;
    // The last quarterly payment, four times; over the last close.
    expect(profile.forwardRate).toBeCloseTo(last.amount * 4, 4);
    expect(profile.forwardYield).toBeCloseTo(profile.forwardRate! / quote!.price, 6);
    // The payments with an ex-date in the year to TODAY.
    const yearAgo = toDay(TODAY) - 365;
    const trailing = payer.dividends.filter((d) => toDay(d.exDate) > yearAgo).reduce((sum, d) => sum + d.amount, 0);
    expect(profile.trailingRate).toBeCloseTo(trailing, 4);
    expect(profile.nextExDate! > last.exDate).toBe(true);
    expect(profile.nextPayDate! > profile.nextExDate!).toBe(true);
    expect(profile.payoutRatio).toBeGreaterThanOrEqual(0.2);
    expect(profile.payoutRatio).toBeLessThanOrEqual(0.8);
    expect(await market.dividendProfile(nonPayer.symbol)).toMatchObject({ forwardRate: null, forwardYield: null, nextExDate: null, payoutRatio: null });
    expect(await market.dividendProfile('NOT A SYMBOL')).toBeNull();
  });

  it('splits about a third of symbols and pays dividends on about half', async () => {
    const splitting = (await Promise.all(SYMBOLS.map((symbol) => market.splits(symbol, EVERYTHING)))).filter((s) => s.length > 0);
    const paying = (await Promise.all(SYMBOLS.map((symbol) => market.dividends(symbol, EVERYTHING)))).filter((d) => d.length > 0);
    expect(splitting.length).toBeGreaterThanOrEqual(8);
    expect(splitting.length).toBeLessThanOrEqual(28);
    expect(paying.length).toBeGreaterThanOrEqual(15);
    expect(paying.length).toBeLessThanOrEqual(35);
    for (const splits of splitting) {
      expect(splits.length).toBeLessThanOrEqual(2);
      for (const split of splits) expect([2, 3, 4]).toContain(split.ratio);
    }
  });

  it("drops a split's real close by about the ratio while adjClose moves as on any day", async () => {
    let checked = 0;
    for (const symbol of SYMBOLS) {
      const bars = await market.history(symbol, EVERYTHING);
      for (const split of await market.splits(symbol, EVERYTHING)) {
        const at = bars.findIndex((bar) => bar.date === split.date);
        const before = bars[at - 1]!;
        const after = bars[at]!;
        expect(before.close / after.close).toBeGreaterThan(split.ratio * 0.9);
        expect(before.close / after.close).toBeLessThan(split.ratio * 1.1);
        expect(Math.abs(after.adjClose! / before.adjClose! - 1)).toBeLessThan(0.1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('adjusts closes back from later splits and dividends (adjClose of the last day is its close)', async () => {
    let dividendDays = 0;
    let worst = 0;
    for (const symbol of SYMBOLS.slice(0, 20)) {
      const bars = await market.history(symbol, EVERYTHING);
      const ratios = await splitRatios(symbol);
      const amounts = new Map((await market.dividends(symbol, EVERYTHING)).map((d) => [d.exDate, d.amount]));
      expect(bars.at(-1)!.adjClose).toBeCloseTo(bars.at(-1)!.close, 1);
      for (let i = 1; i < bars.length; i++) {
        const [previous, bar] = [bars[i - 1]!, bars[i]!] as [DailyBar, DailyBar];
        const amount = amounts.get(bar.date) ?? 0;
        if (amount > 0) dividendDays++;
        // Total return of the day, from real closes: what adjClose must move by.
        const realReturn = ((bar.close + amount) * (ratios.get(bar.date) ?? 1)) / previous.close;
        const adjustedReturn = bar.adjClose! / previous.adjClose!;
        worst = Math.max(worst, Math.abs(adjustedReturn / realReturn - 1));
      }
    }
    expect(dividendDays).toBeGreaterThan(0);
    // Only the rounding of closes to cents separates the two.
    expect(worst).toBeLessThan(0.002);
  });

  it('pays quarterly dividends of 0.3–1% of the price with ordered dates, in the currency of the listing', async () => {
    const dividends = await market.dividends('SAP.DE', TWENTY_YEARS);
    expect(dividends.length).toBeGreaterThanOrEqual(4 * 19);
    const bars = await market.history('SAP.DE', TWENTY_YEARS);
    for (const dividend of dividends) {
      const at = bars.findIndex((bar) => bar.date === dividend.exDate);
      const yieldOfDay = dividend.amount / bars[at - 1]!.close;
      expect(yieldOfDay).toBeGreaterThan(0.0029);
      expect(yieldOfDay).toBeLessThan(0.0101);
      expect(dividend.currency).toBe('EUR');
      expect(dividend.declaredDate! < dividend.exDate).toBe(true);
      expect(dividend.exDate < dividend.recordDate!).toBe(true);
      expect(dividend.recordDate! < dividend.payDate!).toBe(true);
    }
    const years = new Map<string, number>();
    for (const dividend of dividends) years.set(dividend.exDate.slice(0, 4), (years.get(dividend.exDate.slice(0, 4)) ?? 0) + 1);
    expect([...years.values()].filter((count) => count === 4).length).toBeGreaterThanOrEqual(18);
  });

  it('quotes the latest close on or before the present with the one before it', async () => {
    const saturday = methods(createSimulatedProvider({ today: '2025-06-14' }));
    const bars = await market.history('VOD.L', { from: '2025-06-01', to: TODAY });
    const [quote] = await saturday.quotes(['VOD.L']);
    expect(quote).toEqual({
      symbol: 'VOD.L',
      price: bars.at(-1)!.close,
      currency: 'GBP',
      at: `${TODAY}T16:30:00.000Z`,
      previousClose: bars.at(-2)!.close,
    });
  });

  it('quotes each symbol it can and skips what is not a symbol', async () => {
    const quotes = await market.quotes(['AAPL', 'not a symbol', '7203.T']);
    expect(quotes.map((quote) => [quote.symbol, quote.currency])).toEqual([
      ['AAPL', 'USD'],
      ['7203.T', 'JPY'],
    ]);
    expect(await market.history('not a symbol', TWENTY_YEARS)).toEqual([]);
    expect(await market.profile('not a symbol')).toBeNull();
  });

  it('derives exchange, currency and kind from the suffix', async () => {
    const cases = [
      ['AAPL', 'NASDAQ', 'USD', 'stock'],
      ['HSBA.L', 'LSE', 'GBP', 'stock'],
      ['SIE.DE', 'XETRA', 'EUR', 'stock'],
      ['MC.PA', 'Euronext Paris', 'EUR', 'stock'],
      ['7203.T', 'TSE', 'JPY', 'stock'],
      ['RY.TO', 'TSX', 'CAD', 'stock'],
      ['BTC-USD', 'Crypto', 'USD', 'crypto'],
    ] as const;
    for (const [symbol, exchange, currency, kind] of cases) {
      expect(await market.profile(symbol)).toMatchObject({ symbol, exchange, currency, kind, isin: null, logoUrl: null });
    }
    expect(await market.profile('tsla')).toMatchObject({ symbol: 'TSLA', name: 'TSLA (simulated)', country: 'US', sector: 'Consumer Cyclical' });
  });

  it('keeps rates consistent: inverse and cross rates agree on every day', async () => {
    const range: DateRange = { from: '2024-01-01', to: TODAY };
    const [eurUsd, usdEur, usdJpy, eurJpy] = await Promise.all([
      market.fxHistory('EUR', 'USD', range),
      market.fxHistory('USD', 'EUR', range),
      market.fxHistory('USD', 'JPY', range),
      market.fxHistory('EUR', 'JPY', range),
    ]);
    expect(eurUsd.length).toBeGreaterThan(350);
    for (let i = 0; i < eurUsd.length; i++) {
      expect(usdEur[i]!.date).toBe(eurUsd[i]!.date);
      expect(eurUsd[i]!.rate * usdEur[i]!.rate).toBeCloseTo(1, 12);
      expect(eurUsd[i]!.rate * usdJpy[i]!.rate).toBeCloseTo(eurJpy[i]!.rate, 9);
    }
  });

  it('keeps rates near plausible levels and publishes them on every weekday', async () => {
    const range: DateRange = { from: '2005-01-01', to: TODAY };
    const levels = [
      ['EUR', 'USD', 0.8, 1.6],
      ['GBP', 'USD', 0.9, 1.9],
      ['USD', 'JPY', 70, 200],
      ['USD', 'CAD', 0.9, 1.8],
    ] as const;
    for (const [base, quote, low, high] of levels) {
      const rates = (await market.fxHistory(base, quote, range)).map((point) => point.rate);
      expect(Math.min(...rates)).toBeGreaterThan(low);
      expect(Math.max(...rates)).toBeLessThan(high);
    }
    const dates = (await market.fxHistory('EUR', 'USD', { from: '2024-12-20', to: '2025-01-03' })).map((point) => point.date);
    expect(dates).toEqual(['2024-12-20', '2024-12-23', '2024-12-24', '2024-12-25', '2024-12-26', '2024-12-27', '2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03']);
  });

  it('rates every display currency against the euro, near its level in the table', async () => {
    const range: DateRange = { from: '2020-01-01', to: TODAY };
    for (const code of DISPLAY_CURRENCIES) {
      const rates = (await market.fxHistory(code, 'EUR', range)).map((point) => point.rate);
      expect(rates.length).toBeGreaterThan(1000);
      // The walk pulls back to its level; a third either way is far more than it wanders.
      const level = USD_VALUES[code] / USD_VALUES.EUR;
      expect(Math.min(...rates)).toBeGreaterThan(level * 0.66);
      expect(Math.max(...rates)).toBeLessThan(level * 1.5);
    }
  });

  it('rates any ISO code, a currency against itself at 1 and pence at a hundredth of a pound', async () => {
    const range: DateRange = { from: '2025-06-09', to: TODAY };
    const [gbp, pence, same, unknown] = await Promise.all([
      market.fxHistory('GBP', 'USD', range),
      market.fxHistory('GBp', 'USD', range),
      market.fxHistory('CHF', 'CHF', range),
      market.fxHistory('XYZ', 'USD', range),
    ]);
    expect(pence.map((point) => point.rate * 100)).toEqual(gbp.map((point) => expect.closeTo(point.rate, 12)));
    expect(same.map((point) => point.rate)).toEqual([1, 1, 1, 1, 1]);
    expect(unknown).toHaveLength(5);
    expect(unknown.every((point) => point.rate > 0)).toBe(true);
    expect(await market.fxHistory('usd', 'EUR', range)).toEqual([]);
  });

  it('quotes the five indices at plausible levels in their currencies', async () => {
    const quotes = await market.indexQuotes(MARKET_INDICES);
    expect(quotes.map((quote) => [quote.index, quote.currency])).toEqual([
      ['NASDAQ', 'USD'],
      ['S&P 500', 'USD'],
      ['DAX', 'EUR'],
      ['Nikkei 225', 'JPY'],
      ['Dow Jones', 'USD'],
    ]);
    const around = { NASDAQ: 19_000, 'S&P 500': 5_800, DAX: 19_900, 'Nikkei 225': 39_000, 'Dow Jones': 42_000 };
    for (const quote of quotes) {
      expect(quote.price).toBeGreaterThan(around[quote.index] / 2);
      expect(quote.price).toBeLessThan(around[quote.index] * 2);
      expect(Math.abs(quote.price / quote.previousClose! - 1)).toBeLessThan(0.1);
      expect(quote.at.startsWith(TODAY)).toBe(true);
    }
    expect((await market.indexQuotes(['DAX'])).map((quote) => quote.symbol)).toEqual(['^GDAXI']);
  });

  it('writes three to five labelled headlines per symbol, dated before the present', async () => {
    for (const symbol of SYMBOLS.slice(0, 10)) {
      const news = await market.news(symbol);
      expect(news.length).toBeGreaterThanOrEqual(3);
      expect(news.length).toBeLessThanOrEqual(5);
      for (const item of news) {
        expect(item.title.startsWith('[Simulated] ')).toBe(true);
        expect(item.url.startsWith('https://example.com/')).toBe(true);
        expect(item.publishedAt < TODAY).toBe(true);
      }
      expect(new Set(news.map((item) => item.url)).size).toBe(news.length);
    }
    expect(await market.news('not a symbol')).toEqual([]);
  });

  it('searches well-known listings by symbol or name prefix and offers the query as a symbol', async () => {
    expect((await market.search('apple'))[0]).toEqual({ symbol: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ', kind: 'stock' });
    expect((await market.search('sap')).map((hit) => hit.symbol)).toEqual(['SAP.DE', 'SAP']);
    expect((await market.search('AAPL')).map((hit) => hit.symbol)).toEqual(['AAPL']);
    expect((await market.search('zzzz.l')).map((hit) => [hit.symbol, hit.exchange])).toEqual([['ZZZZ.L', 'LSE']]);
    expect(await market.search('no such thing')).toEqual([]);
    expect(await market.search('  ')).toEqual([]);
  });
});
