import { useCallback } from 'react';
import {
  useEditUserSettingMutation,
  type CostMethod,
  type CurrentUser_UserFragment,
  type ThemeName,
  type WithholdingRateInput,
} from '../../generated/graphql';
import { ownWithholdingRates, withholdingRateList } from '../../../common/withholdingTax';
import { rememberSettings } from './rememberSettings';

/** What the profile edits through editUserSetting (the currency has a mutation of its own). */
export interface EditableSettings {
  name?: string;
  userLocale?: string;
  theme?: ThemeName;
  costMethod?: CostMethod;
  autoApplySplits?: boolean;
  /** Countries to set, or with a null rate to return to their default; the others stay. */
  withholdingRates?: WithholdingRateInput[];
}

/**
 * editUserSetting, owning its cache update: the answer is the User (merged by _id); an
 * optimistic copy makes the change show at once, and is rolled back if the server refuses it.
 */
export function useEditUserSetting(): (user: CurrentUser_UserFragment, settings: EditableSettings) => Promise<CurrentUser_UserFragment> {
  const [mutate] = useEditUserSettingMutation();
  return useCallback(
    async (user, settings) => {
      const { withholdingRates, ...plain } = withoutUndefined(settings);
      // __typename lets the cache key the optimistic User (the generated types leave it out).
      const optimistic = {
        __typename: 'User' as const,
        ...user,
        ...plain,
        ...(withholdingRates ? { withholdingRates: ratesAfter(user.withholdingRates, withholdingRates) } : {}),
      };
      const { data } = await mutate({
        variables: { userSettingInput: settings },
        optimisticResponse: { editUserSetting: optimistic },
      });
      const saved = data?.editUserSetting;
      if (!saved) throw new Error('The settings were not saved');
      rememberSettings(saved);
      return saved;
    },
    [mutate],
  );
}

/** The list the server will answer once `changes` are saved, built by the same common rule. */
function ratesAfter(current: CurrentUser_UserFragment['withholdingRates'], changes: readonly WithholdingRateInput[]) {
  const own = ownWithholdingRates(current);
  for (const { country, rate } of changes) {
    if (rate === null || rate === undefined) delete own[country];
    else own[country] = rate;
  }
  return withholdingRateList(own).map((entry) => ({ __typename: 'WithholdingRate' as const, ...entry }));
}

// A key given as undefined must not blank the cached value in the optimistic copy.
function withoutUndefined(settings: EditableSettings): EditableSettings {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}
