import { HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWidgetHoldingReturnsQuery, type WidgetHoldingReturnsQuery } from '../../generated/graphql';
import { ChartTooltip } from '../framework/ChartTooltip';
import { analyticsFilter } from '../framework/commonFields';
import { ReturnsHelp } from '../framework/ReturnsHelp';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { HorizontalBars } from '../sharedHorizontalBars/HorizontalBars';
import type { TwrByHoldingChartConfig } from './definition';

type HoldingReturn = WidgetHoldingReturnsQuery['holdingReturns'][number];

/** Which return the bars draw: the time-weighted one over the interval, or the money-weighted one per year. */
export type ReturnMeasure = 'twr' | 'xirr';

const MEASURES: { value: ReturnMeasure; label: string }[] = [
  { value: 'twr', label: 'Time-weighted' },
  { value: 'xirr', label: 'Money-weighted' },
];

export interface RankedReturn {
  holding: HoldingReturn;
  value: number;
}

/**
 * Holdings with the chosen return over the interval, best first (ties by ticker, for a stable
 * order). A holding without one (bought after the interval's start and not yet priced, say, or
 * money that only went one way for the money-weighted return) is left out rather than drawn as a
 * 0% bar it did not earn.
 */
export function rankReturns(returns: readonly HoldingReturn[], measure: ReturnMeasure): RankedReturn[] {
  return returns
    .flatMap((holding) => {
      const value = holding[measure];
      return value !== null && Number.isFinite(value) ? [{ holding, value }] : [];
    })
    .sort((a, b) => b.value - a.value || a.holding.stock.ticker.localeCompare(b.holding.stock.ticker));
}

const hasAnyReturn = (holding: HoldingReturn) => holding.twr !== null || holding.xirr !== null;

const signedPercent = (value: number) => formatPercent(value, { signed: true });

/** Axis ticks: whole percents, one decimal where the range is small ("0.5%"). */
const tickFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const formatTick = (value: number) => tickFormat.format(value);

export function TwrByHoldingChart({ config }: WidgetComponentProps<TwrByHoldingChartConfig>) {
  const result = useWidgetHoldingReturnsQuery({ variables: { filter: analyticsFilter(config) } });
  const chart = useChartTheme();
  // A way of looking at the same answer, not a setting: it starts at the widget's own figure each time.
  const [measure, setMeasure] = useState<ReturnMeasure>('twr');
  const interval = config.selectedInterval.desc.toLowerCase();
  const label = measure === 'twr' ? `Time-weighted return per holding over ${interval}` : `Money-weighted return per year per holding over ${interval}`;
  return (
    <WidgetState
      result={result}
      select={(data) => data.holdingReturns.filter(hasAnyReturn)}
      isEmpty={(returns) => returns.length === 0}
      emptyText="No holding has a return over this interval yet."
      type="Chart"
    >
      {(returns) => {
        const ranked = rankReturns(returns, measure);
        const byKey = new Map(returns.map((holding) => [holding.key, holding]));
        return (
          <Stack h="full" gap="1">
            {/* The caption has a line of its own, so switching does not move the bars as it grows. */}
            <Stack gap="0.5" align="start">
              <SegmentGroup.Root size="xs" value={measure} onValueChange={(details) => setMeasure(details.value === 'xirr' ? 'xirr' : 'twr')} aria-label="Return">
                <SegmentGroup.Indicator />
                <SegmentGroup.Items items={MEASURES} />
              </SegmentGroup.Root>
              <HStack gap="0.5" minW="0" maxW="full">
                <Text textStyle="xs" color="fg.muted" truncate>
                  {measure === 'twr' ? `over ${interval}` : `per year, over ${interval}`}
                </Text>
                <ReturnsHelp />
              </HStack>
            </Stack>
            {ranked.length === 0 ? (
              <Text textStyle="sm" color="fg.muted" py="4" textAlign="center">
                No holding has a money-weighted return over this interval: no rate balances the money put in and taken out.
              </Text>
            ) : (
              <Stack flex="1" minH="0">
                <HorizontalBars
                  label={label}
                  rows={ranked.map(({ holding, value }) => ({ id: holding.key, label: holding.stock.ticker, value, color: value < 0 ? chart.loss : chart.gain }))}
                  chart={chart}
                  formatValue={signedPercent}
                  formatTick={formatTick}
                  tooltip={(row) => {
                    const holding = byKey.get(row.id);
                    const twr = holding?.twr ?? null;
                    const annualised = holding?.twrAnnualised ?? null;
                    const xirr = holding?.xirr ?? null;
                    const swatch = (shown: ReturnMeasure) => (shown === measure ? row.color : undefined);
                    return (
                      <ChartTooltip
                        title={row.label}
                        subtitle={holding?.stock.name ?? undefined}
                        rows={[
                          { label: `TWR, ${interval}`, value: formatPercent(twr, { signed: true }), tone: twr, color: swatch('twr') },
                          ...(annualised !== null ? [{ label: 'TWR annualised', value: signedPercent(annualised), tone: annualised }] : []),
                          { label: 'Money-weighted, a year', value: formatPercent(xirr, { signed: true }), tone: xirr, color: swatch('xirr') },
                        ]}
                      />
                    );
                  }}
                />
              </Stack>
            )}
          </Stack>
        );
      }}
    </WidgetState>
  );
}
