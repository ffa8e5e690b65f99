import { Flex, Text } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { displaySettingsVar } from '../../apollo/vars';
import type { AssistantStatus_StatusFragment } from '../../generated/graphql';
import { formatNumber } from '../../lib/format';

/** "12,345 tokens left" in the user's number format. */
export function balanceText(balance: number, locale: string): string {
  return `${formatNumber(Math.max(0, balance), { locale })} ${balance === 1 ? 'token' : 'tokens'} left`;
}

/** Under the heading: the model answers come from, and the balance when answers are metered. */
export function AssistantStatusLine({ status }: { status: AssistantStatus_StatusFragment }) {
  const { locale } = useReactiveVar(displaySettingsVar);
  return (
    <Flex wrap="wrap" columnGap="3" rowGap="0.5" textStyle="xs" color="fg.muted">
      {status.model ? <Text>{status.model}</Text> : null}
      {status.metered ? (
        <Text data-testid="assistant-balance" fontVariantNumeric="tabular-nums" color={status.balance <= 0 ? 'fg.error' : undefined}>
          {balanceText(status.balance, locale)}
        </Text>
      ) : null}
    </Flex>
  );
}
