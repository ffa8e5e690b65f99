/**
 * The sortable header row of the table widgets: a button per column that sorts by it (aria-sort
 * on the active one), and a cell at its end for the Columns menu.
 */
import { Table, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '../../ui/listIcons';
import type { SortModel } from './tableSort';

export interface SortHeaderProps<F extends string> {
  field: F;
  label: string;
  /** What the header means, on hover, where the label alone does not say it. */
  hint?: string | undefined;
  numeric: boolean;
  sort: SortModel<F>;
  onSort: (field: F) => void;
}

export function SortHeader<F extends string>({ field, label, hint, numeric, sort, onSort }: SortHeaderProps<F>) {
  const active = sort.field === field;
  const Arrow = sort.sort === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  const button = (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="semibold"
      color={active ? 'fg' : 'fg.muted'}
      cursor="pointer"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      title={hint}
      onClick={() => onSort(field)}
    >
      {label}
      {active ? <Arrow boxSize="3" flexShrink="0" /> : null}
    </chakra.button>
  );
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.sort === 'asc' ? 'ascending' : 'descending') : 'none'} textAlign={numeric ? 'end' : 'start'}>
      {button}
    </Table.ColumnHeader>
  );
}

/** A column as the sortable header row needs it. */
export interface SortableColumn<F extends string> {
  readonly field: F;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly numeric: boolean;
}

/**
 * The header row of a sortable table widget: one SortHeader per shown column, then `menu` in a
 * cell of its own held at the right edge, so a table wider than its widget keeps the Columns
 * menu in view, and hiding the last column does not move it. A plain cell, not a column header:
 * it heads no column.
 */
export function SortHeaderRow<F extends string>({ columns, sort, onSort, menu }: { columns: readonly SortableColumn<F>[]; sort: SortModel<F>; onSort: (field: F) => void; menu?: ReactNode }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <SortHeader
            key={column.field}
            field={column.field}
            label={column.label}
            hint={column.hint}
            numeric={column.numeric}
            sort={sort}
            onSort={onSort}
          />
        ))}
        {menu ? (
          <Table.Cell position="sticky" insetEnd="0" zIndex="1" bg="bg.panel" px="1" w="1" textAlign="end">
            {menu}
          </Table.Cell>
        ) : null}
      </Table.Row>
    </Table.Header>
  );
}
