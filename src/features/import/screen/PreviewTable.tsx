/**
 * Every row of the file, virtualised: only the rows in view (plus an overscan) are in the DOM,
 * so a 100,000-row file scrolls like a 20-row one. Rows have a fixed height, which keeps the
 * virtualiser's arithmetic trivial; the table scrolls sideways on narrow screens. Cells are text
 * from the file and are rendered as text.
 */
import { Badge, Box, Center, Grid, Text, chakra } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type ReactNode } from 'react';
import { KindBadge } from '../../../ui/KindBadge';
import { formatShares } from '../../../ui/cellFormats';
import type { ImportPreviewRow } from '../pipeline/importPreview';
import { canExclude, rowKind, rowMessages, type ExcludedRows, type RowKind, type ServerProblems } from './previewRows';
import { formatRatio } from '../../../../common/ratio';
import { isCashKind } from '../../../../common/transactionKinds';

export const ROW_HEIGHT = 60;
const HEADER_HEIGHT = 40;
const OVERSCAN = 12;

type ColumnId = 'include' | 'row' | 'status' | 'date' | 'type' | 'symbol' | 'isin' | 'quantity' | 'price' | 'currency' | 'fees' | 'tradeId';

interface Column {
  id: ColumnId;
  label: string;
  width: number;
  align?: 'end';
}

const COLUMNS: readonly Column[] = [
  { id: 'include', label: 'Include', width: 44 },
  { id: 'row', label: 'Row', width: 60, align: 'end' },
  { id: 'status', label: 'Status', width: 136 },
  { id: 'date', label: 'Date', width: 104 },
  { id: 'type', label: 'Type', width: 100 },
  { id: 'symbol', label: 'Symbol', width: 96 },
  { id: 'isin', label: 'ISIN', width: 128 },
  { id: 'quantity', label: 'Quantity', width: 96, align: 'end' },
  { id: 'price', label: 'Price', width: 104, align: 'end' },
  { id: 'currency', label: 'Currency', width: 80 },
  { id: 'fees', label: 'Fees', width: 80, align: 'end' },
  { id: 'tradeId', label: 'TradeID', width: 120 },
];

// The symbol column takes what is left on wide screens. A row's problems and notes are a second
// line under its values (from the status column on), so they are seen without scrolling sideways.
const TEMPLATE = COLUMNS.map((column) => (column.id === 'symbol' ? `minmax(${column.width}px, 1fr)` : `${column.width}px`)).join(' ');
const MIN_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const MESSAGE_COLUMNS = `${COLUMNS.findIndex((column) => column.id === 'status') + 1} / -1`;

const STATUS: Readonly<Record<RowKind | 'excluded', { label: string; palette: string; variant: 'subtle' | 'outline' }>> = {
  toImport: { label: 'To import', palette: 'green', variant: 'subtle' },
  problem: { label: 'Problem', palette: 'red', variant: 'subtle' },
  alreadyImported: { label: 'Already imported', palette: 'blue', variant: 'subtle' },
  skipped: { label: 'Skipped', palette: 'gray', variant: 'subtle' },
  excluded: { label: 'Excluded', palette: 'gray', variant: 'outline' },
};

const Checkbox = chakra('input', { base: { boxSize: '4', cursor: 'pointer', accentColor: 'primary.solid', flexShrink: 0 } });

export interface PreviewTableProps {
  rows: readonly ImportPreviewRow[];
  /** Indexes into `rows` of the rows shown (the filter's), in order. */
  shown: readonly number[];
  excluded: ExcludedRows;
  serverProblems: ServerProblems;
  onInclude: (row: number, include: boolean) => void;
  /** No changes while the import is being sent. */
  locked: boolean;
  locale: string | null;
  /** Shown when the filter leaves no rows. */
  emptyText: string;
}

export interface Cells {
  date?: string | null;
  type: ReactNode;
  symbol?: string | null;
  isin?: string | null;
  quantity?: string | null;
  price?: string | null;
  currency?: string | null;
  fees?: string | null;
  tradeId?: string | null;
}

/**
 * A row's values: what it will write, or (for rows that did not read) what the file says. A cash
 * row names its currency as the symbol ("USD cash"), its amount as the price (as a lump-sum Income
 * does) and no quantity, but a Conversion's amount received.
 */
export function cellsOf(row: ImportPreviewRow, locale: string | null): Cells {
  const { transaction, written } = row;
  if (transaction) {
    const { ratioNew, ratioOld, targetTicker, transactionValue } = transaction;
    const cash = isCashKind(transaction.type);
    let quantity: string | null = formatShares(transaction.shares, locale);
    if (ratioNew != null && ratioOld != null) quantity = formatRatio({ newShares: ratioNew, oldShares: ratioOld }, (n) => formatShares(n, locale));
    else if (cash && transaction.type !== 'Conversion') quantity = null;
    return {
      date: transaction.date,
      type: <KindBadge kind={transaction.type} />,
      // A Merge or Spin-Off names where the shares go, a Conversion the currency received; a Split or Merge shows its ratio as the quantity.
      symbol: targetTicker ? `${transaction.ticker} → ${targetTicker}` : cash ? `${transaction.currency} cash` : transaction.ticker,
      isin: transaction.ISIN,
      quantity,
      price: transactionValue != null ? formatShares(transactionValue, locale) : formatShares(transaction.shareprice, locale),
      currency: transaction.currency,
      fees: formatShares(transaction.fees, locale),
      tradeId: transaction.reference,
    };
  }
  const cells = written ?? {};
  return {
    date: cells.date,
    type: <Plain>{cells.type}</Plain>,
    symbol: cells.symbol,
    isin: cells.isin,
    quantity: cells.quantity,
    price: cells.price ?? cells.amount,
    currency: cells.currency,
    fees: cells.fees,
    tradeId: cells.tradeId,
  };
}

function Plain({ children, align }: { children: string | null | undefined; align?: 'end' }) {
  if (!children) return <Text color="fg.subtle">—</Text>;
  return (
    <Text truncate title={children} textAlign={align}>
      {children}
    </Text>
  );
}

interface RowProps {
  row: ImportPreviewRow;
  index: number;
  start: number;
  excluded: boolean;
  serverMessages: ServerProblems;
  onInclude: (row: number, include: boolean) => void;
  locked: boolean;
  locale: string | null;
}

const PreviewRow = memo(function PreviewRow({ row, index, start, excluded, serverMessages, onInclude, locked, locale }: RowProps) {
  const kind = rowKind(row, serverMessages);
  const excludable = canExclude(kind);
  const out = excludable && excluded;
  const status = STATUS[out ? 'excluded' : kind];
  const messages = rowMessages(row, serverMessages).join(' ');
  const cells = cellsOf(row, locale);
  return (
    <Grid
      role="row"
      aria-rowindex={index + 2}
      position="absolute"
      top="0"
      left="0"
      w="full"
      h={`${ROW_HEIGHT}px`}
      style={{ transform: `translateY(${start}px)` }}
      templateColumns={TEMPLATE}
      alignItems="center"
      alignContent="center"
      rowGap="0.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={kind === 'problem' && !out ? 'bg.error' : 'bg.panel'}
      opacity={out ? 0.7 : 1}
    >
      <Box role="cell" display="flex" justifyContent="center">
        {excludable && (
          <Checkbox type="checkbox" aria-label={`Include row ${row.row}`} checked={!excluded} disabled={locked} onChange={(event) => onInclude(row.row, event.currentTarget.checked)} />
        )}
      </Box>
      <Box role="cell" px="2" textAlign="end" color="fg.muted">
        {row.row}
      </Box>
      <Box role="cell" px="2" minW="0">
        <Badge colorPalette={status.palette} variant={status.variant} size="sm">
          {status.label}
        </Badge>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain>{cells.date}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        {cells.type}
      </Box>
      <Box role="cell" px="2" minW="0" fontWeight="semibold">
        <Plain>{cells.symbol}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain>{cells.isin}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain align="end">{cells.quantity}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain align="end">{cells.price}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain>{cells.currency}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain align="end">{cells.fees}</Plain>
      </Box>
      <Box role="cell" px="2" minW="0">
        <Plain>{cells.tradeId}</Plain>
      </Box>
      {messages && (
        <Box role="cell" gridColumn={MESSAGE_COLUMNS} px="2" minW="0">
          <Text truncate textStyle="xs" color={kind === 'problem' ? 'fg.error' : 'fg.muted'} title={messages}>
            {messages}
          </Text>
        </Box>
      )}
    </Grid>
  );
});

export function PreviewTable({ rows, shown, excluded, serverProblems, onInclude, locked, locale, emptyText }: PreviewTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser returns a mutable object that changes as it scrolls (by design): nothing
  // here memoises on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    // A first guess so rows render before the box is measured (and in tests without layout).
    initialRect: { width: 1024, height: 560 },
  });

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label="Rows of the file"
      aria-rowcount={shown.length + 1}
      // At most this high: a short file gets a short table.
      maxH={{ base: '28rem', md: 'min(60vh, 36rem)' }}
      overflow="auto"
      overscrollBehavior="contain"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      bg="bg.panel"
      fontSize="sm"
      fontVariantNumeric="tabular-nums"
      tabIndex={0}
    >
      <Box minW={`${MIN_WIDTH}px`}>
        <Box role="rowgroup" position="sticky" top="0" zIndex="1" bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
          <Grid role="row" aria-rowindex={1} templateColumns={TEMPLATE} alignItems="center" h={`${HEADER_HEIGHT}px`}>
            {COLUMNS.map((column) => (
              <Box
                key={column.id}
                role="columnheader"
                px="2"
                textAlign={column.align ?? (column.id === 'include' ? 'center' : 'start')}
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wide"
                color="fg.muted"
                whiteSpace="nowrap"
                minW="0"
              >
                {column.id === 'include' ? <chakra.span srOnly>{column.label}</chakra.span> : column.label}
              </Box>
            ))}
            {/* The column of the rows' second line (see MESSAGE_COLUMNS). */}
            <chakra.span role="columnheader" srOnly>
              Problems and notes
            </chakra.span>
          </Grid>
        </Box>
        {shown.length === 0 ? (
          <Center py="10" color="fg.muted">
            {emptyText}
          </Center>
        ) : (
          <Box role="rowgroup" position="relative" h={`${virtualizer.getTotalSize()}px`}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[shown[item.index]!]!;
              return (
                <PreviewRow
                  key={row.row}
                  row={row}
                  index={item.index}
                  start={item.start - HEADER_HEIGHT}
                  excluded={excluded.has(row.row)}
                  serverMessages={serverProblems}
                  onInclude={onInclude}
                  locked={locked}
                  locale={locale}
                />
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
