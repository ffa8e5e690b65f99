/**
 * A product or sum of decimals without binary noise, rounded at 15 significant digits as
 * spreadsheet programs show numbers: 0.07 × 100 is 7, not 7.000000000000001.
 */
export function withoutFloatNoise(value: number): number {
  // Fast path (toPrecision is slow on 100,000 rows): a value written with at most 15 digits has
  // no noise; noise shows as 16 or 17 digits.
  if (Number.isInteger(value) || String(value).length < 16) return value;
  return Number(value.toPrecision(15));
}
