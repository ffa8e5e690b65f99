/**
 * What the two returns measure, said where both are shown: a small "i" button opening a short
 * explanation (a click or Enter, so it works by touch and keyboard where a hover tooltip would not).
 * The time-weighted and the money-weighted return of the same holdings can differ a lot, and a
 * reader who sees both needs to know which one answers their question.
 */
import { IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { strokeIcon } from '../../ui/icons';

const InfoIcon = strokeIcon('InfoIcon', [<circle key="ring" cx="12" cy="12" r="8.5" />, <path key="mark" d="M12 11v5.5M12 7.8v.1" />]);

export const TIME_WEIGHTED_MEANS = 'Time-weighted measures the investments themselves, whenever and however much money went in or came out.';
export const MONEY_WEIGHTED_MEANS = 'Money-weighted (XIRR) measures your own result per year: when and how much you bought and sold counts.';

export function ReturnsHelp({ note }: { /** A line after the explanation: why a figure is missing, say. */ note?: string | undefined }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton size="2xs" variant="ghost" color="fg.muted" aria-label="Time-weighted and money-weighted return: what each means" flexShrink="0" minW="4" h="4" data-testid="returns-help">
          <InfoIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label="Two ways to measure a return">
            <Popover.Arrow />
            <Popover.Body p="3">
              <Stack gap="1.5" textStyle="sm">
                <Popover.Title fontWeight="semibold">Two ways to measure a return</Popover.Title>
                <Text>{TIME_WEIGHTED_MEANS}</Text>
                <Text>{MONEY_WEIGHTED_MEANS}</Text>
                {note ? <Text color="fg.muted">{note}</Text> : null}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
