import { Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { CostMethod, CurrentUser_UserFragment } from '../../generated/graphql';
import { refreshLedgerLists } from '../../data/refresh';
import { ProfileSection } from './ProfileSection';
import { SettingSelect, type SettingOption } from './SettingSelect';
import { notifyFailure } from './notifyFailure';
import { useEditUserSetting } from './useEditUserSetting';

const OPTIONS: SettingOption<CostMethod>[] = [
  { value: 'average', label: 'Average cost' },
  { value: 'fifo', label: 'First in, first out (FIFO)' },
];

/** What each method does to the figures, said where the choice is made. */
const EXPLAINED: Record<CostMethod, string> = {
  average: 'Every share of a holding costs the same: the average of what you paid. A sale takes that cost per share, whichever shares you think of as sold.',
  fifo: 'A sale takes the cost of the shares you bought first, lot by lot, as most tax authorities count it.',
};

/** The cost method: how a sale's cost, and so its realised gain, is counted. Changing it recomputes every figure. */
export function CostMethodSection({ user }: { user: CurrentUser_UserFragment }) {
  const editUserSetting = useEditUserSetting();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  async function choose(costMethod: CostMethod) {
    setBusy(true);
    try {
      await editUserSetting(user, { costMethod });
      // The server recomputed every sale; the figures on screen follow without waiting for its push.
      await refreshLedgerLists(client);
    } catch (error) {
      notifyFailure('The cost method was not saved', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection
      title="Cost basis"
      description="How the cost of the shares you sell is counted. Changing it recomputes the realised gain of every sale and the cost of what you still hold; your transactions stay as they are."
    >
      <Stack gap="3" maxW="md">
        <SettingSelect label="Cost method" value={user.costMethod} options={OPTIONS} disabled={busy} onChange={(method) => void choose(method)} />
        <Text fontSize="sm" color="fg.muted" data-testid="cost-method-explained">
          {EXPLAINED[user.costMethod]}
        </Text>
      </Stack>
    </ProfileSection>
  );
}
