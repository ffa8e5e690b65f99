import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWidgetHoldingsQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { EnterPricesLink, PriceGapMark } from '../framework/PriceGapMark';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { formatPercent, toneColor } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { Missing, SecurityCell, WidgetTable } from '../sharedTable/WidgetTable';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { useTableState } from '../sharedTable/useTableState';
import { HOLDINGS_VISIBILITY, type StockTableConfig } from './definition';
import { AddToWatchlistMenu } from '../sharedWatchlist/AddToWatchlistMenu';
import {
  EFFECT_HINTS,
  HOLDINGS_COLUMNS,
  currencyGainOf,
  holdingTotals,
  priceGainOf,
  priceGapsOf,
  sortHoldings,
  startsAscending,
  unrealizedPercent,
  type HoldingRow,
  type HoldingTotals,
  type SortField,
  type SortModel,
} from './holdingsTable';

interface Column {
  field: SortField;
  label: string;
  /** What the header means, on hover, where the label alone does not say it. */
  hint?: string;
  numeric: boolean;
  cell: (row: HoldingRow, format: CellFormat) => ReactNode;
  total?: (totals: HoldingTotals, format: CellFormat) => ReactNode;
}

/** A gain or loss in the display currency, green or red, with an optional percentage under it. */
function Gain({ value, percent, title, format }: { value: number | null; percent?: number | null; title?: string; format: CellFormat }) {
  if (value === null) return <Missing />;
  return (
    <Stack gap="0" align="flex-end" title={title}>
      <Text as="span" color={toneColor(value)}>
        {format.money(value, format.displayCurrency)}
      </Text>
      {percent !== undefined ? (
        <Text as="span" textStyle="xs" color={toneColor(percent)}>
          {formatPercent(percent, { signed: true })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The price with where it came from; a holding without a current close also links to its Prices screen. */
function Price({ row, format }: { row: HoldingRow; format: CellFormat }) {
  const price = <PriceFigure row={row} format={format} />;
  if (row.priceGap === null || row.shares === 0) return price;
  return (
    <Stack gap="0" align="flex-end">
      {price}
      <EnterPricesLink stockId={row.stock._id} ticker={row.stock.ticker} />
    </Stack>
  );
}

function PriceFigure({ row, format }: { row: HoldingRow; format: CellFormat }) {
  if (row.price === null) return <Missing />;
  return (
    <HStack gap="1" justify="flex-end">
      {/* Labelled wherever shown (schema): an old or made-up price must not pass for today's. */}
      {row.priceSource === 'transaction' ? (
        <Badge size="xs" colorPalette="purple" variant="subtle" title={`No market price: the price of your last trade, on ${row.priceDate ?? 'an unknown day'}`}>
          last trade
        </Badge>
      ) : row.priceSource === 'manual' ? (
        <Badge size="xs" colorPalette="blue" variant="subtle" title={`Your manual price of ${row.priceDate ?? 'an unknown day'}`}>
          manual
        </Badge>
      ) : row.priceStale ? (
        <Badge size="xs" colorPalette="orange" variant="subtle" title={`Last close on ${row.priceDate ?? 'an unknown day'}: more than 5 days old`}>
          stale
        </Badge>
      ) : null}
      {row.priceSimulated ? <SimulatedBadge title="Simulated price (demo mode), not a market quote" /> : null}
      <span>{format.price(row.price, row.currency)}</span>
    </HStack>
  );
}

/** A price or currency effect: its sum, with the unrealised and realised parts on hover. */
function Effect({ value, unrealized, realized, format }: { value: number | null; unrealized: number | null; realized: number; format: CellFormat }) {
  const money = (part: number) => format.money(part, format.displayCurrency);
  const title = unrealized === null ? undefined : `Unrealised ${money(unrealized)}, realised ${money(realized)}`;
  return <Gain value={value} title={title} format={format} />;
}

const pc = (value: number | null, format: CellFormat) => (value === null ? <Missing /> : format.money(value, format.displayCurrency));

const COLUMNS: readonly Column[] = [
  {
    field: 'ticker',
    label: 'Holding',
    numeric: false,
    cell: (row) => <SecurityCell ticker={row.stock.ticker} name={row.stock.name} logoURL={row.stock.logoURL} />,
  },
  { field: 'shares', label: 'Shares', numeric: true, cell: (row, format) => format.shares(row.shares) },
  { field: 'price', label: 'Price', numeric: true, cell: (row, format) => <Price row={row} format={format} /> },
  {
    field: 'averageCost',
    label: 'Avg cost',
    numeric: true,
    cell: (row, format) => (row.averageCostTC === null ? <Missing /> : format.price(row.averageCostTC, row.currency)),
  },
  {
    field: 'marketValue',
    label: 'Market value',
    numeric: true,
    cell: (row, format) => pc(row.marketValuePC, format),
    total: (totals, format) => format.money(totals.marketValue, format.displayCurrency),
  },
  {
    field: 'unrealizedGain',
    label: 'Unrealised',
    numeric: true,
    cell: (row, format) => <Gain value={row.unrealizedGainPC} percent={unrealizedPercent(row)} format={format} />,
    total: (totals, format) => <Gain value={totals.unrealizedGain} percent={totals.unrealizedPercent} format={format} />,
  },
  {
    field: 'realizedGain',
    label: 'Realised',
    numeric: true,
    cell: (row, format) => <Gain value={row.realizedGainPC} format={format} />,
    total: (totals, format) => <Gain value={totals.realizedGain} format={format} />,
  },
  {
    field: 'priceGain',
    label: 'Price gain',
    hint: EFFECT_HINTS.priceGain,
    numeric: true,
    cell: (row, format) => <Effect value={priceGainOf(row)} unrealized={row.unrealizedPriceGainPC} realized={row.realizedPriceGainPC} format={format} />,
    total: (totals, format) => <Gain value={totals.priceGain} format={format} />,
  },
  {
    field: 'currencyGain',
    label: 'Currency gain',
    hint: EFFECT_HINTS.currencyGain,
    numeric: true,
    cell: (row, format) => <Effect value={currencyGainOf(row)} unrealized={row.unrealizedCurrencyGainPC} realized={row.realizedCurrencyGainPC} format={format} />,
    total: (totals, format) => <Gain value={totals.currencyGain} format={format} />,
  },
  {
    field: 'income',
    label: 'Income',
    numeric: true,
    cell: (row, format) => pc(row.incomePC, format),
    total: (totals, format) => format.money(totals.income, format.displayCurrency),
  },
  {
    field: 'totalReturn',
    label: 'Total return',
    numeric: true,
    cell: (row, format) => <Gain value={row.totalReturnPC} format={format} />,
    total: (totals, format) => <Gain value={totals.totalReturn} format={format} />,
  },
  {
    field: 'weight',
    label: 'Weight',
    numeric: true,
    cell: (row) => (row.weight === null ? <Missing /> : formatPercent(row.weight)),
    total: (totals) => formatPercent(totals.weight),
  },
];

const NATURAL_SORT: SortModel = { field: 'marketValue', sort: 'desc' };

export function StockTable({ config }: WidgetComponentProps<StockTableConfig>) {
  const result = useWidgetHoldingsQuery({ variables: { filter: analyticsFilter(config) } });
  const format = useCellFormat();
  const table = useTableState(config, { naturalSort: NATURAL_SORT, startsAscending, defaultVisibility: HOLDINGS_VISIBILITY });
  const columns = table.shownOf(COLUMNS);

  return (
    <WidgetState
      result={result}
      select={(data) => data.portfolioHoldings}
      isEmpty={(holdings) => holdings.length === 0}
      emptyText="No holdings in this selection yet."
      type="Table"
    >
      {(holdings) => {
        const rows = sortHoldings(holdings, table.sort);
        const totals = holdingTotals(holdings);
        const gaps = priceGapsOf(holdings);
        return (
          <WidgetTable
            label="Holdings"
            footnote={
              totals.unpriced > 0 ? (
                <Text textStyle="xs" color="fg.muted">
                  {totals.unpriced === 1 ? '1 holding has' : `${totals.unpriced} holdings have`} no price yet: left out of the value, gain and return totals.
                </Text>
              ) : undefined
            }
          >
            <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={HOLDINGS_COLUMNS} state={table} />} />
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.key}>
                  {columns.map((column) => (
                    <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                      {column.cell(row, format)}
                    </Table.Cell>
                  ))}
                  <Table.Cell position="sticky" insetEnd="0" bg="bg.panel" px="1" w="1" textAlign="end">
                    <AddToWatchlistMenu symbol={row.stock.ticker} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            {/* The total stays in view at the foot of the scrolling table, like the header at its top. */}
            <Table.Footer position="sticky" bottom="0" bg="bg.panel" zIndex="1" css={{ '& td': { borderTopWidth: '2px', borderBottomWidth: '0' } }}>
              <Table.Row>
                {columns.map((column, index) => (
                  <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap" fontWeight="semibold">
                    {index === 0 ? (
                      <HStack gap="1">
                        Total
                        <PriceGapMark gaps={gaps} />
                      </HStack>
                    ) : column.total ? (
                      column.total(totals, format)
                    ) : null}
                  </Table.Cell>
                ))}
                <Table.Cell />
              </Table.Row>
            </Table.Footer>
          </WidgetTable>
        );
      }}
    </WidgetState>
  );
}
