// The burst attack's requests, sent from a child process: fifty connections answered thousands of
// times a second keep an event loop busy, and on the bench's own they would delay the bystander's
// timing. From a process of its own, the bystander times the server, not the load generator.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { post } from './httpPost';

/** The argument that makes this file the burst's process. */
const BURST_CHILD = '--burst-child';

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

/** Sends the burst from a child process (this file, run through tsx like the bench). */
export function runBurst(plan: BurstPlan): Promise<BurstOutcome> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [BURST_CHILD], { execArgv: ['--import', 'tsx'] });
    child.once('message', (outcome) => {
      resolve(outcome as BurstOutcome);
      child.kill();
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && code !== null && reject(new Error(`The burst process exited with ${code}.`)));
    child.send(plan);
  });
}

if (process.argv[2] === BURST_CHILD) {
  process.once('message', (plan) => void send(plan as BurstPlan).then((outcome) => process.send!(outcome)));
}
