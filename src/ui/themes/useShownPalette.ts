import { useTheme } from 'next-themes';
import { isThemeName, type PaletteName } from './themeNames';

/**
 * The palette on screen: a forced theme (an embed shows its owner's) wins over the visitor's own,
 * which next-themes' resolvedTheme would report; "system" is already resolved; dark until known.
 */
export function useShownPalette(): PaletteName {
  const { resolvedTheme, forcedTheme } = useTheme();
  const shown = forcedTheme ?? resolvedTheme;
  return isThemeName(shown) && shown !== 'system' ? shown : 'dark';
}
