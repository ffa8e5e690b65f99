import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useThemeSetting } from './useThemeSetting';
import { THEME_NAMES, themeLabel } from '../../ui/themes/themeNames';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { formatDateTime } from '../../lib/dates';
import { formatCurrency } from '../../lib/format';
import { ProfileSection } from './ProfileSection';
import { DisplayCurrencyPicker } from '../../ui/DisplayCurrencyPicker';
import { SettingSelect } from './SettingSelect';
import { notifyFailure } from './notifyFailure';
import { localeLabel, localeOptions } from './profileLocales';
import { useEditUserSetting } from './useEditUserSetting';
import { useUpdateUserCurrency } from './useUpdateUserCurrency';

const themeOptions = THEME_NAMES.map((name) => ({ value: name, label: themeLabel(name) }));

// A fixed sample, so the preview shows the separators and the date layout the choice gives.
const SAMPLE_AMOUNT = 1234567.891;
const SAMPLE_DATE = new Date();

/** Display currency, number and date locale, and theme, each saved as soon as it is chosen. */
export function PreferencesSection({ user }: { user: CurrentUser_UserFragment }) {
  const updateUserCurrency = useUpdateUserCurrency();
  const editUserSetting = useEditUserSetting();
  const { theme, setTheme } = useThemeSetting();
  const [busy, setBusy] = useState(false);
  const locale = user.userLocale ?? navigator.language;

  async function run(failureTitle: string, change: () => Promise<unknown>) {
    setBusy(true);
    try {
      await change();
    } catch (error) {
      notifyFailure(failureTitle, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProfileSection title="Preferences" description="Saved to your account: they follow you to every device.">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <DisplayCurrencyPicker
            label="Display currency"
            value={user.currency}
            disabled={busy}
            onChange={(currency) => void run('The currency was not saved', () => updateUserCurrency(user, currency))}
          />
          <SettingSelect
            label="Locale"
            helperText="How numbers are written"
            value={locale}
            options={localeOptions(locale).map((code) => ({ value: code, label: localeLabel(code) }))}
            disabled={busy}
            onChange={(userLocale) => void run('The format was not saved', () => editUserSetting(user, { userLocale }))}
          />
          <SettingSelect
            label="Theme"
            value={theme}
            options={themeOptions}
            onChange={(name) => void run('The theme was not saved', () => setTheme(name))}
          />
        </SimpleGrid>
        <Box bg="bg.muted" borderRadius="l2" px="4" py="3">
          <Text fontSize="sm" color="fg.muted">
            Preview
          </Text>
          <Text fontWeight="semibold" data-testid="format-preview">
            {formatCurrency(SAMPLE_AMOUNT, user.currency, { locale })} · {formatDateTime(SAMPLE_DATE)}
          </Text>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
