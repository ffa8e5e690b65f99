import { LAST_PUSH_KEY, acceptPush, pushMemory } from './TransactionPushListener';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial ? [[LAST_PUSH_KEY, initial]] : []);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('acceptPush', () => {
  it('accepts the first push and stores it', () => {
    const storage = memoryStorage();
    expect(acceptPush('2026-11-22T10:00:00.000Z', pushMemory(storage), storage)).toBe(true);
    expect(storage.values.get(LAST_PUSH_KEY)).toBe('2026-11-22T10:00:00.000Z');
  });

  it('accepts only a push newer than the tab has seen, starting from what the browser recorded', () => {
    const storage = memoryStorage('2026-11-22T10:00:00.000Z');
    const seen = pushMemory(storage);
    expect(acceptPush('2026-11-22T10:00:00.000Z', seen, storage)).toBe(false);
    expect(acceptPush('2026-11-22T09:59:59.999Z', seen, storage)).toBe(false);
    expect(acceptPush('2026-11-22T10:00:00.001Z', seen, storage)).toBe(true);
    expect(storage.values.get(LAST_PUSH_KEY)).toBe('2026-11-22T10:00:00.001Z');
  });

  it('lets every open tab of one browser refetch a push, though they share the storage', () => {
    const storage = memoryStorage('2026-11-22T10:00:00.000Z');
    const [first, second] = [pushMemory(storage), pushMemory(storage)];
    expect(acceptPush('2026-11-22T11:00:00.000Z', first, storage)).toBe(true);
    expect(acceptPush('2026-11-22T11:00:00.000Z', second, storage)).toBe(true);
    expect(acceptPush('2026-11-22T11:00:00.000Z', second, storage)).toBe(false);
  });

  it('ignores an unreadable date and replaces an unreadable stored one', () => {
    expect(acceptPush('not a date', pushMemory(memoryStorage()), memoryStorage())).toBe(false);
    const garbage = memoryStorage('garbage');
    expect(acceptPush('2026-11-22T10:00:00.000Z', pushMemory(garbage), garbage)).toBe(true);
    expect(garbage.values.get(LAST_PUSH_KEY)).toBe('2026-11-22T10:00:00.000Z');
  });

  it('works on the tab memory alone when storage is refused', () => {
    const seen = pushMemory(null);
    expect(acceptPush('2026-11-22T10:00:00.000Z', seen, null)).toBe(true);
    expect(acceptPush('2026-11-22T10:00:00.000Z', seen, null)).toBe(false);
  });
});
