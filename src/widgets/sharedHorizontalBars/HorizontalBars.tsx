/**
 * Horizontal bars with a label per row on the left, the value at each bar's end and a value
 * axis below: the return per holding (signed, gain and loss colours) and the stocks allocation
 * as bars (shares, one colour per group). Rows keep a readable height: with many rows the chart
 * grows taller than the widget and scrolls, instead of squeezing the labels into each other.
 */
import { Box } from '@chakra-ui/react';
import { ResponsiveBar, type BarCustomLayerProps } from '@nivo/bar';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import { useMemo, useState, type ReactNode } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { tickCount } from '../framework/ticks';
import type { ChartTheme } from '../framework/useChartTheme';

export interface BarRow {
  /** Unique per row (a holding key, a group id). */
  id: string;
  /** The row's name on the axis: a ticker, a group. */
  label: string;
  value: number;
  color: string;
}

/** nivo's bar datum is an index-signature record; an interface row does not satisfy it. */
type BarDatum = { id: string; value: number };

export interface HorizontalBarsProps {
  /** In display order, top to bottom. */
  rows: readonly BarRow[];
  chart: ChartTheme;
  /** The value at a bar's end and in its aria-label ("+6.10%"). */
  formatValue: (value: number) => string;
  /** The value axis' ticks ("5%"). */
  formatTick: (value: number) => string;
  tooltip: (row: BarRow) => ReactNode;
  /** The chart's accessible name. */
  label: string;
  /** The hidden table of the figures; off when the widget shows them in a table of its own. */
  withDataTable?: boolean;
  /** The row labels on the left; off leaves the bars unnamed but for their tooltips and aria-labels. */
  showRowLabels?: boolean;
}

const ROW_HEIGHT = 22;
/** A row is never thicker than this: one holding is a bar, not a block filling the widget. */
const MAX_ROW_HEIGHT = 56;
const MARGIN = { top: 6, bottom: 28 };
const LABEL_GAP = 4;

/** Room left of the bars for the longest row label, within 36..120 px (11 px text). */
function leftMargin(rows: readonly BarRow[]): number {
  const longest = rows.reduce((max, row) => Math.max(max, row.label.length), 0);
  return Math.max(36, Math.min(120, longest * 7 + 12));
}

/** Short enough for the axis; the tooltip has the full name. */
function axisLabel(label: string): string {
  return label.length > 16 ? `${label.slice(0, 15)}…` : label;
}

/** Room right of the chart for the value at the end of the longest positive bar ("+12.34%"). */
const VALUE_LABEL_WIDTH = 56;

/**
 * The value domain, always including zero. Negative bars get a quarter of the span more on the
 * left for their labels: the row labels are there, the margin is not free. Positive bars end
 * at the domain's end, their labels in the right margin, so the axis does not run past the
 * data (a "120%" tick on shares of a whole).
 */
function domain(rows: readonly BarRow[]): { min: number; max: number } {
  const low = Math.min(0, ...rows.map((row) => row.value));
  const high = Math.max(0, ...rows.map((row) => row.value));
  const span = high - low;
  if (span === 0) return { min: 0, max: 1 };
  return { min: low < 0 ? low - span * 0.25 : 0, max: high };
}

export function HorizontalBars({ rows, chart, formatValue, formatTick, tooltip, label, withDataTable = true, showRowLabels = true }: HorizontalBarsProps) {
  const [width, setWidth] = useState(0);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  // nivo stacks a horizontal chart's index from the bottom up: reversed, the first row is on top.
  const data = useMemo<BarDatum[]>(() => rows.map((row) => ({ id: row.id, value: row.value })).reverse(), [rows]);
  const margin = { ...MARGIN, left: showRowLabels ? leftMargin(rows) : 12, right: rows.some((row) => row.value >= 0) ? VALUE_LABEL_WIDTH : 12 };
  const { min, max } = domain(rows);
  const hasNegative = rows.some((row) => row.value < 0);

  const ValueLabels = useMemo(() => {
    function Labels({ bars }: BarCustomLayerProps<BarDatum>) {
      const theme = useTheme();
      return (
        <g data-testid="bar-values">
          {bars.map((bar) => {
            const value = bar.data.value ?? 0;
            const negative = value < 0;
            return (
              <text
                key={bar.key}
                x={negative ? bar.x - LABEL_GAP : bar.x + bar.width + LABEL_GAP}
                y={bar.y + bar.height / 2}
                textAnchor={negative ? 'end' : 'start'}
                dominantBaseline="central"
                style={sanitizeSvgTextStyle(theme.labels.text)}
              >
                {formatValue(value)}
              </text>
            );
          })}
        </g>
      );
    }
    return Labels;
  }, [formatValue]);

  return (
    <Box h="full" w="full" overflowY="auto" overflowX="hidden">
      <Box
        h="full"
        minH={`${rows.length * ROW_HEIGHT + MARGIN.top + MARGIN.bottom}px`}
        maxH={`${rows.length * MAX_ROW_HEIGHT + MARGIN.top + MARGIN.bottom}px`}
      >
        <ResponsiveBar<BarDatum>
          data={data}
          keys={['value']}
          indexBy="id"
          layout="horizontal"
          theme={chart.nivo}
          animate={chart.animate}
          onResize={(size) => setWidth(size.width)}
          margin={margin}
          padding={0.3}
          valueScale={{ type: 'linear', min, max }}
          indexScale={{ type: 'band', round: true }}
          colors={(datum) => byId.get(String(datum.indexValue))?.color ?? chart.primary}
          borderRadius={2}
          enableLabel={false}
          enableGridX
          enableGridY={false}
          gridXValues={tickCount(width - margin.left - margin.right, 64)}
          markers={hasNegative ? [{ axis: 'x', value: 0, lineStyle: { stroke: chart.mutedText, strokeWidth: 1 } }] : []}
          axisLeft={showRowLabels ? { tickSize: 0, tickPadding: 6, format: (id) => axisLabel(byId.get(String(id))?.label ?? String(id)) } : null}
          axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: tickCount(width - margin.left - margin.right, 64), format: (value) => formatTick(Number(value)) }}
          layers={['grid', 'axes', 'bars', 'markers', ValueLabels]}
          tooltip={(bar) => {
            const row = byId.get(String(bar.indexValue));
            return row ? <>{tooltip(row)}</> : null;
          }}
          role="img"
          ariaLabel={label}
          barAriaLabel={(bar) => {
            const row = byId.get(String(bar.indexValue));
            return row ? `${row.label}: ${formatValue(row.value)}` : undefined;
          }}
        />
      </Box>
      {withDataTable ? <ChartDataTable caption={label} columns={['Name', 'Value']} rows={rows.map((row) => ({ key: row.id, cells: [row.label, formatValue(row.value)] }))} /> : null}
    </Box>
  );
}
