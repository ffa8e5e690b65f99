import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { themeClasses } from './palettes';
import { INITIAL_THEME, PALETTE_NAMES } from './themeNames';

/**
 * Every theme is a class on <html> (palettes.ts); dark until the user picks another,
 * remembered under the "theme" local storage key; "system" follows the OS
 * preference live. next-themes' anti-flash <script> only runs from server-rendered HTML;
 * rendered by React on the client it is inert, so it is typed as data to keep React 19 from
 * warning about it (index.html's class="dark" covers the first paint instead).
 */
/** `forcedTheme`: an embedded widget shows its owner's theme, whatever the visitor's. */
export function AppThemeProvider({ children, forcedTheme }: { children: ReactNode; forcedTheme?: string }) {
  return (
    <ThemeProvider
      attribute="class"
      themes={PALETTE_NAMES}
      value={themeClasses}
      enableSystem
      defaultTheme={INITIAL_THEME}
      storageKey="theme"
      disableTransitionOnChange
      forcedTheme={forcedTheme}
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}
