// Facts the browser and the server must agree on live in common/: no DOM, no Node, imported by
// both and importing neither.

/**
 * Minor-unit quote currencies: London quotes most shares in pence (GBp, also written GBX),
 * Johannesburg in cents (ZAc), Tel Aviv in agorot (ILA). Prices in these are 100 times the main
 * unit; left as they are, a holding's value comes out 100x too high. Case matters: GBP is pounds.
 */
const MINOR_UNITS: Readonly<Record<string, { main: string; divisor: number }>> = {
  GBp: { main: 'GBP', divisor: 100 },
  GBX: { main: 'GBP', divisor: 100 },
  ZAc: { main: 'ZAR', divisor: 100 },
  ZAC: { main: 'ZAR', divisor: 100 },
  ILA: { main: 'ILS', divisor: 100 },
};

/** The minor units a price may be entered in, as the add form offers them. */
export const PRICE_MINOR_UNITS = ['GBp'] as const;

/** The main currency and the divisor that turns a price quoted in `currency` into it. */
export function mainUnit(currency: string): { currency: string; divisor: number } {
  const minor = MINOR_UNITS[currency.trim()];
  return minor ? { currency: minor.main, divisor: minor.divisor } : { currency, divisor: 1 };
}

/** A price quoted in `currency` expressed in the main unit (1259.5 GBp → 12.595 GBP). */
export function toMainUnit(price: number, currency: string): { price: number; currency: string } {
  const unit = mainUnit(currency);
  return { price: price / unit.divisor, currency: unit.currency };
}
