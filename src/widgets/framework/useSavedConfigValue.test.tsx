import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toaster } from '../../ui/toaster';
import { useSavedConfigValue } from './useSavedConfigValue';
import { WidgetConfigWriterProvider, type WriteConfig } from './useWidgetConfigWriter';

function setup(write: WriteConfig | null, initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <WidgetConfigWriterProvider write={write}>{children}</WidgetConfigWriterProvider>;
  return renderHook(({ configured }: { configured: string }) => useSavedConfigValue('sort', configured), { wrapper, initialProps: { configured: initial } });
}

describe('useSavedConfigValue', () => {
  it('shows a change at once and writes it; the saves coming back in turn never show an older one', () => {
    const write = jest.fn(() => Promise.resolve());
    const { result, rerender } = setup(write, 'a');
    act(() => result.current[1]('b'));
    act(() => result.current[1]('c'));
    expect(result.current[0]).toBe('c');
    expect(write.mock.calls).toEqual([[{ sort: 'b' }], [{ sort: 'c' }]]);
    rerender({ configured: 'b' });
    expect(result.current[0]).toBe('c');
    rerender({ configured: 'c' });
    expect(result.current[0]).toBe('c');
  });

  it('gives way to a value stored from elsewhere (the settings, another device)', () => {
    const { result, rerender } = setup(jest.fn(() => Promise.resolve()), 'a');
    act(() => result.current[1]('b'));
    rerender({ configured: 'z' });
    expect(result.current[0]).toBe('z');
  });

  it('keeps the change for the visit where nothing can be saved', () => {
    const { result, rerender } = setup(null, 'a');
    act(() => result.current[1]('b'));
    rerender({ configured: 'a' });
    expect(result.current[0]).toBe('b');
  });

  it('keeps a change whose save failed on screen, and says once that it was not saved', async () => {
    const notices = jest.spyOn(toaster, 'create');
    try {
      const { result } = setup(jest.fn(() => Promise.reject(new Error('The dashboard is unavailable.'))), 'a');
      act(() => result.current[1]('b'));
      act(() => result.current[1]('c'));
      await waitFor(() => expect(notices).toHaveBeenCalledTimes(2));
      expect(new Set(notices.mock.calls.map(([toast]) => toast.id)).size).toBe(1);
      expect(notices).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'error', title: 'Not saved: shown for this visit only', description: 'The dashboard is unavailable.' }));
      expect(result.current[0]).toBe('c');
    } finally {
      notices.mockRestore();
    }
  });
});
