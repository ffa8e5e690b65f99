import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { USER_CURRENCY_KEY, USER_LOCALE_KEY, displaySettingsVar } from '../../apollo/vars';
import { isValidLocale } from '../../../common/currency';
import { writeStored } from '../../lib/safeStorage';

/**
 * The display currency and the locale are kept under the userCurrency and userLocale
 * local storage keys (the theme under "theme", written by next-themes), so the next page load sees
 * them before the profile arrives; and in displaySettingsVar, which every figure reads. A profile
 * without a locale keeps the one in use (the browser's).
 */
export function rememberSettings(user: Pick<CurrentUser_UserFragment, 'currency' | 'userLocale'>): void {
  // Storage may be full or refused (private mode): the settings still live on the server.
  writeStored(USER_CURRENCY_KEY, user.currency);
  writeStored(USER_LOCALE_KEY, user.userLocale ?? null);
  const current = displaySettingsVar();
  const locale = user.userLocale && isValidLocale(user.userLocale) ? user.userLocale : current.locale;
  if (current.currency !== user.currency || current.locale !== locale) displaySettingsVar({ currency: user.currency, locale });
}
