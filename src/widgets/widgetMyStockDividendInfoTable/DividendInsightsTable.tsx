import { HStack, Table, Text } from '@chakra-ui/react';
import { parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/dates';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { toneColor } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { AwaitingDataBadge, SIMULATED_DIVIDENDS } from '../sharedDividends/DividendDataMark';
import { DividendWidget, type DividendFormats, type DividendHolding, type Dividends } from '../sharedDividends/DividendWidget';
import { signedPercent } from '../sharedDividends/signedPercent';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { useTableState } from '../sharedTable/useTableState';
import { Missing, SecurityCell, WidgetTable } from '../sharedTable/WidgetTable';
import { INSIGHTS_VISIBILITY, type DividendInsightsTableConfig } from './definition';
import { FREQUENCY_LABELS, INSIGHTS_COLUMNS, sortDividendRows, startsAscending, type SortField, type SortModel } from './dividendRows';

interface Formats {
  /** Figures in the answer's currency (the display currency) and ratios. */
  dividend: DividendFormats;
  /** Rates per share, each in the currency the security pays in. */
  cell: CellFormat;
}

interface Column {
  field: SortField;
  label: string;
  /** What the header means, on hover, where the label alone does not say it. */
  hint?: string;
  numeric: boolean;
  /** A figure from the market's dividend data: unknown while the market has not answered for the security. */
  marketData: boolean;
  cell: (row: DividendHolding, format: Formats) => ReactNode;
  total?: (dividends: Dividends, format: Formats) => ReactNode;
}

const AWAITING = 'awaiting market data';
const PAYS_NOTHING = 'pays no dividend';

/** Why a figure of a security that pays is unknown, or that it pays nothing at all. */
const missing = (row: DividendHolding, reason: string) => <Missing reason={row.forwardRate === 0 ? PAYS_NOTHING : reason} />;

const day = (date: string) => formatDate(parseISO(date));

function Rate({ row, format }: { row: DividendHolding; format: Formats }) {
  if (row.forwardRate === 0) return <Missing reason={PAYS_NOTHING} />;
  return (
    <HStack gap="1" justify="flex-end">
      {/* Labelled wherever shown (schema), as a simulated price is: made-up data must not pass for the market's. */}
      {row.dataSimulated ? <SimulatedBadge title={SIMULATED_DIVIDENDS} /> : null}
      <span>{format.cell.price(row.forwardRate, row.currency)}</span>
    </HStack>
  );
}

function Growth({ value, title, percent }: { value: number; title?: string; percent: DividendFormats['percent'] }) {
  return (
    <Text as="span" color={toneColor(value)} title={title}>
      {signedPercent(value, percent)}
    </Text>
  );
}

const COLUMNS: readonly Column[] = [
  {
    field: 'ticker',
    label: 'Holding',
    numeric: false,
    marketData: false,
    cell: (row) => (
      <HStack gap="2">
        <SecurityCell ticker={row.stock.ticker} name={row.stock.name} logoURL={row.stock.logoURL} />
        {row.dataPending ? <AwaitingDataBadge tickers={[row.stock.ticker]} /> : null}
      </HStack>
    ),
  },
  { field: 'shares', label: 'Shares', numeric: true, marketData: false, cell: (row, { cell }) => cell.shares(row.shares) },
  {
    field: 'forwardRate',
    label: 'Rate',
    hint: 'The dividend per share over the next twelve months, in the currency it is paid in',
    numeric: true,
    marketData: true,
    cell: (row, format) => <Rate row={row} format={format} />,
  },
  {
    field: 'forwardIncome',
    label: 'Income',
    hint: 'The rate times your shares: the dividends of the next twelve months at today’s rates',
    numeric: true,
    marketData: true,
    cell: (row, { dividend }) => (row.forwardIncome === null ? missing(row, 'no exchange rate yet') : dividend.money(row.forwardIncome)),
    total: (dividends, { dividend }) => dividend.money(dividends.forwardIncome),
  },
  {
    field: 'forwardYield',
    label: 'Yield',
    hint: 'Income over market value',
    numeric: true,
    marketData: true,
    cell: (row, { dividend }) => (row.forwardYield === null ? <Missing reason="no price yet" /> : dividend.percent(row.forwardYield)),
    total: (dividends, { dividend }) => (dividends.forwardYield === null ? <Missing reason="no market value yet" /> : dividend.percent(dividends.forwardYield)),
  },
  {
    field: 'yieldOnCost',
    label: 'Yield on cost',
    hint: 'Income over what you paid',
    numeric: true,
    marketData: true,
    cell: (row, { dividend }) => (row.forwardYieldAtCost === null ? <Missing reason="no cost to measure against" /> : dividend.percent(row.forwardYieldAtCost)),
    total: (dividends, { dividend }) =>
      dividends.forwardYieldAtCost === null ? <Missing reason="no cost to measure against" /> : dividend.percent(dividends.forwardYieldAtCost),
  },
  {
    field: 'payoutRatio',
    label: 'Payout ratio',
    hint: 'Dividends over earnings; the total is weighted by value',
    numeric: true,
    marketData: true,
    // Funds and ETFs have no earnings of their own: the provider gives them no ratio.
    cell: (row, { dividend }) => (row.payoutRatio === null ? missing(row, 'not given for this security') : dividend.percent(row.payoutRatio)),
    total: (dividends, { dividend }) =>
      dividends.weightedPayoutRatio === null ? <Missing reason="no payer’s ratio is known" /> : <span title="weighted by value">{dividend.percent(dividends.weightedPayoutRatio)}</span>,
  },
  {
    field: 'frequency',
    label: 'Frequency',
    numeric: false,
    marketData: true,
    cell: (row) => (row.frequency === null ? missing(row, 'unknown') : FREQUENCY_LABELS[row.frequency]),
  },
  {
    field: 'nextExDate',
    label: 'Ex-date',
    hint: 'The next ex-dividend date the market has declared: own the shares before it to be paid',
    numeric: false,
    marketData: true,
    cell: (row) => (row.nextExDate === null ? missing(row, 'none declared yet') : day(row.nextExDate)),
  },
  {
    field: 'nextPayDate',
    label: 'Pay date',
    hint: 'The next pay date the market has declared',
    numeric: false,
    marketData: true,
    cell: (row) => (row.nextPayDate === null ? missing(row, 'none declared yet') : day(row.nextPayDate)),
  },
  {
    field: 'growth5Y',
    label: '5y growth',
    hint: 'The compound annual growth of the dividend per share over the last 5 complete years; the total is weighted by income',
    numeric: true,
    marketData: true,
    cell: (row, { dividend }) => (row.growth5Y === null ? missing(row, 'under 5 years of history') : <Growth value={row.growth5Y} percent={dividend.percent} />),
    total: (dividends, { dividend }) =>
      dividends.growth5Y === null ? <Missing reason="under 5 years of history" /> : <Growth value={dividends.growth5Y} title="weighted by income" percent={dividend.percent} />,
  },
];

function awaitingNote(rows: readonly DividendHolding[]): ReactNode {
  const pending = rows.filter((row) => row.dataPending).length;
  if (pending === 0) return undefined;
  return (
    <Text textStyle="xs" color="fg.muted">
      {pending === 1 ? '1 holding awaits' : `${pending} holdings await`} market data: counted as paying nothing in the totals.
    </Text>
  );
}

const NATURAL_SORT: SortModel = { field: 'forwardIncome', sort: 'desc' };

export function DividendInsightsTable({ config }: WidgetComponentProps<DividendInsightsTableConfig>) {
  const cell = useCellFormat();
  const table = useTableState(config, { naturalSort: NATURAL_SORT, startsAscending, defaultVisibility: INSIGHTS_VISIBILITY });
  const columns = table.shownOf(COLUMNS);

  return (
    <DividendWidget config={config} type="Table" emptyText="No holdings in this selection yet.">
      {(dividends, dividend) => {
        const format: Formats = { dividend, cell };
        const rows = sortDividendRows(dividends.holdings, table.sort);
        return (
          <WidgetTable label="Dividend insights" footnote={awaitingNote(rows)}>
            <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={INSIGHTS_COLUMNS} state={table} />} />
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key}>
                  {columns.map((column) => (
                    <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                      {column.marketData && row.dataPending ? <Missing reason={AWAITING} /> : column.cell(row, format)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
            {/* The total stays in view at the foot of the scrolling table, like the header at its top. */}
            <Table.Footer position="sticky" bottom="0" bg="bg.panel" zIndex="1" css={{ '& td': { borderTopWidth: '2px', borderBottomWidth: '0' } }}>
              <Table.Row>
                {columns.map((column, index) => (
                  <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap" fontWeight="semibold">
                    {index === 0 ? 'Total' : column.total ? column.total(dividends, format) : null}
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
