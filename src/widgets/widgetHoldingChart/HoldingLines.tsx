/**
 * The holding chart's figure as a line: holdings along the x axis in the bars' order. Two figures
 * are drawn by HoldingComboChart, which mixes lines with bars and can give each its own axis.
 */
import { Line, type SliceTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { ChartFrame } from '../sharedHoldingBars/ChartFrame';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxis, categoryAxisLayout } from '../sharedHoldingBars/chartLayout';
import { holdingTable, type HoldingRow } from '../sharedHoldingBars/HoldingBars';
import { useSeriesFormats, type ChartSeries } from '../sharedHoldingBars/useSeriesFormats';

interface LineSeries {
  id: string;
  data: { x: string; y: number | null }[];
}

export function HoldingLines({ rows, series: given, currency, label }: { rows: readonly HoldingRow[]; series: readonly ChartSeries[]; currency: string; label: string }) {
  const chart = useChartTheme();
  const { series, axis, legend, seriesOf } = useSeriesFormats(given, currency);
  const byKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const labelOf = (id: string | number) => seriesOf(id)?.label ?? String(id);
  const formatOf = (id: string | number) => seriesOf(id)?.format ?? axis;
  // A missing figure is a gap in the line (null), not a drop to zero.
  const data = useMemo<LineSeries[]>(
    () => series.map((entry) => ({ id: entry.key, data: rows.map((row) => ({ x: row.key, y: row.values[entry.key] ?? null })) })),
    [rows, series],
  );
  const tickerOf = (key: string | number | Date | null) => byKey.get(String(key))?.ticker ?? String(key);
  const sliceTooltip = ({ slice }: SliceTooltipProps<LineSeries>) => {
    const row = byKey.get(String(slice.points[0]?.data.x));
    return (
      <ChartTooltip
        title={row?.ticker ?? ''}
        subtitle={row?.name}
        rows={slice.points.map((point) => ({ label: labelOf(point.seriesId), value: formatOf(point.seriesId).full(Number(point.data.y)), color: point.seriesColor }))}
      />
    );
  };
  return (
    <ChartFrame legend={series.length > 1 ? <ChartLegend label="Series" items={legend} /> : null} table={<ChartDataTable caption={label} {...holdingTable(rows, series)} />}>
      {({ width, height }) => {
        const layout = categoryAxisLayout(rows.length, width, height);
        return (
          <Line<LineSeries>
            width={width}
            height={height}
            data={data}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: 'auto', max: 'auto', nice: true }}
            // The end points sit on the plot's edges: room for their labels.
            margin={{ ...layout.margin, right: layout.margin.right + 16 }}
            colors={series.map((entry) => entry.color)}
            theme={chart.nivo}
            animate={chart.animate}
            lineWidth={2}
            pointSize={rows.length > 40 ? 0 : 6}
            pointBorderWidth={0}
            enableGridX={false}
            axisBottom={categoryAxis(layout, rows.map((row) => row.key), tickerOf)}
            axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: (value: number) => axis.tick(value) }}
            enableSlices="x"
            sliceTooltip={sliceTooltip}
            role="img"
            ariaLabel={label}
            pointAriaLabel={(point) => `${tickerOf(point.data.x)} ${labelOf(point.seriesId)}: ${formatOf(point.seriesId).full(Number(point.data.y))}`}
            markers={[{ axis: 'y', value: 0, lineStyle: { stroke: chart.mutedText, strokeWidth: 1, strokeOpacity: 0.6 } }]}
          />
        );
      }}
    </ChartFrame>
  );
}
