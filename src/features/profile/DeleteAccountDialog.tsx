import { Button, Field, Input, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { CurrentUser_UserFragment } from '../../generated/graphql';
import { DialogShell } from '../../ui/DialogShell';
import { DialogForm } from '../../ui/FormDialog';
import { useDialogSubmit } from '../../ui/useDialogSubmit';
import { DELETE_WORD, confirmsDeletion } from './deleteConfirmation';
import { signOutEverywhere } from './signOutEverywhere';
import { useDeleteUserAccount } from './useDeleteUserAccount';

/**
 * Deleting the account is final, so it takes a typed confirmation (DELETE or the e-mail) before
 * deleteUserAccount(confirm: true); then this device signs out (the account is gone).
 */
export function DeleteAccountDialog({ user }: { user: CurrentUser_UserFragment }) {
  return (
    <DialogShell
      role="alertdialog"
      trigger={
        <Button colorPalette="red" variant="outline">
          Delete account
        </Button>
      }
    >
      {(close) => <ConfirmDeleteAccount user={user} onClose={close} />}
    </DialogShell>
  );
}

function ConfirmDeleteAccount({ user, onClose }: { user: CurrentUser_UserFragment; onClose: () => void }) {
  const client = useApolloClient();
  const deleteUserAccount = useDeleteUserAccount();
  const [typed, setTyped] = useState('');
  const { pending, failure, run } = useDialogSubmit(onClose);
  const confirmed = confirmsDeletion(typed, user.email);

  function confirm() {
    if (!confirmed) return;
    return run(async () => {
      await deleteUserAccount(client.cache.identify({ __typename: 'User', _id: user._id }) ?? '');
      await signOutEverywhere(client, { revokeAllSessions: false });
    });
  }

  return (
    <DialogForm
      title="Delete your account?"
      onSubmit={confirm}
      pending={pending}
      failure={failure === null ? null : { title: 'The account was not deleted', message: failure }}
      submitLabel="Delete account"
      destructive
      submitDisabled={!confirmed}
    >
      <Text>
        Your brokers, portfolios, transactions, dashboards and settings are deleted for good, and you are
        signed out everywhere. This cannot be undone.
      </Text>
      <Field.Root>
        <Field.Label>Type {DELETE_WORD} or your e-mail to confirm</Field.Label>
        <Input value={typed} autoComplete="off" onChange={(event) => setTyped(event.currentTarget.value)} />
      </Field.Root>
    </DialogForm>
  );
}
