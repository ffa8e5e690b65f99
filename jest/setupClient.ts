// Runs before every client test file: DOM matchers, and the browser APIs jsdom leaves out
// that Chakra UI and next-themes call.
import '@testing-library/jest-dom';

if (!window.matchMedia) {
  // No media query ever matches in jsdom: the base (narrowest) layout and the light scheme.
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom has no PointerEvent, and Chakra's checkbox builds one when its input loses focus.
window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
