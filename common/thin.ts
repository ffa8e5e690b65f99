/**
 * Every `step`-th point from the first, and always the last (today's value must show): a long
 * series cut to what a chart can draw, the same way in the browser and in the server's answers.
 */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max || max < 2) return [...points];
  const step = Math.ceil(points.length / (max - 1));
  const kept = points.filter((_, i) => i % step === 0);
  if (kept[kept.length - 1] !== points[points.length - 1]) kept.push(points[points.length - 1]!);
  return kept;
}
