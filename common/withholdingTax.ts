/**
 * Dividend withholding tax: the share of a dividend the payer's country keeps at source. The
 * defaults are what a broker usually withholds from a foreign individual resident in a treaty
 * country who filed the usual forms (a W-8BEN for the United States, an NR301 for Canada), not
 * what may be reclaimed later: Switzerland withholds 35 % and refunds part on request, Germany
 * 26.375 %. They are a starting point the user changes per country in their profile (a US
 * resident holding US shares sets the United States to 0 %). A country not listed withholds 0 %.
 * Rates are fractions (0.15 for 15 %).
 */
export const DEFAULT_WITHHOLDING_RATES: Readonly<Record<string, number>> = {
  AT: 0.275,
  AU: 0.15,
  BE: 0.3,
  CA: 0.15,
  CH: 0.35,
  DE: 0.26375,
  DK: 0.27,
  ES: 0.19,
  FI: 0.35,
  FR: 0.128,
  GB: 0,
  HK: 0,
  IE: 0.25,
  IT: 0.26,
  JP: 0.15315,
  NL: 0.15,
  NO: 0.25,
  NZ: 0.15,
  PT: 0.25,
  SE: 0.3,
  SG: 0,
  US: 0.15,
};

/** Countries a user may set a rate for in one save, and at most this many overrides kept. */
export const MAX_WITHHOLDING_COUNTRIES = 100;

const COUNTRY = /^[A-Z]{2}$/;

/** The problem with a country code, or null (ISO 3166-1 alpha-2, upper case). */
export function countryProblem(country: string): string | null {
  return COUNTRY.test(country) ? null : 'must be a two-letter country code, such as US.';
}

/** The problem with a rate (a fraction from 0 to 1), or null. */
export function withholdingRateProblem(rate: number): string | null {
  if (!Number.isFinite(rate)) return 'must be a number.';
  if (rate < 0 || rate > 1) return 'must be between 0 % and 100 %.';
  return null;
}

/** The rate withheld on a dividend of a security of `country`: the user's, else the default, else 0. */
export function withholdingRateOf(country: string | null, overrides: Readonly<Record<string, number>>): number {
  if (!country) return 0;
  return overrides[country] ?? DEFAULT_WITHHOLDING_RATES[country] ?? 0;
}

/** One country's rate as the profile lists it: the user's own, or the default (isDefault). */
export interface WithholdingRateEntry {
  readonly country: string;
  readonly rate: number;
  readonly isDefault: boolean;
}

/** Every default country and every country the user set, by code, the user's rate winning. */
export function withholdingRateList(own: Readonly<Record<string, number>>): WithholdingRateEntry[] {
  const countries = [...new Set([...Object.keys(DEFAULT_WITHHOLDING_RATES), ...Object.keys(own)])].sort();
  return countries.map((country) => ({ country, rate: own[country] ?? DEFAULT_WITHHOLDING_RATES[country] ?? 0, isDefault: own[country] === undefined }));
}

/** The user's own rates in such a list (the entries that are not defaults). */
export function ownWithholdingRates(list: readonly WithholdingRateEntry[]): Record<string, number> {
  return Object.fromEntries(list.filter((entry) => !entry.isDefault).map((entry) => [entry.country, entry.rate]));
}

/** The problem with a rate typed as a percentage ("15", "26.375", "15 %"), or null: 0 to 100, a number. */
export function withholdingPercentProblem(text: string): string | null {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'must be a number from 0 to 100.';
  return withholdingRateProblem(percentToRate(trimmed));
}

/** A percentage as typed ("26.375") as the fraction the server stores (0.26375), without float dust. */
export function percentToRate(text: string): number {
  return Number((Number(text.trim().replace(/\s*%$/, '')) / 100).toFixed(8));
}
