import { Link, Table, Text } from '@chakra-ui/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTransactions } from '../../data/transactions';
import { KindBadge } from '../../ui/KindBadge';
import { priceText, sharesText } from '../../ui/cellFormats';
import type { TransactionFieldsFragment } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { intervalRange, noTransactionsInText, transactionExtent } from '../framework/intervals';
import { WidgetState, type QueryLike } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { Missing, SecurityCell, WidgetTable } from '../sharedTable/WidgetTable';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { useTableState } from '../sharedTable/useTableState';
import { TRANSACTION_VISIBILITY, type TransactionTableConfig } from './definition';
import { NEWEST_FIRST, ROW_LIMIT, TRANSACTION_COLUMNS, selectTransactions, sortTransactions, startsAscending, type TransactionField } from './transactionRows';

type Row = TransactionFieldsFragment;

interface Column {
  field: TransactionField;
  label: string;
  numeric: boolean;
  cell: (row: Row, format: CellFormat) => ReactNode;
  /** Cell props beyond the alignment. */
  props?: Table.CellProps;
}

// The list screen's editPath, written out here so the widget's chunk does not pull in that
// module (the virtualised table and its dependencies).
const editPath = (id: string) => `/transaction/edit/${encodeURIComponent(id)}`;

const COLUMNS: readonly Column[] = [
  {
    field: 'date',
    label: 'Date',
    numeric: false,
    props: { whiteSpace: 'nowrap' },
    cell: (row) => (
      // The row's keyboard and screen-reader way in: a real link, the row click is its mouse shortcut.
      <Link asChild variant="plain" title="Edit this transaction">
        <RouterLink to={editPath(row._id)}>{formatDate(row.date)}</RouterLink>
      </Link>
    ),
  },
  { field: 'ticker', label: 'Holding', numeric: false, cell: (row) => <SecurityCell ticker={row.ticker} name={row.stock?.name} logoURL={row.stock?.logoURL} /> },
  { field: 'type', label: 'Kind', numeric: false, cell: (row) => <KindBadge kind={row.type} /> },
  { field: 'shares', label: 'Shares', numeric: true, props: { whiteSpace: 'nowrap' }, cell: (row, format) => sharesText(row, format.locale) ?? <Missing /> },
  { field: 'price', label: 'Price', numeric: true, props: { whiteSpace: 'nowrap' }, cell: (row, format) => priceText(row, format.locale) ?? <Missing /> },
  {
    field: 'value',
    label: 'Value',
    numeric: true,
    props: { whiteSpace: 'nowrap' },
    // In the user's currency when the ledger converted it, else in the trade's own.
    cell: (row, format) =>
      row.transactionValue_userCurrency !== null ? format.money(row.transactionValue_userCurrency, format.displayCurrency) : format.money(row.transactionValue, row.currency),
  },
  {
    field: 'reference',
    label: 'Reference',
    numeric: false,
    props: { maxW: '40' },
    cell: (row) =>
      row.reference ? (
        <Text truncate title={row.reference}>
          {row.reference}
        </Text>
      ) : (
        <Missing />
      ),
  },
];

export function TransactionTableWidget({ config }: WidgetComponentProps<TransactionTableConfig>) {
  const { transactions, loading, loadError, refetch } = useTransactions();
  const format = useCellFormat();
  const navigate = useNavigate();
  const table = useTableState(config, { naturalSort: NEWEST_FIRST, startsAscending, defaultVisibility: TRANSACTION_VISIBILITY });
  const columns = table.shownOf(COLUMNS);
  const { from } = intervalRange(config.selectedInterval.name);
  const { sort } = table;
  const selected = useMemo(() => sortTransactions(selectTransactions(transactions, { portfolioIds: config.portfolio_Ids, from }), sort), [transactions, config.portfolio_Ids, from, sort]);
  // useTransactions answers an empty list while loading or after a failure; only a loaded list is data.
  const result: QueryLike<Row[]> = { data: loading || loadError ? undefined : selected, loading, error: loadError, refetch };

  const open = (event: MouseEvent, id: string) => {
    // The date's own link already navigates; a second navigation would add a history entry.
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(editPath(id));
  };

  return (
    <WidgetState
      result={result}
      select={(rows) => rows}
      isEmpty={(rows) => rows.length === 0}
      emptyText={noTransactionsInText(config.selectedInterval.name, transactionExtent(transactions, config.portfolio_Ids))}
      type="Table"
    >
      {(rows) => (
        <WidgetTable
          label="Transactions"
          interactive
          footnote={
            rows.length > ROW_LIMIT ? (
              <Text textStyle="xs" color="fg.muted">
                Showing {formatNumber(ROW_LIMIT, { locale: format.locale })} of {formatNumber(rows.length, { locale: format.locale })} —{' '}
                <Link asChild colorPalette="primary" variant="underline">
                  <RouterLink to="/transaction">open the transactions screen</RouterLink>
                </Link>
              </Text>
            ) : undefined
          }
        >
          <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={TRANSACTION_COLUMNS} state={table} />} />
          <Table.Body>
            {rows.slice(0, ROW_LIMIT).map((row) => (
              <Table.Row key={row._id} cursor="pointer" onClick={(event) => open(event, row._id)}>
                {columns.map((column) => (
                  <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} {...column.props}>
                    {column.cell(row, format)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </WidgetTable>
      )}
    </WidgetState>
  );
}
