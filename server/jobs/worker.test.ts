import { sql } from 'kysely';
import type { Database } from '../db/database';
import { useMigratedDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';
import { createJobQueue, type Job, type JobQueue } from './queue';
import { createJobWorker, type JobLogger, type JobWorker } from './worker';

function recordingLogger() {
  const lines: { level: 'warn' | 'error'; obj: object; msg: string }[] = [];
  const logger: JobLogger = {
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { logger, lines };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with what `check` returns once it is truthy; fails the test after `ms`. */
async function eventually<T>(check: () => T | undefined | false, ms = 1500): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not true within ${ms} ms.`);
    await sleep(5);
  }
}

const rows = (db: Database) => db.selectFrom('jobs').selectAll().orderBy('id').execute();

describe.each(testDatabases)('job worker on %s', (kind) => {
  const database = useMigratedDatabase(kind, { emptiedBeforeEach: ['jobs'] });
  let worker: JobWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it('drains the due jobs in order and leaves the later ones', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([
      { kind: 'prices', key: 'second', runAt: new Date(Date.now() - 1000) },
      { kind: 'prices', key: 'later', runAt: new Date(Date.now() + 3600_000) },
      { kind: 'fx', key: 'first', runAt: new Date(Date.now() - 2000) },
    ]);
    const ran: string[] = [];
    const record = async (job: Job) => void ran.push(job.key);
    worker = createJobWorker({ queue, handlers: { prices: record, fx: record } });

    await worker.drain();

    expect(ran).toEqual(['first', 'second']);
    expect((await rows(database.db)).map((row) => row.key)).toEqual(['later']);
  });

  it('retries a failed job later, not at once, and logs the failure', async () => {
    const queue = createJobQueue(database.db, { baseMs: 60_000 });
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    const { logger, lines } = recordingLogger();
    let calls = 0;
    worker = createJobWorker({
      queue,
      logger,
      handlers: {
        prices: async () => {
          calls += 1;
          if (calls === 1) throw new Error('provider timed out');
        },
      },
    });

    await worker.drain();
    expect(calls).toBe(1);
    expect(lines).toEqual([{ level: 'warn', obj: { kind: 'prices', key: 'AAPL', attempts: 1, err: 'provider timed out' }, msg: 'Job failed' }]);
    expect(await queue.counts()).toEqual({ due: 0, scheduled: 1, running: 0, dead: 0 });

    await database.db.updateTable('jobs').set({ runAt: sql<Date>`now()` }).execute();
    await worker.drain();
    expect(calls).toBe(2);
    expect(await rows(database.db)).toEqual([]);
  });

  it('fails a job of a kind nobody handles', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([{ kind: 'mystery', key: 'x' }]);
    worker = createJobWorker({ queue, handlers: {} });

    await worker.drain();

    expect(await rows(database.db)).toEqual([expect.objectContaining({ attempts: 1, lastError: 'No handler for job kind "mystery".' })]);
    expect(await queue.counts()).toMatchObject({ due: 0, scheduled: 1 });
  });

  it('given kinds, claims and waits for only those, leaving the others untouched', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([
      { kind: 'prices', key: 'AAPL' },
      { kind: 'cleanup', key: 'soon', runAt: new Date(Date.now() + 3600_000) },
    ]);
    const ran: string[] = [];
    worker = createJobWorker({ queue, handlers: { cleanup: async (job) => void ran.push(job.key) }, kinds: ['cleanup'] });

    await worker.drain();

    expect(ran).toEqual([]);
    expect(await rows(database.db)).toEqual([expect.objectContaining({ key: 'AAPL', attempts: 0, lastError: null }), expect.objectContaining({ key: 'soon' })]);
    // The due job of another kind is not what the worker waits for: its next run is the hour away.
    expect((await queue.msUntilNextRun(['cleanup']))!).toBeGreaterThan(3500_000);
  });

  it('runs up to `concurrency` handlers at once', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue(['A', 'B', 'C', 'D', 'E'].map((key) => ({ kind: 'prices', key })));
    let running = 0;
    let most = 0;
    worker = createJobWorker({
      queue,
      concurrency: 2,
      handlers: {
        prices: async () => {
          most = Math.max(most, ++running);
          await sleep(20);
          running -= 1;
        },
      },
    });

    await worker.drain();

    expect(most).toBe(2);
    expect(await rows(database.db)).toEqual([]);
  });

  it('stops claiming on stop() and resolves once the running handler has finished', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    const started = deferred();
    const release = deferred();
    worker = createJobWorker({
      queue,
      idlePollMs: 50,
      handlers: {
        prices: async () => {
          started.resolve();
          await release.promise;
        },
      },
    });
    worker.start();
    await started.promise;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await queue.enqueue([{ kind: 'prices', key: 'MSFT' }]);
    await sleep(100);
    expect(stopped).toBe(false);

    release.resolve();
    await stopping;
    // AAPL was completed before stop() resolved; MSFT, enqueued after stop(), was never taken.
    expect((await rows(database.db)).map((row) => [row.key, row.attempts])).toEqual([['MSFT', 0]]);
    await expect(worker.stop()).resolves.toBeUndefined();
  });

  it('sleeps while idle until woken, then runs the new job at once', async () => {
    const queue = createJobQueue(database.db);
    const asleep = deferred();
    // Observes the worker: it asks when the next job is due right before it goes to sleep.
    const observed: JobQueue = {
      ...queue,
      msUntilNextRun: async () => {
        const ms = await queue.msUntilNextRun();
        setImmediate(asleep.resolve);
        return ms;
      },
    };
    const ran: string[] = [];
    worker = createJobWorker({ queue: observed, idlePollMs: 10_000, handlers: { prices: async (job) => void ran.push(job.key) } });
    worker.start();
    await asleep.promise;

    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);
    await sleep(150);
    expect(ran).toEqual([]); // still asleep: nothing told it

    const woken = Date.now();
    worker.wake();
    await eventually(() => ran.length === 1);
    expect(Date.now() - woken).toBeLessThan(1000);
  });

  it('wakes by itself when the next job becomes due', async () => {
    const queue = createJobQueue(database.db);
    const ran: number[] = [];
    worker = createJobWorker({ queue, idlePollMs: 10_000, handlers: { prices: async () => void ran.push(Date.now()) } });
    const due = Date.now() + 300;
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', runAt: new Date(due) }]);
    worker.start();

    const [at] = await eventually(() => ran.length > 0 && ran);
    expect(at).toBeGreaterThanOrEqual(due - 50);
    expect(at).toBeLessThan(due + 1000);
  });

  it('runs a job again after its current run when it is enqueued during that run', async () => {
    const queue = createJobQueue(database.db);
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { v: 1 } }]);
    const seen: unknown[] = [];
    const first = deferred();
    const release = deferred();
    worker = createJobWorker({
      queue,
      idlePollMs: 10_000,
      handlers: {
        prices: async (job) => {
          seen.push(job.payload);
          first.resolve();
          await release.promise;
        },
      },
    });
    worker.start();
    await first.promise;
    await queue.enqueue([{ kind: 'prices', key: 'AAPL', payload: { v: 2 } }]);
    release.resolve();

    await eventually(() => seen.length === 2);
    expect(seen).toEqual([{ v: 1 }, { v: 2 }]);
  });

  it('logs queue errors and retries until the database answers again, without throwing', async () => {
    const queue = createJobQueue(database.db);
    const { logger, lines } = recordingLogger();
    const ran: string[] = [];
    worker = createJobWorker({ queue, logger, idlePollMs: 20, handlers: { prices: async (job) => void ran.push(job.key) } });
    // The table gone stands for a database that fails every query.
    await sql`alter table jobs rename to jobs_away`.execute(database.db);
    try {
      worker.start();
      await eventually(() => lines.length >= 2);
      await expect(worker.drain()).rejects.toThrow(/jobs/);
    } finally {
      await sql`alter table jobs_away rename to jobs`.execute(database.db);
    }
    await queue.enqueue([{ kind: 'prices', key: 'AAPL' }]);

    await eventually(() => ran.length === 1);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.level === 'error' && line.msg === 'Job queue unavailable')).toBe(true);
  });
});
