/**
 * The transaction timeline: the user's transactions (all, or one dataset) per period by kind, as
 * stacked or side-by-side bars or as lines; each period's sum, average per transaction or running
 * total. The server buckets them (transactionTimeline), so the widget never downloads the ledger;
 * it draws the buckets through the same four widget states as the other analytics widgets. Its
 * quick options (last week, month...) sit above the chart where the widget can save its config.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { Bar, type BarDatum } from '@nivo/bar';
import { useMemo } from 'react';
import { useWidgetTransactionTimelineQuery, type WidgetTransactionTimelineQuery } from '../../generated/graphql';
import type { TransactionKind } from '../../ui/kindPalettes';
import { formatNumber } from '../../lib/format';
import { ChartTooltip } from '../framework/ChartTooltip';
import { noTransactionsInText } from '../framework/intervals';
import { formatCountTick } from '../framework/ticks';
import { useChartTheme } from '../framework/useChartTheme';
import { useCompactMoney, useDisplayCurrency, useMoney } from '../framework/useMoney';
import { asksAverageOfCounts, timelineInput } from '../framework/widgetData';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartDataTable } from '../framework/ChartDataTable';
import { QuickOptions } from '../framework/QuickOptions';
import { ChartFrame } from '../sharedHoldingBars/ChartFrame';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxis, categoryAxisLayout } from '../sharedHoldingBars/chartLayout';
import { widgetTransactionTimeline, type TransactionTimelineConfig } from './definition';
import { kindColor, useColorScheme } from './kindColors';
import { TimelineLines } from './TimelineLines';

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

/** The chart's accessible name and the data table's caption: what each figure is. */
export function timelineLabel({ mainValue, operation }: Pick<TransactionTimelineConfig, 'mainValue' | 'operation'>): string {
  const counted = mainValue === 'count';
  if (operation === 'cumulative') return counted ? 'Running count of transactions by kind' : 'Running total of transaction value by kind';
  if (operation === 'average') return 'Average transaction value per period by kind';
  return counted ? 'Transactions per period by kind' : 'Transaction value per period by kind';
}

export function TransactionTimeline({ config }: WidgetComponentProps<TransactionTimelineConfig>) {
  const refused = asksAverageOfCounts(config);
  const { data, loading, error, refetch } = useWidgetTransactionTimelineQuery({ variables: { input: timelineInput(config) }, skip: refused });
  const answer = data?.transactionTimeline;
  const timeline = useMemo(() => answer && chartTimeline(answer), [answer]);
  const emptyText = noTransactionsInText(config.mainInterval.name, { count: answer?.ledgerCount ?? 0, latest: answer?.lastDate ?? null });
  return (
    <Stack h="full" gap="1.5">
      <QuickOptions options={widgetTransactionTimeline.quickOptions ?? []} config={config} label="Period" />
      <Box flex="1" minH="0">
        {refused ? (
          <Text textStyle="sm" color="fg.muted" textAlign="center" py="4" data-state="empty">
            An average per transaction is of values: show Transaction value, or choose another figure per period, in this widget&apos;s settings.
          </Text>
        ) : (
          <WidgetState result={{ data: timeline, loading, error, refetch }} select={(selected) => selected} isEmpty={(selected) => selected.transactionCount === 0} emptyText={emptyText} type="Chart">
            {(selected) => <TimelineChart timeline={selected} config={config} />}
          </WidgetState>
        )}
      </Box>
    </Stack>
  );
}

function TimelineChart({ timeline, config }: { timeline: Timeline; config: TransactionTimelineConfig }) {
  const { mainValue, operation, chartType } = config;
  const chart = useChartTheme();
  const scheme = useColorScheme();
  const currency = useDisplayCurrency();
  const money = useMoney(currency);
  const compactMoney = useCompactMoney(currency);
  const amount = (value: number) => (mainValue === 'count' ? `${formatNumber(value)} ${value === 1 ? 'transaction' : 'transactions'}` : money(value));
  const tick = (value: number) => (mainValue === 'count' ? formatCountTick(value) : compactMoney(value));
  const byKey = useMemo(() => new Map(timeline.buckets.map((bucket) => [bucket.key, bucket])), [timeline]);
  const data = useMemo(() => timeline.buckets.map((bucket): BarDatum => ({ [INDEX]: bucket.key, ...bucket.totals })), [timeline]);
  const label = timelineLabel(config);
  const legend = timeline.kinds.map((kind) => ({ key: kind, label: kind, color: kindColor(kind, scheme) }));
  // An average of no transaction is no figure; a sum or running total of none is zero.
  const figure = (bucket: Bucket, kind: TransactionKind) => bucket.totals[kind] ?? (operation === 'average' ? null : 0);
  const cell = (bucket: Bucket, kind: TransactionKind) => {
    const value = figure(bucket, kind);
    return value === null ? 'No transactions' : amount(value);
  };
  const periodTooltip = (key: string) => {
    const bucket = byKey.get(key);
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
  const describe = (key: string, kind: string | number, value: number) => `${byKey.get(key)?.longLabel ?? key} ${kind}: ${amount(value)}`;
  const shortLabel = (key: string) => byKey.get(key)?.shortLabel ?? key;

  return (
    <ChartFrame
      legend={<ChartLegend label="Transaction kinds" items={legend} />}
      table={
        <ChartDataTable
          caption={label}
          columns={['Period', ...timeline.kinds]}
          rows={timeline.buckets.map((bucket) => ({ key: bucket.key, cells: [bucket.longLabel, ...timeline.kinds.map((kind) => cell(bucket, kind))] }))}
        />
      }
    >
      {({ width, height }) => {
        const layout = categoryAxisLayout(timeline.buckets.length, width, height, { valueAxisPx: mainValue === 'count' ? 40 : 56 });
        if (chartType === 'line') {
          return (
            <TimelineLines
              width={width}
              height={height}
              layout={layout}
              periods={timeline.buckets.map((bucket) => bucket.key)}
              kinds={timeline.kinds}
              figure={(key, kind) => {
                const bucket = byKey.get(key);
                return bucket ? figure(bucket, kind) : null;
              }}
              describe={describe}
              shortLabel={shortLabel}
              tick={tick}
              tooltip={periodTooltip}
              label={label}
              color={(kind) => kindColor(kind, scheme)}
            />
          );
        }
        return (
          <Bar<BarDatum>
            width={width}
            height={height}
            data={data}
            keys={timeline.kinds}
            indexBy={INDEX}
            groupMode={chartType === 'grouped' ? 'grouped' : 'stacked'}
            margin={layout.margin}
            padding={0.2}
            valueScale={{ type: 'linear', nice: true }}
            colors={(datum) => kindColor(datum.id as TransactionKind, scheme)}
            theme={chart.nivo}
            animate={chart.animate}
            enableLabel={false}
            enableGridY
            axisBottom={categoryAxis(layout, timeline.buckets.map((bucket) => bucket.key), shortLabel)}
            axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: tick }}
            // The whole period in the tooltip, whichever kind is hovered: it reads like a statement line.
            tooltip={({ indexValue }) => periodTooltip(String(indexValue))}
            role="img"
            ariaLabel={label}
            barAriaLabel={(datum) => describe(String(datum.indexValue), datum.id, datum.value ?? 0)}
          />
        );
      }}
    </ChartFrame>
  );
}
