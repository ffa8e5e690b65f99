import { useCallback } from 'react';
import { currencySymbol } from '../../../common/currency';
import type { DisplayCurrency } from '../../../common/displayCurrencies';
import { useUpdateUserCurrencyMutation, type CurrentUser_UserFragment } from '../../generated/graphql';
import { rememberSettings } from './rememberSettings';

/** updateUserCurrency, owning its cache update (the User by _id, optimistic meanwhile). */
export function useUpdateUserCurrency(): (user: CurrentUser_UserFragment, currency: DisplayCurrency) => Promise<void> {
  const [mutate] = useUpdateUserCurrencyMutation();
  return useCallback(
    async (user, currency) => {
      const optimistic = { __typename: 'User' as const, ...user, currency, currencySymbol: currencySymbol(currency) };
      const { data } = await mutate({
        variables: { newUserCurrency: currency },
        optimisticResponse: { updateUserCurrency: optimistic },
      });
      if (!data) throw new Error('The currency was not saved');
      rememberSettings(data.updateUserCurrency);
    },
    [mutate],
  );
}
