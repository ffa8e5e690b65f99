// The burst attack's requests, sent from a worker thread: fifty connections answered thousands of
// times a second keep an event loop busy, and on the bench's main thread they would delay the
// bystander's own timing. From a worker, the bystander times the server, not the load generator.
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { post } from './httpPost';

export interface BurstPlan {
  url: string;
  body: string;
  total: number;
  parallel: number;
  localAddress: string;
}

export interface BurstOutcome {
  byStatus: Record<number, number>;
  times: number[];
  failed: number;
  seconds: number;
}

async function send({ url, body, total, parallel, localAddress }: BurstPlan): Promise<BurstOutcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel });
  const byStatus: Record<number, number> = {};
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        next++;
        try {
          const answer = await post(url, body, {}, { localAddress, agent });
          byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
          times.push(answer.ms);
        } catch {
          failed++;
        }
      }
    }),
  );
  agent.destroy();
  return { byStatus, times, failed, seconds: (performance.now() - started) / 1000 };
}

/** Sends the burst from a worker thread (this file, loaded through tsx like the bench). */
export function runBurst(plan: BurstPlan): Promise<BurstOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: plan, execArgv: ['--import', 'tsx'] });
    worker.once('message', (outcome: BurstOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void send(workerData as BurstPlan).then((outcome) => port.postMessage(outcome));
}
