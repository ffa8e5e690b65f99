// The alert rules on made-up quotes: each alert fires when its condition starts to hold, once,
// and again only after the price has come back; the text carries the figures.
import type { MarketQuote } from '../../../market/provider';
import { evaluateAlerts } from './watchlistAlerts';

const quote = (price: number, changePercent: number, at = '2026-11-27T15:00:00.000Z'): MarketQuote =>
  ({ symbol: 'ACME', name: 'Acme Corp', currency: 'USD', price, change: price * changePercent, changePercent, previousClose: price / (1 + changePercent), at, marketState: 'regular' }) as MarketQuote;

const entry = (alerts: Partial<{ alertPriceChangePercent: number; alertAbove: number; alertBelow: number }>, alertsFired: string[] = []) => ({
  id: 'e1',
  ownerUid: 'u1',
  symbol: 'ACME',
  alertPriceChangePercent: alerts.alertPriceChangePercent ?? null,
  alertAbove: alerts.alertAbove ?? null,
  alertBelow: alerts.alertBelow ?? null,
  alertsFired,
});

const run = (e: ReturnType<typeof entry>, q: MarketQuote) => evaluateAlerts([e], new Map([[q.symbol, q]]));

describe('watchlist alerts', () => {
  it('fires a price rising to its target, with the figures, and records it fired', () => {
    const outcome = run(entry({ alertAbove: 100 }), quote(100.5, 0.0123));
    expect(outcome.notifications).toEqual([
      {
        ownerUid: 'u1',
        kind: 'WatchlistPriceAlert',
        symbol: 'ACME',
        dedupeKey: 'ACME:above:100:2026-11-27',
        title: 'ACME rose to 100.50 USD',
        body: 'Acme Corp (ACME) is at 100.50 USD (+1.23 % today); your alert was at or above 100.00 USD.',
      },
    ]);
    expect(outcome.fired).toEqual([{ id: 'e1', alertsFired: ['above'] }]);
  });

  it('stays quiet while the price stays past a target that fired, and re-arms once it comes back', () => {
    expect(run(entry({ alertAbove: 100 }, ['above']), quote(101, 0.01))).toEqual({ notifications: [], fired: [] });
    expect(run(entry({ alertAbove: 100 }, ['above']), quote(99, -0.01))).toEqual({ notifications: [], fired: [{ id: 'e1', alertsFired: [] }] });
  });

  it('fires a fall to the lower target and a day move of the percent either way', () => {
    const fall = run(entry({ alertBelow: 50, alertPriceChangePercent: 5 }), quote(49, -0.0625));
    expect(fall.notifications.map((n) => n.title)).toEqual(['ACME is down 6.25 % today', 'ACME fell to 49.00 USD']);
    expect(fall.notifications[0]!.body).toBe('Acme Corp (ACME) is at 49.00 USD (-6.25 % today); your alert was a move of 5 % either way.');
    expect(fall.fired).toEqual([{ id: 'e1', alertsFired: ['change', 'below'] }]);
    // 4.99 % is not 5 %.
    expect(run(entry({ alertPriceChangePercent: 5 }), quote(49, 0.0499)).notifications).toEqual([]);
  });

  it('names the security once when its name already holds the symbol', () => {
    const named = { ...quote(2, 0), name: 'ACME (simulated)' };
    expect(run(entry({ alertAbove: 1 }), named).notifications[0]!.body).toBe('ACME (simulated) is at 2.00 USD (+0.00 % today); your alert was at or above 1.00 USD.');
  });

  it('ignores entries without a quote and keys a notification by the quote’s day', () => {
    expect(evaluateAlerts([entry({ alertAbove: 1 })], new Map())).toEqual({ notifications: [], fired: [] });
    expect(run(entry({ alertAbove: 1 }), quote(2, 0, '2026-11-30T14:00:00.000Z')).notifications[0]!.dedupeKey).toBe('ACME:above:1:2026-11-30');
  });
});
