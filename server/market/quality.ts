// Data-quality rules every provider's data passes before it is stored: absurd values are dropped
// (never stored as truth, never "repaired"), and closes are brought to one basis, the real close
// of the day, with each split applied exactly once.
import type { DailyBar, Dividend, Split } from './provider';

/**
 * No real listing moves 1000x between two consecutive daily bars; when Yahoo's data does, it is
 * a glitch (a mis-scaled print, pence and pounds mixed, a decimal point lost). Such a value must
 * not be stored as truth, so the bar is dropped rather than "repaired".
 */
export const ABSURD_JUMP_FACTOR = 1000;

const isAbsurdJump = (from: number, to: number) =>
  to / from >= ABSURD_JUMP_FACTOR || from / to >= ABSURD_JUMP_FACTOR;

/**
 * Drops items whose value jumps ABSURD_JUMP_FACTOR or more from the last kept item. The first
 * item (or the first after dropped ones) has no predecessor: it is dropped when it is that far
 * from the next while the next two agree with each other (then it is the odd one out). Null
 * values are not judged and do not serve as a reference.
 */
export function dropAbsurdJumps<T>(items: readonly T[], value: (item: T) => number | null): T[] {
  const kept: T[] = [];
  let reference: number | null = null;
  items.forEach((item, index) => {
    const current = value(item);
    if (current === null) {
      kept.push(item);
      return;
    }
    const absurd = reference === null ? isOddFirst(items, value, index) : isAbsurdJump(reference, current);
    if (absurd) return;
    kept.push(item);
    reference = current;
  });
  return kept;
}

function isOddFirst<T>(items: readonly T[], value: (item: T) => number | null, index: number): boolean {
  const [first, second, third] = [index, ...nextValued(items, value, index, 2)].map((i) => value(items[i]!));
  if (first == null || second == null) return false;
  return isAbsurdJump(first, second) && third != null && !isAbsurdJump(second, third);
}

function nextValued<T>(items: readonly T[], value: (item: T) => number | null, after: number, count: number): number[] {
  const found: number[] = [];
  for (let i = after + 1; i < items.length && found.length < count; i++) {
    if (value(items[i]!) !== null) found.push(i);
  }
  return found;
}

/**
 * The real close of each day from closes a provider has adjusted for every split up to the
 * request (Yahoo does this): multiplied back by the ratios of the splits after the bar's day.
 * `splits` must cover the bars' days up to the request, which a fetch ending today does. The
 * adjusted close is left as given: returns use it, and its scale does not matter to them. A
 * bar's open, high and low are adjusted like its close and its volume the other way (four times
 * the shares at a quarter of the price), so they come back to the day's real ones with it.
 */
export function unadjustSplits(bars: readonly DailyBar[], splits: readonly Split[]): DailyBar[] {
  if (splits.length === 0) return [...bars];
  const ordered = [...splits].sort((a, b) => (a.date < b.date ? -1 : 1));
  // factorAfter[i]: the product of the ratios of ordered[i..].
  const factorAfter = new Array<number>(ordered.length + 1).fill(1);
  for (let i = ordered.length - 1; i >= 0; i--) factorAfter[i] = factorAfter[i + 1]! * ordered[i]!.ratio;
  let next = 0; // the first split strictly after the current bar
  return [...bars]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((bar) => {
      while (next < ordered.length && ordered[next]!.date <= bar.date) next++;
      const factor = factorAfter[next]!;
      return factor === 1 ? bar : scaleBar(bar, factor);
    });
}

const times = (value: number | null | undefined, factor: number) => (value == null ? value : value * factor);

function scaleBar(bar: DailyBar, factor: number): DailyBar {
  const scaled: DailyBar = { ...bar, close: bar.close * factor };
  if (bar.open === undefined && bar.high === undefined && bar.low === undefined && bar.volume === undefined) return scaled;
  return {
    ...scaled,
    open: times(bar.open, factor),
    high: times(bar.high, factor),
    low: times(bar.low, factor),
    // Shares traded are whole: the adjusted count divided back is rounded to one.
    volume: bar.volume == null ? bar.volume : Math.round(bar.volume / factor),
  };
}

/**
 * The amount each dividend really paid per share from amounts a provider has adjusted for every
 * split up to the request (Yahoo does this, as with closes): multiplied back by the ratios of the
 * splits after its ex-date. The ledger holds the shares of the day, so a 0.82 dividend paid before
 * a 4:1 split is 0.82 a share, not the 0.205 Yahoo shows today.
 */
export function unadjustDividends(dividends: readonly Dividend[], splits: readonly Split[]): Dividend[] {
  return dividends.map((dividend) => {
    const factor = splits.reduce((product, split) => (split.date > dividend.exDate ? product * split.ratio : product), 1);
    return factor === 1 ? dividend : { ...dividend, amount: dividend.amount * factor };
  });
}

/**
 * Bars fit to store, in date order, with the ones refused and why: no finite positive close, or
 * a close ABSURD_JUMP_FACTOR away from its neighbours once splits are taken out (a 4:1 split
 * really does quarter the close; a 1000x move never happens).
 */
export function screenBars(bars: readonly DailyBar[], splits: readonly Split[]): { kept: DailyBar[]; refused: { date: string; reason: string }[] } {
  const refused: { date: string; reason: string }[] = [];
  const valued = [...bars]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .filter((bar) => {
      const ok = Number.isFinite(bar.close) && bar.close > 0 && (bar.adjClose === null || (Number.isFinite(bar.adjClose) && bar.adjClose > 0));
      if (!ok) refused.push({ date: bar.date, reason: `close ${bar.close} is not a positive price` });
      return ok;
    });
  const ordered = [...splits].sort((a, b) => (a.date < b.date ? -1 : 1));
  // Splits up to a day multiply the close back to the earliest day's scale.
  const scaled = valued.map((bar) => {
    let factor = 1;
    for (const split of ordered) if (split.date <= bar.date) factor *= split.ratio;
    return { bar, value: bar.close * factor };
  });
  const kept = dropAbsurdJumps(scaled, (item) => item.value).map((item) => item.bar);
  const keptDates = new Set(kept.map((bar) => bar.date));
  for (const bar of valued) if (!keptDates.has(bar.date)) refused.push({ date: bar.date, reason: `close ${bar.close} is ${ABSURD_JUMP_FACTOR}x or more off its neighbours` });
  return { kept, refused };
}

/**
 * Dividends fit to store, with the ones refused and why: an amount that is not a positive number,
 * one larger than the share's close before its ex-date (no dividend pays more than the share is
 * worth: a mis-scaled figure, pence for pounds), or a second event on an ex-date already given.
 * A dividend with no close before it in `bars` is not judged against one.
 */
export function screenDividends(dividends: readonly Dividend[], bars: readonly DailyBar[]): { kept: Dividend[]; refused: { date: string; reason: string }[] } {
  const refused: { date: string; reason: string }[] = [];
  const kept: Dividend[] = [];
  const seen = new Set<string>();
  const closes = [...bars].sort((a, b) => (a.date < b.date ? -1 : 1));
  for (const dividend of [...dividends].sort((a, b) => (a.exDate < b.exDate ? -1 : 1))) {
    if (!Number.isFinite(dividend.amount) || dividend.amount <= 0) {
      refused.push({ date: dividend.exDate, reason: `amount ${dividend.amount} is not a positive payment` });
      continue;
    }
    if (seen.has(dividend.exDate)) {
      refused.push({ date: dividend.exDate, reason: 'a second dividend on the same ex-date' });
      continue;
    }
    const before = closeBefore(closes, dividend.exDate);
    if (before !== null && dividend.amount > before) {
      refused.push({ date: dividend.exDate, reason: `amount ${dividend.amount} is more than the close of ${before} before it` });
      continue;
    }
    seen.add(dividend.exDate);
    kept.push(dividend);
  }
  return { kept, refused };
}

/** The close of the last bar before `day` (a dividend's ex-date prices without it), or null. */
function closeBefore(sorted: readonly DailyBar[], day: string): number | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]!.date < day) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? null : sorted[low - 1]!.close;
}
