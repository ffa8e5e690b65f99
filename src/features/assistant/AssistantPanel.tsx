import { Button, Drawer, Flex, Stack } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { useRef } from 'react';
import { assistantStateVar, type AssistantState } from '../../apollo/vars';
import { ShellDrawer } from '../../ui/ShellDrawer';
import { AssistantConversation } from './AssistantConversation';
import { assistantPath } from './assistantPath';
import { AssistantStatusGate } from './AssistantStatusGate';
import { ConversationHistory } from './ConversationHistory';

interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
}

const update = (change: Partial<AssistantState>) => assistantStateVar({ ...assistantStateVar(), ...change });

/**
 * The assistant in a drawer from the trailing edge (the whole screen on a phone): the open
 * conversation, or the history in its place; "Open full page" shows both side by side.
 */
export function AssistantPanel({ open, onClose }: AssistantPanelProps) {
  const { conversationId, showHistory } = useReactiveVar(assistantStateVar);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  return (
    <ShellDrawer
      open={open}
      onClose={onClose}
      size={{ base: 'full', md: 'md' }}
      initialFocusEl={() => promptRef.current}
      closeLabel="Close assistant"
      footerLink={{ to: assistantPath(conversationId), label: 'Open full page' }}
    >
      <AssistantStatusGate
        header={(statusLine) => (
          <Drawer.Header borderBottomWidth="1px" py="3" pe="12">
            <Flex align="center" justify="space-between" gap="3" w="full">
              <Stack gap="0.5" minW="0">
                <Drawer.Title>Assistant</Drawer.Title>
                {statusLine}
              </Stack>
              <Button size="xs" variant={showHistory ? 'subtle' : 'outline'} aria-pressed={showHistory} flexShrink="0" onClick={() => update({ showHistory: !showHistory })}>
                History
              </Button>
            </Flex>
          </Drawer.Header>
        )}
      >
        {(status) => (
          <Drawer.Body p="0" display="flex" flexDirection="column" minH="0">
            {showHistory ? (
              <ConversationHistory
                currentId={conversationId}
                onOpen={(id) => update({ conversationId: id, showHistory: false })}
                onNew={() => update({ conversationId: null, showHistory: false })}
                onDeleted={(id) => {
                  if (assistantStateVar().conversationId === id) update({ conversationId: null });
                }}
              />
            ) : null}
            {/* Hidden, not unmounted, behind the history: a question being asked keeps its place and its field. */}
            <Flex direction="column" flex="1" minH="0" display={showHistory ? 'none' : 'flex'}>
              <AssistantConversation
                conversationId={conversationId}
                status={status}
                onStarted={(id) => update({ conversationId: id })}
                onNavigate={onClose}
                inputRef={promptRef}
                autoFocus
              />
            </Flex>
          </Drawer.Body>
        )}
      </AssistantStatusGate>
    </ShellDrawer>
  );
}
