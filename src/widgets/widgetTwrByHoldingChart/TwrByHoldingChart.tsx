import { useWidgetHoldingReturnsQuery, type WidgetHoldingReturnsQuery } from '../../generated/graphql';
import { ChartTooltip } from '../framework/ChartTooltip';
import { analyticsFilter } from '../framework/commonFields';
import { intervalLabel } from '../framework/intervals';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { HorizontalBars } from '../sharedHorizontalBars/HorizontalBars';
import type { TwrByHoldingChartConfig } from './definition';

type HoldingReturn = WidgetHoldingReturnsQuery['holdingReturns'][number];
type RankedReturn = HoldingReturn & { twr: number };

/**
 * Holdings with a return over the interval, best first (ties by ticker, for a stable order). A
 * holding without one (bought after the interval's start and not yet priced, say) is left out
 * rather than drawn as a 0% bar it did not earn.
 */
export function rankByTwr(returns: readonly HoldingReturn[]): RankedReturn[] {
  return returns
    .filter((holding): holding is RankedReturn => holding.twr !== null && Number.isFinite(holding.twr))
    .sort((a, b) => b.twr - a.twr || a.stock.ticker.localeCompare(b.stock.ticker));
}

const signedPercent = (value: number) => formatPercent(value, { signed: true });

/** Axis ticks: whole percents, one decimal where the range is small ("0.5%"). */
const tickFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const formatTick = (value: number) => tickFormat.format(value);

export function TwrByHoldingChart({ config }: WidgetComponentProps<TwrByHoldingChartConfig>) {
  const result = useWidgetHoldingReturnsQuery({ variables: { filter: analyticsFilter(config) } });
  const chart = useChartTheme();
  const interval = intervalLabel(config.selectedInterval).toLowerCase();
  return (
    <WidgetState
      result={result}
      select={(data) => rankByTwr(data.holdingReturns)}
      isEmpty={(ranked) => ranked.length === 0}
      emptyText="No holding has a return over this interval yet."
      type="Chart"
    >
      {(ranked) => {
        const byKey = new Map(ranked.map((holding) => [holding.key, holding]));
        return (
          <HorizontalBars
            label={`Time-weighted return per holding over ${interval}`}
            rows={ranked.map((holding) => ({ id: holding.key, label: holding.stock.ticker, value: holding.twr, color: holding.twr < 0 ? chart.loss : chart.gain }))}
            chart={chart}
            formatValue={signedPercent}
            formatTick={formatTick}
            tooltip={(row) => {
              const annualised = byKey.get(row.id)?.twrAnnualised ?? null;
              return (
                <ChartTooltip
                  title={row.label}
                  subtitle={byKey.get(row.id)?.stock.name ?? undefined}
                  rows={[
                    { label: `TWR, ${interval}`, value: signedPercent(row.value), tone: row.value, color: row.color },
                    ...(annualised !== null ? [{ label: 'Annualised', value: signedPercent(annualised), tone: annualised }] : []),
                  ]}
                />
              );
            }}
          />
        );
      }}
    </WidgetState>
  );
}
