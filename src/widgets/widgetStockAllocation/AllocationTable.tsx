/**
 * The allocation as a compact table under the chart: every group (the chart folds the tail into
 * "Other"), its value and share. It scrolls within its part of the widget, header kept in view.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import { formatPercent } from '../framework/useMoney';
import type { AllocationGroup } from '../sharedAllocation/allocation';

export interface AllocationTableProps {
  groups: readonly AllocationGroup[];
  total: number;
  money: (value: number) => string;
  /** "holding", "country": the first column's header and the table's name. */
  groupName: string;
}

export function AllocationTable({ groups, total, money, groupName }: AllocationTableProps) {
  return (
    <Box flexShrink={0} maxH="45%" overflowY="auto" borderTopWidth="1px">
      <Table.Root size="sm" aria-label={`Allocation by ${groupName}`} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.panel">
            <Table.ColumnHeader textTransform="capitalize">{groupName}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Share</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groups.map((group) => (
            <Table.Row key={group.id} bg="transparent">
              <Table.Cell maxW="40" title={group.detail}>
                <Text truncate>{group.label}</Text>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {money(group.value)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {formatPercent(group.share)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="transparent" fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {money(total)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
              {formatPercent(1)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
