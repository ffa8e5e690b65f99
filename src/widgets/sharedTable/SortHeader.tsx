/**
 * The sortable header cell of the table widgets, and the sort a table shows: the configured one
 * (the config's sortField and sortDirection) until a header click, which holds until the
 * configured order changes.
 */
import { Table, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '../../ui/listIcons';
import { nextSort, type SortModel } from './tableSort';
import { WIDE_ONLY } from './WidgetTable';

export interface SortHeaderProps<F extends string> {
  field: F;
  label: string;
  /** What the header means, on hover, where the label alone does not say it. */
  hint?: string | undefined;
  numeric: boolean;
  /** An optional column: hidden in a narrow widget (WIDE_ONLY). */
  wideOnly?: boolean;
  sort: SortModel<F>;
  onSort: (field: F) => void;
}

export function SortHeader<F extends string>({ field, label, hint, numeric, wideOnly = false, sort, onSort }: SortHeaderProps<F>) {
  const active = sort.field === field;
  const Arrow = sort.sort === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.sort === 'asc' ? 'ascending' : 'descending') : 'none'} textAlign={numeric ? 'end' : 'start'} {...(wideOnly ? WIDE_ONLY : {})}>
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
    </Table.ColumnHeader>
  );
}

/** A column as the sortable header row needs it. */
export interface SortableColumn<F extends string> {
  readonly field: F;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly numeric: boolean;
  /** Set on optional columns: hidden in a narrow widget. */
  readonly toggle?: unknown;
}

/** The header row of a sortable table widget: one SortHeader per shown column. */
export function SortHeaderRow<F extends string>({ columns, sort, onSort }: { columns: readonly SortableColumn<F>[]; sort: SortModel<F>; onSort: (field: F) => void }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((column) => (
          <SortHeader key={column.field} field={column.field} label={column.label} hint={column.hint} numeric={column.numeric} wideOnly={column.toggle !== undefined} sort={sort} onSort={onSort} />
        ))}
      </Table.Row>
    </Table.Header>
  );
}

/**
 * The sort a table shows. A header click sorts until the configured order changes (the component
 * cannot save the config), so a new setting always wins over an old click.
 */
export function useTableSort<F extends string>(configured: SortModel<F>, startsAscending: (field: F) => boolean): { sort: SortModel<F>; onSort: (field: F) => void } {
  const [clicked, setClicked] = useState<{ base: SortModel<F>; sort: SortModel<F> } | null>(null);
  const sort = clicked && clicked.base.field === configured.field && clicked.base.sort === configured.sort ? clicked.sort : configured;
  const onSort = (field: F) => setClicked({ base: configured, sort: nextSort(sort, field, startsAscending) });
  return { sort, onSort };
}
