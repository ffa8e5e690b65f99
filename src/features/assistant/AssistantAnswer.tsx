import { Alert, Box, Flex, Link, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router';
import { appRouterPath } from '../../app/basename';
import { displaySettingsVar } from '../../apollo/vars';
import type { AssistantMessage_MessageFragment, AssistantMessageStatus } from '../../generated/graphql';
import { formatNumber } from '../../lib/format';
import { AnswerText, FigureLink } from './AnswerText';
import { humanToolName } from './answerText';

export const TOP_UP_LABEL = 'Top up tokens';

export type AnswerShown = Pick<AssistantMessage_MessageFragment, 'content' | 'toolCalls' | 'figures' | 'promptTokens' | 'completionTokens' | 'status' | 'error'>;

/** "1,234 tokens" in the user's number format. */
export function tokensText(tokens: number, locale: string): string {
  return `${formatNumber(tokens, { locale })} ${tokens === 1 ? 'token' : 'tokens'}`;
}

/** The top-up page as a router link, when the server's route is the app's. */
export function TopUpLink({ topUpLink, onNavigate }: { topUpLink: string; onNavigate?: (() => void) | undefined }) {
  return (
    <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="semibold">
      <RouterLink to={appRouterPath(topUpLink) ?? '/token-top-up-prices'} onClick={onNavigate}>
        {TOP_UP_LABEL}
      </RouterLink>
    </Link>
  );
}

/**
 * Whether an ended answer's reader is sent to the top-up page: a refusal is always the balance,
 * and a failure says it when the balance ran out during the answer (the message names the page;
 * the stored message has no separate flag).
 */
function wantsTopUp(answer: AnswerShown, topUpLink: string): boolean {
  return answer.status === 'refused' || (answer.status === 'failed' && (answer.error?.includes(topUpLink) ?? false));
}

interface AssistantAnswerProps {
  answer: AnswerShown;
  topUpLink: string;
  onNavigate?: (() => void) | undefined;
}

/** One answer: the tools it used, its text with figures linked, its sources, its outcome and its tokens. */
export function AssistantAnswer({ answer, topUpLink, onNavigate }: AssistantAnswerProps) {
  const { locale } = useReactiveVar(displaySettingsVar);
  const status: AssistantMessageStatus = answer.status;
  const streaming = status === 'streaming';
  const tokens = answer.promptTokens + answer.completionTokens;
  const sources = streaming ? [] : answer.figures.filter((figure) => appRouterPath(figure.link) !== null);
  return (
    <Stack data-testid="assistant-answer" data-status={status} gap="2" alignSelf="stretch" p="3" rounded="l2" bg="bg.subtle" borderWidth="1px" aria-busy={streaming}>
      {answer.toolCalls.length > 0 ? (
        <Flex wrap="wrap" gap="1.5">
          {answer.toolCalls.map((call, i) => (
            <chakra.details key={i} textStyle="xs" color="fg.muted" bg="bg.muted" rounded="full" px="2" py="0.5" maxW="full" _open={{ rounded: 'l2' }}>
              <chakra.summary cursor="pointer" focusVisibleRing="outside">
                Used: {humanToolName(call.name)}
              </chakra.summary>
              <Text textStyle="xs" py="1" overflowWrap="anywhere">
                {call.summary}
              </Text>
            </chakra.details>
          ))}
        </Flex>
      ) : null}
      {answer.content ? <AnswerText content={answer.content} figures={streaming ? [] : answer.figures} onNavigate={onNavigate} /> : null}
      {streaming ? (
        <Flex align="center" gap="2" color="fg.muted" textStyle="sm">
          <Spinner size="xs" />
          Writing…
        </Flex>
      ) : null}
      {(status === 'failed' || status === 'refused') && answer.error ? (
        <Alert.Root status={status === 'refused' ? 'warning' : 'error'} size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{answer.error}</Alert.Description>
            {wantsTopUp(answer, topUpLink) ? (
              <Box mt="1">
                <TopUpLink topUpLink={topUpLink} onNavigate={onNavigate} />
              </Box>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {sources.length > 0 ? (
        <Box as="section" aria-label="Sources">
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
            Sources
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none" textStyle="xs">
            {sources.map((figure) => (
              <li key={`${figure.label}\u0000${figure.value}`}>
                <FigureLink figure={figure} onNavigate={onNavigate}>{`${figure.label}: ${figure.value}`}</FigureLink>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {!streaming && tokens > 0 ? (
        <Text textStyle="xs" color="fg.subtle">
          {tokensText(tokens, locale)}
        </Text>
      ) : null}
    </Stack>
  );
}
