import { sql } from 'kysely';
import type { Database } from '../db/database';
import { useMigratedDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';
import { backoffMs, createJobQueue, type Job } from './queue';

const HOUR = 3600_000;
const inMs = (ms: number) => new Date(Date.now() + ms);

const rows = (db: Database) => db.selectFrom('jobs').selectAll().orderBy('id').execute();

/** Time travel: every waiting job becomes due. */
const makeDue = (db: Database) =>
  db.updateTable('jobs').set({ runAt: sql<Date>`now() - interval '1 second'` }).where('failedAt', 'is', null).execute();

/** How far ahead of the last write (updated_at is that statement's now()) the job was put off. */
async function delayMs(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select(sql<string>`extract(epoch from run_at - updated_at) * 1000`.as('ms'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.ms);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('backoffMs', () => {
  const options = { baseMs: 30_000, maxBackoffMs: 6 * HOUR };

  it('doubles from the base with each attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, options, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30, options, () => 0)).toBe(6 * HOUR);
  });

  it('adds at most 10% jitter', () => {
    expect(backoffMs(2, options, () => 1)).toBe(66_000);
    expect(backoffMs(2, options, () => 0.5)).toBe(63_000);
  });
});

describe.each(testDatabases)('job queue on %s', (kind) => {
  const database = useMigratedDatabase(kind, { emptiedBeforeEach: ['jobs'] });

  it('keeps one row per kind and key, with the latest payload and the earliest time', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([
      { kind: 'prices', key: 'AAPL', payload: { n: 1 }, runAt: inMs(2 * HOUR) },
      { kind: 'prices', key: 'AAPL', payload: { n: 2 }, runAt: inMs(HOUR) },
      { kind: 'fx', key: 'AAPL', runAt: inMs(3 * HOUR) },
    ]);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { n: 3 }, runAt: inMs(5 * HOUR) }]);

    const [prices, fx, ...others] = await rows(database.db);
    expect(others).toEqual([]);
    expect(prices).toMatchObject({ kind: 'prices', key: 'AAPL', payload: { n: 3 }, attempts: 0 });
    expect(Math.abs(prices!.runAt.getTime() - inMs(HOUR).getTime())).toBeLessThan(5000);
    expect(fx).toMatchObject({ kind: 'fx', key: 'AAPL', payload: {} });

    // No time means now: the job is due at once.
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    expect(await queue.counts()).toEqual({ due: 1, scheduled: 1, running: 0, dead: 0 });
  });

  it('claims due jobs only, oldest first, each once, of the kinds asked for', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([
      { kind: 'prices', key: 'later', runAt: inMs(HOUR) },
      { kind: 'prices', key: 'second', payload: { symbol: 'MSFT' }, runAt: inMs(-60_000) },
      { kind: 'fx', key: 'other-kind', runAt: inMs(-180_000) },
      { kind: 'prices', key: 'first', runAt: inMs(-120_000) },
    ]);

    const claimed = await queue.claim(10, ['prices']);
    expect(claimed.map((job) => job.key)).toEqual(['first', 'second']);
    expect(claimed[1]).toEqual({ id: expect.any(Number), kind: 'prices', key: 'second', payload: { symbol: 'MSFT' }, attempts: 1 });
    expect(await queue.claim(10, ['prices'])).toEqual([]);
    expect((await queue.claim(10)).map((job) => job.key)).toEqual(['other-kind']);
    expect(await queue.counts()).toEqual({ due: 0, scheduled: 1, running: 3, dead: 0 });
  });

  it('gives concurrent claimers disjoint, full batches', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue(Array.from({ length: 40 }, (_, i) => ({ kind: 'prices', key: `S${i}` })));

    const batches = await Promise.all([1, 2, 3, 4].map(() => queue.claim(10)));

    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 10, 10]);
    expect(new Set(batches.flat().map((job) => job.id)).size).toBe(40);
    expect(await queue.claim(10)).toEqual([]);
  });

  // Only PostgreSQL has a second connection: on PGlite a held transaction would block everything.
  if (kind === 'postgres') {
    it('passes over the jobs another process is claiming instead of waiting for them', async () => {
      const queue = createJobQueue(database.db);
      await queue.enqueue(Array.from({ length: 10 }, (_, i) => ({ kind: 'prices', key: `S${i}` })));

      await database.db.transaction().execute(async (trx) => {
        const held = await createJobQueue(trx).claim(5);
        const other = await Promise.race([queue.claim(10), sleep(1000).then(() => 'blocked' as const)]);
        expect(other).not.toBe('blocked');
        const otherIds = (other as Job[]).map((job) => job.id);
        expect(otherIds).toHaveLength(5);
        expect(otherIds.filter((id) => held.some((job) => job.id === id))).toEqual([]);
      });
    });
  }

  it('lets another runner take a job whose lease ran out', async () => {
    const queue = createJobQueue(database.db, { leaseMs: 100 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    const [first] = await queue.claim(1);
    expect(await queue.claim(1)).toEqual([]);

    await sleep(200);
    const [second] = await queue.claim(1);
    expect(second).toMatchObject({ id: first!.id, attempts: 2 });

    // The first runner finishing late does not remove the job the second one holds.
    await queue.complete(first!);
    expect(await rows(database.db)).toHaveLength(1);
    await queue.complete(second!);
    expect(await rows(database.db)).toEqual([]);
  });

  it('deletes a completed job', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([
      { kind: 'prices', key: 'AAPL' },
      { kind: 'prices', key: 'MSFT', runAt: inMs(HOUR) },
    ]);
    const [job] = await queue.claim(5);
    await queue.complete(job!);
    expect((await rows(database.db)).map((row) => row.key)).toEqual(['MSFT']);
  });

  it('runs a job once more when it is enqueued again while it runs', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { v: 1 } }]);
    const [running] = await queue.claim(1);

    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { v: 2 } }]);
    expect(await rows(database.db)).toEqual([expect.objectContaining({ rerun: true, attempts: 1, payload: { v: 2 } })]);
    expect(await queue.claim(1)).toEqual([]);

    await queue.complete(running!);
    expect(await rows(database.db)).toEqual([expect.objectContaining({ rerun: false, attempts: 0, lockedUntil: null })]);
    const [again] = await queue.claim(1);
    expect(again).toMatchObject({ id: running!.id, payload: { v: 2 }, attempts: 1 });
    await queue.complete(again!);
    expect(await rows(database.db)).toEqual([]);
  });

  it('puts a failed job off longer after each attempt, then leaves it dead', async () => {
    const queue = createJobQueue(database.db, { baseMs: 1000, maxBackoffMs: 3000, maxAttempts: 4 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [job] = await queue.claim(1);
      expect(job?.attempts).toBe(attempt);
      await queue.fail(job!, new Error(`boom ${attempt}`));
      expect(await queue.claim(1)).toEqual([]);
      delays.push(await delayMs(database.db, job!.id));
      await makeDue(database.db);
    }
    expect(delays[0]).toBeGreaterThanOrEqual(1000);
    expect(delays[0]).toBeLessThanOrEqual(1100);
    expect(delays[1]).toBeGreaterThanOrEqual(2000);
    expect(delays[1]).toBeLessThanOrEqual(2200);
    expect(delays[2]).toBeGreaterThanOrEqual(3000); // capped
    expect(delays[2]).toBeLessThanOrEqual(3300);

    const [last] = await queue.claim(1);
    await queue.fail(last!, 'x'.repeat(5000));
    const [dead] = await rows(database.db);
    expect(dead).toMatchObject({ attempts: 4, lockedUntil: null, failedAt: expect.any(Date) });
    expect(dead!.lastError!.length).toBeLessThanOrEqual(2000);
    expect(await queue.claim(1)).toEqual([]);
    expect(await queue.counts()).toEqual({ due: 0, scheduled: 0, running: 0, dead: 1 });
  });

  it('drops the rerun flag of a failed job: its retry covers it', async () => {
    const queue = createJobQueue(database.db, { baseMs: 60_000 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    const [job] = await queue.claim(1);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    await queue.fail(job!, new Error('provider down'));
    expect(await rows(database.db)).toEqual([expect.objectContaining({ rerun: false, lastError: 'provider down', lockedUntil: null })]);
    expect(await queue.counts()).toEqual({ due: 0, scheduled: 1, running: 0, dead: 0 });
  });

  it('brings a dead job back to life when it is enqueued again', async () => {
    const queue = createJobQueue(database.db, { maxAttempts: 1 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    const [job] = await queue.claim(1);
    await queue.fail(job!, new Error('gone'));
    expect(await queue.counts()).toMatchObject({ dead: 1 });

    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { retry: true } }]);
    // The last error stays for inspection until the next run replaces or removes it.
    expect(await rows(database.db)).toEqual([expect.objectContaining({ attempts: 0, failedAt: null, lastError: 'gone' })]);
    const [revived] = await queue.claim(1);
    expect(revived).toMatchObject({ id: job!.id, payload: { retry: true }, attempts: 1 });
  });

  it('leaves an existing job alone when asked to enqueue only if absent', async () => {
    const queue = createJobQueue(database.db, { maxAttempts: 1 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    await queue.fail((await queue.claim(1))[0]!, new Error('gone'));

    await queue.enqueue(
      [
        { kind: 'prices', key: 'AAPL', payload: { v: 2 } },
        { kind: 'prices', key: 'MSFT' },
      ],
      { ifAbsent: true },
    );

    expect((await rows(database.db)).map((row) => [row.key, row.payload, row.failedAt === null])).toEqual([
      ['AAPL', {}, false],
      ['MSFT', {}, true],
    ]);
  });

  it('counts due, scheduled, running and dead jobs, and knows when the next one is due', async () => {
    const queue = createJobQueue(database.db, { maxAttempts: 1 });
    expect(await queue.nextRunAt()).toBeNull();
    expect(await queue.msUntilNextRun()).toBeNull();

    await queue.enqueue([{ kind: 'k', key: 'dead', runAt: inMs(-3 * HOUR) }]);
    await queue.fail((await queue.claim(1))[0]!, new Error('x'));
    await queue.enqueue([{ kind: 'k', key: 'running', runAt: inMs(-2 * HOUR) }]);
    await queue.claim(1);
    const soon = inMs(HOUR);
    await queue.enqueue([
      { kind: 'k', key: 'scheduled', runAt: soon },
      { kind: 'k', key: 'scheduled-later', runAt: inMs(2 * HOUR) },
    ]);

    expect(await queue.counts()).toEqual({ due: 0, scheduled: 2, running: 1, dead: 1 });
    expect((await queue.nextRunAt())?.getTime()).toBe(soon.getTime());
    expect(Math.abs((await queue.msUntilNextRun())! - HOUR)).toBeLessThan(5000);

    await queue.enqueue([{ kind: 'k', key: 'due' }]);
    expect(await queue.counts()).toEqual({ due: 1, scheduled: 2, running: 1, dead: 1 });
    expect(await queue.msUntilNextRun()).toBeLessThanOrEqual(0);
  });

  it('returns claimed jobs with their payloads typed by the caller', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { symbols: ['AAPL'], from: '2020-01-01' } }]);
    const [job] = (await queue.claim(1)) as Job<{ symbols: string[]; from: string }>[];
    expect(job?.payload.symbols).toEqual(['AAPL']);
  });
});
