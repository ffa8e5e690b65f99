import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { ProfileSection } from './ProfileSection';
import { WithholdingRatesEditor } from './WithholdingRatesEditor';
import { notifyFailure } from './notifyFailure';
import { useEditUserSetting } from './useEditUserSetting';

/** How the splits and dividends the market data knows become ledger transactions. */
export function CorporateActionsSection({ user }: { user: CurrentUser_UserFragment }) {
  const editUserSetting = useEditUserSetting();
  const [busy, setBusy] = useState(false);

  async function setAutoApply(autoApplySplits: boolean) {
    setBusy(true);
    try {
      await editUserSetting(user, { autoApplySplits });
    } catch (error) {
      notifyFailure('The split setting was not saved', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection
      title="Splits and dividends"
      description="The market data knows your holdings' splits and dividends; those missing from your ledger are proposed under Transactions → Pending actions."
    >
      <Stack gap="6">
        <SettingSwitch
          name="autoApplySplits"
          label="Apply splits automatically"
          help="A split the market data knows is added to your ledger without asking, the next time pending actions are listed. Dividends are always yours to accept."
          checked={user.autoApplySplits}
          disabled={busy}
          onChange={(checked) => void setAutoApply(checked)}
        />
        <WithholdingRatesEditor user={user} />
      </Stack>
    </ProfileSection>
  );
}
