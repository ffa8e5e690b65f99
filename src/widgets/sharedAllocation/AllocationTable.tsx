/**
 * The allocation as a compact table under the chart: every group (the chart folds the tail into
 * "Other") with the figures the settings show. It scrolls within its part of the widget, header
 * kept in view.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import type { AllocationGroup } from './allocation';
import type { AllocationDisplay } from './allocationFields';

export interface AllocationTableProps {
  groups: readonly AllocationGroup[];
  total: number;
  display: AllocationDisplay;
  /** "holding", "country": the first column's header and the table's name. */
  groupName: string;
}

const figureCell = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export function AllocationTable({ groups, total, display, groupName }: AllocationTableProps) {
  return (
    <Box flexShrink={0} maxH="45%" overflowY="auto" borderTopWidth="1px">
      <Table.Root size="sm" aria-label={`Allocation by ${groupName}`} stickyHeader>
        <Table.Header>
          <Table.Row bg="bg.panel">
            <Table.ColumnHeader textTransform="capitalize">{groupName}</Table.ColumnHeader>
            {display.columns.map((column) => (
              <Table.ColumnHeader key={column} textAlign="end">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {groups.map((group) => (
            <Table.Row key={group.id} bg="transparent">
              <Table.Cell maxW="40" title={group.detail}>
                {/* A table row needs a name even with the chart's labels off. */}
                <Text truncate>{display.name(group) ?? group.label}</Text>
              </Table.Cell>
              {display.figures(group).map((figure) => (
                <Table.Cell key={figure.label} {...figureCell}>
                  {figure.value}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row bg="transparent" fontWeight="semibold">
            <Table.Cell>Total</Table.Cell>
            {display.totalFigures(total).map((figure, index) => (
              <Table.Cell key={display.columns[index]} {...figureCell}>
                {figure}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
