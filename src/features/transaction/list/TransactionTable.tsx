/**
 * The transaction list, virtualised: only the rows in view (plus an overscan) are in the DOM,
 * so 100,000 transactions scroll like 20. A table with a sticky header and sideways scrolling
 * on wide screens; a list of cards on phones. Rows have a fixed height, which keeps the
 * virtualiser's arithmetic trivial, and are plain elements styled once by their scroll box
 * (rowStyles), so a frame that mounts new rows does little more than create them.
 */
import { Box, Grid, HStack, IconButton, NativeSelect, chakra } from '@chakra-ui/react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { scrollPositionsVar } from '../../../apollo/vars';
import { formatDate } from '../../../lib/dates';
import { formatCurrency } from '../../../lib/format';
import { gainDirection, priceText, sharesText } from '../../../ui/cellFormats';
import { CELLS, KindTag, RowLogo, holdingOf } from './TransactionCells';
import { ArrowDownIcon, ArrowUpIcon } from '../../../ui/listIcons';
import { ROW_STYLES } from './rowStyles';
import { COLUMNS, isColumnId, type ColumnContext, type ColumnDef, type ColumnId, type TransactionRow } from './transactionColumns';
import type { TransactionSort } from './transactionFilters';

export const ROW_HEIGHT = 52;
export const CARD_HEIGHT = 108;
const HEADER_HEIGHT = 40;
const CARD_HEADER_HEIGHT = 48;
const SELECT_WIDTH = 44;
const EDIT_WIDTH = 52;
const OVERSCAN = 12;

export type SelectAllState = 'all' | 'some' | 'none';

export interface TransactionTableProps {
  rows: readonly TransactionRow[];
  columns: readonly ColumnDef[];
  context: ColumnContext;
  sort: TransactionSort;
  onSort: (column: ColumnId) => void;
  /** Set a new sort directly (the card layout's sort menu). */
  onSortChange: (sort: TransactionSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  selectAll: SelectAllState;
  onSelectAll: (selected: boolean) => void;
  onOpen: (id: string) => void;
  /** Cards instead of a table (narrow screens). */
  compact: boolean;
}

export const editPath = (id: string) => `/transaction/edit/${encodeURIComponent(id)}`;

function rowLabel(row: TransactionRow): string {
  return `${row.type} ${row.ticker} on ${formatDate(row.date)}`;
}

/** Clicks on the row's own controls do their own thing; a click elsewhere opens the row. */
function openUnlessControl(event: MouseEvent, open: () => void) {
  if ((event.target as Element).closest('a, button, input, label, select')) return;
  open();
}

const Checkbox = chakra('input', { base: { boxSize: '4', flexShrink: '0', cursor: 'pointer', accentColor: 'colorPalette.solid' } });

function SelectAllBox({ state, onChange }: { state: SelectAllState; onChange: (selected: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <Checkbox ref={ref} type="checkbox" aria-label="Select all shown transactions" checked={state === 'all'} onChange={(event) => onChange(event.currentTarget.checked)} />;
}

function PencilGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </svg>
  );
}

interface RowProps {
  row: TransactionRow;
  index: number;
  start: number;
  selected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onOpen: (id: string) => void;
  context: ColumnContext;
}

interface TableRowProps extends RowProps {
  columns: readonly ColumnDef[];
  template: string;
}

const TableRow = memo(function TableRow({ row, index, start, selected, onSelect, onOpen, columns, template, context }: TableRowProps) {
  const label = rowLabel(row);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-row=""
      data-grid=""
      data-selected={selected ? '' : undefined}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)`, gridTemplateColumns: template }}
      onClick={(event) => openUnlessControl(event, () => onOpen(row._id))}
    >
      <div role="cell" data-center="">
        <input type="checkbox" aria-label={`Select ${label}`} checked={selected} onChange={(event) => onSelect(row._id, event.currentTarget.checked)} />
      </div>
      {columns.map((column) => (
        <div role="cell" key={column.id} data-cell="" data-align={column.align}>
          {CELLS[column.id](row, context)}
        </div>
      ))}
      <div role="cell" data-center="">
        <RouterLink to={editPath(row._id)} data-edit="" aria-label={`Edit ${label}`}>
          <PencilGlyph />
        </RouterLink>
      </div>
    </div>
  );
});

interface CardRowProps extends RowProps {
  setSize: number;
}

const CardRow = memo(function CardRow({ row, index, setSize, start, selected, onSelect, onOpen, context }: CardRowProps) {
  const label = rowLabel(row);
  const { locale, userCurrency } = context;
  const gain = row.realizedGainLostPC;
  const price = priceText(row, locale);
  const holding = holdingOf(row, locale);
  const details = [price ? `${sharesText(row, locale)} × ${price}` : sharesText(row, locale), row.parentportfolio?.name, row.account?.name]
    .filter(Boolean)
    .join(' · ');
  return (
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={setSize}
      data-row=""
      data-card=""
      data-selected={selected ? '' : undefined}
      style={{ height: CARD_HEIGHT, transform: `translateY(${start}px)` }}
      onClick={(event) => openUnlessControl(event, () => onOpen(row._id))}
    >
      <input type="checkbox" style={{ marginTop: 4 }} aria-label={`Select ${label}`} checked={selected} onChange={(event) => onSelect(row._id, event.currentTarget.checked)} />
      <div data-card-body="">
        <div data-card-line="">
          <div data-card-title="">
            <RowLogo row={row} />
            <RouterLink to={editPath(row._id)} aria-label={`Edit ${label}`}>
              {holding.ticker}
            </RouterLink>
            <KindTag kind={row.type} />
          </div>
          <span data-keep="" data-strong="">
            {formatCurrency(row.transactionValue, row.currency, { locale })}
          </span>
        </div>
        <div data-card-line="" data-small="">
          <span>{holding.name ?? ''}</span>
          <span data-keep="">{formatDate(row.date)}</span>
        </div>
        <div data-card-line="" data-tiny="">
          <span>{details}</span>
          {gain !== null && gain !== 0 && (
            <span data-keep="" data-gain={gainDirection(gain)}>
              {formatCurrency(gain, userCurrency, { locale })}
            </span>
          )}
        </div>
      </div>
    </div>
  );
});

function HeaderCell({ column, sort, onSort }: { column: ColumnDef; sort: TransactionSort; onSort: (column: ColumnId) => void }) {
  const active = sort.column === column.id;
  const Arrow = sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Box role="columnheader" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} minW="0" h="full">
      <chakra.button
        type="button"
        display="flex"
        alignItems="center"
        justifyContent={column.align === 'end' ? 'flex-end' : 'flex-start'}
        gap="1"
        w="full"
        h="full"
        px="2"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wide"
        color={active ? 'fg' : 'fg.muted'}
        whiteSpace="nowrap"
        cursor="pointer"
        _hover={{ color: 'fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        onClick={() => onSort(column.id)}
      >
        <chakra.span truncate>{column.label}</chakra.span>
        {active && <Arrow boxSize="3.5" flexShrink="0" />}
      </chakra.button>
    </Box>
  );
}

interface TableHeaderProps {
  columns: readonly ColumnDef[];
  template: string;
  sort: TransactionSort;
  onSort: (column: ColumnId) => void;
  selectAll: SelectAllState;
  onSelectAll: (selected: boolean) => void;
}

/** Memoised: the table re-renders on every scroll frame, its header need not. */
const TableHeader = memo(function TableHeader({ columns, template, sort, onSort, selectAll, onSelectAll }: TableHeaderProps) {
  return (
    <Box role="rowgroup" position="sticky" top="0" zIndex="1" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <Grid role="row" aria-rowindex={1} templateColumns={template} alignItems="center" h={`${HEADER_HEIGHT}px`}>
        <Box role="columnheader" display="flex" justifyContent="center">
          <SelectAllBox state={selectAll} onChange={onSelectAll} />
        </Box>
        {columns.map((column) => (
          <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
        ))}
        <Box role="columnheader">
          <chakra.span srOnly>Edit</chakra.span>
        </Box>
      </Grid>
    </Box>
  );
});

/**
 * The scroll box and the rows' virtualiser; the header sits above the rows, inside the box. The
 * box's offset is remembered per path (scrollPositionsVar), so coming back from editing a row
 * returns to where the user was.
 */
function useRowVirtualizer(count: number, itemHeight: number, headerHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // The virtualiser returns a mutable object that changes as it scrolls (by design): nothing
  // here memoises on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => itemHeight,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    // A first guess so rows render before the box is measured (and in tests without layout).
    initialRect: { width: 1024, height: 640 },
  });
  // A layout effect: its cleanup runs while the box is still in the document, with its offset.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const saved = scrollPositionsVar()[pathname];
    if (saved) box.scrollTop = saved;
    return () => {
      scrollPositionsVar({ ...scrollPositionsVar(), [pathname]: box.scrollTop });
    };
  }, [pathname]);
  return { scrollRef, virtualizer };
}

interface VirtualRowsProps {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** The sticky header's height: rows start below it in the scroll box. */
  headerHeight: number;
  role: 'rowgroup' | 'list';
  label?: string;
  children: (index: number, start: number) => ReactNode;
}

function VirtualRows({ virtualizer, headerHeight, role, label, children }: VirtualRowsProps) {
  return (
    <div role={role} aria-label={label} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => children(item.index, item.start - headerHeight))}
    </div>
  );
}

function Table({ rows, columns, context, sort, onSort, selected, onSelect, selectAll, onSelectAll, onOpen }: TransactionTableProps) {
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, ROW_HEIGHT, HEADER_HEIGHT);
  const template = [`${SELECT_WIDTH}px`, ...columns.map((column) => `minmax(${column.width}px, ${column.id === 'ticker' ? 2 : 1}fr)`), `${EDIT_WIDTH}px`].join(' ');
  const minWidth = SELECT_WIDTH + EDIT_WIDTH + columns.reduce((sum, column) => sum + column.width, 0);
  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label="Transactions"
      aria-rowcount={rows.length + 1}
      h="full"
      overflow="auto"
      overscrollBehavior="contain"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg.panel"
      fontSize="sm"
      fontVariantNumeric="tabular-nums"
      css={ROW_STYLES}
    >
      <div style={{ minWidth }}>
        <TableHeader columns={columns} template={template} sort={sort} onSort={onSort} selectAll={selectAll} onSelectAll={onSelectAll} />
        <VirtualRows virtualizer={virtualizer} headerHeight={HEADER_HEIGHT} role="rowgroup">
          {(index, start) => {
            const row = rows[index]!;
            return <TableRow key={row._id} row={row} index={index} start={start} selected={selected.has(row._id)} onSelect={onSelect} onOpen={onOpen} columns={columns} template={template} context={context} />;
          }}
        </VirtualRows>
      </div>
    </Box>
  );
}

interface CardsHeaderProps {
  sort: TransactionSort;
  onSortChange: (sort: TransactionSort) => void;
  selectAll: SelectAllState;
  onSelectAll: (selected: boolean) => void;
}

const CardsHeader = memo(function CardsHeader({ sort, onSortChange, selectAll, onSelectAll }: CardsHeaderProps) {
  const Arrow = sort.direction === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <HStack position="sticky" top="0" zIndex="1" h={`${CARD_HEADER_HEIGHT}px`} px="3" gap="3" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
      <SelectAllBox state={selectAll} onChange={onSelectAll} />
      <NativeSelect.Root size="sm" flex="1" minW="0">
        <NativeSelect.Field
          aria-label="Sort by"
          value={sort.column}
          onChange={(event) => {
            const column = event.currentTarget.value;
            if (isColumnId(column)) onSortChange({ column, direction: sort.direction });
          }}
        >
          {COLUMNS.map((column) => (
            <option key={column.id} value={column.id}>
              Sort by {column.label.toLowerCase()}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={sort.direction === 'asc' ? 'Sorted ascending; sort descending' : 'Sorted descending; sort ascending'}
        onClick={() => onSortChange({ column: sort.column, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
      >
        <Arrow />
      </IconButton>
    </HStack>
  );
});

function Cards({ rows, context, sort, onSortChange, selected, onSelect, selectAll, onSelectAll, onOpen }: TransactionTableProps) {
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, CARD_HEIGHT, CARD_HEADER_HEIGHT);
  return (
    <Box
      ref={scrollRef}
      h="full"
      overflowY="auto"
      overscrollBehavior="contain"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg.panel"
      fontVariantNumeric="tabular-nums"
      css={ROW_STYLES}
    >
      <CardsHeader sort={sort} onSortChange={onSortChange} selectAll={selectAll} onSelectAll={onSelectAll} />
      <VirtualRows virtualizer={virtualizer} headerHeight={CARD_HEADER_HEIGHT} role="list" label="Transactions">
        {(index, start) => {
          const row = rows[index]!;
          return <CardRow key={row._id} row={row} index={index} setSize={rows.length} start={start} selected={selected.has(row._id)} onSelect={onSelect} onOpen={onOpen} context={context} />;
        }}
      </VirtualRows>
    </Box>
  );
}

export function TransactionTable(props: TransactionTableProps) {
  return props.compact ? <Cards {...props} /> : <Table {...props} />;
}
