import { useTheme } from 'next-themes';
import { useEffect, useRef } from 'react';
import { isThemeName, validThemeName } from '../../ui/themes/themeNames';
import { rememberSettings } from './rememberSettings';
import { useCurrentUser } from '../../data/useCurrentUser';

/**
 * Keeps the device in step with the signed-in user's settings. Mount once inside
 * the Apollo and theme providers.
 * - A stored theme name that is not a theme is replaced by the default theme, with the spec's
 *   warning "The theme {name} is not valid".
 * - When the user's profile arrives (or its theme changes in the cache), their theme is applied,
 *   so a choice made on another device follows the user here.
 * - userCurrency and userLocale are mirrored into local storage.
 */
export function UserSettingsSync(): null {
  const { theme, setTheme } = useTheme();
  const user = useCurrentUser();
  const appliedUserTheme = useRef<string | null>(null);

  useEffect(() => {
    if (theme !== undefined && !isThemeName(theme)) setTheme(validThemeName(theme));
  }, [theme, setTheme]);

  const userId = user?._id ?? null;
  const userTheme = user?.theme ?? null;
  useEffect(() => {
    if (!userId || !userTheme) {
      appliedUserTheme.current = null;
      return;
    }
    // Once per user and server value: the user's later local choice is saved to the server
    // first (useThemeSetting), so it comes back here as the same value, not a reversal.
    const key = `${userId}:${userTheme}`;
    if (appliedUserTheme.current === key) return;
    appliedUserTheme.current = key;
    setTheme(validThemeName(userTheme));
  }, [userId, userTheme, setTheme]);

  const currency = user?.currency ?? null;
  const userLocale = user?.userLocale ?? null;
  useEffect(() => {
    if (currency) rememberSettings({ currency, userLocale });
  }, [currency, userLocale]);

  return null;
}
