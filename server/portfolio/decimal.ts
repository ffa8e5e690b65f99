/**
 * Exact fixed-point decimals for ledger money and share counts.
 *
 * A Decimal is a BigInt holding the value times 10^18 (branded so a raw bigint cannot slip in).
 * Eighteen places keep a share count to 15 significant digits or more from a thousandth of a
 * share up through a chain of splits (20 shares split 1 for 3 are 6.666666666666666667, and
 * back 3 for 1 are 20.000000000000000001), and leave ample headroom below the cent for
 * intermediate maths. Addition and subtraction are exact; multiplication and division round
 * half-even once at the 18th place. Rounding to the cent is
 * only for presentation (`toFixed`), never inside the engine. Plain bigints (no objects) keep
 * the engine fast: no allocation beyond the bigint itself.
 */
export type Decimal = bigint & { readonly __decimal: unique symbol };

export const DECIMAL_PLACES = 18;
const SCALE = 10n ** BigInt(DECIMAL_PLACES);

export const ZERO = 0n as Decimal;
export const ONE = SCALE as Decimal;

const PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;
// What the database and the API nearly always give: digits, an optional minus, at most 18 places.
const PLAIN = /^-?\d+(?:\.\d{1,18})?$/;
const PLACES = '0'.repeat(DECIMAL_PLACES);

/** Parses "12.345", "-0.5", ".5", a finite number, or an integer bigint (taken as whole units). */
export function decimal(value: string | number | bigint): Decimal {
  if (typeof value === 'bigint') return (value * SCALE) as Decimal;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    if (Math.abs(value) >= 1e21) throw new RangeError(`Number too large for an exact decimal: ${value}`);
    // The shortest text that reads back as the same double is what was typed or sent (1234567.89,
    // not the double's 1234567.889999999897…); past 15 significant digits it is float noise
    // (0.1 + 0.2 = 0.30000000000000004), which 15 significant digits drop. Exponent forms (below
    // 1e-6) fall back to the plain expansion, rounded at the last kept place.
    const text = String(Number(value.toPrecision(15)));
    return decimal(text.includes('e') ? value.toFixed(DECIMAL_PLACES) : text);
  }
  if (PLAIN.test(value)) {
    // The fast path of the general one below (a ledger load parses a million of these): the
    // digits with the fraction padded to 12 places are the raw value, the minus sign included.
    const dot = value.indexOf('.');
    if (dot < 0) return (BigInt(value) * SCALE) as Decimal;
    return BigInt(value.slice(0, dot) + value.slice(dot + 1) + PLACES.slice(value.length - dot - 1)) as Decimal;
  }
  const match = PATTERN.exec(value.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
  const negative = match[1] === '-';
  let raw: bigint;
  if (fraction.length <= DECIMAL_PLACES) {
    raw = BigInt((whole || '0') + fraction.padEnd(DECIMAL_PLACES, '0'));
  } else {
    // More places than we keep: round half-even on the digits beyond.
    const digits = BigInt((whole || '0') + fraction);
    raw = divRound(digits, 10n ** BigInt(fraction.length - DECIMAL_PLACES));
  }
  return (negative ? -raw : raw) as Decimal;
}

/** n / d rounded half-even (banker's rounding, so repeated roundings do not drift one way). */
function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  let q = n / d; // truncates toward zero
  const r = n - q * d;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice > d || (twice === d && (q & 1n) !== 0n)) q += n < 0n ? -1n : 1n;
  return q;
}

export const add = (a: Decimal, b: Decimal): Decimal => (a + b) as Decimal;
export const sub = (a: Decimal, b: Decimal): Decimal => (a - b) as Decimal;
export const neg = (a: Decimal): Decimal => -a as Decimal;
export const abs = (a: Decimal): Decimal => (a < 0n ? -a : a) as Decimal;
export const mul = (a: Decimal, b: Decimal): Decimal => divRound(a * b, SCALE) as Decimal;
export const div = (a: Decimal, b: Decimal): Decimal => divRound(a * SCALE, b) as Decimal;
/** a × b ÷ c with a single rounding: the pro-rata share of a cost (cost × sold ÷ held). */
export const mulDiv = (a: Decimal, b: Decimal, c: Decimal): Decimal => divRound(a * b, c) as Decimal;

export const cmp = (a: Decimal, b: Decimal): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);
export const isZero = (a: Decimal): boolean => a === 0n;
export const isNegative = (a: Decimal): boolean => a < 0n;
export const isPositive = (a: Decimal): boolean => a > 0n;
export const min = (a: Decimal, b: Decimal): Decimal => (a < b ? a : b);
export const max = (a: Decimal, b: Decimal): Decimal => (a > b ? a : b);

export function sum(values: Iterable<Decimal>): Decimal {
  let total = 0n;
  for (const v of values) total += v;
  return total as Decimal;
}

/** Rounds half-even to `places` decimal places (0..12), staying a Decimal. */
export function round(a: Decimal, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0 || places > DECIMAL_PLACES) throw new RangeError(`Bad places: ${places}`);
  const unit = 10n ** BigInt(DECIMAL_PLACES - places);
  return (divRound(a, unit) * unit) as Decimal;
}

/** Canonical string: no trailing zeros, no exponent ("1.5", "-0.25", "3"). */
export function toDecimalString(a: Decimal): string {
  const negative = a < 0n;
  const digits = (negative ? -a : a).toString().padStart(DECIMAL_PLACES + 1, '0');
  const whole = digits.slice(0, -DECIMAL_PLACES);
  const fraction = digits.slice(-DECIMAL_PLACES).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Presentation: rounded half-even to exactly `places` places ("12.35"). */
export function toFixed(a: Decimal, places: number): string {
  const rounded = round(a, places);
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(DECIMAL_PLACES + 1, '0');
  const whole = digits.slice(0, -DECIMAL_PLACES);
  const fraction = digits.slice(-DECIMAL_PLACES).slice(0, places);
  const sign = negative ? '-' : '';
  return places === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

const WHOLE_EXACT = 2n ** 53n;
const SCALE_NUMBER = Number(SCALE);

/**
 * float64 for chart series and the GraphQL Float fields; never feed it back into the ledger.
 * The whole part is exact below 2^53 and the fraction is one division, so a figure with a few
 * places (2210.5, 0.1) converts to the same double as its decimal text.
 */
export function toNumber(a: Decimal): number {
  const whole = a / SCALE;
  if (whole >= WHOLE_EXACT || whole <= -WHOLE_EXACT) return Number(toDecimalString(a));
  const fraction = a - whole * SCALE;
  return fraction === 0n ? Number(whole) : Number(whole) + Number(fraction) / SCALE_NUMBER;
}
