import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { displaySettingsVar } from '../../apollo/vars';
import { isValidLocale } from '../../lib/currency';
import { writeStored } from '../../lib/safeStorage';

/**
 * Spec §7: the display currency and the locale are kept under the userCurrency and userLocale
 * local storage keys (the theme under "theme", written by next-themes), so the next page load sees
 * them before the profile arrives; and in displaySettingsVar, which every figure reads. A profile
 * without a locale keeps the one in use (the browser's).
 */
export function rememberSettings(user: Pick<CurrentUser_UserFragment, 'currency' | 'userLocale'>): void {
  // Storage may be full or refused (private mode): the settings still live on the server.
  writeStored('userCurrency', user.currency);
  writeStored('userLocale', user.userLocale ?? null);
  const locale = user.userLocale && isValidLocale(user.userLocale) ? user.userLocale : displaySettingsVar().locale;
  const current = displaySettingsVar();
  if (current.currency !== user.currency || current.locale !== locale) displaySettingsVar({ currency: user.currency, locale });
}
