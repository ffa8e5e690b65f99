import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMPORT_BYTES } from '../pipeline/parseImportFile';
import { ROWS_PER_MESSAGE, type ImportWorkerMessage, handleImportRequest } from './importWorkerProtocol';

const VTI = new Uint8Array(readFileSync(path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'ibkr', 'vti-buy-on-ibkr.csv')));

async function run(file: Blob | ArrayBuffer | Uint8Array, name = 'trades.csv'): Promise<ImportWorkerMessage[]> {
  const messages: ImportWorkerMessage[] = [];
  await handleImportRequest({ type: 'parse', file, name, options: {} }, (message) => messages.push(message));
  return messages;
}

describe('handleImportRequest', () => {
  it('posts progress, then the result, for a File', async () => {
    const messages = await run(new File([VTI], 'vti.csv'), 'vti.csv');
    const last = messages.at(-1);
    expect(last?.type === 'result' && last.result.kind === 'preview' && last.result.preview.counts.ok).toBe(1);
    const progress = messages.filter((m) => m.type === 'progress').map((m) => (m.type === 'progress' ? m.fraction : -1));
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('reads an ArrayBuffer as well', async () => {
    const messages = await run(VTI.slice().buffer);
    expect(messages.at(-1)?.type).toBe('result');
  });

  it('sends the rows of a long file in parts ahead of the result', async () => {
    const lines = ['Date,Symbol,Quantity,Price,Currency'];
    for (let i = 0; i < ROWS_PER_MESSAGE * 2 + 10; i += 1) lines.push(`2023-04-03,VTI,${i + 1},200,USD`);
    const bytes = Uint8Array.from(new TextEncoder().encode(lines.join('\n')));
    const mapping = {
      columns: { date: 0, symbol: 1, quantity: 2, price: 3 },
      type: { from: 'fixed', type: 'Buy' },
      currency: { from: 'column', column: 4 },
      dateOrder: null,
      decimalSeparator: '.',
    } as const;
    const messages: ImportWorkerMessage[] = [];
    await handleImportRequest({ type: 'parse', file: bytes, name: 'long.csv', options: { mapping } }, (message) => messages.push(message));
    const parts = messages.filter((m) => m.type === 'rows').map((m) => (m.type === 'rows' ? m.rows.length : 0));
    expect(parts).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 10]);
    const last = messages.at(-1);
    expect(last?.type === 'result' && last.result.kind === 'preview' && [last.result.preview.rows.length, last.result.preview.counts.ok]).toEqual([0, ROWS_PER_MESSAGE * 2 + 10]);
  });

  it('posts the message of a file it cannot read', async () => {
    expect(await run(new Uint8Array())).toEqual([{ type: 'error', message: 'The file is empty.' }]);
  });

  it('refuses a file over 50 MB without reading it', async () => {
    const huge = { size: MAX_IMPORT_BYTES + 1, arrayBuffer: jest.fn() };
    Object.setPrototypeOf(huge, Blob.prototype);
    const messages = await run(huge as unknown as Blob);
    expect(messages).toEqual([{ type: 'error', message: expect.stringMatching(/^The file is 50\.0 MB; files up to 50 MB can be imported\./) }]);
    expect(huge.arrayBuffer).not.toHaveBeenCalled();
  });
});
