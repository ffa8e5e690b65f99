/**
 * The theme names, as stored in user settings and local storage (lower case; the
 * GraphQL enum ThemeName). "system" is not a palette: it follows the OS dark preference.
 */
import type { ThemeName } from '../../generated/graphql';

export type { ThemeName };

/** Themes with a palette of their own (everything but "system"). */
export type PaletteName = Exclude<ThemeName, 'system'>;

const LABELS = {
  default: 'Default',
  dark: 'Dark',
  light: 'Light',
  blue: 'Blue',
  green: 'Green',
  indigo: 'Indigo',
  system: 'System',
} as const satisfies Record<ThemeName, string>;

/** Every theme, in the order the profile offers them. */
export const THEME_NAMES = Object.keys(LABELS) as ThemeName[];

export const PALETTE_NAMES = THEME_NAMES.filter((name): name is PaletteName => name !== 'system');

/** A new visitor starts dark; the server stores dark for a new user too. */
export const INITIAL_THEME: ThemeName = 'dark';

/** What an invalid theme name falls back to. */
export const FALLBACK_THEME: ThemeName = 'default';

export function themeLabel(name: ThemeName): string {
  return LABELS[name];
}

export function isThemeName(name: unknown): name is ThemeName {
  return typeof name === 'string' && Object.hasOwn(LABELS, name);
}

/**
 * `name` if it is a theme, else the default theme with the spec's warning. Absent (null or
 * undefined) is not invalid: it is the initial theme, without a warning.
 */
export function validThemeName(name: string | null | undefined): ThemeName {
  if (name === null || name === undefined) return INITIAL_THEME;
  if (isThemeName(name)) return name;
  console.warn(`The theme ${name} is not valid`);
  return FALLBACK_THEME;
}
