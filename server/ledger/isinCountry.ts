// The country an ISIN was issued in: its first two letters are the ISO 3166 code of the issuer's
// country (ISO 6166), a fact about the security itself, where a provider's country is often a
// guess from the listing's venue (a German share bought on a US venue is not a US company). The
// prefixes that name no country are left out.

/** ISIN prefixes that are not countries: international (Euroclear/Clearstream) and EU issues, and test codes. */
const NOT_A_COUNTRY = new Set(['XS', 'XA', 'XB', 'XC', 'XD', 'XF', 'XK', 'EU', 'QS', 'QT', 'ZZ']);

export function countryOfIsin(isin: string | null | undefined): string | null {
  const prefix = isin?.trim().slice(0, 2).toUpperCase();
  if (!prefix || !/^[A-Z]{2}$/.test(prefix) || NOT_A_COUNTRY.has(prefix)) return null;
  return prefix;
}
