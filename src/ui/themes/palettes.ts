/**
 * One complete palette per theme: surfaces, text, borders, a neutral, a primary and a secondary
 * accent with their focus rings. The table is exhaustive over the themes, so a new theme does
 * not compile until it has every colour. Readability is checked by palettes.test.ts (WCAG
 * contrast ratios), not by eye alone.
 *
 * Light-based: default (warm white, violet and teal: the brand) and light (neutral white, blue).
 * Dark-based: dark (neutral charcoal, violet), blue (deep navy, sky and amber), green (deep
 * forest, emerald and gold), indigo (deep indigo, periwinkle and pink).
 */
import type { PaletteName } from './themeNames';

/** The semantic keys Chakra's recipes read from a colorPalette (`colorPalette="primary"`). */
export interface AccentColors {
  solid: string;
  /** Text on `solid`. */
  contrast: string;
  /** Accent text and icons on the page background. */
  fg: string;
  muted: string;
  subtle: string;
  emphasized: string;
  focusRing: string;
  border: string;
}

export interface Palette {
  scheme: 'light' | 'dark';
  bg: { canvas: string; subtle: string; muted: string; emphasized: string; panel: string };
  fg: { default: string; muted: string; subtle: string };
  border: { default: string; muted: string; emphasized: string };
  /** Replaces Chakra's gray palette: the default colorPalette of neutral controls. */
  neutral: AccentColors;
  primary: AccentColors;
  secondary: AccentColors;
}

export const palettes = {
  default: {
    scheme: 'light',
    bg: { canvas: '#faf9fc', subtle: '#f3f1f8', muted: '#ebe8f2', emphasized: '#ddd8e8', panel: '#ffffff' },
    fg: { default: '#1c1530', muted: '#544c6b', subtle: '#6f6787' },
    border: { default: '#dcd7e6', muted: '#ebe8f2', emphasized: '#bdb5cf' },
    neutral: { solid: '#2a2240', contrast: '#ffffff', fg: '#1c1530', muted: '#ebe8f2', subtle: '#f3f1f8', emphasized: '#ddd8e8', focusRing: '#6f6787', border: '#dcd7e6' },
    primary: { solid: '#6d28d9', contrast: '#ffffff', fg: '#6d28d9', muted: '#ede9fe', subtle: '#f5f3ff', emphasized: '#ddd6fe', focusRing: '#7c3aed', border: '#c4b5fd' },
    secondary: { solid: '#0f766e', contrast: '#ffffff', fg: '#0f766e', muted: '#ccfbf1', subtle: '#f0fdfa', emphasized: '#99f6e4', focusRing: '#0d9488', border: '#5eead4' },
  },
  light: {
    scheme: 'light',
    bg: { canvas: '#ffffff', subtle: '#f6f7f9', muted: '#eef0f3', emphasized: '#e2e5ea', panel: '#ffffff' },
    fg: { default: '#111827', muted: '#4b5563', subtle: '#6b7280' },
    border: { default: '#d9dde3', muted: '#e9ecf0', emphasized: '#b8bfc9' },
    neutral: { solid: '#18181b', contrast: '#ffffff', fg: '#18181b', muted: '#eef0f3', subtle: '#f6f7f9', emphasized: '#e2e5ea', focusRing: '#6b7280', border: '#d9dde3' },
    primary: { solid: '#1d4ed8', contrast: '#ffffff', fg: '#1d4ed8', muted: '#dbeafe', subtle: '#eff6ff', emphasized: '#bfdbfe', focusRing: '#2563eb', border: '#93c5fd' },
    secondary: { solid: '#7e22ce', contrast: '#ffffff', fg: '#7e22ce', muted: '#f3e8ff', subtle: '#faf5ff', emphasized: '#e9d5ff', focusRing: '#9333ea', border: '#d8b4fe' },
  },
  dark: {
    scheme: 'dark',
    bg: { canvas: '#121214', subtle: '#18181b', muted: '#232326', emphasized: '#2e2e33', panel: '#1b1b1f' },
    fg: { default: '#f4f4f5', muted: '#a1a1aa', subtle: '#8b8b94' },
    border: { default: '#2e2e33', muted: '#232326', emphasized: '#45454d' },
    neutral: { solid: '#e4e4e7', contrast: '#18181b', fg: '#f4f4f5', muted: '#2e2e33', subtle: '#232326', emphasized: '#3f3f46', focusRing: '#a1a1aa', border: '#3f3f46' },
    primary: { solid: '#a78bfa', contrast: '#1e1033', fg: '#c4b5fd', muted: '#3b2a66', subtle: '#2a1f47', emphasized: '#4c3785', focusRing: '#a78bfa', border: '#6d4fc4' },
    secondary: { solid: '#2dd4bf', contrast: '#042f2e', fg: '#5eead4', muted: '#134e4a', subtle: '#0f2e2c', emphasized: '#115e59', focusRing: '#2dd4bf', border: '#14b8a6' },
  },
  blue: {
    scheme: 'dark',
    bg: { canvas: '#0b1324', subtle: '#0f1a30', muted: '#16233f', emphasized: '#1f2f52', panel: '#111d36' },
    fg: { default: '#e6edf8', muted: '#9fb0cc', subtle: '#8596b3' },
    border: { default: '#22335a', muted: '#182743', emphasized: '#34497a' },
    neutral: { solid: '#dbe4f3', contrast: '#0b1324', fg: '#e6edf8', muted: '#1f2f52', subtle: '#16233f', emphasized: '#2a3d66', focusRing: '#9fb0cc', border: '#34497a' },
    primary: { solid: '#38bdf8', contrast: '#04263b', fg: '#7dd3fc', muted: '#0c3a5a', subtle: '#0a2840', emphasized: '#0f4a73', focusRing: '#38bdf8', border: '#0ea5e9' },
    secondary: { solid: '#fbbf24', contrast: '#2a1a00', fg: '#fcd34d', muted: '#4a3708', subtle: '#2e2208', emphasized: '#5c450a', focusRing: '#fbbf24', border: '#d97706' },
  },
  green: {
    scheme: 'dark',
    bg: { canvas: '#0b1a14', subtle: '#0f221a', muted: '#153024', emphasized: '#1d3f30', panel: '#112a1f' },
    fg: { default: '#e5f4ec', muted: '#9cc3ae', subtle: '#83ab97' },
    border: { default: '#214a38', muted: '#173628', emphasized: '#2f6149' },
    neutral: { solid: '#d8eee2', contrast: '#0b1a14', fg: '#e5f4ec', muted: '#1d3f30', subtle: '#153024', emphasized: '#285240', focusRing: '#9cc3ae', border: '#2f6149' },
    primary: { solid: '#34d399', contrast: '#042f1e', fg: '#6ee7b7', muted: '#0d4a33', subtle: '#0a3324', emphasized: '#0f5c40', focusRing: '#34d399', border: '#10b981' },
    secondary: { solid: '#facc15', contrast: '#2a2000', fg: '#fde047', muted: '#4a3f08', subtle: '#2e2806', emphasized: '#5c4e0a', focusRing: '#facc15', border: '#ca8a04' },
  },
  indigo: {
    scheme: 'dark',
    bg: { canvas: '#100e2a', subtle: '#151236', muted: '#1d1946', emphasized: '#29245c', panel: '#171440' },
    fg: { default: '#ecebff', muted: '#aeaad8', subtle: '#938fc2' },
    border: { default: '#2f2a66', muted: '#221e4f', emphasized: '#433d85' },
    neutral: { solid: '#e0deff', contrast: '#100e2a', fg: '#ecebff', muted: '#29245c', subtle: '#1d1946', emphasized: '#363070', focusRing: '#aeaad8', border: '#433d85' },
    primary: { solid: '#818cf8', contrast: '#0f0d2e', fg: '#a5b4fc', muted: '#2e2f7a', subtle: '#1f1f55', emphasized: '#3a3c94', focusRing: '#818cf8', border: '#6366f1' },
    secondary: { solid: '#f472b6', contrast: '#3a0a22', fg: '#f9a8d4', muted: '#5a1a3c', subtle: '#3a1028', emphasized: '#6e2149', focusRing: '#f472b6', border: '#db2777' },
  },
} as const satisfies Record<PaletteName, Palette>;

/**
 * The class next-themes puts on <html> for each theme. dark and light keep Chakra's own class
 * names, so its `_dark`/`_light` conditions (and every built-in token) work unchanged.
 */
export const themeClasses = {
  default: 'theme-default',
  light: 'light',
  dark: 'dark',
  blue: 'theme-blue',
  green: 'theme-green',
  indigo: 'theme-indigo',
} as const satisfies Record<PaletteName, string>;
