/**
 * Sorting for tables of up to ~100,000 rows, fast enough to run on a header click: each row's key
 * is computed once, text keys are ranked by sorting only their distinct values (a ledger has few
 * distinct tickers, names and days), and the rows are then ordered by number alone. Missing
 * values go last in both directions; ties keep the given order, so the list stays stable.
 */

export type SortKey = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';

/** How text keys compare: as people read them, or by code unit (ISO dates, codes). */
export type TextOrder = 'collate' | 'ordinal';

/**
 * Above this many distinct texts (references: one per row) the collator is too slow (about a
 * second for 100,000 on a laptop); the texts are then ordered by their lower-cased code units,
 * which differs from the collator only for accents and digit runs.
 */
export const COLLATE_LIMIT = 10_000;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const ordinal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each distinct text's rank in the chosen order. */
function rankTexts(texts: Set<string>, textOrder: TextOrder): Map<string, number> {
  let sorted: string[];
  if (textOrder === 'ordinal') sorted = [...texts].sort(ordinal);
  else if (texts.size <= COLLATE_LIMIT) sorted = [...texts].sort(collator.compare);
  else {
    // The engine's own comparison (no callback) on "lower-cased\0original" keys.
    const SEPARATOR = '\u0000';
    sorted = Array.from(texts, (text) => `${text.toLowerCase()}${SEPARATOR}${text}`)
      .sort()
      .map((key) => key.slice(key.indexOf(SEPARATOR) + 1));
  }
  const ranks = new Map<string, number>();
  sorted.forEach((text, rank) => ranks.set(text, rank));
  return ranks;
}

/** Per row, its key as a number (text replaced by its rank), NaN when missing. */
function numericKeys(keys: readonly SortKey[], textOrder: TextOrder): Float64Array {
  const numbers = new Float64Array(keys.length);
  const texts = new Set<string>();
  for (const key of keys) if (typeof key === 'string') texts.add(key);
  const ranks = texts.size ? rankTexts(texts, textOrder) : null;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index];
    numbers[index] = typeof key === 'number' ? key : typeof key === 'string' ? (ranks?.get(key) ?? Number.NaN) : Number.NaN;
  }
  return numbers;
}

/** Whether the keys are already in the wanted order (the server lists newest first). */
function inOrder(keys: Float64Array, sign: number): boolean {
  let missingSeen = false;
  for (let index = 1; index < keys.length; index += 1) {
    const previous = keys[index - 1]!;
    const current = keys[index]!;
    if (Number.isNaN(previous)) missingSeen = true;
    if (missingSeen) {
      if (!Number.isNaN(current)) return false;
    } else if (!Number.isNaN(current) && (current - previous) * sign < 0) return false;
  }
  return true;
}

/**
 * A new array of `rows` ordered by `key`. A column mixes numbers and text only by mistake; if it
 * does, text ranks are compared with numbers as they are, which still gives a stable order.
 */
export function sortRows<T>(rows: readonly T[], key: (row: T) => SortKey, direction: SortDirection, textOrder: TextOrder = 'collate'): T[] {
  const keys = numericKeys(rows.map(key), textOrder);
  const sign = direction === 'asc' ? 1 : -1;
  if (inOrder(keys, sign)) return rows.slice();
  const order = new Uint32Array(rows.length);
  for (let index = 0; index < order.length; index += 1) order[index] = index;
  order.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    if (ka === kb) return a - b;
    // NaN (missing) sorts after everything, whatever the direction.
    if (Number.isNaN(ka)) return Number.isNaN(kb) ? a - b : 1;
    if (Number.isNaN(kb)) return -1;
    return ka < kb ? -sign : sign;
  });
  return Array.from(order, (index) => rows[index]!);
}
