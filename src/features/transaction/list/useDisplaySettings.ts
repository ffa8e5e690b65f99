import { useReactiveVar } from '@apollo/client/react';
import { useMemo } from 'react';
import { displaySettingsVar } from '../../../apollo/vars';
import type { ColumnContext } from './transactionColumns';

/** The user's currency and locale for amounts (displaySettingsVar: the profile, or what it left in storage). */
export function useDisplaySettings(): ColumnContext {
  const { currency: userCurrency, locale } = useReactiveVar(displaySettingsVar);
  return useMemo(() => ({ userCurrency, locale }), [userCurrency, locale]);
}
