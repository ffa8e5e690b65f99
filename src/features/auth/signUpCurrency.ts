import type { UserCurrency } from '../../generated/graphql';

// Euro-area countries (ISO 3166 alpha-2), for a new user's first display currency.
const EURO_AREA = new Set(['AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES', 'BG']);

/**
 * The display currency proposed to a new account from the browser's locale: GBP in the UK, CAD
 * in Canada, EUR in the euro area, USD (the spec's default) everywhere else. The user can change
 * it in the profile; the server keeps an existing user's choice.
 */
export function signUpCurrencyFor(locale: string): UserCurrency {
  const region = safeRegion(locale);
  if (region === 'GB') return 'GBP';
  if (region === 'CA') return 'CAD';
  if (region && EURO_AREA.has(region)) return 'EUR';
  return 'USD';
}

function safeRegion(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}
