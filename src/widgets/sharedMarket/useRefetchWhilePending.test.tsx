import { renderHook } from '@testing-library/react';
import { PENDING_POLL_MS, useRefetchWhilePending } from './useRefetchWhilePending';

describe('useRefetchWhilePending', () => {
  it('polls while something is pending and stops once nothing is', () => {
    const result = { startPolling: jest.fn(), stopPolling: jest.fn() };
    const { rerender, unmount } = renderHook(({ pending }) => useRefetchWhilePending(result, pending), { initialProps: { pending: true } });
    expect(result.startPolling).toHaveBeenCalledWith(PENDING_POLL_MS);
    expect(result.stopPolling).not.toHaveBeenCalled();
    rerender({ pending: false });
    expect(result.stopPolling).toHaveBeenCalledTimes(1);
    unmount();
    expect(result.startPolling).toHaveBeenCalledTimes(1);
  });

  it('never polls an answer with nothing pending', () => {
    const result = { startPolling: jest.fn(), stopPolling: jest.fn() };
    renderHook(() => useRefetchWhilePending(result, false));
    expect(result.startPolling).not.toHaveBeenCalled();
  });
});
