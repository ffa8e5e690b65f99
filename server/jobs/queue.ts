// A job queue in the `jobs` table: pg-boss cannot run on PGlite, so this is the small subset the
// market layer needs. Every operation is one statement (no transaction held across calls: PGlite
// is a single connection), and every time comparison uses the database's now(), so several server
// processes on one PostgreSQL agree on what is due whatever their own clocks say.
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  key: string;
  payload: P;
  /** This run's number, from 1; also the token that proves the lease is still this run's. */
  attempts: number;
}

export interface NewJob {
  kind: string;
  key: string;
  payload?: unknown;
  /** When it becomes due; the database's now() when omitted. */
  runAt?: Date;
}

export interface JobCounts {
  due: number;
  scheduled: number;
  running: number;
  dead: number;
}

export interface JobQueueOptions {
  /** How long a claimed job is reserved for its runner before another may take it. */
  leaseMs?: number;
  /** Attempts before a job is left dead (failed_at set). */
  maxAttempts?: number;
  /** Backoff after the first failed attempt; doubles with each further attempt. */
  baseMs?: number;
  maxBackoffMs?: number;
}

export interface EnqueueOptions {
  /**
   * Leave a job that already exists as it is (waiting, running, backing off or dead): for work
   * asked for on every request, which must not reset a failing job's backoff or revive a dead one.
   */
  ifAbsent?: boolean;
}

export interface JobQueue {
  enqueue(jobs: readonly NewJob[], options?: EnqueueOptions): Promise<void>;
  claim(limit: number, kinds?: readonly string[]): Promise<Job[]>;
  complete(job: Job): Promise<void>;
  fail(job: Job, error: unknown): Promise<void>;
  counts(): Promise<JobCounts>;
  /** The earliest run_at of a job waiting to run (not dead, not running), or null. */
  nextRunAt(): Promise<Date | null>;
  /** Milliseconds until nextRunAt (of these kinds only, when given) by the database's clock (<= 0: due now), or null. */
  msUntilNextRun(kinds?: readonly string[]): Promise<number | null>;
}

const MAX_ERROR_CHARS = 2000;

type JobsExpressions = ExpressionBuilder<DB, 'jobs'>;

const now = sql<Date>`now()`;
// Typed as text only because schema.ts writes locked_until and failed_at as strings.
const nowPlus = (ms: number) => sql<string>`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/** Neither dead nor held by a live lease (an expired lease means its runner died). */
const waiting = (eb: JobsExpressions) =>
  eb.and([eb('failedAt', 'is', null), eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)])]);

/** Collapses repeats of one (kind, key): the latest payload, the earliest time. */
function dedupe(jobs: readonly NewJob[]): { kind: string; key: string; payload: unknown; runAts: (Date | undefined)[] }[] {
  const byKey = new Map<string, { kind: string; key: string; payload: unknown; runAts: (Date | undefined)[] }>();
  for (const job of jobs) {
    const id = JSON.stringify([job.kind, job.key]);
    const seen = byKey.get(id);
    if (seen) {
      seen.payload = job.payload;
      seen.runAts.push(job.runAt);
    } else {
      byKey.set(id, { kind: job.kind, key: job.key, payload: job.payload, runAts: [job.runAt] });
    }
  }
  return [...byKey.values()];
}

// The earliest is picked by the database because an omitted time means its now(), not ours.
const earliest = (runAts: (Date | undefined)[]): Expression<Date> =>
  sql<Date>`least(${sql.join(runAts.map((at) => (at ? sql`${at}::timestamptz` : now)))})`;

export function backoffMs(attempts: number, options: { baseMs: number; maxBackoffMs: number }, random = Math.random): number {
  const plain = Math.min(options.baseMs * 2 ** Math.max(0, attempts - 1), options.maxBackoffMs);
  // Jitter spreads the retries of jobs that failed together (a provider outage) over time.
  return Math.round(plain * (1 + 0.1 * random()));
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_CHARS ? `${message.slice(0, MAX_ERROR_CHARS - 1)}…` : message;
}

export function createJobQueue(db: Database, options: JobQueueOptions = {}): JobQueue {
  const { leaseMs = 5 * 60_000, maxAttempts = 8, baseMs = 30_000, maxBackoffMs = 6 * 3600_000 } = options;

  return {
    async enqueue(jobs, { ifAbsent = false } = {}) {
      if (jobs.length === 0) return;
      // One statement may not update a row twice, hence the dedupe.
      const rows = dedupe(jobs).map((job) => ({
        kind: job.kind,
        key: job.key,
        payload: JSON.stringify(job.payload ?? {}),
        runAt: earliest(job.runAts),
      }));
      await db
        .insertInto('jobs')
        .values(rows)
        .onConflict((oc) => {
          if (ifAbsent) return oc.columns(['kind', 'key']).doNothing();
          return oc.columns(['kind', 'key']).doUpdateSet((eb) => {
            const running = sql<boolean>`${eb.ref('jobs.lockedUntil')} > now()`;
            const dead = eb('jobs.failedAt', 'is not', null);
            return {
              payload: eb.ref('excluded.payload'),
              // A running job keeps its lease and runs once more when it completes; any other
              // starts afresh (a dead one comes back to life), no later than already planned.
              rerun: eb.case().when(running).then(true).else(eb.ref('jobs.rerun')).end(),
              runAt: eb
                .case()
                .when(running)
                .then(eb.ref('jobs.runAt'))
                .when(dead)
                .then(eb.ref('excluded.runAt'))
                .else(sql<Date>`least(${eb.ref('jobs.runAt')}, ${eb.ref('excluded.runAt')})`)
                .end(),
              attempts: eb.case().when(running).then(eb.ref('jobs.attempts')).else(0).end(),
              failedAt: eb.case().when(running).then(eb.ref('jobs.failedAt')).else(null).end(),
              updatedAt: now,
            };
          });
        })
        .execute();
    },

    async claim(limit, kinds) {
      if (limit <= 0 || kinds?.length === 0) return [];
      // `skip locked`: a concurrent claimer passes over the rows this one is taking instead of
      // waiting for them (and then finding them taken), so each gets a full, disjoint batch.
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where((eb) => eb.and([waiting(eb), eb('runAt', '<=', now), ...(kinds ? [eb('kind', 'in', kinds)] : [])]))
        .orderBy('runAt')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({ lockedUntil: nowPlus(leaseMs), attempts: eb('attempts', '+', 1), updatedAt: now }))
        .where('id', 'in', due)
        .returning(['id', 'kind', 'key', 'payload', 'attempts', 'runAt'])
        .execute();
      // `update ... returning` promises no order.
      rows.sort((a, b) => new Date(a.runAt).getTime() - new Date(b.runAt).getTime() || a.id - b.id);
      return rows.map(({ id, kind, key, payload, attempts }) => ({ id, kind, key, payload, attempts }));
    },

    async complete(job) {
      // Two statements, in this order: an enqueue that lands between them either sees the row
      // gone (and inserts a fresh one) or has set rerun before the update reads it. The attempts
      // check leaves alone a job whose lease ran out and which another runner has taken since.
      const deleted = await db.deleteFrom('jobs').where('id', '=', job.id).where('attempts', '=', job.attempts).where('rerun', '=', false).executeTakeFirst();
      if (deleted.numDeletedRows > 0n) return;
      await db
        .updateTable('jobs')
        .set({ rerun: false, lockedUntil: null, runAt: now, attempts: 0, updatedAt: now })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .where('rerun', '=', true)
        .execute();
    },

    async fail(job, error) {
      const retry = job.attempts < maxAttempts;
      await db
        .updateTable('jobs')
        .set({
          lastError: errorMessage(error),
          // The retry covers an enqueue that came during the run.
          rerun: false,
          lockedUntil: null,
          ...(retry ? { runAt: nowPlus(backoffMs(job.attempts, { baseMs, maxBackoffMs })) } : { failedAt: sql<string>`now()` }),
          updatedAt: now,
        })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempts)
        .execute();
    },

    async counts() {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => {
          const alive = eb('failedAt', 'is', null);
          const running = eb.and([alive, eb('lockedUntil', '>', now)]);
          return [
            eb.fn.countAll<number>().filterWhere((eb) => eb.and([waiting(eb), eb('runAt', '<=', now)])).as('due'),
            eb.fn.countAll<number>().filterWhere((eb) => eb.and([waiting(eb), eb('runAt', '>', now)])).as('scheduled'),
            eb.fn.countAll<number>().filterWhere(running).as('running'),
            eb.fn.countAll<number>().filterWhere(eb.not(alive)).as('dead'),
          ];
        })
        .executeTakeFirstOrThrow();
      return { due: Number(row.due), scheduled: Number(row.scheduled), running: Number(row.running), dead: Number(row.dead) };
    },

    async nextRunAt() {
      const row = await db.selectFrom('jobs').select((eb) => eb.fn.min('runAt').as('at')).where(waiting).executeTakeFirst();
      return row?.at ? new Date(row.at) : null;
    },

    async msUntilNextRun(kinds) {
      if (kinds?.length === 0) return null;
      const row = await db
        .selectFrom('jobs')
        .select(sql<number | null>`extract(epoch from min(run_at) - now()) * 1000`.as('ms'))
        .where((eb) => eb.and([waiting(eb), ...(kinds ? [eb('kind', 'in', kinds)] : [])]))
        .executeTakeFirst();
      return row?.ms == null ? null : Number(row.ms);
    },
  };
}
