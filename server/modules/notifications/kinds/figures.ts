// How figures read in a notification's text: money with its currency, percents with a sign.
// Written on the server once, in English, as the app's texts are. The formatters are made once:
// toLocaleString builds one per call, and the day's job formats hundreds of thousands of figures.

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedMoney = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'always' });
const perShare = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const shares = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

export function formatMoney(value: number, currency: string): string {
  return `${money.format(value)} ${currency}`;
}

/** A fraction as a signed percent: 0.0123 → "+1.23 %". */
export function formatSignedPercent(fraction: number): string {
  return `${signedMoney.format(fraction * 100)} %`;
}

export function formatShares(value: number): string {
  return shares.format(value);
}

/** Money with its sign: "+12.30 USD", "-4.00 USD". */
export function formatSignedMoney(value: number, currency: string): string {
  return `${signedMoney.format(value)} ${currency}`;
}

/** A per-share amount: dividends are declared to four decimals (0.485 USD), kept as declared. */
export function formatPerShare(value: number, currency: string): string {
  return `${perShare.format(value)} ${currency}`;
}
