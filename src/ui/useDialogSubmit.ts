import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './errorMessage';

export interface DialogSubmit<F> {
  /** True from the send until the answer (and, once it succeeded, until the dialog has gone). */
  pending: boolean;
  /** Why the last send failed, read from its error; null before a send and while one runs. */
  failure: F | null;
  /** Shows a failure found before sending (a check the form makes itself). */
  fail(failure: F): void;
  /** Sends; a second call while one is on its way does nothing. Resolves to whether it succeeded. */
  run: (action: () => Promise<void>) => Promise<boolean>;
}

/**
 * The one way a dialog sends: the action runs once however often Enter or the button is pressed,
 * a success calls `onDone` (closing the dialog), and a failure keeps the dialog open, with what
 * the user typed, and says why. `read` turns the error into what the dialog shows.
 */
export function useDialogSubmit(onDone?: () => void): DialogSubmit<string>;
export function useDialogSubmit<F>(onDone: (() => void) | undefined, read: (error: unknown) => F): DialogSubmit<F>;
export function useDialogSubmit(onDone?: () => void, read: (error: unknown) => unknown = errorMessage): DialogSubmit<unknown> {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A ref as well as state: a second Enter can arrive before the re-render that disables the button.
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      setFailure(null);
      try {
        await action();
      } catch (error) {
        running.current = false;
        setPending(false);
        setFailure(read(error));
        return false;
      }
      // A dialog that closes stays pending while it animates out, so nothing is sent twice.
      if (onDone) onDone();
      else {
        running.current = false;
        setPending(false);
      }
      return true;
    },
    [onDone, read],
  );

  return { pending, failure, fail: setFailure, run };
}
