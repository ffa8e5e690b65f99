import { Alert, Box, Button, Checkbox, Field, Fieldset, Flex, Skeleton, Stack, Switch, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useNotificationSettingsQuery, useSetNotificationSettingsMutation, type NotificationKind, type NotificationSettingsQuery } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { toaster } from '../../ui/toaster';
import { NOTIFICATION_KIND_GROUPS, NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, notificationSettingsProblem, type NotificationEmail } from '../../../common/notificationKinds';
import { NOTIFICATION_SETTINGS_ID } from '../notifications/notificationSettingsPath';
import { BrowserNotificationsDevice } from './BrowserNotificationsDevice';
import { ProfileSection } from './ProfileSection';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { OptionSelect } from '../../ui/OptionSelect';
import { RetryAlert } from '../../ui/RetryAlert';

const EMAIL_OPTIONS: readonly { value: NotificationEmail; label: string }[] = [
  { value: 'off', label: 'No e-mail' },
  { value: 'immediate', label: 'E-mail at once' },
  { value: 'digest', label: 'In the daily digest' },
];

const EMAIL_REASON_ID = 'notification-email-unavailable';

type Settings = NotificationSettingsQuery['notificationSettings'];
type Draft = Record<NotificationKind, { on: boolean; email: NotificationEmail; push: boolean }>;

/**
 * The form's rows; without e-mail every row reads no e-mail, without push (the server pushes
 * nothing) no browser notification: what the server will send.
 */
function draftOf(settings: Settings): Draft {
  const email = (kind: NotificationKind): NotificationEmail =>
    !settings.emailAvailable ? 'off' : settings.emailImmediate.includes(kind) ? 'immediate' : settings.emailDigest.includes(kind) ? 'digest' : 'off';
  const push = (kind: NotificationKind) => settings.pushPublicKey !== null && settings.pushKinds.includes(kind);
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { on: settings.enabledKinds.includes(kind), email: email(kind), push: push(kind) }])) as Draft;
}

function inputOf(draft: Draft) {
  const kinds = (test: (row: Draft[NotificationKind]) => boolean) => NOTIFICATION_KINDS.filter((kind) => test(draft[kind]));
  return { enabledKinds: kinds((row) => row.on), emailImmediate: kinds((row) => row.email === 'immediate'), emailDigest: kinds((row) => row.email === 'digest'), pushKinds: kinds((row) => row.push) };
}

/** Which notifications are made for the user, and which of them are e-mailed, at once or in a daily digest. */
export function NotificationSettingsSection() {
  const { data, error, refetch } = useNotificationSettingsQuery();
  const loaded = data !== undefined;
  // A client-side link to #notification-settings (the panel's) scrolls nothing by itself.
  useEffect(() => {
    if (loaded && window.location.hash === `#${NOTIFICATION_SETTINGS_ID}`) document.getElementById(NOTIFICATION_SETTINGS_ID)?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  return (
    <ProfileSection
      id={NOTIFICATION_SETTINGS_ID}
      scrollMarginTop="4"
      title="Notifications"
      description="Choose what the bell and the notification widget tell you about, and what is also e-mailed to you or shown as a browser notification."
    >
      {data ? (
        // Keyed by what the server holds: a save starts the form again from the saved settings.
        <SettingsForm key={JSON.stringify(data.notificationSettings)} settings={data.notificationSettings} />
      ) : error ? (
        <RetryAlert onRetry={() => void refetch()}>Could not load your notification settings: {errorMessage(error)}</RetryAlert>
      ) : (
        <Stack gap="2" role="status" aria-label="Loading">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h="6" />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useSetNotificationSettingsMutation();
  const change = (kind: NotificationKind, row: Partial<Draft[NotificationKind]>) => {
    setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...row } }));
    setProblem(null);
  };

  async function submit() {
    const input = inputOf(draft);
    const found = notificationSettingsProblem(input);
    setProblem(found);
    if (found) return;
    try {
      await save({ variables: { input } });
      toaster.create({ type: 'success', title: 'Notification settings saved' });
    } catch (cause) {
      setProblem(errorMessage(cause));
    }
  }

  const emailReason = settings.emailAvailable ? null : (settings.emailUnavailableReason ?? 'E-mail cannot be chosen for now.');
  const pushOff = settings.pushPublicKey === null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="5">
        <BrowserNotificationsDevice publicKey={settings.pushPublicKey ?? null} />
        {emailReason ? (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title id={EMAIL_REASON_ID}>{emailReason}</Alert.Title>
          </Alert.Root>
        ) : null}
        {NOTIFICATION_KIND_GROUPS.map((group) => (
          <Fieldset.Root key={group.key}>
            <Fieldset.Legend textStyle="sm" fontWeight="semibold">
              {group.label}
            </Fieldset.Legend>
            <Stack gap="2" mt="1">
              {group.kinds.map((kind) => {
                const row = draft[kind];
                const label = NOTIFICATION_KIND_LABELS[kind];
                const invalid = problem !== null && row.email !== 'off' && !row.on;
                return (
                  <Box key={kind} display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 20rem' }} gap="2" alignItems="center">
                    <Switch.Root size="sm" checked={row.on} onCheckedChange={(details) => change(kind, { on: details.checked })}>
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>{label}</Switch.Label>
                    </Switch.Root>
                    <Flex gap="3" align="center">
                      <Field.Root invalid={invalid} disabled={emailReason !== null} flex="1" minW="0">
                        <OptionSelect
                          size="sm"
                          aria-label={`E-mail for ${label}`}
                          aria-describedby={emailReason ? EMAIL_REASON_ID : undefined}
                          value={row.email}
                          options={EMAIL_OPTIONS}
                          onChange={(email) => change(kind, { email })}
                        />
                      </Field.Root>
                      <Checkbox.Root
                        size="sm"
                        flexShrink="0"
                        checked={row.push}
                        disabled={pushOff}
                        invalid={problem !== null && row.push && !row.on}
                        onCheckedChange={(details) => change(kind, { push: details.checked === true })}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          Browser<VisuallyHidden> notification for {label}</VisuallyHidden>
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </Flex>
                  </Box>
                );
              })}
            </Stack>
          </Fieldset.Root>
        ))}
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <Button type="submit" alignSelf="flex-start" loading={loading}>
          Save notification settings
        </Button>
      </Stack>
    </form>
  );
}
