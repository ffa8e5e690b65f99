import { Box, Button, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useRef } from 'react';
import { displaySettingsVar } from '../../apollo/vars';
import { useAssistantConversationsQuery, type ConversationHistory_ConversationFragment } from '../../generated/graphql';
import { formatDateTime, formatTimeAgo } from '../../lib/dates';
import { useMinuteClock } from '../../lib/useMinuteClock';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { errorMessage } from '../../ui/errorMessage';
import { PlusIcon, TrashIcon } from '../../ui/icons';
import { Loader } from '../../ui/Loader';
import { toaster } from '../../ui/toaster';
import { useDialogState } from '../../ui/useDialogState';
import { tokensText } from './AssistantAnswer';
import { useDeleteConversation } from './useDeleteConversation';
import { RetryAlert } from '../../ui/RetryAlert';

interface ConversationHistoryProps {
  /** The conversation shown beside or behind the list. */
  currentId: string | null;
  onOpen: (conversationId: string) => void;
  onNew: () => void;
  /** The conversation went; the view showing it must leave it. */
  onDeleted: (conversationId: string) => void;
}

/** The user's conversations, most recently active first: open one, start a new one, delete one. */
export function ConversationHistory({ currentId, onOpen, onNew, onDeleted }: ConversationHistoryProps) {
  const { locale } = useReactiveVar(displaySettingsVar);
  const now = useMinuteClock();
  const { data, error, refetch } = useAssistantConversationsQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteConversation();
  const deleting = useDialogState<ConversationHistory_ConversationFragment>();
  const newButton = useRef<HTMLButtonElement>(null);
  const doomed = deleting.subject;

  let list;
  if (!data) {
    list = error ? (
      <RetryAlert p="4" onRetry={() => void refetch()}>
        Your conversations could not be loaded: {errorMessage(error)}
      </RetryAlert>
    ) : (
      <Loader inArea />
    );
  } else if (data.assistantConversations.length === 0) {
    list = (
      <Text p="4" textStyle="sm" color="fg.muted">
        No conversations yet.
      </Text>
    );
  } else {
    list = (
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Conversations">
        {data.assistantConversations.map((conversation) => (
          <Flex as="li" key={conversation._id} align="stretch" borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <chakra.button
              type="button"
              flex="1"
              minW="0"
              textAlign="start"
              px="3"
              py="2"
              colorPalette="primary"
              bg={conversation._id === currentId ? 'colorPalette.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              focusVisibleRing="inside"
              aria-current={conversation._id === currentId ? 'true' : undefined}
              onClick={() => onOpen(conversation._id)}
            >
              <Text as="span" display="block" textStyle="sm" fontWeight="medium" truncate>
                {conversation.title}
              </Text>
              <Text as="span" display="block" textStyle="xs" color="fg.muted">
                <time dateTime={conversation.updatedAt} title={formatDateTime(conversation.updatedAt)}>
                  {formatTimeAgo(conversation.updatedAt, now)}
                </time>{' '}
                · {tokensText(conversation.tokensUsed, locale)}
              </Text>
            </chakra.button>
            <IconButton aria-label={`Delete “${conversation.title}”`} variant="ghost" colorPalette="gray" size="sm" alignSelf="center" me="1" onClick={() => deleting.show(conversation)}>
              <TrashIcon />
            </IconButton>
          </Flex>
        ))}
      </Stack>
    );
  }

  return (
    <Flex direction="column" h="full" minH="0">
      <Box p="3" borderBottomWidth="1px" flexShrink="0">
        <Button ref={newButton} size="sm" variant="outline" w="full" onClick={onNew}>
          <PlusIcon />
          New conversation
        </Button>
      </Box>
      <Box flex="1" minH="0" overflowY="auto">
        {list}
      </Box>
      <ConfirmDeleteDialog
        open={deleting.open}
        onClose={deleting.close}
        title="Delete this conversation?"
        confirmLabel="Delete"
        failedTitle="The conversation was not deleted"
        onConfirm={async () => {
          if (!doomed) return;
          await remove(doomed._id);
          onDeleted(doomed._id);
          toaster.create({ type: 'success', title: 'Conversation deleted', description: doomed.title });
        }}
        // Its row went, and with it the button that opened the dialog.
        afterDeleteFocus={() => newButton.current}
      >
        <Text>
          “{doomed?.title}” and its answers are deleted for good. The tokens they used stay spent. This cannot be undone.
        </Text>
      </ConfirmDeleteDialog>
    </Flex>
  );
}
