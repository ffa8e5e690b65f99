/**
 * The chart's overlays, computed from the closes it draws: simple moving averages and Bollinger
 * bands. Each answer lines up with its input (entry i belongs to bar i) and is null until a
 * full window of values is in, so the overlay starts where the indicator is defined.
 */

/** The mean of the `period` values ending at each entry. */
export function sma(values: readonly number[], period: number): (number | null)[] {
  return values.map((_, i) => (i + 1 < period ? null : mean(values.slice(i + 1 - period, i + 1))));
}

export interface BollingerBands {
  middle: (number | null)[];
  upper: (number | null)[];
  lower: (number | null)[];
}

/**
 * The `period` moving average with bands `deviations` standard deviations either side. The
 * deviation is of the window itself (divided by `period`, not `period - 1`), as John Bollinger
 * defines the bands and as charting tools draw them.
 */
export function bollinger(values: readonly number[], period = 20, deviations = 2): BollingerBands {
  const bands: BollingerBands = { middle: [], upper: [], lower: [] };
  values.forEach((_, i) => {
    if (i + 1 < period) {
      bands.middle.push(null);
      bands.upper.push(null);
      bands.lower.push(null);
      return;
    }
    const window = values.slice(i + 1 - period, i + 1);
    const middle = mean(window);
    const spread = deviations * Math.sqrt(mean(window.map((value) => (value - middle) ** 2)));
    bands.middle.push(middle);
    bands.upper.push(middle + spread);
    bands.lower.push(middle - spread);
  });
  return bands;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
