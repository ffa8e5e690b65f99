import type { CurrentUser_UserFragment } from '../../generated/graphql';

/**
 * Spec §7: the display currency and the locale are kept under the userCurrency and userLocale
 * local storage keys (the theme under "theme", written by next-themes), so code outside React
 * and the next page load see them before the profile arrives.
 */
export function rememberSettings(user: Pick<CurrentUser_UserFragment, 'currency' | 'userLocale'>): void {
  try {
    localStorage.setItem('userCurrency', user.currency);
    if (user.userLocale) localStorage.setItem('userLocale', user.userLocale);
    else localStorage.removeItem('userLocale');
  } catch {
    // Storage can be full or disabled (private mode): the settings still live on the server.
  }
}
