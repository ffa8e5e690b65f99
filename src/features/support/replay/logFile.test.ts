import { sealLogFile } from '../logChecksum';
import { OPERATION_LOG_FORMAT, OperationLog, type LoggedOperation } from '../operationLog';
import { loggedOperation } from '../testing/loggedOperation';
import { MAX_LOG_FILE_BYTES, readOperationLog } from './logFile';

const operation = loggedOperation();

async function logText(operations: LoggedOperation[] = [operation], patch: Record<string, unknown> = {}): Promise<string> {
  const log = new OperationLog(null);
  for (const entry of operations) log.add(entry);
  return JSON.stringify({ ...(await sealLogFile(log.toFile('0.1.0', '/app/profile', new Date('2026-11-24T12:00:00Z')))), ...patch }, null, 2);
}

async function problemOf(text: string): Promise<string> {
  const reading = await readOperationLog(text);
  if (reading.ok) throw new Error('expected the log to be refused');
  return reading.message;
}

describe('readOperationLog', () => {
  it('reads a log as the app downloads it', async () => {
    const reading = await readOperationLog(await logText());
    expect(reading).toEqual({ ok: true, log: expect.objectContaining({ format: OPERATION_LOG_FORMAT, route: '/app/profile', operations: [operation] }) });
  });

  it('says a log cut short is cut off', async () => {
    const text = await logText();
    expect(await problemOf(text.slice(0, text.length / 2))).toMatch(/cut off: the file ends before the log does/);
  });

  it('says an edited log was changed after it was downloaded', async () => {
    const text = (await logText()).replace('"durationMs": 12', '"durationMs": 13');
    expect(await problemOf(text)).toMatch(/changed after it was downloaded: its checksum does not match/);
  });

  it('refuses a log without a checksum', async () => {
    const { checksum: _dropped, ...rest } = JSON.parse(await logText()) as Record<string, unknown>;
    expect(await problemOf(JSON.stringify(rest))).toMatch(/no checksum/);
  });

  it('refuses an oversized file before reading it', async () => {
    expect(await problemOf(' '.repeat(MAX_LOG_FILE_BYTES + 1))).toMatch(/^This file is 6\.0 MB; an operation log the app writes is at most 6\.0 MB/);
  });

  it('says a log of a newer format needs a newer app', async () => {
    expect(await problemOf(await logText([operation], { version: 2 }))).toMatch(/format version 2, by a newer app than this replay \(it reads version 1\)/);
  });

  it('refuses files that are not operation logs', async () => {
    expect(await problemOf('{"hello": "world"}')).toMatch(/not an operation log/);
    expect(await problemOf('')).toMatch(/empty/);
    expect(await problemOf('{"format": }')).toMatch(/not valid JSON/);
  });

  it('names a recorded operation that cannot be replayed', async () => {
    const broken = { ...operation, operationType: 'bogus' } as unknown as LoggedOperation;
    expect(await problemOf(await logText([operation, broken]))).toBe('Operation 2 of this log cannot be replayed: its type is not query, mutation or subscription.');
  });
});
