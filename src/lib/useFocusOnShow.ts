import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus when it appears and whenever `key` changes: an error summary
 * shown after a submit, so keyboard and screen-reader users land on what went wrong.
 */
export function useFocusOnShow<Element extends HTMLElement>(key: unknown) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
