// Minor-unit quote currencies (GBp, ZAc, ILA): one table with the add form and the transaction checks.
import { mainUnit } from '../../src/lib/currency';

export { mainUnit };

/** A price quoted in `currency` expressed in the main unit (1259.5 GBp → 12.595 GBP). */
export function toMainUnit(price: number, currency: string): { price: number; currency: string } {
  const unit = mainUnit(currency);
  return { price: price / unit.divisor, currency: unit.currency };
}
