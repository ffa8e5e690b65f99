// Runs before every client test file: DOM matchers, and the browser APIs jsdom leaves out
// that Chakra UI and next-themes call.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { displaySettingsVar, rememberedDisplaySettings } from '../src/apollo/vars';

// The suite runs both Jest projects at once on a 2-core machine, where work that takes 50 ms
// alone can wait over a second for the CPU; findBy and waitFor give up at 1 s by default, which
// made tests fail on a busy CI without anything being wrong. They still fail on what never comes.
configure({ asyncUtilTimeout: 5_000 });

// The display settings live in a module-level variable, as in the app; each test starts from what
// its storage holds, as a page load would, so one test's currency never leaks into the next.
afterEach(() => displaySettingsVar(rememberedDisplaySettings()));

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
