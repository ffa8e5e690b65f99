/**
 * The pieces the table widgets share: a frame that fills the widget and scrolls inside it under
 * a sticky header, and the security cell (logo, ticker, name). Which columns show is the user's
 * choice, per layout (useTableState).
 */
import { Box, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StockLogo } from '../../ui/StockLogo';

export interface WidgetTableProps {
  /** The table's accessible name. */
  label: string;
  children: ReactNode;
  /** A line under the scrolling table (e.g. "Showing 500 of 2,000"). */
  footnote?: ReactNode;
  /** Rows open something on click: they highlight under the pointer. */
  interactive?: boolean;
}

export function WidgetTable({ label, children, footnote, interactive = false }: WidgetTableProps) {
  return (
    <Stack h="full" gap="1" minH="0" data-state="success">
      <Table.ScrollArea flex="1" minH="0" overflowY="auto">
        <Table.Root size="sm" stickyHeader interactive={interactive} aria-label={label} css={{ '& th': { bg: 'bg.panel', whiteSpace: 'nowrap' } }}>
          {children}
        </Table.Root>
      </Table.ScrollArea>
      {footnote ? <Box flexShrink="0">{footnote}</Box> : null}
    </Stack>
  );
}

export interface SecurityCellProps {
  ticker: string;
  name?: string | null | undefined;
  logoURL?: string | null | undefined;
}

/** Logo, ticker and (muted, cut with an ellipsis) the security's name. */
export function SecurityCell({ ticker, name, logoURL }: SecurityCellProps) {
  return (
    <HStack gap="2" minW="0" maxW="60">
      <StockLogo ticker={ticker} name={name} logoURL={logoURL} size="6" />
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate title={ticker}>
          {ticker}
        </Text>
        {name ? (
          <Text color="fg.muted" textStyle="xs" truncate title={name}>
            {name}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

/**
 * A dash for a figure that is not known (no price yet, nothing to show for this kind); `reason`,
 * where given, is its hover title and, for screen readers, part of its text.
 */
export function Missing({ reason }: { reason?: string | undefined } = {}) {
  return (
    <Text as="span" color="fg.subtle" title={reason}>
      —{reason ? <VisuallyHidden>: {reason}</VisuallyHidden> : null}
    </Text>
  );
}
