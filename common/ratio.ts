/**
 * A split, merge or spin-off ratio as two whole numbers, new shares for old ones (3 for 1, 1 for
 * 10, 4567 for 10000): entered, stored and applied as such, so 20 shares split 1 for 3 become
 * 20 × 1 ÷ 3 in one exact step rather than 20 × 0.333333….
 */
export interface Ratio {
  readonly newShares: number;
  readonly oldShares: number;
}

/** The largest part of a ratio: a GraphQL Int, and far past any real corporate action. */
export const MAX_RATIO_PART = 1_000_000_000;

/** The problem with one part of a ratio, or null. */
export function ratioPartProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return 'is required.';
  if (Number.isNaN(value)) return 'must be a whole number, such as 2.';
  if (!Number.isInteger(value)) return 'must be a whole number (for 1.5 for 1, enter 3 for 2).';
  if (value <= 0) return 'must be greater than zero.';
  if (value > MAX_RATIO_PART) return `must be at most ${MAX_RATIO_PART.toLocaleString('en')}.`;
  return null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The ratio in lowest terms (4 for 2 is 2 for 1). */
export function reduceRatio({ newShares, oldShares }: Ratio): Ratio {
  const d = gcd(newShares, oldShares);
  return { newShares: newShares / d, oldShares: oldShares / d };
}

/**
 * The simplest ratio within `tolerance` (relative) of a number of new shares per old share: 1/3
 * from 0.333333333333, 4567/10000 from 0.4567. For a ratio only known as a number (a file that
 * gives one, a row stored before ratios were two numbers). Continued fractions give the best
 * approximations in order of growing parts; null when none within MAX_RATIO_PART is close enough.
 */
export function ratioFromNumber(value: number, tolerance = 1e-9): Ratio | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  // Convergents h/k of the continued fraction of value.
  let [h0, h1] = [0, 1];
  let [k0, k1] = [1, 0];
  let rest = value;
  for (let i = 0; i < 64; i++) {
    const whole = Math.floor(rest);
    [h0, h1] = [h1, whole * h1 + h0];
    [k0, k1] = [k1, whole * k1 + k0];
    if (h1 > MAX_RATIO_PART || k1 > MAX_RATIO_PART) return null;
    if (Math.abs(h1 / k1 - value) <= tolerance * value) return { newShares: h1, oldShares: k1 };
    const fraction = rest - whole;
    if (fraction === 0) return null;
    rest = 1 / fraction;
  }
  return null;
}

/** "3 for 1", "1 for 10": how investors and brokers say it. */
export const formatRatio = ({ newShares, oldShares }: Ratio, format: (n: number) => string = String): string => `${format(newShares)} for ${format(oldShares)}`;

/** "3:1" as files write a ratio (new:old). */
export const ratioText = ({ newShares, oldShares }: Ratio): string => `${newShares}:${oldShares}`;

export type RatioReading = { ok: true; ratio: Ratio } | { ok: false; problem: string };

const PARTS = /^\s*(\S+)\s*(?::|\bfor\b)\s*(\S+)\s*$/i;

/**
 * A ratio as a file gives it: "3:1" or "3 for 1" (new shares for old ones), or one number of new
 * shares per old share (an export made before ratios were two numbers), read as the simplest
 * ratio within 1e-9 of it.
 */
export function readRatio(text: string): RatioReading {
  const parts = PARTS.exec(text);
  if (parts) {
    const [newShares, oldShares] = [Number(parts[1]), Number(parts[2])];
    const problem = ratioPartProblem(newShares) ?? ratioPartProblem(oldShares);
    return problem ? { ok: false, problem: `"${text.trim()}": each part ${problem}` } : { ok: true, ratio: { newShares, oldShares } };
  }
  const value = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  const ratio = ratioFromNumber(value);
  return ratio ? { ok: true, ratio } : { ok: false, problem: `"${text.trim()}" is not a ratio such as 3:1 (new shares for old ones).` };
}

const placesOf = (value: number): number => {
  const text = String(value);
  const dot = text.indexOf('.');
  return text.includes('e') ? 9 : dot < 0 ? 0 : text.length - dot - 1;
};

/**
 * The ratio of two share counts a broker reports (4 new lines for 1 old; 12.5 received for 10
 * given), as whole numbers in lowest terms: both scaled by the power of ten that makes them whole.
 * Null for a count that is not above zero.
 */
export function ratioOfAmounts(newAmount: number, oldAmount: number): Ratio | null {
  if (!(newAmount > 0) || !(oldAmount > 0) || !Number.isFinite(newAmount) || !Number.isFinite(oldAmount)) return null;
  const scale = 10 ** Math.min(9, Math.max(placesOf(newAmount), placesOf(oldAmount)));
  const ratio = reduceRatio({ newShares: Math.round(newAmount * scale), oldShares: Math.round(oldAmount * scale) });
  return ratio.newShares <= MAX_RATIO_PART && ratio.oldShares <= MAX_RATIO_PART && ratio.newShares > 0 && ratio.oldShares > 0 ? ratio : ratioFromNumber(newAmount / oldAmount);
}
