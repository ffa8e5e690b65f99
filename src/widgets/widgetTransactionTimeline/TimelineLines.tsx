/**
 * The transaction timeline as lines, one per kind of transaction, over the periods: the shape a
 * running total reads best in, and two kinds stay legible where stacked bars would hide one.
 */
import { Line, type SliceTooltipProps } from '@nivo/line';
import type { ReactNode } from 'react';
import type { TransactionKind } from '../../ui/kindPalettes';
import { useChartTheme } from '../framework/useChartTheme';
import { categoryAxis, type CategoryAxisLayout } from '../sharedHoldingBars/chartLayout';

interface KindLine {
  id: TransactionKind;
  data: { x: string; y: number | null }[];
}

export interface TimelineLinesProps {
  width: number;
  height: number;
  layout: CategoryAxisLayout;
  /** The periods' keys (their first day), oldest first. */
  periods: readonly string[];
  kinds: readonly TransactionKind[];
  /** A kind's figure in a period; null where it has none (an average without a transaction): a gap in its line. */
  figure: (period: string, kind: TransactionKind) => number | null;
  describe: (period: string, kind: TransactionKind, value: number) => string;
  shortLabel: (period: string) => string;
  tick: (value: number) => string;
  tooltip: (period: string) => ReactNode;
  label: string;
  color: (kind: TransactionKind) => string;
}

export function TimelineLines({ width, height, layout, periods, kinds, figure, describe, shortLabel, tick, tooltip, label, color }: TimelineLinesProps) {
  const chart = useChartTheme();
  const data: KindLine[] = kinds.map((kind) => ({ id: kind, data: periods.map((period) => ({ x: period, y: figure(period, kind) })) }));
  const sliceTooltip = ({ slice }: SliceTooltipProps<KindLine>) => tooltip(String(slice.points[0]?.data.x ?? ''));
  return (
    <Line<KindLine>
      width={width}
      height={height}
      data={data}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
      // The end points sit on the plot's edges: room for their labels.
      margin={{ ...layout.margin, right: layout.margin.right + 16 }}
      colors={kinds.map(color)}
      theme={chart.nivo}
      animate={chart.animate}
      lineWidth={2}
      pointSize={periods.length > 40 ? 0 : 5}
      pointBorderWidth={0}
      enableGridX={false}
      axisBottom={categoryAxis(layout, periods, shortLabel)}
      axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: layout.valueTicks, format: tick }}
      enableSlices="x"
      sliceTooltip={sliceTooltip}
      role="img"
      ariaLabel={label}
      pointAriaLabel={(point) => describe(String(point.data.x), point.seriesId as TransactionKind, Number(point.data.y))}
    />
  );
}
