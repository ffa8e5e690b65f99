// WatchlistPriceAlert: a watched security's new quote against its entry's alerts. An alert fires
// when its condition starts to hold (the day's change reaches the percent either way, the price
// reaches the target above or below) and fires again only after the condition has stopped
// holding: a price that stays past its target all week is one notification, not one per quote.
// The dedupe key (symbol, alert, threshold, the quote's day) keeps it to one per day even when
// the same security is on two of the user's lists or two servers store the same quote.
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { MarketQuote } from '../../../market/provider';
import { createLiveStore } from '../../../market/store/liveStore';
import type { NewNotification } from '../notifications.repository';
import { formatMoney, formatSignedPercent } from './figures';

type AlertName = 'change' | 'above' | 'below';

interface AlertedEntry {
  id: string;
  ownerUid: string;
  symbol: string;
  alertPriceChangePercent: number | null;
  alertAbove: number | null;
  alertBelow: number | null;
  alertsFired: string[];
}

export interface AlertOutcome {
  readonly notifications: NewNotification[];
  /** Entries whose fired set changed, with the new set. */
  readonly fired: { id: string; alertsFired: AlertName[] }[];
}

function holds(alert: AlertName, entry: AlertedEntry, quote: MarketQuote): boolean {
  if (alert === 'change') return entry.alertPriceChangePercent !== null && Math.abs(quote.changePercent) * 100 >= entry.alertPriceChangePercent;
  if (alert === 'above') return entry.alertAbove !== null && quote.price >= entry.alertAbove;
  return entry.alertBelow !== null && quote.price <= entry.alertBelow;
}

function notification(alert: AlertName, entry: AlertedEntry, quote: MarketQuote): NewNotification {
  // A name that already holds the symbol ("ETH-USD (simulated)") is not followed by it again.
  const who = !quote.name ? quote.symbol : quote.name.includes(quote.symbol) ? quote.name : `${quote.name} (${quote.symbol})`;
  const price = formatMoney(quote.price, quote.currency);
  const change = `${formatSignedPercent(quote.changePercent)} today`;
  const threshold = alert === 'change' ? entry.alertPriceChangePercent! : alert === 'above' ? entry.alertAbove! : entry.alertBelow!;
  const title =
    alert === 'change'
      ? `${quote.symbol} ${quote.changePercent >= 0 ? 'is up' : 'is down'} ${formatSignedPercent(Math.abs(quote.changePercent)).slice(1)} today`
      : `${quote.symbol} ${alert === 'above' ? 'rose to' : 'fell to'} ${price}`;
  const target = alert === 'change' ? `a move of ${threshold} % either way` : `${alert === 'above' ? 'at or above' : 'at or below'} ${formatMoney(threshold, quote.currency)}`;
  return {
    ownerUid: entry.ownerUid,
    kind: 'WatchlistPriceAlert',
    symbol: quote.symbol,
    dedupeKey: `${quote.symbol}:${alert}:${threshold}:${quote.at.slice(0, 10)}`,
    title,
    body: `${who} is at ${price} (${change}); your alert was ${target}.`,
  };
}

/** What `quotes` fire or re-arm among `entries` (pure: the caller writes and delivers). */
export function evaluateAlerts(entries: readonly AlertedEntry[], quotes: ReadonlyMap<string, MarketQuote>): AlertOutcome {
  const outcome: AlertOutcome = { notifications: [], fired: [] };
  for (const entry of entries) {
    const quote = quotes.get(entry.symbol);
    if (!quote) continue;
    const before = new Set(entry.alertsFired);
    const after: AlertName[] = [];
    for (const alert of ['change', 'above', 'below'] as const) {
      if (!holds(alert, entry, quote)) continue;
      after.push(alert);
      if (!before.has(alert)) outcome.notifications.push(notification(alert, entry, quote));
    }
    if (after.length !== before.size || after.some((alert) => !before.has(alert))) outcome.fired.push({ id: entry.id, alertsFired: after });
  }
  return outcome;
}

export function createWatchlistAlerts(db: Database, deliver: (rows: readonly NewNotification[]) => Promise<unknown>) {
  const live = createLiveStore(db);

  /** Checks the alerts on `quotes`' symbols, records what fired and delivers the notifications. */
  async function onQuotes(quotes: readonly MarketQuote[]): Promise<void> {
    if (quotes.length === 0) return;
    const entries = await db
      .selectFrom('watchlistEntries')
      .select(['id', 'ownerUid', 'symbol', 'alertPriceChangePercent', 'alertAbove', 'alertBelow', 'alertsFired'])
      .where('symbol', 'in', quotes.map((quote) => quote.symbol))
      .where((eb) => eb.or([eb('alertPriceChangePercent', 'is not', null), eb('alertAbove', 'is not', null), eb('alertBelow', 'is not', null), eb(sql`cardinality(alerts_fired)`, '>', 0)]))
      .execute();
    if (entries.length === 0) return;
    const { notifications, fired } = evaluateAlerts(entries, new Map(quotes.map((quote) => [quote.symbol, quote])));
    if (fired.length > 0) {
      await sql`
        update watchlist_entries e set alerts_fired = v.fired
        from (select (x->>'id')::uuid as id, array(select jsonb_array_elements_text(x->'alertsFired')) as fired
              from jsonb_array_elements(${JSON.stringify(fired)}::jsonb) x) v
        where e.id = v.id`.execute(db);
    }
    await deliver(notifications);
  }

  return {
    onQuotes,
    /** Checks a symbol's alerts against its stored quote: an alert set past the price fires now, not at the next quote. */
    async checkStored(symbol: string): Promise<void> {
      const quote = (await live.read([symbol])).get(symbol)?.quote;
      if (quote) await onQuotes([quote]);
    },
  };
}

/** Days without a new quote after which a watched security with alerts is said to have stopped trading. */
export const STOPPED_AFTER_DAYS = 7;

/**
 * A watched security with alerts whose market data stopped (no quote for a week, or no provider
 * knows it any more): its alerts cannot fire, and the user is told once per last quote.
 */
export async function stoppedTradingNotifications(db: Database, day: number): Promise<NewNotification[]> {
  const { rows } = await sql<{ ownerUid: string; symbol: string; status: string; lastAt: string | null }>`
    select distinct e.owner_uid, e.symbol, m.status, m.quote->>'at' as last_at
    from watchlist_entries e join market_symbols m on m.symbol = e.symbol
    where (e.alert_price_change_percent is not null or e.alert_above is not null or e.alert_below is not null)
      and (m.status = 'unknown' or (m.status = 'ready' and m.quote is not null))`.execute(db);
  const cutoff = (day - STOPPED_AFTER_DAYS) * 86_400_000;
  return rows.flatMap((row): NewNotification[] => {
    const last = row.lastAt ? Date.parse(row.lastAt) : null;
    if (row.status !== 'unknown' && (last === null || last >= cutoff)) return [];
    const since = last === null ? null : new Date(last).toISOString().slice(0, 10);
    return [{
      ownerUid: row.ownerUid,
      kind: 'WatchlistPriceAlert',
      symbol: row.symbol,
      dedupeKey: `${row.symbol}:stopped:${since ?? 'unknown'}`,
      title: since ? `${row.symbol} has not traded since ${since}` : `${row.symbol} has no market data`,
      body: `${since ? `No new price of ${row.symbol} has come for ${STOPPED_AFTER_DAYS} days or more` : `No market data source knows ${row.symbol} any more`}: it may be suspended, delisted or renamed. Its alerts wait for a new price.`,
    }];
  });
}
