// The day's notifications, made by one job in the database queue (kind NOTIFICATIONS_DAY_JOB, key
// the day): every server's timer asks for it once the day's hour has come (NOTIFICATIONS_DAILY_AT),
// the queue keeps one per day, and notification_runs records a finished day so it is not queued
// again. Were two runs to overlap anyway (a lease running out), the notifications' unique key
// makes each one once. Watchlist alerts are not made here: they fire as quotes are stored.
import type { Logger } from 'pino';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import { createLiveStore } from '../../market/store/liveStore';
import { fromDay, isoWeekday, toDay, todayDay } from '../../portfolio/days';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { LedgerService } from '../../ledger/ledger.service';
import { dividendNotifications, readDividendEvents } from './kinds/dividendEvents';
import { earningsNotifications, readEarnings } from './kinds/earnings';
import { marketMoverNotifications, portfolioMoverNotifications } from './kinds/movers';
import { periodsEnding, portfolioValueNotifications } from './kinds/portfolioValue';
import { openPositions } from './kinds/positions';
import { stoppedTradingNotifications } from './kinds/watchlistAlerts';
import type { NewNotification, NotificationRow } from './notifications.repository';

export const NOTIFICATIONS_DAY_JOB = 'notifications.day';
const VALUE_KINDS = ['DailyPortfolioValueUpdate', 'WeeklyPortfolioValueUpdate', 'MonthlyPortfolioValueUpdate'];

export interface NotificationDayDeps {
  readonly db: Database;
  readonly queue: JobQueue;
  readonly analytics: Pick<AnalyticsService, 'summaries'>;
  readonly ledger: Pick<LedgerService, 'warm'>;
  readonly deliver: (rows: readonly NewNotification[]) => Promise<NotificationRow[]>;
  readonly prune: (now: Date) => Promise<number>;
  /** E-mails the day's digests, after the day's notifications are made. */
  readonly sendDigests?: () => Promise<number>;
  readonly logger?: Pick<Logger, 'info' | 'warn'>;
  readonly wake?: () => void;
  readonly now?: () => number;
}

export interface DayOutcome {
  readonly considered: number;
  readonly made: number;
  /** Digest e-mails sent. */
  readonly digests: number;
  /** Milliseconds each part took (positions, events, movers, value, deliver, mail). */
  readonly phases: Readonly<Record<string, number>>;
}

export function createNotificationDay({ db, queue, analytics, ledger, deliver, prune, sendDigests, logger, wake, now = Date.now }: NotificationDayDeps) {
  const live = createLiveStore(db);

  /** Makes `day`'s notifications of every kind but the alerts; returns how many were new. */
  async function run(day: number): Promise<DayOutcome> {
    const phases: Record<string, number> = {};
    let mark = now();
    const lap = (name: string) => {
      const at = now();
      phases[name] = at - mark;
      mark = at;
    };
    const positions = await openPositions(db);
    const { rows: watchers } = await sql<{ ownerUid: string }>`select distinct owner_uid from watchlists`.execute(db);
    const owners = [...new Set([...positions.map((position) => position.ownerUid), ...watchers.map((row) => row.ownerUid)])];
    lap('positions');
    const rows: NewNotification[] = [];

    const held = [...new Set(positions.map((position) => position.securityId))];
    rows.push(...dividendNotifications(positions, await readDividendEvents(db, held, day), day));
    rows.push(...earningsNotifications(positions, await readEarnings(db, held), day));
    lap('events');
    if (isoWeekday(day) <= 5) {
      const [gainers, losers] = await Promise.all([live.list('gainers'), live.list('losers')]);
      rows.push(...marketMoverNotifications(owners, { gainers, losers }, day));
      rows.push(...portfolioMoverNotifications(positions, await live.read([...new Set(positions.map((position) => position.ticker))]), day));
    }
    rows.push(...(await stoppedTradingNotifications(db, day)));
    lap('movers');

    // The value figures run each investor's ledger: only for what is not made yet and is wanted.
    const periods = periodsEnding(day);
    const { rows: settledRows } = periods.length === 0 ? { rows: [] } : await sql<{ ownerUid: string; kind: string }>`
      select owner_uid, kind from notifications
      where (kind, dedupe_key) in (${sql.join(periods.map((period) => sql`(${period.kind}, ${period.key})`))})
      union
      select owner_uid, unnest(disabled_kinds) as kind from notification_settings where disabled_kinds && ${sql.val(VALUE_KINDS)}::text[]`.execute(db);
    const settled = new Set(settledRows.map((row) => `${row.ownerUid}|${row.kind}`));
    const investors = [...new Set(positions.map((position) => position.ownerUid))];
    rows.push(
      ...(await portfolioValueNotifications(
        { ...analytics, ...ledger },
        investors,
        day,
        (owner, kind) => settled.has(`${owner}|${kind}`),
        (owner, error) => logger?.warn({ owner, err: error instanceof Error ? error.message : String(error) }, 'notifications: a portfolio value failed'),
      )),
    );
    lap('value');

    const made = await deliver(rows);
    lap('deliver');
    await prune(new Date(now()));
    const digests = (await sendDigests?.()) ?? 0;
    lap('mail');
    return { considered: rows.length, made: made.length, digests, phases };
  }

  return {
    run,
    handlers: {
      [NOTIFICATIONS_DAY_JOB]: async (job: { key: string }) => {
        const started = now();
        const outcome = await run(toDay(job.key));
        await db.insertInto('notificationRuns').values({ day: job.key }).onConflict((oc) => oc.column('day').doNothing()).execute();
        logger?.info({ day: job.key, ...outcome, ms: now() - started }, 'notifications: the day is done');
      },
    },

    /** Queues today's job once its hour ("HH:MM" UTC) has come, unless today is done already. */
    async schedule(dailyAt: string): Promise<void> {
      const at = now();
      const day = todayDay(at);
      const [hours, minutes] = dailyAt.split(':').map(Number);
      if (at < day * 86_400_000 + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000) return;
      const done = await db.selectFrom('notificationRuns').select('day').where('day', '=', fromDay(day)).executeTakeFirst();
      if (done) return;
      await queue.enqueue([{ kind: NOTIFICATIONS_DAY_JOB, key: fromDay(day) }], { ifAbsent: true });
      wake?.();
    },
  };
}

export type NotificationDay = ReturnType<typeof createNotificationDay>;
