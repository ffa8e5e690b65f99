/**
 * The dashboard grid: gap 16 x 16, row height 34, breakpoints xs 0, sm 600, md 960,
 * lg 1280, xl 1600 of the window's width (as the app's other layouts use them; the grid itself is
 * narrower by the sidebars). Columns per breakpoint are ours: KPIs are one column wide and tables
 * up to four, so the widest grid has six and a column stays about 200 px or more.
 */
export const BREAKPOINT_NAMES = ['xl', 'lg', 'md', 'sm', 'xs'] as const;
export type BreakpointName = (typeof BREAKPOINT_NAMES)[number];

export const GRID_BREAKPOINTS: Readonly<Record<BreakpointName, number>> = { xl: 1600, lg: 1280, md: 960, sm: 600, xs: 0 };
export const GRID_COLS: Readonly<Record<BreakpointName, number>> = { xl: 6, lg: 4, md: 3, sm: 2, xs: 1 };

/** The breakpoint of a window width. */
export function breakpointOf(windowWidth: number): BreakpointName {
  return BREAKPOINT_NAMES.find((name) => windowWidth >= GRID_BREAKPOINTS[name]) ?? 'xs';
}
export const ROW_HEIGHT = 34;
export const GRID_MARGIN = [16, 16] as const;
