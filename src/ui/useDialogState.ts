import { useCallback, useState } from 'react';

/**
 * Open state of a dialog and what it is about. Closing keeps the subject, so the dialog does not
 * lose its title and fields while it animates out.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; subject: T | null }>({ open: false, subject: null });
  const show = useCallback((subject: T) => setState({ open: true, subject }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, subject: state.subject, show, close };
}
