/**
 * Past dividends: the payouts the holdings have paid over the widget's interval (newest first
 * until the user sorts by another column), with the spec's columns (payment date, record date,
 * the dividend a share in its currency, the income in the answer's currency) and the ex-date and
 * shares it was paid on. A special dividend is marked: it is left out of the rates and growth
 * the other dividend widgets show.
 */
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { DividendWidget, type DividendFormats, type DividendPayout } from '../sharedDividends/DividendWidget';
import { incomeIn } from '../sharedDividends/payouts';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { Missing, SecurityCell, WidgetTable } from '../sharedTable/WidgetTable';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { useTableState } from '../sharedTable/useTableState';
import { PAST_DIVIDEND_VISIBILITY, type DividendTableConfig } from './definition';
import { NEWEST_FIRST, PAST_DIVIDEND_COLUMNS, pastDividends, pastTotal, periodPhrase, startsAscending, type PastDividendField } from './pastDividends';

interface Formats {
  cell: CellFormat;
  money: DividendFormats['money'];
  /** The answer's currency: what `income` is in. */
  currency: string;
}

interface Column {
  field: PastDividendField;
  label: string;
  numeric: boolean;
  cell: (row: DividendPayout, formats: Formats) => ReactNode;
}

const day = (value: string | null | undefined) => (value ? formatDate(value) : <Missing />);

function Dividend({ row, formats }: { row: DividendPayout; formats: Formats }) {
  return (
    <HStack gap="1" justify="flex-end">
      {row.special ? (
        <Badge size="xs" colorPalette="purple" variant="subtle" title="A one-off payment, far larger than the regular ones: left out of the dividend rate, growth and forecast">
          special
        </Badge>
      ) : null}
      {/* The price format keeps three decimals; the title has the amount as paid. */}
      <span title={`${row.amount} ${row.currency} a share`}>{formats.cell.price(row.amount, row.currency)}</span>
    </HStack>
  );
}

function Income({ row, formats }: { row: DividendPayout; formats: Formats }) {
  const income = incomeIn(row, formats.currency);
  if (income !== null) return <>{formats.money(income)}</>;
  return (
    <Stack gap="0" align="flex-end" title={`No ${row.currency} to ${formats.currency} rate for ${row.payDate ?? row.exDate}: the income in ${row.currency}`}>
      <span>{formats.cell.money(row.incomeTC, row.currency)}</span>
      <Text as="span" textStyle="xs" color="fg.muted">
        no rate
      </Text>
    </Stack>
  );
}

const COLUMNS: readonly Column[] = [
  // A paid payout without a pay date was paid by its ex-date (the answer's rule for its status).
  { field: 'paymentDate', label: 'Paid', numeric: false, cell: (row) => day(row.payDate) },
  { field: 'ticker', label: 'Holding', numeric: false, cell: (row) => <SecurityCell ticker={row.stock.ticker} name={row.stock.name} logoURL={row.stock.logoURL} /> },
  { field: 'exDate', label: 'Ex-date', numeric: false, cell: (row) => day(row.exDate) },
  { field: 'recordDate', label: 'Record date', numeric: false, cell: (row) => day(row.recordDate) },
  { field: 'shares', label: 'Shares', numeric: true, cell: (row, formats) => formats.cell.shares(row.shares) },
  { field: 'dividend', label: 'Dividend', numeric: true, cell: (row, formats) => <Dividend row={row} formats={formats} /> },
  { field: 'potentialIncome', label: 'Income', numeric: true, cell: (row, formats) => <Income row={row} formats={formats} /> },
];

export function DividendTable({ config }: WidgetComponentProps<DividendTableConfig>) {
  const cell = useCellFormat();
  const table = useTableState(config, { naturalSort: NEWEST_FIRST, startsAscending, defaultVisibility: PAST_DIVIDEND_VISIBILITY });
  const columns = table.shownOf(COLUMNS);
  return (
    <DividendWidget
      config={config}
      type="Table"
      isEmpty={(dividends) => !dividends.payouts.some((payout) => payout.status === 'paid')}
      emptyText={`No dividends paid ${periodPhrase(config.selectedInterval.name)}.`}
    >
      {(dividends, { money }) => {
        const formats: Formats = { cell, money, currency: dividends.currency };
        const rows = pastDividends(dividends.payouts, dividends.currency, table.sort);
        const total = pastTotal(rows, dividends.currency);
        const notes = [
          total.unconverted > 0 ? `${total.unconverted === 1 ? '1 dividend has' : `${total.unconverted} dividends have`} no exchange rate yet: shown in its own currency and left out of the total.` : null,
          dividends.payoutsTruncated ? 'Only the latest dividends are shown: choose a shorter period for the earlier ones.' : null,
        ].filter((note) => note !== null);
        return (
          <WidgetTable
            label="Past dividends"
            footnote={
              notes.length > 0 ? (
                <Stack gap="0">
                  {notes.map((note) => (
                    <Text key={note} textStyle="xs" color="fg.muted">
                      {note}
                    </Text>
                  ))}
                </Stack>
              ) : undefined
            }
          >
            <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={PAST_DIVIDEND_COLUMNS} state={table} />} />
            <Table.Body>
              {rows.map((row, index) => (
                <Table.Row key={`${row.stock._id}-${row.exDate}-${index}`}>
                  {columns.map((column) => (
                    <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                      {column.cell(row, formats)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
            {/* The total stays in view at the foot of the scrolling table, as in the holdings table. */}
            <Table.Footer position="sticky" bottom="0" bg="bg.panel" zIndex="1" css={{ '& td': { borderTopWidth: '2px', borderBottomWidth: '0' } }}>
              <Table.Row>
                {columns.map((column, index) => (
                  <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap" fontWeight="semibold">
                    {index === 0 ? 'Total' : column.field === 'potentialIncome' ? money(total.income) : null}
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Footer>
          </WidgetTable>
        );
      }}
    </DividendWidget>
  );
}
