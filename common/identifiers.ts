/**
 * Security identifiers read from broker files: ISINs and container codes. Each is
 * normalised (trimmed, upper-cased) and its check digit verified, so that a mistyped or
 * truncated code is caught in the import preview instead of creating a phantom holding.
 */

export type IsinResult = { ok: true; isin: string } | { ok: false; error: string };
export type ContainerCodeResult = { ok: true; code: string } | { ok: false; error: string };

/** Digits are their value, letters A=10 .. Z=35: the mapping both ISIN and SEDOL use. */
function charValue(char: string): number {
  return Number.parseInt(char, 36);
}

const ISIN_BODY = /^[A-Z]{2}[A-Z0-9]{9}$/;
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/**
 * The ISIN check digit (ISO 6166) of the first eleven characters: letters become two-digit
 * numbers, then the Luhn algorithm runs over the resulting digit string.
 */
export function isinCheckDigit(first11: string): number {
  if (!ISIN_BODY.test(first11)) {
    throw new RangeError(`"${first11}" is not two capital letters and nine letters or digits`);
  }
  const digits = [...first11].map((char) => String(charValue(char))).join('');
  let sum = 0;
  // Luhn doubles every second digit counting from the check digit, which is not there yet, so
  // the rightmost digit of the body is doubled.
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function validateIsin(text: string): IsinResult {
  const isin = text.trim().toUpperCase();
  if (isin === '') return { ok: false, error: 'The ISIN is empty' };
  if (isin.length !== 12) {
    return { ok: false, error: `"${isin}" has ${isin.length} characters; an ISIN has 12` };
  }
  if (!ISIN.test(isin)) {
    return { ok: false, error: `"${isin}" is not an ISIN: 2 letters, 9 letters or digits and a check digit` };
  }
  const expected = isinCheckDigit(isin.slice(0, 11));
  if (Number(isin[11]) !== expected) {
    return { ok: false, error: `"${isin}" has a wrong check digit (expected ${expected})` };
  }
  return { ok: true, isin };
}

/*
 * Container codes. The spec says a code is "two letters, a dot and seven characters", that the
 * first six of the seven are digits or consonants, that the last is a digit and that "a check
 * digit is computed", but it does not name the scheme. The SEDOL scheme (London Stock Exchange)
 * is the one that fits every part of that description: a SEDOL is seven characters, its first
 * six are digits or consonants (vowels are excluded so that no code spells a word), and its
 * seventh is a check digit. So the seven characters are checked as a SEDOL: weights 1,3,1,7,3,9,
 * letters A=10 .. Z=35, check = (10 - sum mod 10) mod 10. If the spec's authors meant another
 * scheme, only `containerCheckDigit` changes.
 */
const CONTAINER_BODY = /^[0-9BCDFGHJKLMNPQRSTVWXYZ]{6}$/;
const CONTAINER_CODE = /^[A-Z]{2}\.[0-9BCDFGHJKLMNPQRSTVWXYZ]{6}[0-9]$/;
const CONTAINER_SHAPE = /^[A-Z]{2}\.[A-Z0-9]{6}[0-9]$/;
const SEDOL_WEIGHTS = [1, 3, 1, 7, 3, 9] as const;

/** Two letters, a dot and seven characters: the shape of a container code, before its characters are checked. */
export function isContainerCodeShape(text: string): boolean {
  return /^[A-Z]{2}\.[A-Z0-9]{7}$/i.test(text.trim());
}

/** The check digit of the six characters after the dot (the SEDOL scheme; see above). */
export function containerCheckDigit(six: string): number {
  if (!CONTAINER_BODY.test(six)) {
    throw new RangeError(`"${six}" is not six digits or capital consonants`);
  }
  const sum = SEDOL_WEIGHTS.reduce((total, weight, i) => total + weight * charValue(six.charAt(i)), 0);
  return (10 - (sum % 10)) % 10;
}

export function validateContainerCode(text: string): ContainerCodeResult {
  const code = text.trim().toUpperCase();
  if (code === '') return { ok: false, error: 'The container code is empty' };
  if (!CONTAINER_CODE.test(code)) {
    // A vowel is the one mistake with a right-looking shape, so it gets its own message.
    const error = CONTAINER_SHAPE.test(code)
      ? `"${code}" contains a vowel; only digits and consonants may come before the check digit`
      : `"${code}" is not a container code: two letters, a dot and seven characters, as in GB.0263494`;
    return { ok: false, error };
  }
  const expected = containerCheckDigit(code.slice(3, 9));
  if (Number(code[9]) !== expected) {
    return { ok: false, error: `"${code}" has a wrong check digit (expected ${expected})` };
  }
  return { ok: true, code };
}
