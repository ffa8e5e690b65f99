/** Saves the operation log as one JSON file (the format in operationLog.ts), for support staff. */
import type { ApolloClient } from '@apollo/client';
import { getRuntimeConfig } from '../../app/runtimeConfig';
import { sealLogFile } from './logChecksum';
import { operationLog } from './operationLog';

function appVersion(): string {
  try {
    return getRuntimeConfig().version;
  } catch {
    return 'unknown';
  }
}

/** `client`'s cache goes into the file too, so the replay opens on what the user saw last. */
export async function downloadOperationLog(client: ApolloClient, now: Date = new Date()): Promise<void> {
  const file = await sealLogFile(operationLog.toFile(appVersion(), window.location.pathname, now, client.cache.extract()));
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `operation-log-${now.toISOString().replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
