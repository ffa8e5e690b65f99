/**
 * The dividend income chart's months: the income recorded in the ledger over the interval
 * (received, gross), then the twelve forecast months (declared and estimated), one row each.
 */
import type { Dividends } from '../sharedDividends/DividendWidget';

export interface IncomeMonth {
  /** yyyy-MM. */
  month: string;
  /** A received month's figures; null for a forecast month. */
  received: { gross: number; taxes: number; fees: number; net: number } | null;
  /** A forecast month's parts; null for a received month. */
  forecast: { declared: number; estimated: number; income: number } | null;
}

export function incomeMonths({ received, forecast }: Pick<Dividends, 'received' | 'forecast'>, withForecast: boolean): IncomeMonth[] {
  const past = received.map(({ month, gross, taxes, fees, net }): IncomeMonth => ({ month, received: { gross, taxes, fees, net }, forecast: null }));
  if (!withForecast) return past;
  // The forecast starts after asOf's month, the last received one; a month in both stays received.
  const last = past.at(-1)?.month ?? '';
  const ahead = forecast.filter((entry) => entry.month > last).map(({ month, declared, estimated, income }): IncomeMonth => ({ month, received: null, forecast: { declared, estimated, income } }));
  return [...past, ...ahead];
}

export interface IncomeTotals {
  received: number;
  taxes: number;
  forecast: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function incomeTotals(months: readonly IncomeMonth[]): IncomeTotals {
  let received = 0;
  let taxes = 0;
  let forecast = 0;
  for (const month of months) {
    received += month.received?.gross ?? 0;
    taxes += month.received?.taxes ?? 0;
    forecast += month.forecast?.income ?? 0;
  }
  return { received: cents(received), taxes: cents(taxes), forecast: cents(forecast) };
}

/** Nothing received in any month and nothing expected (when the forecast is shown). */
export function isIncomeless(months: readonly IncomeMonth[]): boolean {
  return months.every((month) => (month.received?.gross ?? 0) === 0 && (month.forecast?.income ?? 0) === 0);
}
