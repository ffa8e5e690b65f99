import { LAST_PUSH_KEY, acceptPush } from './TransactionPushListener';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial ? [[LAST_PUSH_KEY, initial]] : []);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('acceptPush', () => {
  it('accepts the first push and stores it', () => {
    const storage = memoryStorage();
    expect(acceptPush('2026-11-22T10:00:00.000Z', storage)).toBe(true);
    expect(storage.values.get(LAST_PUSH_KEY)).toBe('2026-11-22T10:00:00.000Z');
  });

  it('accepts only a push newer than the stored one', () => {
    const storage = memoryStorage('2026-11-22T10:00:00.000Z');
    expect(acceptPush('2026-11-22T10:00:00.000Z', storage)).toBe(false);
    expect(acceptPush('2026-11-22T09:59:59.999Z', storage)).toBe(false);
    expect(acceptPush('2026-11-22T10:00:00.001Z', storage)).toBe(true);
    expect(storage.values.get(LAST_PUSH_KEY)).toBe('2026-11-22T10:00:00.001Z');
  });

  it('ignores an unreadable date and replaces an unreadable stored one', () => {
    expect(acceptPush('not a date', memoryStorage())).toBe(false);
    expect(acceptPush('2026-11-22T10:00:00.000Z', memoryStorage('garbage'))).toBe(true);
  });
});
