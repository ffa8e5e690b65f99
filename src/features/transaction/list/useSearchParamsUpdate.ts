import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The URL's search params and a way to change them from the latest ones. React Router's own
 * functional update starts from the params of the last render, and its navigations land a moment
 * later, so two quick changes (two kinds ticked in a row, a search firing while a filter changes)
 * would drop the first; this starts each change from the previous change's result instead.
 */
export function useSearchParamsUpdate(): [URLSearchParams, (change: (current: URLSearchParams) => URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const next = change(latest.current);
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, update];
}
