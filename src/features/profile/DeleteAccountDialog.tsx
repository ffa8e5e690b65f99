import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { DELETE_WORD, confirmsDeletion } from './deleteConfirmation';
import { notifyFailure } from './notifyFailure';
import { signOutEverywhere } from './signOutEverywhere';
import { useDeleteUserAccount } from './useDeleteUserAccount';

/**
 * Deleting the account is final, so it takes a typed confirmation (DELETE or the e-mail) before
 * deleteUserAccount(confirm: true); then this device signs out (the account is gone).
 */
export function DeleteAccountDialog({ user }: { user: CurrentUser_UserFragment }) {
  const client = useApolloClient();
  const deleteUserAccount = useDeleteUserAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const confirmed = confirmsDeletion(typed, user.email);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteUserAccount(client.cache.identify({ __typename: 'User', _id: user._id }) ?? '');
      await signOutEverywhere(client, { revokeAllSessions: false });
    } catch (error) {
      notifyFailure('The account was not deleted', error);
      setDeleting(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setTyped('');
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" variant="outline">
          Delete account
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content as="form" onSubmit={confirm} bg="bg.panel">
            <Dialog.Header>
              <Dialog.Title>Delete your account?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Your brokers, portfolios, transactions, dashboards and settings are deleted for good, and you are
                  signed out everywhere. This cannot be undone.
                </Text>
                <Field.Root>
                  <Field.Label>
                    Type {DELETE_WORD} or your e-mail to confirm
                  </Field.Label>
                  <Input value={typed} autoComplete="off" onChange={(event) => setTyped(event.currentTarget.value)} />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" colorPalette="red" disabled={!confirmed} loading={deleting}>
                Delete account
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
