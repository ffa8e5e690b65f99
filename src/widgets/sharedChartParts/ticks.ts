/**
 * How many axis ticks fit along `length` px with at least `spacing` px each: a 2-column widget
 * gets a few, a maximised one more, and labels never run into each other.
 */
export function tickCount(length: number, spacing: number, { min = 2, max = 12 }: { min?: number; max?: number } = {}): number {
  if (!Number.isFinite(length) || length <= 0) return min;
  return Math.max(min, Math.min(max, Math.floor(length / spacing)));
}
