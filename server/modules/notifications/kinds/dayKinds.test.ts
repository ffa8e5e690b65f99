// The day's kinds on made-up positions and market data: which events make which notification,
// with which figures, and what makes none (old news, a rounding, a weekend).
import { toDay } from '../../../portfolio/days';
import type { ScreenerRow } from '../../../market/provider';
import type { SymbolRow } from '../../../market/store/liveStore';
import { dividendNotifications, nextWeekday } from './dividendEvents';
import { earningsNotifications } from './earnings';
import { marketMoverNotifications, portfolioMoverNotifications } from './movers';
import { periodsEnding } from './portfolioValue';
import type { Position } from './positions';

const ko: Position = { ownerUid: 'u1', securityId: 's-ko', ticker: 'KO', name: 'Coca-Cola', shares: 20 };
const nvda: Position = { ownerUid: 'u1', securityId: 's-nvda', ticker: 'NVDA', name: null, shares: 10 };
// Wednesday 2026-11-25; its next weekday is Thursday 26.
const WEDNESDAY = toDay('2026-11-25');
const dividend = (exDate: string, amount: number, payDate: string | null = null) => ({ securityId: 's-ko', exDate, payDate, amount, currency: 'USD' });

describe('dividend and split notifications', () => {
  it('reminds of an ex-date and a pay date on the next weekday, and announces a dividend still ahead', () => {
    const made = dividendNotifications([ko], { dividends: [dividend('2026-11-26', 0.51, '2026-12-15')], splits: [] }, WEDNESDAY);
    expect(made.map((n) => [n.kind, n.dedupeKey, n.title])).toEqual([
      ['NewDividendsAnnouncements', 'KO:2026-11-26', 'KO declared a dividend of 0.51 USD'],
      ['ExDividendDateReminder', 'KO:2026-11-26', 'KO goes ex-dividend on 2026-11-26'],
    ]);
    expect(made[1]!.body).toBe('Hold Coca-Cola (KO) at the close before 2026-11-26 to receive 0.51 USD per share, paid 2026-12-15: about 10.20 USD on your 20 shares.');
    const payday = dividendNotifications([ko], { dividends: [dividend('2026-11-02', 0.51, '2026-11-26')], splits: [] }, WEDNESDAY);
    expect(payday.map((n) => [n.kind, n.title, n.body])).toEqual([
      ['DividendPaymentDateReminer', 'KO pays its dividend on 2026-11-26', 'Coca-Cola (KO) pays 0.51 USD per share (ex-date 2026-11-02): about 10.20 USD on your 20 shares.'],
    ]);
  });

  it('reminds on Friday of a Monday ex-date', () => {
    expect(nextWeekday(toDay('2026-11-27'))).toBe(toDay('2026-11-30'));
    const made = dividendNotifications([ko], { dividends: [dividend('2026-11-30', 0.51)], splits: [] }, toDay('2026-11-27'));
    expect(made.map((n) => n.kind)).toContain('ExDividendDateReminder');
  });

  it('tells of a raised dividend with the forward annual rate, and not of a rounding or an old change', () => {
    const quarterly = [dividend('2025-11-28', 0.485), dividend('2026-03-13', 0.485), dividend('2026-06-13', 0.485), dividend('2026-09-12', 0.485), dividend('2026-11-20', 0.51)];
    const made = dividendNotifications([ko], { dividends: quarterly, splits: [] }, WEDNESDAY);
    expect(made.map((n) => [n.kind, n.title])).toEqual([['FWDAnnualDividendRateChanges', 'KO raised its dividend +5.15 %']]);
    expect(made[0]!.body).toBe(
      'Coca-Cola (KO) pays 0.51 USD per share from 2026-11-20, after 0.485 USD: a forward annual rate of 2.04 USD (was 1.94 USD), about 40.80 USD a year on your 20 shares.',
    );
    expect(dividendNotifications([ko], { dividends: [dividend('2026-09-12', 0.485), dividend('2026-11-20', 0.4851)], splits: [] }, WEDNESDAY)).toEqual([]);
    expect(dividendNotifications([ko], { dividends: [dividend('2026-06-12', 0.485), dividend('2026-09-12', 0.51)], splits: [] }, WEDNESDAY)).toEqual([]);
  });

  it('announces a split and a reverse split with the shares they make', () => {
    const made = dividendNotifications([nvda], { dividends: [], splits: [{ securityId: 's-nvda', date: '2026-12-01', ratio: 4 }] }, WEDNESDAY);
    expect(made.map((n) => [n.kind, n.dedupeKey, n.title, n.body])).toEqual([
      ['SplitsAnnoucements', 'NVDA:2026-12-01', 'NVDA splits 4-for-1 on 2026-12-01', 'NVDA: your 10 shares become 40. Record the split in your ledger, or let the app apply it.'],
    ]);
    const reverse = dividendNotifications([nvda], { dividends: [], splits: [{ securityId: 's-nvda', date: '2026-11-20', ratio: 0.1 }] }, WEDNESDAY);
    expect(reverse[0]!.title).toBe('NVDA split 1-for-10 reverse on 2026-11-20');
    expect(reverse[0]!.body).toContain('your 10 shares become 1.');
  });
});

describe('earnings notifications', () => {
  const earnings = (overrides: Record<string, unknown> = {}) => ({
    securityId: 's-ko', currency: 'USD', nextEarningsDate: '2026-12-01', nextEarningsEstimated: true, epsEstimate: 0.7,
    lastEarningsQuarter: '2026-09-30', lastEpsActual: 0.73, lastEpsEstimate: 0.7, ...overrides,
  });

  it('announces a report due within the week, and tells of the last quarter’s results against the estimate', () => {
    const made = earningsNotifications([ko], [earnings()], WEDNESDAY);
    expect(made.map((n) => [n.kind, n.dedupeKey, n.title, n.body])).toEqual([
      ['EarningsAnnouncements', 'KO:2026-12-01', 'KO reports its results on 2026-12-01', 'Coca-Cola (KO) reports its quarterly results on 2026-12-01 (expected: the company has not confirmed the day). Analysts expect 0.70 USD per share.'],
      ['EarningsResults', 'KO:2026-09-30', 'KO reported 0.73 USD a share for the quarter to 2026-09-30', 'Coca-Cola (KO) earned 0.73 USD per share in the quarter to 2026-09-30, against 0.70 USD expected: +4.29 % above the estimate.'],
    ]);
  });

  it('says nothing of a report weeks away or of an old quarter, and tells a loss as one', () => {
    expect(earningsNotifications([ko], [earnings({ nextEarningsDate: '2026-12-20', lastEarningsQuarter: '2026-06-30' })], WEDNESDAY)).toEqual([]);
    const loss = earningsNotifications([ko], [earnings({ nextEarningsDate: null, lastEpsActual: -0.2, lastEpsEstimate: 0.1 })], WEDNESDAY);
    expect(loss[0]!.body).toBe('Coca-Cola (KO) lost 0.20 USD per share in the quarter to 2026-09-30, against 0.10 USD expected: -300.00 % below the estimate.');
  });
});

describe('movers', () => {
  const row = (symbol: string, changePercent: number): ScreenerRow => ({ symbol, name: `${symbol} Inc`, exchange: null, currency: 'USD', price: 10, changePercent, marketCap: null, trailingPE: null, dividendYield: null, fiftyTwoWeekHigh: null, fiftyTwoWeekLow: null, sector: null });
  const list = (rows: ScreenerRow[], fetchedAt = '2026-11-25T21:30:00Z', simulated = false) => ({ rows, fetchedAt: new Date(fetchedAt), simulated });

  it('sends the market’s top five of the day to every investor, and nothing from another day', () => {
    const gainers = list([row('A', 0.3), row('B', 0.2), row('C', 0.1), row('D', 0.09), row('E', 0.08), row('F', 0.07)], undefined, true);
    const made = marketMoverNotifications(['u1', 'u2'], { gainers, losers: list([row('Z', -0.2)], '2026-11-24T21:30:00Z') }, WEDNESDAY);
    expect(made.map((n) => [n.ownerUid, n.kind, n.title])).toEqual([
      ['u1', 'Top5MarketGainers', 'Top 5 market gainers on 2026-11-25'],
      ['u2', 'Top5MarketGainers', 'Top 5 market gainers on 2026-11-25'],
    ]);
    expect(made[0]!.body).toBe('1. A Inc (A) +30.00 % at 10.00 USD\n2. B Inc (B) +20.00 % at 10.00 USD\n3. C Inc (C) +10.00 % at 10.00 USD\n4. D Inc (D) +9.00 % at 10.00 USD\n5. E Inc (E) +8.00 % at 10.00 USD\nSimulated market data.');
  });

  it('ranks a user’s own holdings by the day’s move, with what it made on their shares', () => {
    const quoteRow = (symbol: string, price: number, change: number, at = '2026-11-25T20:00:00.000Z'): SymbolRow => ({
      symbol, securityId: null, status: 'ready', requestedAt: new Date(), quoteAt: new Date(at), simulated: false,
      quote: { symbol, name: null, currency: 'USD', price, change, changePercent: change / (price - change), at, marketState: 'closed' } as SymbolRow['quote'],
    });
    const quotes = new Map([['KO', quoteRow('KO', 60, 1.2)], ['NVDA', quoteRow('NVDA', 100, -5, '2026-11-24T20:00:00.000Z')]]);
    const made = portfolioMoverNotifications([ko, nvda], quotes, WEDNESDAY);
    // NVDA's quote is from the day before: no loser today.
    expect(made.map((n) => [n.kind, n.title, n.body])).toEqual([['Top5PortfolioGainers', 'Your top 1 gainers on 2026-11-25', '1. KO +2.04 % at 60.00 USD: +24.00 USD on your shares']]);
  });
});

describe('portfolio value periods', () => {
  it('has the day on weekdays, the week on Fridays, the month on its last day', () => {
    expect(periodsEnding(WEDNESDAY).map((p) => p.kind)).toEqual(['DailyPortfolioValueUpdate']);
    expect(periodsEnding(toDay('2026-11-27')).map((p) => [p.kind, p.key])).toEqual([
      ['DailyPortfolioValueUpdate', '2026-11-27'],
      ['WeeklyPortfolioValueUpdate', 'week of 2026-11-23'],
    ]);
    // Monday 30 November: the day and the month.
    expect(periodsEnding(toDay('2026-11-30')).map((p) => [p.kind, p.key])).toEqual([
      ['DailyPortfolioValueUpdate', '2026-11-30'],
      ['MonthlyPortfolioValueUpdate', '2026-11'],
    ]);
    expect(periodsEnding(toDay('2026-11-28'))).toEqual([]);
  });
});
