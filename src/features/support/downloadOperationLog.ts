/** Saves the operation log as one JSON file (the format in operationLog.ts), for support staff. */
import { getRuntimeConfig } from '../../app/runtimeConfig';
import { operationLog } from './operationLog';

function appVersion(): string {
  try {
    return getRuntimeConfig().version;
  } catch {
    return 'unknown';
  }
}

export function downloadOperationLog(now: Date = new Date()): void {
  const file = operationLog.toFile(appVersion(), window.location.pathname, now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `operation-log-${now.toISOString().replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
