import { Badge, Card, Flex, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { toaster } from '../../ui/toaster';
import type { BrokerFieldsFragment } from '../../generated/graphql';
import { useBrokerActions } from '../../data/brokers';
import { AccountList } from './AccountList';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { NamedRecordDialog } from '../../ui/NamedRecordDialog';
import { accountCount } from './accountCount';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { valuesOf } from '../../ui/namedRecordForm';
import { useDialogState } from '../../ui/useDialogState';

/** One broker: its name and description, edit and delete, and its accounts. */
export function BrokerCard({ broker }: { broker: BrokerFieldsFragment }) {
  const { editBroker, deleteBroker } = useBrokerActions();
  const editing = useDialogState<true>();
  const deleting = useDialogState<true>();
  const headingId = useId();
  const count = broker.accounts.length;

  return (
    <Card.Root as="section" aria-labelledby={headingId} bg="bg.panel">
      <Card.Header>
        <Flex gap="3" align="flex-start">
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" id={headingId} size="lg" overflowWrap="anywhere" minW="0">
                {broker.name}
              </Heading>
              <Badge variant="subtle" colorPalette="gray">
                {accountCount(count)}
              </Badge>
            </HStack>
            {broker.description && (
              <Text color="fg.muted" overflowWrap="anywhere" whiteSpace="pre-line">
                {broker.description}
              </Text>
            )}
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={`Edit broker ${broker.name}`} onClick={() => editing.show(true)}>
              <PencilIcon />
            </IconButton>
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete broker ${broker.name}`} onClick={() => deleting.show(true)}>
              <TrashIcon />
            </IconButton>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body>
        <AccountList broker={broker} />
      </Card.Body>

      <NamedRecordDialog
        open={editing.open}
        onClose={editing.close}
        title="Edit broker"
        submitLabel="Save"
        initial={valuesOf(broker)}
        onSubmit={async (input) => {
          await editBroker(broker._id, input);
          toaster.create({ type: 'success', title: 'Broker saved' });
        }}
      />
      <ConfirmDeleteDialog
        open={deleting.open}
        onClose={deleting.close}
        title={`Delete broker “${broker.name}”?`}
        confirmLabel="Delete broker"
        cascadeLabel="Delete with its transactions"
        failedTitle="The broker was not deleted"
        onConfirm={async ({ cascade }) => {
          await deleteBroker(broker._id, { cascade });
          toaster.create({ type: 'success', title: 'Broker deleted' });
        }}
      >
        <Text>
          {count === 0
            ? 'This cannot be undone.'
            : `Its ${accountCount(count).toLowerCase()} ${count === 1 ? 'goes' : 'go'} with it. This cannot be undone.`}
        </Text>
      </ConfirmDeleteDialog>
    </Card.Root>
  );
}
