/**
 * Sizing of the widgets' category charts from the space they get: a dashboard widget can be
 * 2 columns wide or maximised, and a chart can hold 3 holdings or 80. Pure, so it is tested
 * without a browser.
 */

export interface ChartMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface CategoryAxisLayout {
  margin: ChartMargin;
  /** Degrees: labels turn when they would not fit side by side. */
  tickRotation: number;
  /** Every nth label is drawn, so crowded labels never overlap. */
  labelEvery: number;
  /** How many value ticks fit in the height. */
  valueTicks: number;
}

/** Room one horizontal label takes (a ticker or "Nov 26" at 11 px), and a turned one. */
const FLAT_LABEL_PX = 44;
const TURNED_LABEL_PX = 16;

export function categoryAxisLayout(count: number, width: number, height: number, { valueAxisPx = 56 }: { valueAxisPx?: number } = {}): CategoryAxisLayout {
  // A narrow widget keeps a slimmer value axis; compact money ("-$1.2K") still fits in 46 px.
  const left = width < 320 ? Math.min(valueAxisPx, 46) : valueAxisPx;
  const right = 12;
  const band = (width - left - right) / Math.max(count, 1);
  const turned = band < FLAT_LABEL_PX;
  const labelEvery = turned ? Math.max(1, Math.ceil(TURNED_LABEL_PX / Math.max(band, 1))) : 1;
  const bottom = turned ? 46 : 26;
  const plotHeight = height - 8 - bottom;
  return {
    margin: { top: 8, right, bottom, left },
    tickRotation: turned ? -45 : 0,
    labelEvery,
    valueTicks: plotHeight < 140 ? 3 : 5,
  };
}

/** The categories whose label is drawn: every nth, counted from the first. */
export function labelledCategories<T>(categories: readonly T[], every: number): T[] {
  return every <= 1 ? [...categories] : categories.filter((_, index) => index % every === 0);
}

/**
 * The category (bottom) axis of a chart laid out by categoryAxisLayout: no tick marks, labels
 * turned and thinned as the layout says, each category written by `format`.
 */
export function categoryAxis<T extends string>(layout: CategoryAxisLayout, categories: readonly T[], format: (category: T) => string) {
  return { tickSize: 0, tickPadding: 6, tickRotation: layout.tickRotation, tickValues: labelledCategories(categories, layout.labelEvery), format };
}
