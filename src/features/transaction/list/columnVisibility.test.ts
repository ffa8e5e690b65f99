import { COLUMN_VISIBILITY_KEY, loadColumnVisibility, saveColumnVisibility } from './columnVisibility';
import { DEFAULT_VISIBILITY, visibleColumns } from './transactionColumns';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('column visibility', () => {
  it('hides the reference and ISIN by default', () => {
    expect(DEFAULT_VISIBILITY.reference).toBe(false);
    expect(DEFAULT_VISIBILITY.isin).toBe(false);
    expect(visibleColumns(DEFAULT_VISIBILITY).map((column) => column.id)).not.toContain('reference');
    expect(visibleColumns(DEFAULT_VISIBILITY)[0]?.id).toBe('date');
  });

  it('stores only what differs from the defaults, under its own key', () => {
    const storage = memoryStorage();
    saveColumnVisibility({ ...DEFAULT_VISIBILITY, reference: true, fees: false }, storage);
    expect(JSON.parse(storage.items.get(COLUMN_VISIBILITY_KEY)!)).toEqual({ fees: false, reference: true });
    expect(loadColumnVisibility(storage)).toEqual({ ...DEFAULT_VISIBILITY, reference: true, fees: false });
  });

  it('removes the key when the choice is back to the defaults', () => {
    const storage = memoryStorage({ [COLUMN_VISIBILITY_KEY]: '{"fees":false}' });
    saveColumnVisibility(DEFAULT_VISIBILITY, storage);
    expect(storage.items.has(COLUMN_VISIBILITY_KEY)).toBe(false);
  });

  it('falls back to the defaults for anything unreadable', () => {
    for (const stored of ['not json', '[1,2]', '"text"', 'null']) expect(loadColumnVisibility(memoryStorage({ [COLUMN_VISIBILITY_KEY]: stored }))).toEqual(DEFAULT_VISIBILITY);
    expect(loadColumnVisibility(memoryStorage({ [COLUMN_VISIBILITY_KEY]: '{"gone":true,"fees":"no","isin":true}' }))).toEqual({ ...DEFAULT_VISIBILITY, isin: true });
  });

  it('survives a storage that throws', () => {
    const broken = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveColumnVisibility({ ...DEFAULT_VISIBILITY, isin: true }, broken)).not.toThrow();
  });
});
