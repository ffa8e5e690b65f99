// Staged imports expire a day after their first part (reads treat them as gone from then on):
// each new import schedules one job in the job queue for that moment, which deletes it and, on the
// way, every other expired import (those staged before these jobs existed, or whose job died).
import type { Database } from '../../db/database';
import type { NewJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/worker';
import { createImportsRepository, STAGE_LIFETIME_HOURS } from './imports.repository';

export const IMPORT_EXPIRY_JOB = 'imports.expire';

/** Past the lifetime by this much: the job's time is this server's clock, the expiry the database's. */
const CLOCK_MARGIN_MS = 60_000;

export function importExpiryJob(importId: string, now = Date.now()): NewJob {
  return { kind: IMPORT_EXPIRY_JOB, key: importId, runAt: new Date(now + STAGE_LIFETIME_HOURS * 3_600_000 + CLOCK_MARGIN_MS) };
}

export function importExpiryHandlers(db: Database): Record<string, JobHandler> {
  return {
    async [IMPORT_EXPIRY_JOB](job) {
      const repository = createImportsRepository(db);
      await repository.expire();
      // Still there: the database's clock is behind this server's; the queue retries with backoff.
      if (await repository.isStored(job.key)) throw new Error(`Staged import ${job.key} has not expired yet by the database's clock.`);
    },
  };
}
