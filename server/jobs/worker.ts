// Runs the queue's jobs in this process: claims what is due, hands each job to the handler of its
// kind, and sleeps until the next job is due (or wake() says one was just enqueued). The loop
// never throws: a lost database is logged and retried, and a failing handler becomes a retry.
import type { Job, JobQueue } from './queue';

export type JobHandler = (job: Job) => Promise<void>;

/** The part of a pino logger the worker uses. */
export interface JobLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobWorkerOptions {
  queue: JobQueue;
  handlers: Record<string, JobHandler>;
  logger?: JobLogger;
  /** Handlers running at once. */
  concurrency?: number;
  /** The longest sleep when idle, and the wait before retrying after a queue error. */
  idlePollMs?: number;
  /** Jobs taken per claim (at most the free slots). */
  batch?: number;
  /**
   * Only these kinds are claimed (and waited for); all kinds when absent. A server that runs only
   * some of the queue's work (no market jobs) leaves the rest to servers that run it.
   */
  kinds?: readonly string[];
}

export interface JobWorker {
  start(): void;
  /** Stops claiming, waits for the running handlers, then resolves. */
  stop(): Promise<void>;
  /** Ends the idle sleep now: call it after enqueueing in this process. */
  wake(): void;
  /** Runs jobs until none is due, then resolves; for tests and the bench, without start(). */
  drain(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { queue, handlers, logger, concurrency = 1, idlePollMs = 30_000, kinds } = options;
  const batch = Math.max(1, options.batch ?? concurrency);
  if (concurrency < 1) throw new Error(`Job worker concurrency must be at least 1, got ${concurrency}.`);

  const active = new Set<Promise<void>>();
  // One per start(): stop() ends only the loop it was given, so a start() that follows a stop()
  // can never leave two loops claiming side by side.
  let current: { stopped: boolean; done: Promise<void> } | undefined;
  // A wake() that comes while the loop is busy (say, claiming) is kept for the next sleep, so an
  // enqueue racing the claim is not left waiting for the idle poll.
  let woken = false;
  let endSleep: (() => void) | undefined;

  function wake(): void {
    woken = true;
    endSleep?.();
  }

  function sleep(ms: number, run: { stopped: boolean }): Promise<void> {
    if (woken || run.stopped) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(0, ms));
      // A sleeping worker must not keep the process (or a Jest run) alive.
      timer.unref();
      function done() {
        clearTimeout(timer);
        endSleep = undefined;
        resolve();
      }
      endSleep = done;
    });
  }

  async function run(job: Job): Promise<void> {
    const handler = Object.hasOwn(handlers, job.kind) ? handlers[job.kind] : undefined;
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}".`);
      await handler(job);
    } catch (error) {
      logger?.warn({ kind: job.kind, key: job.key, attempts: job.attempts, err: message(error) }, 'Job failed');
      try {
        await queue.fail(job, error);
      } catch (queueError) {
        // The lease runs out and the job is taken again: nothing is lost.
        logger?.error({ kind: job.kind, key: job.key, err: message(queueError) }, 'Could not record the job failure');
      }
      return;
    }
    try {
      await queue.complete(job);
    } catch (queueError) {
      logger?.error({ kind: job.kind, key: job.key, err: message(queueError) }, 'Could not mark the job done');
    }
  }

  /** Starts a job in a free slot; the slot is freed (and the loop woken) when it ends. */
  function launch(job: Job): void {
    const running = run(job).finally(() => {
      active.delete(running);
      // A free slot, and perhaps a rerun made due by the completion.
      wake();
    });
    active.add(running);
  }

  async function msUntilNext(): Promise<number> {
    try {
      const ms = await queue.msUntilNextRun(kinds);
      return ms === null ? idlePollMs : Math.min(Math.max(ms, 0), idlePollMs);
    } catch (error) {
      logger?.error({ err: message(error) }, 'Job queue unavailable');
      return idlePollMs;
    }
  }

  async function runLoop(run: { stopped: boolean }): Promise<void> {
    while (!run.stopped) {
      const free = concurrency - active.size;
      if (free === 0) {
        await Promise.race(active);
        continue;
      }
      woken = false;
      const wanted = Math.min(batch, free);
      let jobs: Job[];
      try {
        jobs = await queue.claim(wanted, kinds);
      } catch (error) {
        logger?.error({ err: message(error) }, 'Job queue unavailable');
        await sleep(idlePollMs, run);
        continue;
      }
      for (const job of jobs) launch(job);
      if (jobs.length === wanted) continue;
      // Nothing more due: sleep until the next job is, a running one ends, or wake().
      const ms = await msUntilNext();
      await sleep(ms, run);
    }
    await Promise.all(active);
  }

  return {
    start() {
      if (current && !current.stopped) return;
      const previous = current?.done ?? Promise.resolve();
      const run = { stopped: false, done: Promise.resolve() };
      run.done = previous
        .then(() => runLoop(run))
        .catch((error: unknown) => {
          // Not expected (runLoop catches the queue's errors), but never an unhandled rejection.
          logger?.error({ err: message(error) }, 'Job worker stopped unexpectedly');
        });
      current = run;
    },

    async stop() {
      if (current) {
        current.stopped = true;
        endSleep?.();
        await current.done;
      }
      // Also the jobs of a drain() in progress.
      await Promise.all(active);
    },

    wake,

    async drain() {
      for (;;) {
        const jobs = await queue.claim(Math.min(batch, concurrency), kinds);
        if (jobs.length === 0) return;
        for (const job of jobs) launch(job);
        await Promise.all(active);
      }
    },
  };
}
