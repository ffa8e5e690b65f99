import { useTheme } from 'next-themes';
import { useCallback } from 'react';
import { useCurrentUser } from '../../data/useCurrentUser';
import { useEditUserSetting } from './useEditUserSetting';
import { FALLBACK_THEME, isThemeName, type ThemeName } from '../../ui/themes/themeNames';

export interface ThemeSetting {
  /** The chosen theme (may be "system"). */
  theme: ThemeName;
  /** What is on screen: "system" resolved to "dark" or "light" by the OS preference. */
  resolvedTheme: Exclude<ThemeName, 'system'>;
  /**
   * Applies `theme` and saves it under the "theme" local storage key at once; when a user is
   * signed in, also saves it in their settings (editUserSetting). Rejects if the server refuses.
   */
  setTheme: (theme: ThemeName) => Promise<void>;
}

export function useThemeSetting(): ThemeSetting {
  const { theme, resolvedTheme, setTheme: applyTheme } = useTheme();
  const user = useCurrentUser();
  const editUserSetting = useEditUserSetting();
  const setTheme = useCallback(
    async (name: ThemeName) => {
      applyTheme(name);
      if (user) await editUserSetting(user, { theme: name });
    },
    [applyTheme, user, editUserSetting],
  );
  // An invalid stored name is corrected (with the spec's warning) by UserSettingsSync.
  const current = isThemeName(theme) ? theme : FALLBACK_THEME;
  const resolved: ThemeSetting['resolvedTheme'] = isThemeName(resolvedTheme) && resolvedTheme !== 'system' ? resolvedTheme : 'default';
  return { theme: current, resolvedTheme: resolved, setTheme };
}
