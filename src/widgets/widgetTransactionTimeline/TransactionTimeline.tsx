/**
 * The transaction timeline: the user's transactions per period as bars stacked by kind. It reads
 * the transaction list the ledger screens already cache (useTransactions), not the analytics
 * queries, and shows it through the same four widget states.
 */
import { Box, Stack } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { useMemo } from 'react';
import { useTransactions } from '../../data/transactions';
import type { TransactionKind } from '../../ui/kindPalettes';
import { formatNumber } from '../../lib/format';
import { ChartTooltip } from '../framework/ChartTooltip';
import { noTransactionsInText, transactionDates } from '../framework/intervals';
import { formatCountTick } from '../framework/ticks';
import { useChartTheme } from '../framework/useChartTheme';
import { useCompactMoney, useDisplayCurrency, useMoney } from '../framework/useMoney';
import { WidgetState, type QueryLike } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxisLayout, labelledCategories } from '../sharedHoldingBars/chartLayout';
import { bucketTransactions, type Timeline, type TimelineTransaction } from './bucketTransactions';
import type { TransactionTimelineConfig } from './definition';
import { kindColor, useColorScheme } from './kindColors';

const INDEX = 'bucket';

export function TransactionTimeline({ config }: WidgetComponentProps<TransactionTimelineConfig>) {
  const { transactions, loading, loadError, refetch } = useTransactions();
  // WidgetState reads a query result: the list is its data once loaded, the load error its error.
  const result: QueryLike<readonly TimelineTransaction[]> = {
    data: loading || loadError ? undefined : transactions,
    loading,
    error: loadError ?? undefined,
    refetch,
  };
  const { portfolio_Ids: portfolioIds, mainTime, group_by: groupBy, includeCurrentInterval, mainValue } = config;
  const portfolioKey = portfolioIds.join('|');
  const timeline = useMemo(() => {
    const portfolios = new Set(portfolioKey ? portfolioKey.split('|') : []);
    const chosen = portfolios.size === 0 ? transactions : transactions.filter((transaction) => transaction.parentportfolio && portfolios.has(transaction.parentportfolio._id));
    return bucketTransactions(chosen, { mainTime, groupBy, includeCurrentInterval, mainValue, today: new Date() });
  }, [transactions, portfolioKey, mainTime, groupBy, includeCurrentInterval, mainValue]);
  return (
    <WidgetState result={result} select={() => timeline} isEmpty={(selected) => selected.transactionCount === 0} emptyText={noTransactionsInText(mainTime, transactionDates(transactions, portfolioIds))} type="Chart">
      {(selected) => <TimelineBars timeline={selected} mainValue={mainValue} />}
    </WidgetState>
  );
}

function TimelineBars({ timeline, mainValue }: { timeline: Timeline; mainValue: TransactionTimelineConfig['mainValue'] }) {
  const chart = useChartTheme();
  const scheme = useColorScheme();
  const currency = useDisplayCurrency();
  const money = useMoney(currency);
  const compactMoney = useCompactMoney(currency);
  const amount = (value: number) => (mainValue === 'count' ? `${formatNumber(value)} ${value === 1 ? 'transaction' : 'transactions'}` : money(value));
  const byKey = useMemo(() => new Map(timeline.buckets.map((bucket) => [bucket.key, bucket])), [timeline]);
  const data = useMemo(() => timeline.buckets.map((bucket): BarDatum => ({ [INDEX]: bucket.key, ...bucket.totals })), [timeline]);
  const label = mainValue === 'count' ? 'Transactions per period by kind' : 'Transaction value per period by kind';
  const legend = timeline.kinds.map((kind) => ({ key: kind, label: kind, color: kindColor(kind, scheme) }));

  // The whole period in the tooltip, whichever kind is hovered: it reads like a statement line.
  const tooltip = ({ indexValue }: BarTooltipProps<BarDatum>) => {
    const bucket = byKey.get(String(indexValue));
    if (!bucket) return null;
    const kinds = timeline.kinds.filter((kind) => (bucket.totals[kind] ?? 0) !== 0);
    return (
      <ChartTooltip
        title={bucket.longLabel}
        subtitle={`${formatNumber(bucket.count)} ${bucket.count === 1 ? 'transaction' : 'transactions'}`}
        rows={kinds.map((kind) => ({ label: kind, value: amount(bucket.totals[kind] ?? 0), color: kindColor(kind, scheme) }))}
      />
    );
  };

  return (
    <Stack h="full" minH="40" gap="1" data-state="success">
      <ChartLegend label="Transaction kinds" items={legend} />
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>
            {({ width, height }) => {
              const layout = categoryAxisLayout(timeline.buckets.length, width, height, { valueAxisPx: mainValue === 'count' ? 40 : 56 });
              return (
                <Bar<BarDatum>
                  width={width}
                  height={height}
                  data={data}
                  keys={timeline.kinds}
                  indexBy={INDEX}
                  groupMode="stacked"
                  margin={layout.margin}
                  padding={0.2}
                  valueScale={{ type: 'linear', nice: true }}
                  colors={(datum) => kindColor(datum.id as TransactionKind, scheme)}
                  theme={chart.nivo}
                  animate={chart.animate}
                  enableLabel={false}
                  enableGridY
                  axisBottom={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickRotation: layout.tickRotation,
                    tickValues: labelledCategories(timeline.buckets.map((bucket) => bucket.key), layout.labelEvery),
                    format: (key: string) => byKey.get(key)?.shortLabel ?? key,
                  }}
                  axisLeft={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickValues: layout.valueTicks,
                    format: (value: number) => (mainValue === 'count' ? formatCountTick(value) : compactMoney(value)),
                  }}
                  tooltip={tooltip}
                  role="img"
                  ariaLabel={label}
                  barAriaLabel={(datum) => `${byKey.get(String(datum.indexValue))?.longLabel ?? datum.indexValue} ${datum.id}: ${amount(datum.value ?? 0)}`}
                />
              );
            }}
          </ResponsiveWrapper>
        </Box>
      </Box>
      <ChartDataTable
        caption={label}
        columns={['Period', ...timeline.kinds]}
        rows={timeline.buckets.map((bucket) => ({ key: bucket.key, cells: [bucket.longLabel, ...timeline.kinds.map((kind) => amount(bucket.totals[kind] ?? 0))] }))}
      />
    </Stack>
  );
}
