/**
 * The transaction kinds' colours for charts: the Chakra palettes of KIND_PALETTES (Buy green,
 * Sell orange, Income blue, Split purple) as concrete hex values, since nivo draws SVG attributes
 * where CSS variables do not resolve. Light themes take the palettes' 600 shade, dark ones the
 * 400 shade: readable on each background, like the badges of the transaction list. Yellow's 600
 * is too light on white (2.8:1 where bars need 3:1), so light themes take its 700.
 */
import { palettes } from '../../ui/themes/palettes';
import { useShownPalette } from '../../ui/themes/useShownPalette';
import { KIND_PALETTES, type TransactionKind } from '../../ui/kindPalettes';

type KindPalette = (typeof KIND_PALETTES)[TransactionKind];
export type ColorScheme = 'light' | 'dark';

const PALETTE_COLORS: Record<ColorScheme, Record<KindPalette, string>> = {
  light: { green: '#16a34a', orange: '#ea580c', blue: '#2563eb', purple: '#9333ea', teal: '#0d9488', gray: '#71717a', cyan: '#0891b2', pink: '#db2777', red: '#dc2626', yellow: '#845209' },
  dark: { green: '#4ade80', orange: '#fb923c', blue: '#60a5fa', purple: '#c084fc', teal: '#2dd4bf', gray: '#a1a1aa', cyan: '#22d3ee', pink: '#f472b6', red: '#f87171', yellow: '#facc15' },
};

export function kindColor(kind: TransactionKind, scheme: ColorScheme): string {
  return PALETTE_COLORS[scheme][KIND_PALETTES[kind]];
}

/** The scheme of the theme on screen, resolved as useChartTheme resolves it (dark until known). */
export function useColorScheme(): ColorScheme {
  return palettes[useShownPalette()].scheme;
}
