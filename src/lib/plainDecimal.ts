/**
 * A number as a plain decimal, digit for digit what JavaScript's shortest round-trip spelling
 * says, but never in exponent form: files people open or read back (0.0000001, not 1e-7) must
 * not depend on a reader that understands exponents.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const e = text.indexOf('e');
  if (e === -1) return text;
  const sign = text.startsWith('-') ? '-' : '';
  const mantissa = text.slice(sign.length, e);
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const pointAt = (point === -1 ? mantissa.length : point) + Number(text.slice(e + 1));
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}
