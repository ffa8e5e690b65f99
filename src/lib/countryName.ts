/**
 * English names of ISO 3166 country codes (the UI is in English) through Intl.DisplayNames;
 * null where the runtime lacks it or does not know the code, so callers show the code alone.
 */
let regionNames: Intl.DisplayNames | null | undefined;

function displayNames(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }) : null;
    } catch {
      // Very old engines have the constructor without region data.
      regionNames = null;
    }
  }
  return regionNames;
}

export function countryName(countryISO: string | null | undefined): string | null {
  const code = countryISO?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = displayNames()?.of(code);
    // "Unknown Region" is what some engines answer for unassigned codes such as ZZ.
    return name && name !== code && name !== 'Unknown Region' ? name : null;
  } catch {
    return null;
  }
}
