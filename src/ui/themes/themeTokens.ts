/**
 * Turns the palette table into Chakra conditions and semantic tokens. Every theme is a class on
 * <html> (set by next-themes); each colour token gets one value per theme class, so switching
 * theme swaps CSS variables and nothing re-renders.
 */
import type { SystemConfig } from '@chakra-ui/react';
import { palettes, themeClasses, type AccentColors, type Palette } from './palettes';
import { PALETTE_NAMES, type PaletteName } from './themeNames';

type Conditions = NonNullable<SystemConfig['conditions']>;

function conditionName(name: PaletteName): string {
  return `theme${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;
}

function selectorsOf(scheme: Palette['scheme']): string[] {
  return PALETTE_NAMES.filter((name) => palettes[name].scheme === scheme).map((name) => `.${themeClasses[name]} &`);
}

/**
 * One condition per theme, plus Chakra's own `dark`/`light` widened to every dark- or
 * light-based theme, so built-in tokens (red.fg, bg.error, ...) pick the right variant there.
 */
export const themeConditions: Conditions = {
  ...Object.fromEntries(PALETTE_NAMES.map((name) => [conditionName(name), `.${themeClasses[name]} &`])),
  dark: [...selectorsOf('dark'), '.dark .chakra-theme:not(.light) &'].join(', '),
  light: [':root &', ...selectorsOf('light')].join(', '),
};

type TokenValue = { value: Record<string, string> };

/**
 * A token whose value is `pick(palette)` in each theme. The base (no theme class yet, or an
 * unknown one) is the fallback theme's, matching validThemeName.
 */
function perTheme(pick: (palette: Palette) => string): TokenValue {
  const value: Record<string, string> = { base: pick(palettes.default) };
  for (const name of PALETTE_NAMES) value[`_${conditionName(name)}`] = pick(palettes[name]);
  return { value };
}

function accent(pick: (palette: Palette) => AccentColors): Record<keyof AccentColors, TokenValue> {
  const keys: (keyof AccentColors)[] = ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing', 'border'];
  return Object.fromEntries(keys.map((key) => [key, perTheme((palette) => pick(palette)[key])])) as Record<keyof AccentColors, TokenValue>;
}

export const themeColorTokens = {
  bg: {
    DEFAULT: perTheme((p) => p.bg.canvas),
    subtle: perTheme((p) => p.bg.subtle),
    muted: perTheme((p) => p.bg.muted),
    emphasized: perTheme((p) => p.bg.emphasized),
    panel: perTheme((p) => p.bg.panel),
  },
  fg: {
    DEFAULT: perTheme((p) => p.fg.default),
    muted: perTheme((p) => p.fg.muted),
    subtle: perTheme((p) => p.fg.subtle),
  },
  border: {
    DEFAULT: perTheme((p) => p.border.default),
    muted: perTheme((p) => p.border.muted),
    subtle: perTheme((p) => p.border.muted),
    emphasized: perTheme((p) => p.border.emphasized),
  },
  gray: accent((p) => p.neutral),
  // `color="primary"` / `color="secondary"` mean the accent's text colour (the Loader's spinner).
  primary: { DEFAULT: perTheme((p) => p.primary.fg), ...accent((p) => p.primary) },
  secondary: { DEFAULT: perTheme((p) => p.secondary.fg), ...accent((p) => p.secondary) },
};

/**
 * `color-scheme` per theme class (scrollbars, form controls, the date picker). next-themes
 * writes it inline only for its literal "light"/"dark", so the other themes need it here.
 */
export const themeColorSchemeCss = Object.fromEntries(
  PALETTE_NAMES.map((name) => [`html.${themeClasses[name]}`, { colorScheme: `${palettes[name].scheme} !important` }]),
);
