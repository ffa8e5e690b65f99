import { Link, Table, Text } from '@chakra-ui/react';
import { useMemo, type MouseEvent } from 'react';
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
import { Missing, SecurityCell, WIDE_ONLY, WidgetTable } from '../sharedTable/WidgetTable';
import { useCellFormat } from '../sharedTable/useCellFormat';
import type { TransactionTableConfig } from './definition';
import { ROW_LIMIT, selectTransactions } from './transactionRows';

type Row = TransactionFieldsFragment;

// The list screen's editPath, written out here so the widget's chunk does not pull in that
// module (the virtualised table and its dependencies).
const editPath = (id: string) => `/transaction/edit/${encodeURIComponent(id)}`;

export function TransactionTableWidget({ config }: WidgetComponentProps<TransactionTableConfig>) {
  const { transactions, loading, loadError, refetch } = useTransactions();
  const format = useCellFormat();
  const navigate = useNavigate();
  const { from } = intervalRange(config.selectedInterval.name);
  const selected = useMemo(() => selectTransactions(transactions, { portfolioIds: config.portfolio_Ids, from }), [transactions, config.portfolio_Ids, from]);
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
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Holding</Table.ColumnHeader>
              <Table.ColumnHeader>Kind</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" {...WIDE_ONLY}>
                Price
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
              <Table.ColumnHeader {...WIDE_ONLY}>Reference</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.slice(0, ROW_LIMIT).map((row) => (
              <Table.Row key={row._id} cursor="pointer" onClick={(event) => open(event, row._id)}>
                <Table.Cell whiteSpace="nowrap">
                  {/* The row's keyboard and screen-reader way in: a real link, the row click is its mouse shortcut. */}
                  <Link asChild variant="plain" title="Edit this transaction">
                    <RouterLink to={editPath(row._id)}>{formatDate(row.date)}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <SecurityCell ticker={row.ticker} name={row.stock?.name} logoURL={row.stock?.logoURL} />
                </Table.Cell>
                <Table.Cell>
                  <KindBadge kind={row.type} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {sharesText(row, format.locale) ?? <Missing />}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" {...WIDE_ONLY}>
                  {priceText(row, format.locale) ?? <Missing />}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {/* In the user's currency when the ledger converted it, else in the trade's own. */}
                  {row.transactionValue_userCurrency !== null
                    ? format.money(row.transactionValue_userCurrency, format.displayCurrency)
                    : format.money(row.transactionValue, row.currency)}
                </Table.Cell>
                <Table.Cell maxW="40" {...WIDE_ONLY}>
                  {row.reference ? (
                    <Text truncate title={row.reference}>
                      {row.reference}
                    </Text>
                  ) : (
                    <Missing />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </WidgetTable>
      )}
    </WidgetState>
  );
}
