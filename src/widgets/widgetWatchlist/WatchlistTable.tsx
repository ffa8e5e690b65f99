/**
 * A watchlist's securities: the user's order (with buttons moving an entry up or down while the
 * table shows that order), the live price and change, the forward yield and payout ratio, the
 * alerts, and per entry its actions. `readOnly` (an embed) leaves out every button that writes.
 */
import { HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { WatchlistEntryItem } from '../../data/watchlists';
import { strokeIcon } from '../../ui/icons';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../../ui/listIcons';
import { formatPercent, toneColor } from '../framework/useMoney';
import { useQuoteFormats, type QuoteFormats } from '../sharedMarket/quoteFormat';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import type { TableState } from '../sharedTable/useTableState';
import { Missing, SecurityCell, WidgetTable } from '../sharedTable/WidgetTable';
import { WATCHLIST_COLUMNS, type WatchlistField } from './watchlistColumns';
import type { WatchlistRow } from './watchlistRows';

export const BellIcon = strokeIcon('BellIcon', [<path key="bell" d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />, <path key="clapper" d="M10 20.5a2 2 0 0 0 4 0" />]);

export interface RowActions {
  /** Moves the entry one place; absent when the table is not in the user's order. */
  move?: (entry: WatchlistEntryItem, step: -1 | 1) => void;
  remove: (entry: WatchlistEntryItem) => void;
  editAlerts: (entry: WatchlistEntryItem) => void;
}

interface CellContext {
  row: WatchlistRow;
  index: number;
  count: number;
  formats: QuoteFormats;
  actions: RowActions | null;
}

interface Column {
  field: Exclude<WatchlistField, 'actions'>;
  label: string;
  hint?: string;
  numeric: boolean;
  cell: (context: CellContext) => ReactNode;
}

function percentOrMissing(value: number | null | undefined, reason: string): ReactNode {
  return value === null || value === undefined ? <Missing reason={reason} /> : formatPercent(value);
}

function AlertsCell({ entry, formats, currency }: { entry: WatchlistEntryItem; formats: QuoteFormats; currency: string | null }) {
  const unit = { symbol: entry.symbol, currency: currency ?? 'USD' };
  const parts = [
    ...(entry.alertPriceChangePercent !== null && entry.alertPriceChangePercent !== undefined ? [`±${entry.alertPriceChangePercent}%`] : []),
    ...(entry.alertAbove !== null && entry.alertAbove !== undefined ? [`≥ ${formats.price(entry.alertAbove, unit)}`] : []),
    ...(entry.alertBelow !== null && entry.alertBelow !== undefined ? [`≤ ${formats.price(entry.alertBelow, unit)}`] : []),
  ];
  if (parts.length === 0) return <Missing reason="no alerts" />;
  return (
    <Stack gap="0" textStyle="xs">
      {parts.map((part) => (
        <Text key={part}>{part}</Text>
      ))}
    </Stack>
  );
}

const COLUMNS: readonly Column[] = [
  {
    field: 'sortOrder',
    label: '#',
    hint: 'Your order',
    numeric: false,
    cell: ({ row, index, count, actions }) => (
      <HStack gap="0.5">
        <Text as="span" color="fg.muted" minW="5">
          {row.entry.sortOrder + 1}
        </Text>
        {actions?.move ? (
          <>
            <IconButton aria-label={`Move ${row.entry.symbol} up`} size="2xs" variant="ghost" disabled={index === 0} onClick={() => actions.move!(row.entry, -1)}>
              <ArrowUpIcon />
            </IconButton>
            <IconButton aria-label={`Move ${row.entry.symbol} down`} size="2xs" variant="ghost" disabled={index === count - 1} onClick={() => actions.move!(row.entry, 1)}>
              <ArrowDownIcon />
            </IconButton>
          </>
        ) : null}
      </HStack>
    ),
  },
  { field: 'symbol', label: 'Security', numeric: false, cell: ({ row }) => <SecurityCell ticker={row.entry.symbol} name={row.entry.name ?? row.quote?.name} logoURL={row.quote?.logoURL} /> },
  {
    field: 'price',
    label: 'Price',
    numeric: true,
    cell: ({ row, formats }) => (row.quote ? formats.price(row.quote.price, row.quote) : <Missing reason="no price yet" />),
  },
  {
    field: 'changePercent',
    label: 'Change',
    numeric: true,
    cell: ({ row, formats }) =>
      row.quote ? (
        <Text as="span" color={toneColor(row.quote.changePercent)}>
          {formats.changePercent(row.quote.changePercent)}
        </Text>
      ) : (
        <Missing reason="no price yet" />
      ),
  },
  { field: 'fwdDividendYield', label: 'Fwd yield', hint: 'Forward dividend yield', numeric: true, cell: ({ row }) => percentOrMissing(row.entry.fwdDividendYield, 'no dividend known') },
  { field: 'payoutRatio', label: 'Payout', hint: 'Payout ratio: dividends over earnings', numeric: true, cell: ({ row }) => percentOrMissing(row.entry.payoutRatio, 'not known') },
  { field: 'alertPriceChangePercent', label: 'Alerts', hint: 'Day’s change either way, price to rise to, price to fall to', numeric: false, cell: ({ row, formats }) => <AlertsCell entry={row.entry} formats={formats} currency={row.quote?.currency ?? null} /> },
];

function EntryActions({ entry, actions }: { entry: WatchlistEntryItem; actions: RowActions }) {
  return (
    <HStack gap="0.5" justify="flex-end">
      <IconButton aria-label={`Alerts for ${entry.symbol}`} title="Set alerts" size="2xs" variant="ghost" onClick={() => actions.editAlerts(entry)}>
        <BellIcon />
      </IconButton>
      <IconButton aria-label={`Remove ${entry.symbol}`} title="Remove from this watchlist" size="2xs" variant="ghost" color="fg.error" onClick={() => actions.remove(entry)}>
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}

export interface WatchlistTableProps {
  name: string;
  rows: readonly WatchlistRow[];
  table: TableState<WatchlistField>;
  actions: RowActions | null;
  footnote?: ReactNode;
}

export function WatchlistTable({ name, rows, table, actions, footnote }: WatchlistTableProps) {
  const formats = useQuoteFormats();
  const columns = table.shownOf(COLUMNS);
  // The actions sit in the row's last cell, held at the right edge so a table wider than its
  // widget keeps them in view; an embed has nothing to act with.
  const rowActions = actions !== null && table.visibility.actions ? actions : null;
  return (
    <WidgetTable label={`Watchlist ${name}`} footnote={footnote}>
      <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={WATCHLIST_COLUMNS} state={table} />} />
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="6">
              {actions ? 'No securities on this watchlist yet: add a ticker above.' : 'No securities on this watchlist yet.'}
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((row, index) => (
            <Table.Row key={row.entry._id}>
              {columns.map((column) => (
                <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                  {column.cell({ row, index, count: rows.length, formats, actions })}
                </Table.Cell>
              ))}
              <Table.Cell position="sticky" insetEnd="0" bg="bg.panel" px="1" w="1" textAlign="end" whiteSpace="nowrap">
                {rowActions ? <EntryActions entry={row.entry} actions={rowActions} /> : null}
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </WidgetTable>
  );
}
