/**
 * Chakra's segmented controls and menus measure themselves with a ResizeObserver, which jsdom
 * lacks. Installed per test file, not globally: charts that find one wait for its (never coming)
 * measurements instead of using their fallback size.
 */
export function stubResizeObserver(): void {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
