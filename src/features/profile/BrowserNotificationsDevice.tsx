import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSubscribePushMutation, useUnsubscribePushMutation } from '../../generated/graphql';
import { errorMessage } from '../../ui/errorMessage';
import { deviceState, subscribeThisDevice, unsubscribeThisDevice, type DeviceState } from '../notifications/webPushDevice';
import { ErrorAlert } from '../../ui/ErrorAlert';

const SAYS: Record<DeviceState | 'serverOff', string> = {
  unsupported: 'This browser cannot show notifications from the app. E-mail still works.',
  denied: "Notifications are blocked for this site in your browser's settings. Allow them there to get browser notifications here; e-mail still works.",
  subscribed: 'This device shows the kinds ticked Browser below as notifications.',
  available: 'Allow this device to show the kinds ticked Browser below as notifications, even with no tab open.',
  serverOff: 'This server sends no browser notifications.',
};

/**
 * Whether this browser shows the chosen kinds as system notifications, and the button that asks
 * its permission (or stops it). What the browser says is browser state, read on mount.
 */
export function BrowserNotificationsDevice({ publicKey }: { publicKey: string | null }) {
  const [state, setState] = useState<DeviceState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();

  useEffect(() => {
    let live = true;
    deviceState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function act(work: () => Promise<DeviceState>) {
    setBusy(true);
    setProblem(null);
    try {
      setState(await work());
    } catch (cause) {
      setProblem(`Could not change this device: ${errorMessage(cause)}`);
    } finally {
      setBusy(false);
    }
  }

  const allow = (key: string) =>
    act(async () => {
      const subscription = await subscribeThisDevice(key);
      if (!subscription) return deviceState();
      await subscribe({ variables: { input: subscription } });
      return 'subscribed';
    });
  const stop = () =>
    act(async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await unsubscribe({ variables: { endpoint } });
      return 'available';
    });

  if (state === null) return null;
  const shown = publicKey === null ? 'serverOff' : state;
  return (
    <Stack gap="2" align="flex-start" borderWidth="1px" borderRadius="md" p="3" role="group" aria-label="Browser notifications on this device">
      <Text textStyle="sm" fontWeight="semibold">
        Browser notifications on this device
      </Text>
      <Text textStyle="sm" color="fg.muted" role="status">
        {SAYS[shown]}
      </Text>
      {publicKey !== null && state === 'available' ? (
        <Button size="sm" variant="outline" loading={busy} onClick={() => void allow(publicKey)}>
          Allow on this device
        </Button>
      ) : null}
      {publicKey !== null && state === 'subscribed' ? (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => void stop()}>
          Stop on this device
        </Button>
      ) : null}
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
    </Stack>
  );
}
