/**
 * Dividend income: a bar per month of the income received over the widget's interval (gross, as
 * recorded in the ledger; the taxes withheld in the tooltip), then the twelve months ahead in
 * lighter shades of the same colour, stacked from what the market has declared and what is
 * estimated from the forward rates.
 */
import { Box, Stack } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { useMemo } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip, type ChartTooltipRow } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { useCompactMoney } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxisLayout, labelledCategories } from '../sharedHoldingBars/chartLayout';
import { DividendFigure, DividendFigures } from '../sharedDividends/DividendFigures';
import { DividendWidget, type DividendFormats, type Dividends } from '../sharedDividends/DividendWidget';
import { longMonth, shortMonth } from '../sharedDividends/months';
import { shade, STATUS_OPACITY } from '../sharedDividends/payouts';
import { todayMarkerLayer } from '../sharedDividends/todayMarker';
import type { DividendIncomeChartConfig } from './definition';
import { incomeMonths, incomeTotals, isIncomeless, type IncomeMonth } from './incomeMonths';

const INDEX = 'month';
const KEYS = ['received', 'declared', 'estimated'] as const;
type Part = (typeof KEYS)[number];

const PART_LABELS: Record<Part, string> = { received: 'Received', declared: 'Declared', estimated: 'Estimated' };

export function DividendIncomeChart({ config }: WidgetComponentProps<DividendIncomeChartConfig>) {
  return (
    <DividendWidget
      config={config}
      type="Chart"
      isEmpty={(dividends) => isIncomeless(incomeMonths(dividends, config.showForecast))}
      emptyText={config.showForecast ? 'No dividend income received or expected for these holdings.' : 'No dividend income received over this interval.'}
    >
      {(dividends, formats) => <IncomeBars dividends={dividends} formats={formats} interval={config.selectedInterval.desc.toLowerCase()} showForecast={config.showForecast} />}
    </DividendWidget>
  );
}

/** A month's parts as the chart stacks them; zero parts are left out, so nivo draws no empty bar. */
function partsOf(month: IncomeMonth): Partial<Record<Part, number>> {
  const parts: Partial<Record<Part, number>> = {};
  if (month.received && month.received.gross !== 0) parts.received = month.received.gross;
  if (month.forecast?.declared) parts.declared = month.forecast.declared;
  if (month.forecast?.estimated) parts.estimated = month.forecast.estimated;
  return parts;
}

interface IncomeBarsProps {
  dividends: Dividends;
  formats: DividendFormats;
  interval: string;
  showForecast: boolean;
}

function IncomeBars({ dividends, formats, interval, showForecast }: IncomeBarsProps) {
  const chart = useChartTheme();
  const compactMoney = useCompactMoney(dividends.currency);
  const { money } = formats;
  const months = useMemo(() => incomeMonths(dividends, showForecast), [dividends, showForecast]);
  const totals = incomeTotals(months);
  const byMonth = useMemo(() => new Map(months.map((month) => [month.month, month])), [months]);
  const data = useMemo(() => months.map((month): BarDatum => ({ [INDEX]: month.month, ...partsOf(month) })), [months]);
  const values = data.flatMap((datum) => KEYS.map((key) => datum[key]).filter((value): value is number => typeof value === 'number'));
  const base = chart.series[0]!;
  // One colour: the income still to come is the same money, only less certain, so it is lighter.
  const colors: Record<Part, string> = { received: base, declared: shade(base, STATUS_OPACITY.declared), estimated: shade(base, STATUS_OPACITY.estimated) };
  const parts: readonly Part[] = showForecast ? KEYS : ['received'];
  const legend = parts.map((part) => ({ key: part, label: PART_LABELS[part], color: colors[part] }));
  const TodayMarker = useMemo(() => todayMarkerLayer(dividends.asOf, chart.mutedText), [dividends.asOf, chart.mutedText]);
  const label = showForecast ? `Dividend income per month: received over ${interval}, then expected over the next 12 months` : `Dividend income received per month over ${interval}`;

  const tooltip = ({ indexValue }: BarTooltipProps<BarDatum>) => {
    const month = byMonth.get(String(indexValue));
    if (!month) return null;
    return <ChartTooltip title={longMonth(month.month)} subtitle={month.received ? 'Received' : 'Expected'} rows={tooltipRows(month, colors, money)} />;
  };

  return (
    <Stack h="full" minH="40" gap="1" data-state="success">
      <DividendFigures testId="income-totals">
        <DividendFigure label={`Received, ${interval}`} value={money(totals.received)} title={`Gross, before ${money(totals.taxes)} of taxes withheld`} />
        {showForecast ? <DividendFigure label="Next 12 months" value={money(totals.forecast)} title="Declared and estimated dividends at today's rates and shares, gross" /> : null}
      </DividendFigures>
      {showForecast ? <ChartLegend label="Income" items={legend} /> : null}
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>
            {({ width, height }) => {
              const layout = categoryAxisLayout(months.length, width, height);
              return (
                <Bar<BarDatum>
                  width={width}
                  height={height}
                  data={data}
                  keys={[...parts]}
                  indexBy={INDEX}
                  groupMode="stacked"
                  margin={layout.margin}
                  padding={0.2}
                  // Bars grow from zero; a reversed payment (negative income) goes below it.
                  valueScale={{ type: 'linear', min: Math.min(0, ...values), max: Math.max(0, ...values), nice: true }}
                  colors={(datum) => colors[datum.id as Part]}
                  theme={chart.nivo}
                  animate={chart.animate}
                  borderRadius={2}
                  enableLabel={false}
                  enableGridY
                  axisBottom={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickRotation: layout.tickRotation,
                    tickValues: labelledCategories(months.map((month) => month.month), layout.labelEvery),
                    format: (month: string) => shortMonth(month),
                  }}
                  axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: (value: number) => compactMoney(value) }}
                  layers={['grid', 'axes', 'bars', TodayMarker, 'markers', 'legends', 'annotations']}
                  tooltip={tooltip}
                  role="img"
                  ariaLabel={label}
                  barAriaLabel={(datum) => `${longMonth(String(datum.indexValue))} ${PART_LABELS[datum.id as Part].toLowerCase()}: ${money(datum.value ?? 0)}`}
                />
              );
            }}
          </ResponsiveWrapper>
        </Box>
      </Box>
      <ChartDataTable
        caption={label}
        columns={['Month', 'Received', 'Taxes withheld', ...(showForecast ? ['Declared', 'Estimated'] : [])]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            longMonth(month.month),
            month.received ? money(month.received.gross) : '—',
            month.received ? money(month.received.taxes) : '—',
            ...(showForecast ? [month.forecast ? money(month.forecast.declared) : '—', month.forecast ? money(month.forecast.estimated) : '—'] : []),
          ],
        }))}
      />
    </Stack>
  );
}

function tooltipRows(month: IncomeMonth, colors: Record<Part, string>, money: (value: number) => string): ChartTooltipRow[] {
  if (month.received) {
    const { gross, taxes, fees, net } = month.received;
    return [
      { label: 'Gross', value: money(gross), color: colors.received },
      ...(taxes !== 0 ? [{ label: 'Taxes withheld', value: money(-taxes) }] : []),
      ...(fees !== 0 ? [{ label: 'Fees', value: money(-fees) }] : []),
      ...(taxes !== 0 || fees !== 0 ? [{ label: 'Net', value: money(net) }] : []),
    ];
  }
  const forecast = month.forecast!;
  return [
    { label: PART_LABELS.declared, value: money(forecast.declared), color: colors.declared },
    { label: PART_LABELS.estimated, value: money(forecast.estimated), color: colors.estimated },
    { label: 'Expected, gross', value: money(forecast.income) },
  ];
}
