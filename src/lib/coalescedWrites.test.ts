import { coalescedWrites, type Patch } from './coalescedWrites';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A save that records each batch and finishes only when told to. */
function controlledSave() {
  const batches: Record<string, Patch>[] = [];
  const finish: (() => void)[] = [];
  const save = (batch: ReadonlyMap<string, Patch>) => {
    batches.push(Object.fromEntries(batch));
    return new Promise<void>((resolve) => finish.push(resolve));
  };
  return { batches, finish, save };
}

describe('coalescedWrites', () => {
  it('saves quick patches once, after the pause, the later value of a field winning', async () => {
    const { batches, finish, save } = controlledSave();
    const writes = coalescedWrites(save, 300);
    const first = writes.write('w1', { sort: 'a', other: 1 });
    jest.advanceTimersByTime(200);
    const second = writes.write('w1', { sort: 'b' });
    writes.write('w2', { shown: false }).catch(() => undefined);
    jest.advanceTimersByTime(299);
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([]);
    await Promise.resolve();
    expect(batches).toEqual([{ w1: { sort: 'b', other: 1 }, w2: { shown: false } }]);
    finish[0]!();
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('sends a batch only after the one before it is saved, in order', async () => {
    const { batches, finish, save } = controlledSave();
    const writes = coalescedWrites(save, 100);
    const first = writes.write('w1', { sort: 'a' });
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    const second = writes.write('w1', { sort: 'b' });
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    expect(batches).toEqual([{ w1: { sort: 'a' } }]);
    finish[0]!();
    await first;
    await Promise.resolve();
    expect(batches).toEqual([{ w1: { sort: 'a' } }, { w1: { sort: 'b' } }]);
    finish[1]!();
    await expect(second).resolves.toBeUndefined();
  });

  it('hands a failure to the writers of that batch only', async () => {
    let calls = 0;
    const writes = coalescedWrites(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
    }, 10);
    const failed = writes.write('w1', { sort: 'a' });
    writes.flush();
    await expect(failed).rejects.toThrow('offline');
    const next = writes.write('w1', { sort: 'b' });
    writes.flush();
    await expect(next).resolves.toBeUndefined();
  });

  it('flushes at once when asked, and does nothing with nothing waiting', async () => {
    const { batches, save } = controlledSave();
    const writes = coalescedWrites(save, 10_000);
    writes.flush();
    writes.write('w1', { shown: true }).catch(() => undefined);
    writes.flush();
    await Promise.resolve();
    expect(batches).toEqual([{ w1: { shown: true } }]);
  });
});
