import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileSection } from './ProfileSection';
import { notifyFailure } from './notifyFailure';
import { signOutEverywhere } from './signOutEverywhere';
import { downloadOperationLog } from '../support/downloadOperationLog';

/** Ending every session, and deleting the account. */
export function SessionsSection({ user }: { user: CurrentUser_UserFragment }) {
  const client = useApolloClient();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAll() {
    setSigningOut(true);
    try {
      await signOutEverywhere(client, { revokeAllSessions: true });
    } catch (error) {
      notifyFailure('Could not sign out of all devices', error);
      setSigningOut(false);
    }
  }

  return (
    <ProfileSection title="Security">
      <Stack gap="5" separator={<Separator />}>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">Operation log</Text>
            <Text color="fg.muted" fontSize="sm">
              What this tab asked the server and what it answered, without passwords, tokens or e-mail addresses: send it to support with a problem report.
            </Text>
          </Stack>
          <Button variant="outline" onClick={() => void downloadOperationLog(client)} flexShrink={0}>
            Download operation log
          </Button>
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">Sign out of all devices</Text>
            <Text color="fg.muted" fontSize="sm">
              Ends every session, on this device and all others, for example after losing a phone.
            </Text>
          </Stack>
          <Button variant="outline" colorPalette="primary" loading={signingOut} onClick={() => void signOutAll()} flexShrink={0}>
            Sign out of all devices
          </Button>
        </Stack>
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold">Delete account</Text>
            <Text color="fg.muted" fontSize="sm">
              Deletes your account and all its data for good.
            </Text>
          </Stack>
          <DeleteAccountDialog user={user} />
        </Stack>
      </Stack>
    </ProfileSection>
  );
}
