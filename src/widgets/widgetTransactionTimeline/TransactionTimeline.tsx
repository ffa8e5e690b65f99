/**
 * The transaction timeline: the user's transactions per period as bars stacked by kind. The
 * server buckets them (transactionTimeline), so the widget never downloads the ledger; it draws
 * the buckets through the same four widget states as the other analytics widgets.
 */
import { Box, Stack } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { useMemo } from 'react';
import { useWidgetTransactionTimelineQuery, type WidgetTransactionTimelineQuery } from '../../generated/graphql';
import type { TransactionKind } from '../../ui/kindPalettes';
import { formatNumber } from '../../lib/format';
import { ChartTooltip } from '../framework/ChartTooltip';
import { noTransactionsInText } from '../framework/intervals';
import { formatCountTick } from '../framework/ticks';
import { useChartTheme } from '../framework/useChartTheme';
import { useCompactMoney, useDisplayCurrency, useMoney } from '../framework/useMoney';
import { timelineInput } from '../framework/widgetData';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxisLayout, labelledCategories } from '../sharedHoldingBars/chartLayout';
import type { TransactionTimelineConfig } from './definition';
import { kindColor, useColorScheme } from './kindColors';

const INDEX = 'bucket';

type Answer = WidgetTransactionTimelineQuery['transactionTimeline'];

interface Bucket {
  /** yyyy-MM-dd of the period's first day: unique, and the chart's index. */
  key: string;
  shortLabel: string;
  longLabel: string;
  totals: Partial<Record<TransactionKind, number>>;
  count: number;
}

interface Timeline {
  buckets: Bucket[];
  kinds: TransactionKind[];
  transactionCount: number;
}

/** The answer with each period's totals by kind, as the chart and its table read them. */
function chartTimeline(answer: Answer): Timeline {
  return {
    buckets: answer.buckets.map((bucket) => ({
      key: bucket.start,
      shortLabel: bucket.shortLabel,
      longLabel: bucket.longLabel,
      totals: Object.fromEntries(bucket.totals.map(({ kind, total }) => [kind, total])),
      count: bucket.count,
    })),
    kinds: answer.kinds,
    transactionCount: answer.transactionCount,
  };
}

export function TransactionTimeline({ config }: WidgetComponentProps<TransactionTimelineConfig>) {
  const { data, loading, error, refetch } = useWidgetTransactionTimelineQuery({ variables: { input: timelineInput(config) } });
  const answer = data?.transactionTimeline;
  const timeline = useMemo(() => answer && chartTimeline(answer), [answer]);
  const emptyText = noTransactionsInText(config.mainInterval.name, { count: answer?.ledgerCount ?? 0, latest: answer?.lastDate ?? null });
  return (
    <WidgetState result={{ data: timeline, loading, error, refetch }} select={(selected) => selected} isEmpty={(selected) => selected.transactionCount === 0} emptyText={emptyText} type="Chart">
      {(selected) => <TimelineBars timeline={selected} mainValue={config.mainValue} />}
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
