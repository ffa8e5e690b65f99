import { ApolloLink, gql } from '@apollo/client';
import { firstValueFrom, of, throwError, toArray } from 'rxjs';
import { logChecksum, sealLogFile } from './logChecksum';
import { LOG_WRITE_DELAY_MS, MAX_OPERATIONS, OPERATION_LOG_FORMAT, OPERATION_LOG_VERSION, OperationLog } from './operationLog';
import { createOperationLogLink } from './operationLogLink';
import { REDACTED } from './redact';
import { loggedOperation } from './testing/loggedOperation';

const entry = loggedOperation;

const AUDIT = gql`
  mutation AuditUser($auditInput: AuditInput) {
    auditUser(auditInput: $auditInput) {
      _id
      email
    }
  }
`;

function run(link: ApolloLink, terminating: ApolloLink) {
  return firstValueFrom(
    ApolloLink.execute(ApolloLink.from([link, terminating]), { query: AUDIT, variables: { auditInput: { name: 'Ada', email: 'ada@example.com' } } }, { client: {} as never }).pipe(toArray()),
  );
}

describe('OperationLog', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the newest operations within its bounds, and survives a reload through session storage', () => {
    const log = new OperationLog(sessionStorage);
    for (let i = 0; i < MAX_OPERATIONS + 5; i++) log.add(entry({ durationMs: i }));
    expect(log.operations()).toHaveLength(MAX_OPERATIONS);
    expect(log.operations()[0]!.durationMs).toBe(5);
    log.add(entry({ durationMs: 999 }));
    // Leaving the page writes what is still waiting.
    window.dispatchEvent(new Event('pagehide'));
    const reloaded = new OperationLog(sessionStorage);
    expect(reloaded.operations().at(-1)!.durationMs).toBe(999);
    expect(reloaded.operations()).toEqual(log.operations());
  });

  it('redacts and stores new operations together, a moment later', () => {
    jest.useFakeTimers();
    try {
      const log = new OperationLog(sessionStorage);
      log.add(entry({ durationMs: 1 }));
      log.add(entry({ durationMs: 2 }));
      expect(new OperationLog(sessionStorage).operations()).toEqual([]);
      jest.advanceTimersByTime(LOG_WRITE_DELAY_MS);
      expect(new OperationLog(sessionStorage).operations().map((op) => op.durationMs)).toEqual([1, 2]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the oldest operations when the log grows past its size', () => {
    const log = new OperationLog(null);
    const big = 'x'.repeat(600_000);
    for (let i = 0; i < 5; i++) log.add(entry({ data: { big }, durationMs: i }));
    expect(log.operations().map((op) => op.durationMs)).toEqual([2, 3, 4]);
  });

  it('is cleared with its stored copy', () => {
    const log = new OperationLog(sessionStorage);
    log.add(entry());
    log.clear();
    expect(log.operations()).toEqual([]);
    expect(new OperationLog(sessionStorage).operations()).toEqual([]);
  });

  it('writes the documented file format', () => {
    const log = new OperationLog(null);
    log.add(entry());
    expect(log.toFile('1.2.3', '/app/profile', new Date('2026-11-24T12:00:00Z'))).toEqual({
      format: OPERATION_LOG_FORMAT,
      version: OPERATION_LOG_VERSION,
      appVersion: '1.2.3',
      exportedAt: '2026-11-24T12:00:00.000Z',
      route: '/app/profile',
      operations: [entry()],
    });
  });
});

describe('sealLogFile', () => {
  it('adds the SHA-256 of the content, which changes with any edit', async () => {
    const log = new OperationLog(null);
    log.add(entry());
    const file = await sealLogFile(log.toFile('1.2.3', '/app/profile', new Date('2026-11-24T12:00:00Z')));
    expect(file.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await logChecksum(file)).toBe(file.checksum);
    const edited = { ...file, operations: [{ ...file.operations[0]!, durationMs: 13 }] };
    expect(await logChecksum(edited)).not.toBe(file.checksum);
  });
});

describe('createOperationLogLink', () => {
  it('records each result with its name, type, variables, status and route, secrets removed, passing it on unchanged', async () => {
    const log = new OperationLog(null);
    const answer = { data: { auditUser: { _id: 'u1', email: 'ada@example.com' } } };
    const terminating = new ApolloLink((operation) => {
      operation.setContext({ response: { status: 200 } });
      return of(answer);
    });
    const results = await run(createOperationLogLink(log, () => '/app/profile'), terminating);
    expect(results).toEqual([answer]);
    expect(log.operations()).toEqual([
      expect.objectContaining({
        operationName: 'AuditUser',
        operationType: 'mutation',
        route: '/app/profile',
        variables: { auditInput: { name: 'Ada', email: REDACTED } },
        data: { auditUser: { _id: 'u1', email: REDACTED } },
        httpStatus: 200,
      }),
    ]);
    expect(JSON.stringify(log.operations())).not.toContain('ada@example.com');
  });

  it('records a failed request with its message and status', async () => {
    const log = new OperationLog(null);
    const failure = Object.assign(new Error('Request failed'), { statusCode: 502 });
    const terminating = new ApolloLink(() => throwError(() => failure));
    await expect(run(createOperationLogLink(log, () => '/app/'), terminating)).rejects.toBe(failure);
    expect(log.operations()).toEqual([expect.objectContaining({ operationName: 'AuditUser', networkError: { message: 'Request failed', statusCode: 502 }, httpStatus: 502 })]);
  });
});
