/**
 * The operation log file's checksum (format in operationLog.ts): written at the download, checked
 * by the replay. Apart from the log itself, which every page loads, since only those two need it.
 */
import type { OperationLogFile, UnsealedLogFile } from './operationLog';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The checksum of a file's content (everything but the checksum), in the order the app writes it. */
export async function logChecksum(file: UnsealedLogFile): Promise<string> {
  const { format, version, appVersion, exportedAt, route, operations, cache } = file;
  return `sha256:${await sha256Hex(JSON.stringify({ format, version, appVersion, exportedAt, route, operations, cache }))}`;
}

export async function sealLogFile(file: UnsealedLogFile): Promise<OperationLogFile> {
  return { ...file, checksum: await logChecksum(file) };
}
