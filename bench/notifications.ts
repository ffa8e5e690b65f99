// The notifications bench (BENCH_ONLY=notifications): the day's notifications for 1,000 investors
// with 50 holdings and 20 watched securities each, made by the day's job on a real server over the
// embedded database, then how soon a fired watchlist alert reaches a subscribed socket, the way an
// open page is subscribed (graphql-ws, notificationAdded).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { createLogger } from '../server/logger';
import { startServer } from '../server/main';
import { fromDay, todayDay } from '../server/portfolio/days';
import { seedLedgerDir, TICKERS } from './ledger';
import { signUpOnEmulator } from './serverProcess';
import { ms, percentile } from './stats';

const USERS = Number(process.env.BENCH_NOTIFICATION_USERS ?? 1000);
const HOLDINGS = 50;
const WATCHED = 20;
const UNIVERSE = 200;
const ALERTS = 20;

/** Users, their portfolios, one buy per holding (its running balance as the ledger writes it), watchlists with alerts, and today's events. */
async function seedInvestors(pgliteDir: string, day: number): Promise<void> {
  const handle = await openDatabase({ dataDir: pgliteDir });
  const { db } = handle;
  try {
    await sql`
      insert into users (uid, currency, sign_up_currency, email, email_verified)
      select 'investor-' || i, 'USD', 'USD', 'investor-' || i || '@example.com', true from generate_series(1, ${USERS}) i`.execute(db);
    await sql`insert into portfolios (owner_uid, name) select uid, 'Main' from users where uid like 'investor-%'`.execute(db);
    // Holding h of user i is the universe's security (i * 7 + h) mod UNIVERSE: every user a different mix.
    await sql`
      with numbered as (select id, row_number() over (order by ticker) - 1 as n from securities where owner_uid is null)
      insert into transactions (owner_uid, portfolio_id, security_id, type, date, currency, shares, shareprice, transaction_value, shares_balance, value_at_cost_tc, value_at_cost_pc)
      select p.owner_uid, p.id, s.id, 'Buy', timestamp '2024-01-02' + (h || ' minutes')::interval, 'USD', 10, 100, 1000, 10, 1000, 1000
      from portfolios p
      cross join generate_series(0, ${HOLDINGS - 1}) h
      join numbered s on s.n = (substring(p.owner_uid from 10)::int * 7 + h) % ${UNIVERSE}
      where p.owner_uid like 'investor-%'`.execute(db);
    await sql`insert into watchlists (owner_uid, name, sort_order) select uid, 'Watched', 0 from users where uid like 'investor-%'`.execute(db);
    await sql`
      insert into watchlist_entries (watchlist_id, owner_uid, symbol, sort_order, alert_price_change_percent, alert_above)
      select w.id, w.owner_uid, 'SEC' || ((substring(w.owner_uid from 10)::int * 13 + k) % ${UNIVERSE} + ${UNIVERSE}), k, 3, 1000
      from watchlists w cross join generate_series(0, ${WATCHED - 1}) k`.execute(db);
    // Today's events on the held universe, each for a tenth of it: an ex-date and a pay date on the
    // next weekday, a split, an earnings report (of a security with a profile: an even one);
    // quotes of the day and the movers.
    const next = fromDay(day + 1);
    await sql`
      insert into security_dividends (security_id, ex_date, pay_date, amount, currency, source)
      select id, ${next}::date, ${next}::date + 14, 0.5, 'USD', 'bench' from securities where owner_uid is null and ticker ~ '^SEC[0-9]*0$'
      on conflict do nothing`.execute(db);
    await sql`
      insert into security_splits (security_id, date, ratio, source)
      select id, ${next}::date, 2, 'bench' from securities where owner_uid is null and ticker ~ '^SEC[0-9]*5$'`.execute(db);
    await sql`
      update security_dividend_profiles p set next_earnings_date = ${next}::date, next_earnings_estimated = false, eps_estimate = 1.1
      from securities s where s.id = p.security_id and s.ticker ~ '^SEC[0-9]*4$'`.execute(db);
    await sql`
      insert into market_symbols (symbol, security_id, status, quote, quote_at, market_state)
      select ticker, id, 'ready', jsonb_build_object('symbol', ticker, 'name', ticker, 'currency', 'USD', 'price', 101, 'change', ((n % 11) - 5)::float8 / 10,
        'changePercent', ((n % 11) - 5)::float8 / 1000, 'previousClose', 100, 'marketState', 'closed', 'at', ${fromDay(day)} || 'T20:00:00.000Z'), now(), 'closed'
      from (select id, ticker, row_number() over (order by ticker) as n from securities where owner_uid is null) s`.execute(db);
    const movers = (sign: number) => JSON.stringify(Array.from({ length: 25 }, (_, i) => ({ symbol: `MOVE${i}`, name: `Mover ${i}`, exchange: null, currency: 'USD', price: 10, changePercent: sign * (0.3 - i / 100), marketCap: null, trailingPE: null, dividendYield: null, fiftyTwoWeekHigh: null, fiftyTwoWeekLow: null, sector: null })));
    const fetchedAt = new Date(day * 86_400_000 + 21 * 3_600_000);
    await db.insertInto('marketLists').values([
      { name: 'gainers', rows: movers(1), source: 'bench', simulated: false, fetchedAt },
      { name: 'losers', rows: movers(-1), source: 'bench', simulated: false, fetchedAt },
    ]).execute();
  } finally {
    await handle.close();
  }
}

export async function benchNotifications(emulatorHost: string, env: Record<string, string>, project: string): Promise<void> {
  console.log(`Notifications benchmark (${USERS.toLocaleString('en')} investors × ${HOLDINGS} holdings and ${WATCHED} watched securities, embedded PGlite)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notifications-'));
  // A weekday, so that the day's movers and value updates are made (on a weekend: the last Friday).
  const today = todayDay();
  const weekday = (today + 3) % 7;
  const day = weekday >= 5 ? today - (weekday - 4) : today;
  try {
    seedLedgerDir(dir, UNIVERSE * 2 > TICKERS.length ? TICKERS.length : UNIVERSE * 2);
    await seedInvestors(path.join(dir, 'pglite'), day);
    const config = loadConfig({ ...env, DATA_DIR: dir, NOTIFICATIONS_DAILY_AT: 'off', MAIL: 'off' });
    const server = await startServer(config, createLogger(config));
    try {
      const { services, db } = server.internals;
      // The collector's share of the job: the per-user figures allocate a ledger's worth each.
      let collecting = 0;
      const gc = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) collecting += entry.duration;
      });
      gc.observe({ entryTypes: ['gc'] });
      let started = performance.now();
      const first = await services.notificationDay.run(day);
      const firstMs = performance.now() - started;
      const firstGc = collecting;
      gc.disconnect();
      started = performance.now();
      const again = await services.notificationDay.run(day);
      const againMs = performance.now() - started;
      const { rows } = await sql<{ kind: string; count: string }>`select kind, count(*) as count from notifications group by kind order by kind`.execute(db);
      const phases = (outcome: typeof first) => Object.entries(outcome.phases).map(([name, took]) => `${name} ${ms(took)}`).join(', ');
      console.log(`  the day's notifications: ${ms(firstMs)} (target < 10 s), ${first.made.toLocaleString('en')} made (${phases(first)}; garbage collection ${ms(firstGc)} of it)`);
      console.log(`    by kind: ${rows.map((row) => `${row.kind} ${Number(row.count).toLocaleString('en')}`).join(', ')}`);
      console.log(`  the same day again (two servers, or a rerun after an outage): ${ms(againMs)}, ${again.made} made (${phases(again)})`);

      // A fired alert to an open page's socket: each new target above the stored price fires at once.
      const token = await signUpOnEmulator(emulatorHost, `bench-alerts-${Date.now()}@example.com`, 'bench-password', { verifiedIn: project });
      const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
        const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
        const body = (await response.json()) as { data: T; errors?: { message: string }[] };
        if (body.errors) throw new Error(body.errors[0]!.message);
        return body.data;
      };
      await call('mutation { auditUser { _id } }');
      const { createWatchlist } = await call<{ createWatchlist: { _id: string } }>('mutation { createWatchlist(name: "Alerts") { _id } }');
      const { addWatchlistEntry } = await call<{ addWatchlistEntry: { entries: { _id: string }[] } }>('mutation ($id: ID!) { addWatchlistEntry(watchlist_Id: $id, symbol: "SEC1") { entries { _id } } }', { id: createWatchlist._id });
      const entry = addWatchlistEntry.entries[0]!._id;
      const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
      const arrivals: number[] = [];
      let wake: () => void = () => undefined;
      await new Promise<void>((resolve, reject) => {
        client.on('connected', () => setTimeout(resolve, 200));
        client.subscribe({ query: 'subscription { notificationAdded { _id } }' }, { next: () => { arrivals.push(performance.now()); wake(); }, error: reject, complete: () => undefined });
      });
      const latencies: number[] = [];
      for (let i = 0; i < ALERTS; i++) {
        const arrived = new Promise<void>((resolve) => (wake = resolve));
        const sent = performance.now();
        await call('mutation ($id: ID!, $above: Float) { setWatchlistAlerts(entry_Id: $id, alerts: { alertAbove: $above }) { _id } }', { id: entry, above: 50 + i });
        await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 5000))]);
        latencies.push((arrivals.at(-1) ?? Infinity) - sent);
      }
      await client.dispose();
      console.log(`  a fired alert to an open page's socket (set past the price, fired, stored, pushed): median ${ms(percentile(latencies, 50))}, max ${ms(Math.max(...latencies))} over ${ALERTS} alerts (target < 2 s)`);
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
