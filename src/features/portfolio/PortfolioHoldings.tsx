import { Badge, Box, Button, Grid, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useWidgetSummaryQuery, type PortfolioStockFieldsFragment } from '../../generated/graphql';
import { EnterPricesLink } from '../../widgets/framework/PriceGapMark';
import { StockLogo } from '../../ui/StockLogo';
import { countryName } from '../../lib/countryName';
import { PendingActionsList } from '../corporateActions/PendingActionsList';
import { holdingKey, usePendingByHolding, type HoldingPending } from '../corporateActions/usePendingActions';

type HoldingType = 'stock' | 'etf' | 'fund';

const HOLDING_TYPES = {
  stock: { label: 'Stock', palette: 'blue' },
  etf: { label: 'ETF', palette: 'purple' },
  fund: { label: 'Fund', palette: 'teal' },
} satisfies Record<HoldingType, { label: string; palette: string }>;

function isHoldingType(value: string): value is HoldingType {
  return Object.hasOwn(HOLDING_TYPES, value);
}

export function HoldingTypeBadge({ holdingType }: { holdingType: string }) {
  const known = isHoldingType(holdingType) ? HOLDING_TYPES[holdingType] : null;
  return (
    <Badge colorPalette={known?.palette ?? 'gray'} variant="subtle" size="sm" flexShrink="0">
      {known?.label ?? holdingType}
    </Badge>
  );
}

function Missing() {
  return (
    <Text as="span" color="fg.subtle">
      —
    </Text>
  );
}

function Country({ code }: { code: string | null }) {
  if (!code) return <Missing />;
  const name = countryName(code);
  if (!name) return <>{code.toUpperCase()}</>;
  return (
    <>
      {name}{' '}
      <Text as="span" color="fg.muted">
        ({code.toUpperCase()})
      </Text>
    </>
  );
}

function Isin({ isin }: { isin: string | null }) {
  if (!isin) return <Missing />;
  return (
    <Text as="span" fontFamily="mono" fontSize="0.9em" overflowWrap="anywhere">
      {isin}
    </Text>
  );
}

/** A holding's pending actions: a toggle that shows their list, orange when a split is among them. */
interface PendingToggle {
  readonly pending: HoldingPending | undefined;
  readonly expanded: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
}

function PendingButton({ ticker, toggle }: { ticker: string; toggle: PendingToggle }) {
  const { pending, expanded, controls, onToggle } = toggle;
  if (!pending && !expanded) return null;
  let what = 'Hide pending actions';
  if (pending && pending.splits > 0) what = `Split pending${pending.count > pending.splits ? ` · ${pending.count} actions` : ''}`;
  else if (pending) what = `${pending.count} pending ${pending.count === 1 ? 'dividend' : 'dividends'}`;
  return (
    <Button
      size="2xs"
      variant="subtle"
      colorPalette={pending && pending.splits > 0 ? 'orange' : pending ? 'green' : 'gray'}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={pending ? `${what} for ${ticker}: ${expanded ? 'hide' : 'show'}` : `Hide the pending actions of ${ticker}`}
      onClick={onToggle}
    >
      {what}
    </Button>
  );
}

function Security({ stock, unpriced, toggle }: { stock: PortfolioStockFieldsFragment; unpriced: ReadonlySet<string>; toggle: PendingToggle }) {
  return (
    <HStack gap="3" minW="0">
      <StockLogo ticker={stock.ticker} name={stock.name} logoURL={stock.logoURL} />
      <Stack gap="0" minW="0" align="flex-start">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {stock.ticker}
        </Text>
        {stock.name && (
          <Text color="fg.muted" fontSize="sm" lineClamp={2} overflowWrap="anywhere">
            {stock.name}
          </Text>
        )}
        {unpriced.has(stock._id) ? <EnterPricesLink stockId={stock._id} ticker={stock.ticker} /> : null}
        <PendingButton ticker={stock.ticker} toggle={toggle} />
      </Stack>
    </HStack>
  );
}

interface HoldingsViewProps {
  portfolioId: string;
  label: string;
  stocks: readonly PortfolioStockFieldsFragment[];
  /** Securities held without a current close: each links to its Prices screen. */
  unpriced: ReadonlySet<string>;
  toggleOf: (stock: PortfolioStockFieldsFragment) => PendingToggle;
}

/** One holding's pending actions, shown under it when its toggle is open. */
function HoldingPendingList({ portfolioId, stock, id }: { portfolioId: string; stock: PortfolioStockFieldsFragment; id: string }) {
  return (
    <Box id={id} py="2">
      <PendingActionsList portfolioId={portfolioId} stockId={stock._id} title={`Pending actions of ${stock.ticker}`} headingAs="h3" />
    </Box>
  );
}

function HoldingsTable({ portfolioId, label, stocks, unpriced, toggleOf }: HoldingsViewProps) {
  return (
    // Scrolls sideways within the card when a very long name or a narrow window needs it.
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader minW="56">Security</Table.ColumnHeader>
            <Table.ColumnHeader>Exchange</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">Country</Table.ColumnHeader>
            <Table.ColumnHeader>ISIN</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        {/* The scroll area draws the outer border; the last row's own would double it. */}
        <Table.Body css={{ '& tr:last-of-type td': { borderBottomWidth: '0' } }}>
          {stocks.map((stock) => {
            const toggle = toggleOf(stock);
            return (
              <Fragment key={stock._id}>
              <Table.Row bg="transparent">
                <Table.Cell>
                  <Security stock={stock} unpriced={unpriced} toggle={toggle} />
                </Table.Cell>
                <Table.Cell>{stock.exchangeCode || <Missing />}</Table.Cell>
                <Table.Cell>
                  <Country code={stock.countryISO} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Isin isin={stock.ISIN} />
                </Table.Cell>
                <Table.Cell>
                  <HoldingTypeBadge holdingType={stock.holding_type} />
                </Table.Cell>
              </Table.Row>
              {toggle.expanded && (
                <Table.Row bg="transparent">
                  <Table.Cell colSpan={5}>
                    <HoldingPendingList portfolioId={portfolioId} stock={stock} id={toggle.controls} />
                  </Table.Cell>
                </Table.Row>
              )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {term}
      </Text>
      <Box as="dd" minW="0">
        {children}
      </Box>
    </>
  );
}

/** Phones: one stacked row per holding, its details as a small term list. */
function HoldingsRows({ portfolioId, label, stocks, unpriced, toggleOf }: HoldingsViewProps) {
  return (
    <Box as="ul" aria-label={label} listStyleType="none" borderWidth="1px" borderRadius="md">
      {stocks.map((stock) => {
        const toggle = toggleOf(stock);
        return (
          <Box as="li" key={stock._id} px="3" py="3" borderTopWidth="1px" _first={{ borderTopWidth: '0' }}>
            <HStack justify="space-between" align="flex-start" gap="2">
              <Security stock={stock} unpriced={unpriced} toggle={toggle} />
              <HoldingTypeBadge holdingType={stock.holding_type} />
            </HStack>
            <Grid as="dl" templateColumns="auto 1fr" columnGap="3" rowGap="0.5" mt="2" ps="11" fontSize="sm">
              <Detail term="Exchange">{stock.exchangeCode || <Missing />}</Detail>
              <Detail term="Country">
                <Country code={stock.countryISO} />
              </Detail>
              <Detail term="ISIN">
                <Isin isin={stock.ISIN} />
              </Detail>
            </Grid>
            {toggle.expanded && <HoldingPendingList portfolioId={portfolioId} stock={stock} id={toggle.controls} />}
          </Box>
        );
      })}
    </Box>
  );
}

function NoHoldings() {
  return (
    <Stack gap="3" align="flex-start" p="4" borderWidth="1px" borderStyle="dashed" borderRadius="md" bg="bg.subtle">
      <Stack gap="1">
        <Text fontWeight="semibold">No holdings yet</Text>
        <Text color="fg.muted" fontSize="sm">
          Securities appear here once a transaction in this portfolio buys them.
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/transaction/add">Add a transaction</RouterLink>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <RouterLink to="/transaction/import">Import transactions</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

interface PortfolioHoldingsProps {
  portfolioId: string;
  portfolioName: string;
  stocks: readonly PortfolioStockFieldsFragment[];
}

/**
 * The securities a portfolio holds, by ticker: a table from the sm breakpoint up, stacked rows
 * on phones (one structure rendered, not two hidden by CSS).
 */
export function PortfolioHoldings({ portfolioId, portfolioName, stocks }: PortfolioHoldingsProps) {
  const layout = useBreakpointValue({ base: 'rows', sm: 'table' } as const, { ssr: false }) ?? 'rows';
  const sorted = useMemo(() => [...stocks].sort((a, b) => a.ticker.localeCompare(b.ticker)), [stocks]);
  // The portfolio's figures (PortfolioFigures) read the same summary: one request, one cache entry.
  const { data } = useWidgetSummaryQuery({ variables: { filter: { portfolio_Ids: [portfolioId] } } });
  const unpriced = useMemo(() => new Set(data?.portfolioSummary.priceGaps.map((gap) => gap.stock._id)), [data]);
  // Counted from the one list of pending actions; a holding's own list is asked for when opened.
  const pendingByHolding = usePendingByHolding();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const idPrefix = useId();
  if (sorted.length === 0) return <NoHoldings />;
  const toggleOf = (stock: PortfolioStockFieldsFragment): PendingToggle => {
    const pending = pendingByHolding.get(holdingKey(portfolioId, stock._id));
    return {
      pending,
      // Kept open after its last action is accepted, so the list can say nothing is pending.
      expanded: expanded.has(stock._id),
      controls: `${idPrefix}-pending-${stock._id}`,
      onToggle: () =>
        setExpanded((current) => {
          const next = new Set(current);
          if (!next.delete(stock._id)) next.add(stock._id);
          return next;
        }),
    };
  };
  const label = `Holdings of ${portfolioName}`;
  const view = { portfolioId, label, stocks: sorted, unpriced, toggleOf };
  return layout === 'table' ? <HoldingsTable {...view} /> : <HoldingsRows {...view} />;
}
