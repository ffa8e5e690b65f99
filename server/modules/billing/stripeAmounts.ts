// Stripe counts amounts in the currency's smallest unit, which is not always a hundredth:
// https://docs.stripe.com/currencies#zero-decimal and #three-decimal.
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** An amount Stripe gives in minor units, in major units of its currency (900 USD → 9). */
export function fromStripeAmount(amount: number, currency: string): number {
  const code = currency.toUpperCase();
  const digits = ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
  return amount / 10 ** digits;
}
