import type { DividendFormats } from './DividendWidget';

/**
 * A growth rate with a "+" when it shows one, so the sign does not rest on colour alone: "+4.32%".
 * A rate that rounds to zero shows neither "+0.00%" nor "-0.00%"; null is the format's dash.
 */
export function signedPercent(value: number | null, percent: DividendFormats['percent']): string {
  if (value === null) return percent(null);
  if (percent(Math.abs(value)) === percent(0)) return percent(0);
  return value > 0 ? `+${percent(value)}` : percent(value);
}
