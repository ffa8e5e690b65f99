/**
 * /app/assistant and /app/assistant/:conversationId: the history beside the open conversation
 * (on a phone, the history behind a toggle), the same conversation the drawer shows.
 */
import { Box, Button, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AssistantConversation } from './AssistantConversation';
import { assistantPath } from './assistantPath';
import { AssistantStatusGate } from './AssistantStatusGate';
import { ConversationHistory } from './ConversationHistory';

export function AssistantScreen() {
  const conversationId = useParams().conversationId ?? null;
  const navigate = useNavigate();
  // Phones only: the history over the conversation, until one is chosen.
  const [showHistory, setShowHistory] = useState(false);
  const open = (id: string | null) => {
    setShowHistory(false);
    void navigate(assistantPath(id));
  };

  return (
    <Container maxW="6xl" h="full" py={{ base: '4', md: '6' }} px={{ base: '3', md: '6' }}>
      <Flex direction="column" h="full" minH="0" gap="4">
        <AssistantStatusGate
          header={(statusLine) => (
            <Flex align="flex-end" justify="space-between" gap="3" flexShrink="0">
              <Stack gap="1">
                <Heading as="h1" size="2xl">
                  Assistant
                </Heading>
                {statusLine}
              </Stack>
              <Button hideFrom="md" size="sm" variant={showHistory ? 'subtle' : 'outline'} aria-pressed={showHistory} onClick={() => setShowHistory(!showHistory)}>
                History
              </Button>
            </Flex>
          )}
        >
          {(status) => (
            <Flex flex="1" minH="0" gap="4" align="stretch">
              <Box
                display={{ base: showHistory ? 'block' : 'none', md: 'block' }}
                w={{ base: 'full', md: '72' }}
                flexShrink="0"
                borderWidth="1px"
                rounded="l2"
                bg="bg.panel"
                overflow="hidden"
              >
                <ConversationHistory
                  currentId={conversationId}
                  onOpen={open}
                  onNew={() => open(null)}
                  onDeleted={(id) => {
                    if (id === conversationId) void navigate(assistantPath(null), { replace: true });
                  }}
                />
              </Box>
              <Box
                display={{ base: showHistory ? 'none' : 'block', md: 'block' }}
                flex="1"
                minW="0"
                borderWidth="1px"
                rounded="l2"
                bg="bg.panel"
                overflow="hidden"
              >
                <AssistantConversation
                  conversationId={conversationId}
                  status={status}
                  onStarted={(id) => void navigate(assistantPath(id), { replace: true })}
                />
              </Box>
            </Flex>
          )}
        </AssistantStatusGate>
      </Flex>
    </Container>
  );
}
