import { DELETE_CHUNK_SIZE, deleteInChunks } from './deleteInChunks';

const idList = (count: number) => Array.from({ length: count }, (_, index) => `t${index}`);

describe('deleteInChunks', () => {
  it('sends at most 10,000 ids per call, one call after the other, reporting progress', async () => {
    const calls: number[] = [];
    let running = 0;
    const progress: number[] = [];
    const outcome = await deleteInChunks(
      idList(25_000),
      async (chunk) => {
        running += 1;
        expect(running).toBe(1);
        calls.push(chunk.length);
        await Promise.resolve();
        running -= 1;
        return chunk;
      },
      ({ deleted }) => progress.push(deleted),
    );
    expect(DELETE_CHUNK_SIZE).toBe(10_000);
    expect(calls).toEqual([10_000, 10_000, 5_000]);
    expect(progress).toEqual([10_000, 20_000, 25_000]);
    expect(outcome).toEqual({ deleted: 25_000, total: 25_000, error: null });
  });

  it('sends every id exactly once, in order', async () => {
    const seen: string[] = [];
    await deleteInChunks(idList(7), async (chunk) => (seen.push(...chunk), chunk), undefined, 3);
    expect(seen).toEqual(idList(7));
  });

  it('stops at the first failure with its message', async () => {
    const calls: number[] = [];
    const outcome = await deleteInChunks(
      idList(30),
      async (chunk) => {
        calls.push(calls.length);
        if (calls.length === 2) throw new Error('Transaction t10 does not belong to you');
        return chunk;
      },
      undefined,
      10,
    );
    expect(calls).toEqual([0, 1]);
    expect(outcome).toEqual({ deleted: 10, total: 30, error: 'Transaction t10 does not belong to you' });
  });

  it('makes no call for an empty selection', async () => {
    const remove = jest.fn();
    expect(await deleteInChunks([], remove)).toEqual({ deleted: 0, total: 0, error: null });
    expect(remove).not.toHaveBeenCalled();
  });
});
