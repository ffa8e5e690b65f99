// Simulated currencies: each one's value in USD is its own walk; a rate is the ratio of two
// values, so inverse and cross rates agree by construction.

import { mainUnit } from '../../../common/currencyUnits';
import { isDisplayCurrency, type DisplayCurrency } from '../../../common/displayCurrencies';
import type { DateRange, FxPoint } from '../provider';
import { indexOnOrBefore, openDays } from './calendar';
import { rangeIndices } from './numbers';
import { hashText, seededWalk } from './seeded';

// ---- Currencies: each one's value in USD is its own walk; a rate is the ratio of two values,
// so inverse and cross rates agree by construction. Every display currency has a level near its
// real one (the type makes a new display currency add its line), so a demo in any of them shows
// believable figures.

export const USD_VALUES: Readonly<Record<DisplayCurrency, number>> = {
  USD: 1,
  EUR: 1.1,
  GBP: 1.3,
  JPY: 0.008,
  CHF: 1.1,
  CAD: 0.75,
  AUD: 0.68,
  NZD: 0.62,
  SEK: 0.095,
  NOK: 0.095,
  DKK: 0.147,
  HKD: 0.128,
  SGD: 0.74,
  CNY: 0.14,
  INR: 0.012,
  ZAR: 0.055,
  ILS: 0.27,
  BRL: 0.19,
  MXN: 0.055,
  KRW: 0.00075,
  PLN: 0.25,
  CZK: 0.044,
  HUF: 0.0028,
  RON: 0.22,
  ISK: 0.0075,
  TRY: 0.03,
  IDR: 0.000063,
  MYR: 0.22,
  PHP: 0.018,
  THB: 0.029,
};

const ISO_CURRENCY = /^[A-Z]{3}$/;

/** USD per unit of `code` at weekday indices 0..lastIndex; null for a code that is not ISO 4217-shaped. */
function usdValues(code: string, lastIndex: number): Float64Array | null {
  // Minor units (GBp, ZAc, ILA) are their main unit divided, so GBp→GBP is exactly 0.01.
  const unit = mainUnit(code);
  if (!ISO_CURRENCY.test(unit.currency)) return null;
  const steps = lastIndex + 1;
  if (unit.currency === 'USD') return new Float64Array(steps).fill(1 / unit.divisor);
  // Codes outside the table get a level between 0.0005 and 1.6 USD, as most currencies have.
  const level = isDisplayCurrency(unit.currency) ? USD_VALUES[unit.currency] : 0.0005 * 3200 ** (hashText(`${unit.currency}|level`) / 4_294_967_296);
  const values = seededWalk(
    hashText(`${unit.currency}|fx`),
    { start: level, drift: 0, volatility: 0.005, pull: 0.003, maxStep: 0.04 },
    steps,
  );
  if (unit.divisor !== 1) for (let i = 0; i < values.length; i++) values[i] = values[i]! / unit.divisor;
  return values;
}

/** Daily rates (units of `quote` per `base`) on every weekday: currencies trade around the clock. */
export function fxHistoryOf(base: string, quote: string, range: DateRange, today: number): FxPoint[] {
  const open = openDays('weekdays');
  const lastToday = indexOnOrBefore(open, today);
  const { first, last } = rangeIndices(open, range, lastToday);
  if (first > last) return [];
  const baseValues = usdValues(base, last);
  const quoteValues = usdValues(quote, last);
  if (!baseValues || !quoteValues) return [];
  const points: FxPoint[] = [];
  for (let i = first; i <= last; i++) points.push({ date: open.dates[i]!, rate: baseValues[i]! / quoteValues[i]! });
  return points;
}

