import { Badge, Box, Button, Checkbox, Flex, HStack, Heading, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '../../ui/toaster';
import type { AccountFieldsFragment, BrokerFieldsFragment } from '../../generated/graphql';
import { useBrokerActions } from '../../data/brokers';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { AccountDialog, accountValuesOf } from './AccountDialog';
import { accountCount } from './accountCount';
import { PencilIcon, PlusIcon, TrashIcon } from '../../ui/icons';
import { useDialogState } from '../../ui/useDialogState';

/** How many account names a delete confirmation lists before it says "and N more". */
const LISTED_NAMES = 8;

/** A broker's accounts: add, edit, and delete one or several at once. */
export function AccountList({ broker }: { broker: BrokerFieldsFragment }) {
  const { addAccount, editAccount, deleteAccounts } = useBrokerActions();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const adding = useDialogState<true>();
  const editing = useDialogState<AccountFieldsFragment>();
  const deleting = useDialogState<readonly AccountFieldsFragment[]>();

  const { accounts } = broker;
  // Read through the current list, so ids of accounts that are gone never count.
  const selected = accounts.filter((account) => selectedIds.has(account._id));
  const allChecked = selected.length === 0 ? false : selected.length === accounts.length ? true : 'indeterminate';

  function toggle(accountId: string, checked: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (checked) next.add(accountId);
      else next.delete(accountId);
      return next;
    });
  }

  async function remove(doomed: readonly AccountFieldsFragment[], cascade: boolean) {
    const ids = doomed.map((account) => account._id);
    await deleteAccounts(broker._id, ids, { cascade });
    setSelectedIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    toaster.create({ type: 'success', title: doomed.length === 1 ? 'Account deleted' : `${doomed.length} accounts deleted` });
  }

  const doomed = deleting.subject ?? [];

  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm" color="fg.muted">
          Accounts
        </Heading>
        <HStack gap="2" wrap="wrap">
          {selected.length > 0 && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => deleting.show(selected)}>
              <TrashIcon />
              Delete selected ({selected.length})
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => adding.show(true)} aria-label={`Add account to ${broker.name}`}>
            <PlusIcon />
            Add account
          </Button>
        </HStack>
      </Flex>

      {accounts.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No accounts yet. Add one for each account you hold at this broker, such as a taxable account and a retirement
          account, to file transactions under it.
        </Text>
      ) : (
        <Box borderWidth="1px" rounded="l2" overflow="hidden">
          <Flex align="center" justify="space-between" gap="3" px="3" py="2" bg="bg.muted">
            <Checkbox.Root
              size="sm"
              checked={allChecked}
              onCheckedChange={(details) =>
                setSelectedIds(details.checked === true ? new Set(accounts.map((account) => account._id)) : new Set())
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontSize="sm" color="fg.muted">
                Select all
              </Checkbox.Label>
            </Checkbox.Root>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {selected.length > 0 && `${selected.length} of ${accounts.length} selected`}
            </Text>
          </Flex>
          <List.Root as="ul" listStyle="none" aria-label={`Accounts of ${broker.name}`}>
            {accounts.map((account) => (
              <List.Item key={account._id} display="flex" alignItems="center" gap="3" px="3" py="2.5" borderTopWidth="1px">
                <Checkbox.Root
                  size="sm"
                  checked={selectedIds.has(account._id)}
                  onCheckedChange={(details) => toggle(account._id, details.checked === true)}
                >
                  <Checkbox.HiddenInput aria-label={`Select account ${account.name}`} />
                  <Checkbox.Control />
                </Checkbox.Root>
                <Stack gap="0" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium" overflowWrap="anywhere" minW="0">
                      {account.name}
                    </Text>
                    {account.settlesTrades && (
                      <Badge size="sm" variant="subtle" colorPalette="gray">
                        Cash settled
                      </Badge>
                    )}
                  </HStack>
                  {account.description && (
                    <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" whiteSpace="pre-line">
                      {account.description}
                    </Text>
                  )}
                </Stack>
                <HStack gap="0" flexShrink={0}>
                  <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={`Edit account ${account.name}`} onClick={() => editing.show(account)}>
                    <PencilIcon />
                  </IconButton>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete account ${account.name}`} onClick={() => deleting.show([account])}>
                    <TrashIcon />
                  </IconButton>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      <AccountDialog
        open={adding.open}
        onClose={adding.close}
        title={`Add account to ${broker.name}`}
        submitLabel="Add account"
        initial={accountValuesOf(null)}
        namePlaceholder="e.g. Individual, ISA, Roth IRA"
        onSubmit={async (input) => {
          await addAccount({ broker_Id: broker._id, ...input });
          toaster.create({ type: 'success', title: 'Account added' });
        }}
      />
      <AccountDialog
        open={editing.open}
        onClose={editing.close}
        title="Edit account"
        submitLabel="Save"
        initial={accountValuesOf(editing.subject)}
        onSubmit={async (input) => {
          if (!editing.subject) return;
          await editAccount(editing.subject._id, { broker_Id: broker._id, ...input });
          toaster.create({ type: 'success', title: 'Account saved' });
        }}
      />
      <ConfirmDeleteDialog
        open={deleting.open}
        onClose={deleting.close}
        title={doomed.length === 1 ? `Delete account “${doomed[0]!.name}”?` : `Delete ${accountCount(doomed.length).toLowerCase()}?`}
        confirmLabel={doomed.length === 1 ? 'Delete account' : `Delete ${accountCount(doomed.length).toLowerCase()}`}
        cascadeLabel={doomed.length === 1 ? 'Delete with its transactions' : 'Delete with their transactions'}
        failedTitle={doomed.length === 1 ? 'The account was not deleted' : 'The accounts were not deleted'}
        onConfirm={({ cascade }) => remove(doomed, cascade)}
      >
        {doomed.length > 1 && (
          <List.Root ps="5" gap="1">
            {doomed.slice(0, LISTED_NAMES).map((account) => (
              <List.Item key={account._id} overflowWrap="anywhere">
                {account.name}
              </List.Item>
            ))}
            {doomed.length > LISTED_NAMES && <List.Item>and {doomed.length - LISTED_NAMES} more</List.Item>}
          </List.Root>
        )}
        <Text>This cannot be undone.</Text>
      </ConfirmDeleteDialog>
    </Stack>
  );
}
