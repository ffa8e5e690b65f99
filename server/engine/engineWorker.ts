// A worker thread of the engine pool (enginePool.ts): runs one engine job at a time. Loaded by
// piscina under tsx (the pool passes `--import tsx` when the process does not have it).
import os from 'node:os';

/** How much lower than the server's the workers' CPU priority is (a nice value, 0-19). */
const WORKER_NICENESS = 5;

// Below the event loop's priority, so a long run yields the CPU to requests waiting on the main
// thread. On Linux a nice value is per thread (setpriority on the calling thread); elsewhere it
// would lower the whole server, so it is left alone there.
if (process.platform === 'linux') {
  try {
    os.setPriority(WORKER_NICENESS);
  } catch {
    // Not allowed here (a container's policy): the run is the same, only less polite.
  }
}

export { runEngineTask } from './engineJobs';
