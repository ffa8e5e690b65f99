import { Box, Button, HStack, IconButton, SegmentGroup, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRefetchWhilePending } from '../sharedMarket/useRefetchWhilePending';
import { useState, type ReactNode } from 'react';
import { ALL_SECTORS } from '../../../common/analyticsFilter';
import { useWidgetStockScreenerQuery } from '../../generated/graphql';
import { formatCompactNumber, formatNumber } from '../../lib/format';
import { strokeIcon } from '../../ui/icons';
import type { FieldOption } from '../framework/configFields';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { formatPercent, toneColor } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SortHeaderRow } from '../sharedTable/SortHeader';
import { TableColumnsMenu } from '../sharedTable/TableColumnsMenu';
import { useCellFormat, type CellFormat } from '../sharedTable/useCellFormat';
import { useTableState } from '../sharedTable/useTableState';
import { Missing, WidgetTable } from '../sharedTable/WidgetTable';
import { SCREENER_VISIBILITY, type StockScreenerConfig } from './definition';
import { AddToWatchlistMenu } from '../sharedWatchlist/AddToWatchlistMenu';
import { PriceChartDialog, type ChartTarget } from './PriceChartDialog';
import { CAP_BANDS, CHANGE_FILTERS, PRESETS, type CapBand, type ChangeFilter, type Preset } from './screenerOptions';
import { SCREENER_COLUMNS, rangePosition, screenRows, sectorsOf, sortScreener, startsAscending, type Screener, type ScreenerField, type ScreenerRow } from './screenerRows';
import { OptionSelect } from '../../ui/OptionSelect';

const ChartIcon = strokeIcon('ChartIcon', <path d="M4 19h16M5 15l4-5 4 3 6-7" />);

interface Column {
  field: ScreenerField;
  label: string;
  numeric: boolean;
  cell: (row: ScreenerRow, format: CellFormat) => ReactNode;
}

/** A bar of the 52-week range with a mark where the price sits; the figures on hover and for screen readers. */
function RangeBar({ row, format }: { row: ScreenerRow; format: CellFormat }) {
  const position = rangePosition(row);
  if (position === null) return <Missing />;
  const range = `${format.money(row.fiftyTwoWeekLow!, row.currency)} – ${format.money(row.fiftyTwoWeekHigh!, row.currency)}`;
  return (
    <Box position="relative" w="16" h="3" ms="auto" title={`52-week range ${range}`}>
      <Box position="absolute" insetX="0" top="1" h="1" rounded="full" bg="bg.emphasized" />
      <Box position="absolute" top="0" h="3" w="1" rounded="full" bg="fg" style={{ left: `calc(${position * 100}% - 2px)` }} />
      <VisuallyHidden>
        {Math.round(position * 100)}% of the way from the 52-week low to the high ({range})
      </VisuallyHidden>
    </Box>
  );
}

const COLUMNS: readonly Column[] = [
  { field: 'symbol', label: 'Symbol', numeric: false, cell: (row) => <Text fontWeight="semibold">{row.symbol}</Text> },
  {
    field: 'name',
    label: 'Name',
    numeric: false,
    cell: (row) => (
      <Text truncate maxW="48" title={row.name}>
        {row.name}
      </Text>
    ),
  },
  { field: 'price', label: 'Price', numeric: true, cell: (row, format) => format.price(row.price, row.currency) },
  {
    field: 'changePercent',
    label: 'Change',
    numeric: true,
    cell: (row) => (
      <Text as="span" color={toneColor(row.changePercent)}>
        {formatPercent(row.changePercent, { signed: true })}
      </Text>
    ),
  },
  // Each in its listing's currency: shortened without a symbol.
  { field: 'marketCap', label: 'Market cap', numeric: true, cell: (row, format) => (row.marketCap === null ? <Missing /> : formatCompactNumber(row.marketCap, format)) },
  {
    field: 'trailingPE',
    label: 'P/E',
    numeric: true,
    cell: (row, format) => (row.trailingPE === null ? <Missing reason="no earnings to compare" /> : formatNumber(Math.round(row.trailingPE * 10) / 10, format)),
  },
  { field: 'dividendYield', label: 'Yield', numeric: true, cell: (row) => (row.dividendYield === null ? <Missing reason="pays no dividend" /> : formatPercent(row.dividendYield)) },
  { field: 'range52w', label: '52-week range', numeric: true, cell: (row, format) => <RangeBar row={row} format={format} /> },
  { field: 'sector', label: 'Sector', numeric: false, cell: (row) => row.sector ?? <Missing /> },
];

const NATURAL_SORT = { field: 'marketCap', sort: 'desc' } as const;

/**
 * The rows drawn at first, and added by each "Show more": a styled table of all 500 listings costs
 * a noticeable pause to draw, and a widget shows a dozen rows at a time anyway.
 */
export const PAGE_SIZE = 25;

function FilterSelect<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly FieldOption<V>[]; onChange: (value: V) => void }) {
  return <OptionSelect size="xs" width="auto" aria-label={label} value={value} options={options} onChange={onChange} />;
}

/** The filters set in the settings, said in a few words under the table. */
function settingsFilters(config: StockScreenerConfig): string[] {
  return [
    ...(config.maxPE > 0 ? [`P/E at most ${formatNumber(config.maxPE)}`] : []),
    ...(config.minDividendYield > 0 ? [`yield at least ${formatNumber(config.minDividendYield)}%`] : []),
  ];
}

function ScreenerTable({ screener, config }: { screener: Screener; config: StockScreenerConfig }) {
  const format = useCellFormat();
  const table = useTableState(config, { naturalSort: NATURAL_SORT, startsAscending, defaultVisibility: SCREENER_VISIBILITY });
  const columns = table.shownOf(COLUMNS);
  const [preset, setPreset] = useSavedConfigValue<Preset>('preset', config.preset);
  const [sector, setSector] = useSavedConfigValue('sector', config.sector);
  const [capBand, setCapBand] = useSavedConfigValue<CapBand>('capBand', config.capBand);
  const [change, setChange] = useSavedConfigValue<ChangeFilter>('change', config.change);
  const [chart, setChart] = useState<ChartTarget | null>(null);
  const [chartOpen, setChartOpen] = useState(false);
  const [limit, setLimit] = useState(PAGE_SIZE);

  // At most 500 rows: filtering and sorting them on each render costs less than a frame.
  const rows = sortScreener(screenRows(screener, { preset, sector, capBand, change, maxPE: config.maxPE, minDividendYield: config.minDividendYield }), table.sort);
  const total = preset === 'gainers' ? screener.gainers.length : preset === 'losers' ? screener.losers.length : screener.rows.length;
  const sectors = sectorsOf(screener);
  // A sector chosen earlier that today's universe lacks stays choosable (and shows no rows) rather than vanishing.
  const sectorOptions = [{ value: ALL_SECTORS, label: 'All sectors' }, ...[...new Set([...sectors, ...(sector === ALL_SECTORS ? [] : [sector])])].map((name) => ({ value: name, label: name }))];
  const fromSettings = settingsFilters(config);
  const shown = rows.slice(0, limit);

  return (
    <Stack h="full" gap="2" minH="0">
      <HStack gap="2" flexWrap="wrap" flexShrink="0">
        <SegmentGroup.Root size="xs" value={preset} onValueChange={(details) => setPreset((PRESETS.find((option) => option.value === details.value) ?? PRESETS[0]).value)} aria-label="Show">
          <SegmentGroup.Indicator />
          <SegmentGroup.Items items={[...PRESETS]} />
        </SegmentGroup.Root>
        <FilterSelect label="Sector" value={sector} options={sectorOptions} onChange={setSector} />
        <FilterSelect label="Market cap" value={capBand} options={CAP_BANDS} onChange={setCapBand} />
        <FilterSelect label="Today" value={change} options={CHANGE_FILTERS} onChange={setChange} />
        {screener.simulated ? <SimulatedBadge title="Made-up listings and prices (demo mode), not market data" /> : null}
      </HStack>
      <Box flex="1" minH="0">
        <WidgetTable
          label="Stock screener"
          footnote={
            <HStack gap="2" justify="space-between">
              <Text textStyle="xs" color="fg.muted" data-testid="screener-count">
                {rows.length === total ? `${formatNumber(total, format)} stocks` : `${formatNumber(rows.length, format)} of ${formatNumber(total, format)} stocks`}
                {fromSettings.length > 0 ? ` · ${fromSettings.join(', ')} (in the settings)` : ''}
              </Text>
              {rows.length > shown.length ? (
                <Button size="2xs" variant="ghost" colorPalette="primary" onClick={() => setLimit(limit + PAGE_SIZE)}>
                  Show {formatNumber(Math.min(PAGE_SIZE, rows.length - shown.length), format)} more
                </Button>
              ) : null}
            </HStack>
          }
        >
          <SortHeaderRow columns={columns} sort={table.sort} onSort={table.onSort} menu={<TableColumnsMenu columns={SCREENER_COLUMNS} state={table} />} />
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + 1} textAlign="center" color="fg.muted" py="6">
                  No stocks match these filters.
                </Table.Cell>
              </Table.Row>
            ) : (
              shown.map((row) => (
                <Table.Row key={row.symbol}>
                  {columns.map((column) => (
                    <Table.Cell key={column.field} textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                      {column.cell(row, format)}
                    </Table.Cell>
                  ))}
                  <Table.Cell position="sticky" insetEnd="0" bg="bg.panel" px="1" w="1" textAlign="end" whiteSpace="nowrap">
                    <AddToWatchlistMenu symbol={row.symbol} />
                    <IconButton aria-label={`Open chart of ${row.symbol}`} title="Open chart" size="2xs" variant="ghost" color="fg.muted" onClick={() => {
                        setChart({ symbol: row.symbol, name: row.name });
                        setChartOpen(true);
                      }}>
                      <ChartIcon />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </WidgetTable>
      </Box>
      <PriceChartDialog target={chart} open={chartOpen} onClose={() => setChartOpen(false)} />
    </Stack>
  );
}

export function StockScreener({ config }: WidgetComponentProps<StockScreenerConfig>) {
  const result = useWidgetStockScreenerQuery();
  // The universe is fetched by the server's next refresh when nobody asked for it before.
  useRefetchWhilePending(result, result.data?.stockScreener.status === 'pending');
  return (
    <WidgetState result={result} select={(data) => data.stockScreener} isEmpty={(screener) => screener.rows.length === 0} emptyText="The screener's universe is not loaded yet." type="Table">
      {(screener) => <ScreenerTable screener={screener} config={config} />}
    </WidgetState>
  );
}
