import { act, renderHook } from '@testing-library/react';
import { useDialogSubmit } from './useDialogSubmit';

describe('useDialogSubmit', () => {
  it('runs one send at a time, even when called twice before a re-render', async () => {
    const onDone = jest.fn();
    const { result } = renderHook(() => useDialogSubmit(onDone));
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));

    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.run(action);
      second = result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await expect(second).resolves.toBe(false);

    await act(async () => {
      finish();
      await first;
    });
    await expect(first).resolves.toBe(true);
    expect(onDone).toHaveBeenCalledTimes(1);
    // Closing: it stays pending while the dialog animates out, so nothing goes twice.
    expect(result.current.pending).toBe(true);
  });

  it('keeps the failure, reads it, and lets the user try again', async () => {
    const onDone = jest.fn();
    const { result } = renderHook(() => useDialogSubmit(onDone, (error) => `read: ${String(error)}`));
    await act(() => result.current.run(() => Promise.reject(new Error('refused'))));
    expect(result.current.failure).toBe('read: Error: refused');
    expect(result.current.pending).toBe(false);
    expect(onDone).not.toHaveBeenCalled();

    const action = jest.fn(() => Promise.resolve());
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
  });

  it('without onDone, is ready for the next send once one succeeded', async () => {
    const { result } = renderHook(() => useDialogSubmit());
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.pending).toBe(false);
    const action = jest.fn(() => Promise.resolve());
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
