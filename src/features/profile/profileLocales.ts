/**
 * The locales the profile offers for numbers and dates: the languages and regions investors
 * most often use. A user whose browser gave another locale keeps it as an extra option.
 */
export const PROFILE_LOCALES = [
  'en-US', 'en-GB', 'en-CA', 'en-AU', 'en-IE', 'en-IN', 'en-NZ', 'en-SG', 'en-ZA',
  'fr-FR', 'fr-CA', 'fr-BE', 'fr-CH', 'de-DE', 'de-AT', 'de-CH', 'it-IT', 'es-ES', 'es-MX',
  'pt-PT', 'pt-BR', 'nl-NL', 'nl-BE', 'sv-SE', 'nb-NO', 'da-DK', 'fi-FI', 'pl-PL', 'cs-CZ',
  'ja-JP', 'zh-CN', 'zh-HK', 'ko-KR',
] as const;

const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** "English (United Kingdom)", or the tag itself when the platform has no name for it. */
export function localeLabel(locale: string): string {
  try {
    return names.of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The offered locales, with `current` added (first) when it is not among them. */
export function localeOptions(current: string | null | undefined): string[] {
  const list: string[] = [...PROFILE_LOCALES];
  return current && !list.includes(current) ? [current, ...list] : list;
}
