import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeImportWorkers, type FakeImportWorker } from '../worker/fakeImportWorker';
import type { ImportFileInfo, ImportPreviewRow } from './importPreview';
import { ImportCancelledError, WORKER_FAILED_MESSAGE, parseInWorker } from './parseInWorker';
import { MAX_IMPORT_BYTES } from './parseImportFile';
import { useImportParser } from './useImportParser';

const FLEX = [
  'CurrencyPrimary,Symbol,TradeDate,Quantity,TradePrice,Buy/Sell,ISIN,Multiplier,TradeID',
  'USD,VTI,20230403,17,204.3473,BUY,US9229087690,1,1234567890',
].join('\n');

const csvFile = (text: string, name = 'trades.csv') => new File([text], name, { type: 'text/csv' });
// Made in the test's realm (TextEncoder's own arrays come from Node's), so toEqual can match it.
const flexBytes = () => Uint8Array.from(new TextEncoder().encode(FLEX));

describe('parseInWorker', () => {
  it('relays progress and settles with the result, then ends the worker', async () => {
    const workers = fakeImportWorkers();
    const progress: number[] = [];
    const job = parseInWorker(workers.create, flexBytes(), 'flex.csv', {}, (f) => progress.push(f));
    const result = await job.result;
    expect(result.kind === 'preview' && result.preview.rows.map((r) => r.transaction?.ticker)).toEqual(['VTI']);
    expect(progress.at(-1)).toBe(1);
    expect(workers.made[0]?.requests).toEqual([{ type: 'parse', file: expect.any(Uint8Array), name: 'flex.csv', options: {} }]);
    expect(workers.made[0]?.terminated).toBe(true);
  });

  it('puts together rows sent in parts ahead of the result', async () => {
    const workers = fakeImportWorkers({ answers: false });
    const job = parseInWorker(workers.create, flexBytes(), 'flex.csv', {});
    const worker = workers.made[0] as FakeImportWorker;
    const row = (n: number): ImportPreviewRow => ({ row: n, status: 'ok', messages: [], transaction: null, written: null });
    worker.deliver({ type: 'rows', rows: [row(2), row(3)] });
    worker.deliver({ type: 'rows', rows: [row(4)] });
    const counts = { rows: 3, ok: 3, problem: 0, skipped: 0, alreadyImported: 0 };
    const file: ImportFileInfo = { name: 'flex.csv', size: 1, format: 'csv', reader: 'ibkrFlex', encoding: 'utf-8', sheetName: null, notices: [] };
    worker.deliver({ type: 'result', result: { kind: 'preview', preview: { file, mapping: null, rows: [], counts } } });
    const result = await job.result;
    expect(result.kind === 'preview' && result.preview.rows.map((r) => r.row)).toEqual([2, 3, 4]);
  });

  it('rejects with the message of a file it cannot read', async () => {
    const workers = fakeImportWorkers();
    await expect(parseInWorker(workers.create, new Uint8Array(0), 'empty.csv', {}).result).rejects.toThrow('The file is empty.');
  });

  it('cancels by terminating the worker', async () => {
    const workers = fakeImportWorkers();
    const job = parseInWorker(workers.create, flexBytes(), 'flex.csv', {});
    job.cancel();
    await expect(job.result).rejects.toBeInstanceOf(ImportCancelledError);
    expect(workers.made[0]?.terminated).toBe(true);
  });

  it('rejects when the worker itself fails', async () => {
    const workers = fakeImportWorkers();
    const job = parseInWorker(workers.create, flexBytes(), 'flex.csv', {});
    workers.made[0]?.onerror?.(new ErrorEvent('error', { message: 'SyntaxError', cancelable: true }));
    await expect(job.result).rejects.toThrow(WORKER_FAILED_MESSAGE);
  });
});

describe('useImportParser', () => {
  it('goes from idle through parsing to done with the preview', async () => {
    const workers = fakeImportWorkers();
    const { result } = renderHook(() => useImportParser(workers.create));
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => result.current.parse(csvFile(FLEX, 'flex.csv')));
    expect(result.current.state).toEqual({ status: 'parsing', fileName: 'flex.csv', progress: 0 });
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const { state } = result.current;
    expect(state.status === 'done' && state.result.kind === 'preview' && state.result.preview.counts).toMatchObject({ ok: 1 });
  });

  it('reports progress while parsing', () => {
    const workers = fakeImportWorkers({ answers: false });
    const { result } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(csvFile(FLEX)));
    const worker = workers.made[0] as FakeImportWorker;
    act(() => worker.deliver({ type: 'progress', fraction: 0.4 }));
    expect(result.current.state).toEqual({ status: 'parsing', fileName: 'trades.csv', progress: 0.4 });
    act(() => worker.deliver({ type: 'progress', fraction: 0.9 }));
    expect(result.current.state).toEqual({ status: 'parsing', fileName: 'trades.csv', progress: 0.9 });
  });

  it('returns the mapping step for a file that needs one, and reads it with the mapping given', async () => {
    const workers = fakeImportWorkers();
    const file = csvFile('Date,Symbol,Quantity,Price,Currency\n2023-04-03,VTI,17,204.35,USD\n');
    const { result } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(file));
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    const first = result.current.state;
    if (first.status !== 'done' || first.result.kind !== 'needsMapping') throw new Error('Expected the mapping step');
    const { mapping } = first.result.mapping;
    act(() => result.current.parse(file, { mapping }));
    await waitFor(() => expect(result.current.state.status === 'done' && result.current.state.result.kind).toBe('preview'));
  });

  it('shows the error of a file the worker cannot read', async () => {
    const workers = fakeImportWorkers();
    const { result } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(csvFile('<html><body>Sign in</body></html>', 'export.csv')));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: expect.stringMatching(/^This is a web page \(HTML\)/) }));
  });

  it('refuses an empty file and one over 50 MB without starting a worker', () => {
    const workers = fakeImportWorkers();
    const { result } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(csvFile('')));
    expect(result.current.state).toEqual({ status: 'error', message: 'The file is empty.' });

    const huge = csvFile('x');
    Object.defineProperty(huge, 'size', { value: MAX_IMPORT_BYTES + 1 });
    act(() => result.current.parse(huge));
    expect(result.current.state).toEqual({ status: 'error', message: expect.stringMatching(/^The file is 50\.0 MB;/) });
    expect(workers.made).toHaveLength(0);
  });

  it('cancels: back to idle, the worker ended, its late messages ignored', async () => {
    const workers = fakeImportWorkers();
    const { result } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(csvFile(FLEX)));
    act(() => result.current.cancel());
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(workers.made[0]?.terminated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('a second parse replaces the first, and unmounting ends the running worker', async () => {
    const workers = fakeImportWorkers();
    const { result, unmount } = renderHook(() => useImportParser(workers.create));
    act(() => result.current.parse(csvFile(FLEX, 'first.csv')));
    act(() => result.current.parse(csvFile(FLEX, 'second.csv')));
    expect(workers.made[0]?.terminated).toBe(true);
    expect(result.current.state).toMatchObject({ status: 'parsing', fileName: 'second.csv' });
    unmount();
    expect(workers.made[1]?.terminated).toBe(true);
  });
});
