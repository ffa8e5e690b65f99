// Minor-unit quote currencies: London quotes most shares in pence (GBp, also written GBX),
// Johannesburg in cents (ZAc), Tel Aviv in agorot (ILA). Prices in these are 100 times the main
// unit; left as they are, a holding's value comes out 100x too high.

const MINOR_UNITS: Readonly<Record<string, { main: string; divisor: number }>> = {
  GBp: { main: 'GBP', divisor: 100 },
  GBX: { main: 'GBP', divisor: 100 },
  ZAc: { main: 'ZAR', divisor: 100 },
  ZAC: { main: 'ZAR', divisor: 100 },
  ILA: { main: 'ILS', divisor: 100 },
};

/** The main currency and the divisor that turns a price quoted in `currency` into it. */
export function mainUnit(currency: string): { currency: string; divisor: number } {
  const minor = MINOR_UNITS[currency];
  return minor ? { currency: minor.main, divisor: minor.divisor } : { currency, divisor: 1 };
}

/** A price quoted in `currency` expressed in the main unit (1259.5 GBp → 12.595 GBP). */
export function toMainUnit(price: number, currency: string): { price: number; currency: string } {
  const unit = mainUnit(currency);
  return { price: price / unit.divisor, currency: unit.currency };
}
