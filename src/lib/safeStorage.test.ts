import { readStored, storageOrNull, writeStored } from './safeStorage';

function refuseStorage(): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  return () => Object.defineProperty(window, 'localStorage', original);
}

describe('safeStorage', () => {
  beforeEach(() => localStorage.clear());

  it('reads, writes and removes', () => {
    expect(writeStored('k', 'v')).toBe(true);
    expect(readStored('k')).toBe('v');
    expect(writeStored('k', null)).toBe(true);
    expect(readStored('k')).toBeNull();
  });

  it('answers null and false where the browser refuses storage', () => {
    const restore = refuseStorage();
    try {
      expect(storageOrNull()).toBeNull();
      expect(readStored('k')).toBeNull();
      expect(writeStored('k', 'v')).toBe(false);
    } finally {
      restore();
    }
  });

  it('answers false when a write is refused (quota full)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      expect(writeStored('k', 'v')).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
