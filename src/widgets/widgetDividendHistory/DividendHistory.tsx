/**
 * Dividend history: one holding's regular dividend a share per calendar year as bars (in the
 * currency it pays in, adjusted for splits), with its 3- and 5-year growth and forward rate. A
 * select picks the holding among the payers, the largest forward income first; the year of asOf
 * is not over, so its bar is lighter and labelled "so far".
 */
import { Box, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { Bar, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
import { useState } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { categoryAxisLayout, labelledCategories } from '../sharedHoldingBars/chartLayout';
import { DividendFigure, DividendFigures } from '../sharedDividends/DividendFigures';
import { DividendWidget, type DividendFormats, type DividendHolding } from '../sharedDividends/DividendWidget';
import { shade, STATUS_OPACITY } from '../sharedDividends/payouts';
import { useCellFormat } from '../sharedTable/useCellFormat';
import type { DividendHistoryConfig } from './definition';
import { payersOf, yearBars, type YearBar } from './dividendYears';

const INDEX = 'year';

export function DividendHistory({ config }: WidgetComponentProps<DividendHistoryConfig>) {
  return (
    <DividendWidget config={config} type="Chart" isEmpty={(dividends) => payersOf(dividends.holdings).length === 0} emptyText="None of these holdings has paid a dividend yet.">
      {(dividends, formats) => <History payers={payersOf(dividends.holdings)} asOfYear={Number(dividends.asOf.slice(0, 4))} formats={formats} />}
    </DividendWidget>
  );
}

function History({ payers, asOfYear, formats }: { payers: DividendHolding[]; asOfYear: number; formats: DividendFormats }) {
  const chart = useChartTheme();
  const cell = useCellFormat();
  // The holding picked; until then (or once it is sold) the largest payer.
  const [picked, setPicked] = useState<string | null>(null);
  const holding = payers.find((candidate) => candidate.key === picked) ?? payers[0]!;
  const bars = yearBars(holding.yearly, asOfYear);
  const byYear = new Map(bars.map((bar) => [String(bar.year), bar]));
  const perShare = (value: number) => cell.price(value, holding.currency);
  const signed = (ratio: number | null) => (ratio !== null && ratio > 0 ? `+${formats.percent(ratio)}` : formats.percent(ratio));
  const yearLabel = (bar: YearBar) => (bar.partial ? `${bar.year} so far` : String(bar.year));
  const color = chart.series[0]!;
  const label = `${holding.stock.ticker} dividend a share per calendar year`;

  const tooltip = ({ indexValue }: BarTooltipProps<BarDatum>) => {
    const bar = byYear.get(String(indexValue));
    if (!bar) return null;
    return (
      <ChartTooltip
        title={yearLabel(bar)}
        subtitle={holding.stock.name ?? undefined}
        rows={[{ label: 'Dividend a share', value: perShare(bar.amount), color: bar.partial ? shade(color, STATUS_OPACITY.declared) : color }, ...(bar.change !== null ? [{ label: 'On the year before', value: signed(bar.change), tone: bar.change }] : [])]}
      />
    );
  };

  return (
    <Stack h="full" minH="40" gap="2" data-state="success">
      <HStack justify="space-between" gap="3" rowGap="1" flexWrap="wrap" flexShrink="0">
        <NativeSelect.Root size="xs" width="auto" maxW="full">
          <NativeSelect.Field aria-label="Holding" value={holding.key} onChange={(event) => setPicked(event.currentTarget.value)}>
            {payers.map((payer) => (
              <option key={payer.key} value={payer.key}>
                {payer.stock.name ? `${payer.stock.ticker} · ${payer.stock.name}` : payer.stock.ticker}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <DividendFigures testId="dividend-growth">
          <DividendFigure label="3Y growth" title="Compound annual growth of the regular dividend a share over the last 3 complete years" value={signed(holding.growth3Y)} tone={holding.growth3Y} />
          <DividendFigure label="5Y growth" title="Compound annual growth of the regular dividend a share over the last 5 complete years" value={signed(holding.growth5Y)} tone={holding.growth5Y} />
          <DividendFigure label="Forward" title="The annual dividend a share going forward" value={perShare(holding.forwardRate)} />
        </DividendFigures>
      </HStack>
      <Box flex="1" minH="0" position="relative">
        <Box position="absolute" inset="0">
          <ResponsiveWrapper>
            {({ width, height }) => {
              const layout = categoryAxisLayout(bars.length, width, height, { valueAxisPx: 52 });
              return (
                <Bar<BarDatum>
                  width={width}
                  height={height}
                  data={bars.map((bar) => ({ [INDEX]: String(bar.year), amount: bar.amount }))}
                  keys={['amount']}
                  indexBy={INDEX}
                  margin={layout.margin}
                  // A few years get slimmer bars, so two years are not two blocks across the widget.
                  padding={bars.length < 4 ? 0.6 : 0.25}
                  valueScale={{ type: 'linear', min: 0, nice: true }}
                  colors={(datum) => (byYear.get(String(datum.indexValue))?.partial ? shade(color, STATUS_OPACITY.declared) : color)}
                  theme={chart.nivo}
                  animate={chart.animate}
                  borderRadius={2}
                  enableLabel={false}
                  enableGridY
                  axisBottom={{
                    tickSize: 0,
                    tickPadding: 6,
                    tickRotation: layout.tickRotation,
                    tickValues: labelledCategories(bars.map((bar) => String(bar.year)), layout.labelEvery),
                  }}
                  axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: (value: number) => perShare(value) }}
                  tooltip={tooltip}
                  role="img"
                  ariaLabel={label}
                  barAriaLabel={(datum) => {
                    const bar = byYear.get(String(datum.indexValue));
                    return `${bar ? yearLabel(bar) : datum.indexValue}: ${perShare(datum.value ?? 0)}`;
                  }}
                />
              );
            }}
          </ResponsiveWrapper>
        </Box>
      </Box>
      <ChartDataTable
        caption={label}
        columns={['Year', 'Dividend a share', 'On the year before']}
        rows={bars.map((bar) => ({ key: String(bar.year), cells: [yearLabel(bar), perShare(bar.amount), bar.change === null ? '—' : signed(bar.change)] }))}
      />
    </Stack>
  );
}
