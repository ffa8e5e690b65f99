// How figures read in a notification's text: money with its currency, percents with a sign.
// Written on the server once, in English, as the app's texts are.

export function formatMoney(value: number, currency: string): string {
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

/** A fraction as a signed percent: 0.0123 → "+1.23 %". */
export function formatSignedPercent(fraction: number): string {
  const percent = (fraction * 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' });
  return `${percent} %`;
}

export function formatShares(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** Money with its sign: "+12.30 USD", "-4.00 USD". */
export function formatSignedMoney(value: number, currency: string): string {
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' })} ${currency}`;
}

/** A per-share amount: dividends are declared to four decimals (0.485 USD), kept as declared. */
export function formatPerShare(value: number, currency: string): string {
  return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })} ${currency}`;
}
