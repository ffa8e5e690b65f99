/**
 * The engine's worker pool: engine jobs (engineJobs.ts) that would hold the event loop run in
 * worker threads (piscina), so one user's cold ledger or long series never stalls another user's
 * requests. Each user has a bounded share: a user's pooled jobs run one at a time, the rest wait
 * in that user's queue, and users with waiting jobs take turns for free workers. A job estimated
 * to cost less than sending it runs in-process at once; with no workers (ENGINE_WORKERS=0) every
 * job does. Either way the same function computes it, so the figures are the same.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { projectPath } from '../paths';
import { runEngineTask, type EngineJobInput, type EngineJobName, type EngineJobOutput, type EngineTask } from './engineJobs';

/** Below this estimated cost a job runs in-process: a round trip to a worker costs about as much. */
export const INLINE_BELOW_MICROSECONDS = 2_000;

/** The pool size by default: the cores, at least 2 (a user never holds every worker), at most 4. */
export const defaultEngineWorkers = (): number => Math.min(4, Math.max(2, os.availableParallelism()));

/** A worker thread is stopped after this long without a job (its memory goes with it). */
const IDLE_MS = 2_000;

export interface EngineJobOptions {
  /** Whose job: a user's pooled jobs run one at a time. */
  readonly uid: string;
  /** Estimated cost in microseconds of main-thread time if run in-process. */
  readonly cost: number;
  /** Objects moved to the worker rather than copied (a MessagePort a job reads from). */
  readonly transfer?: readonly TransferListItem[];
}

export interface EnginePool {
  run<N extends EngineJobName>(job: N, input: EngineJobInput<N>, options: EngineJobOptions): Promise<EngineJobOutput<N>>;
  /** Whether a job of this cost would run in a worker (not in-process). */
  pools(cost: number): boolean;
  /** For /healthz: the pool's size, jobs run so far in-process and in workers, and jobs running and waiting now. */
  health(): { workers: number; inline: number; pooled: number; running: number; waiting: number };
  close(): Promise<void>;
}

interface Waiting {
  readonly task: EngineTask;
  readonly transfer: readonly TransferListItem[] | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Workers load the TypeScript sources through tsx, whether or not this process was started with it (Jest is not). */
function workerExecArgv(): string[] {
  const tsx = createRequire(projectPath('package.json')).resolve('tsx');
  return ['--import', pathToFileURL(tsx).href];
}

export interface EnginePoolOptions {
  /** Worker threads; 0 runs every job in-process. */
  readonly workers: number;
  /** Runs a pooled job instead of a worker thread (tests of the scheduling). */
  readonly runner?: (task: EngineTask) => Promise<unknown>;
}

export function createEnginePool({ workers, runner }: EnginePoolOptions): EnginePool {
  const counts = { inline: 0, pooled: 0 };
  let piscina: Piscina | null = null;
  const threads = () =>
    (piscina ??= new Piscina({
      filename: pathToFileURL(projectPath('server/engine/engineWorker.ts')).href,
      name: 'runEngineTask',
      minThreads: 0,
      maxThreads: workers,
      idleTimeout: IDLE_MS,
      concurrentTasksPerWorker: 1,
      execArgv: workerExecArgv(),
    }));

  // Users' waiting jobs; the next free worker goes to the user served longest ago (turns).
  const queues = new Map<string, Waiting[]>();
  const servedAt = new Map<string, number>();
  let served = 0;
  const busy = new Set<string>();
  let running = 0;
  let closed = false;

  function pump(): void {
    while (running < workers) {
      let uid: string | undefined;
      for (const candidate of queues.keys()) {
        if (!busy.has(candidate) && (uid === undefined || (servedAt.get(candidate) ?? -1) < (servedAt.get(uid) ?? -1))) uid = candidate;
      }
      if (uid === undefined) return;
      const queue = queues.get(uid)!;
      const next = queue.shift()!;
      if (queue.length === 0) queues.delete(uid);
      // Kept for users with jobs in flight or waiting only, so it stays as small as the queues.
      servedAt.set(uid, served++);
      busy.add(uid);
      running++;
      counts.pooled++;
      (runner ? runner(next.task) : threads().run(next.task, next.transfer ? { transferList: [...next.transfer] } : {}))
        .then(next.resolve, next.reject)
        .finally(() => {
          busy.delete(uid);
          if (!queues.has(uid)) servedAt.delete(uid);
          running--;
          pump();
        });
    }
  }

  const pools = (cost: number) => workers > 0 && cost >= INLINE_BELOW_MICROSECONDS;

  return {
    health: () => ({ workers, ...counts, running, waiting: [...queues.values()].reduce((sum, queue) => sum + queue.length, 0) }),
    async run(job, input, { uid, cost, transfer }) {
      if (closed) throw new Error('The engine pool is closed.');
      const task: EngineTask = { job, input };
      if (!pools(cost)) {
        counts.inline++;
        return runEngineTask(task) as never;
      }
      return new Promise((resolve, reject) => {
        const waiting = { task, transfer, resolve, reject };
        const queue = queues.get(uid);
        if (queue) queue.push(waiting);
        else queues.set(uid, [waiting]);
        pump();
      }) as never;
    },
    pools,
    async close() {
      closed = true;
      for (const queue of queues.values()) for (const waiting of queue) waiting.reject(new Error('The engine pool is closed.'));
      queues.clear();
      await piscina?.destroy();
    },
  };
}
