import { useMemo } from 'react';
import { useCurrentUser } from '../../profile/useCurrentUser';
import { DEFAULT_CURRENCY } from '../../../lib/currency';
import type { ColumnContext } from './transactionColumns';

function storedCurrency(): string | null {
  try {
    return localStorage.getItem('userCurrency');
  } catch {
    return null;
  }
}

/**
 * The user's currency and locale for amounts: from the profile in the cache, or, before it has
 * loaded, the userCurrency local storage key that the profile mirrors (spec §7).
 */
export function useDisplaySettings(): ColumnContext {
  const user = useCurrentUser();
  const userCurrency = user?.currency ?? storedCurrency() ?? DEFAULT_CURRENCY;
  const locale = user?.userLocale ?? null;
  return useMemo(() => ({ userCurrency, locale }), [userCurrency, locale]);
}
