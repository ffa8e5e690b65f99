/**
 * After a client-side navigation, focus goes to the new screen's h1, so keyboard and screen-reader
 * users start at the top of what changed instead of on a link that is gone or in the navigation
 * they just used. Not on the first load, nor on redirects before the user has done anything:
 * the browser's own start is right then. The h1 may appear only once the screen's code or data
 * has arrived, so it is watched for a few seconds.
 */
import { useEffect, useRef } from 'react';

const WAIT_FOR_HEADING_MS = 5000;

/** Focuses the page's h1 when it appears, unless the screen has put focus on something itself. */
export function focusHeadingWhenShown(): () => void {
  const tryFocus = (): boolean => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    const active = document.activeElement;
    const movedByScreen = active !== null && active !== document.body && active.isConnected && heading.closest('main')?.contains(active) === true;
    if (!movedByScreen) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function useFocusHeadingOnNavigation(pathname: string): void {
  const shown = useRef(pathname);
  const interacted = useRef(false);
  useEffect(() => {
    const mark = () => {
      interacted.current = true;
    };
    window.addEventListener('pointerdown', mark, true);
    window.addEventListener('keydown', mark, true);
    return () => {
      window.removeEventListener('pointerdown', mark, true);
      window.removeEventListener('keydown', mark, true);
    };
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!interacted.current) return;
    return focusHeadingWhenShown();
  }, [pathname]);
}
