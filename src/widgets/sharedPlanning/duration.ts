/** Whole years and months of a number of months, rounded down: what has surely been paid. */
export function duration(months: number): string {
  const whole = Math.floor(months + 1e-9);
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const parts = [years > 0 ? `${years} year${years === 1 ? '' : 's'}` : null, rest > 0 || years === 0 ? `${rest} month${rest === 1 ? '' : 's'}` : null];
  return parts.filter(Boolean).join(' ');
}
