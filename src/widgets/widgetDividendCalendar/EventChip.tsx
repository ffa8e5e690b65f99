/**
 * One ex-date or pay date of the calendar: the ticker on a chip whose colour and first word say
 * which date it is (ex orange, pay green), and whose fill says how sure it is: paid solid,
 * declared tinted, estimated only a dashed outline and marked "est.". The full sentence is the
 * chip's hover title and what a screen reader reads.
 */
import { Badge, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DividendPayoutStatus } from '../../generated/graphql';
import type { CalendarEventKind } from './calendarMonth';

export const KIND_LABELS = { ex: 'Ex', pay: 'Pay' } as const satisfies Record<CalendarEventKind, string>;

const KIND_PALETTES = { ex: 'orange', pay: 'green' } as const satisfies Record<CalendarEventKind, string>;

const STATUS_STYLES = {
  paid: { variant: 'solid' },
  declared: { variant: 'subtle' },
  // Chakra's outline is an inset shadow, which cannot be dashed: a real border instead.
  estimated: { variant: 'plain', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'colorPalette.border' },
} as const satisfies Record<DividendPayoutStatus, { variant: string; borderWidth?: string; borderStyle?: string; borderColor?: string }>;

export interface EventChipProps {
  kind: CalendarEventKind;
  status: DividendPayoutStatus;
  /** The ticker, or a legend entry's word. */
  text: string;
  /** The whole event in words; none for a legend sample, whose text says it all. */
  description?: string;
}

export function EventChip({ kind, status, text, description }: EventChipProps) {
  return (
    <Badge
      size="xs"
      colorPalette={KIND_PALETTES[kind]}
      {...STATUS_STYLES[status]}
      maxW="full"
      minW="0"
      // In a list row beside a long name the chip keeps its ticker; in a narrow day it cuts it (maxW).
      flexShrink="0"
      gap="0.5"
      title={description}
      data-kind={kind}
      data-status={status}
    >
      <Text as="span" aria-hidden={description ? true : undefined} fontWeight="bold" flexShrink="0">
        {KIND_LABELS[kind]}
      </Text>
      <Text as="span" aria-hidden={description ? true : undefined} truncate>
        {text}
      </Text>
      {status === 'estimated' ? (
        <Text as="span" aria-hidden={description ? true : undefined} fontStyle="italic" flexShrink="0">
          est.
        </Text>
      ) : null}
      {description ? <VisuallyHidden>{description}</VisuallyHidden> : null}
    </Badge>
  );
}
