/**
 * The sortable header row of the table widgets: a button per column that sorts by it (aria-sort
 * on the active one), and room at its end for the Columns menu.
 */
import { HStack, Table, chakra } from '@chakra-ui/react';
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
  /** Shown after the button (the Columns menu, in the last header). */
  after?: ReactNode;
}

export function SortHeader<F extends string>({ field, label, hint, numeric, sort, onSort, after }: SortHeaderProps<F>) {
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
      {after ? (
        <HStack gap="1" justify={numeric ? 'flex-end' : 'space-between'}>
          {button}
          {after}
        </HStack>
      ) : (
        button
      )}
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

/** The header row of a sortable table widget: one SortHeader per shown column, `menu` in the last. */
export function SortHeaderRow<F extends string>({ columns, sort, onSort, menu }: { columns: readonly SortableColumn<F>[]; sort: SortModel<F>; onSort: (field: F) => void; menu?: ReactNode }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column, index) => (
          <SortHeader
            key={column.field}
            field={column.field}
            label={column.label}
            hint={column.hint}
            numeric={column.numeric}
            sort={sort}
            onSort={onSort}
            after={index === columns.length - 1 ? menu : undefined}
          />
        ))}
      </Table.Row>
    </Table.Header>
  );
}
