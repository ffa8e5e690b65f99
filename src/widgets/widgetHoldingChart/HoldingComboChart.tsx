/**
 * The holding chart with two figures, each drawn as bars or as a line, on one shared value axis
 * or the second on its own axis at the right. nivo's bar chart draws the holdings' bands, the bars
 * and the axes; the lines and the hover bands are layers of our own over it, drawn on the same
 * scales (nivo has no chart that mixes bars and lines, nor a second value scale: see valueAxes).
 */
import { Box } from '@chakra-ui/react';
import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { ThemeProvider } from '@nivo/theming';
import { createContext, useContext, useMemo, useState } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { ChartFrame } from '../sharedHoldingBars/ChartFrame';
import { ChartLegend } from '../sharedHoldingBars/ChartLegend';
import { categoryAxis, categoryAxisLayout } from '../sharedHoldingBars/chartLayout';
import { holdingTable, type HoldingRow } from '../sharedHoldingBars/HoldingBars';
import { useSeriesFormats, type ChartSeries, type FormattedSeries } from '../sharedHoldingBars/useSeriesFormats';
import { valueAxes } from './valueAxes';

export type SeriesShape = 'bar' | 'line';

export interface ComboSeries extends ChartSeries {
  shape: SeriesShape;
  /** On the right-hand axis, with its own scale. */
  rightAxis: boolean;
}

const INDEX = 'holding';
/** Room for the right axis' labels ("12.5%", "$1.2K"). */
const RIGHT_AXIS_PX = 48;

type Plotted = FormattedSeries & Pick<ComboSeries, 'shape' | 'rightAxis'>;

interface Hovered {
  key: string;
  /** The band's centre, in px from the chart's left edge. */
  x: number;
}

export function HoldingComboChart({ rows, series: given, currency, label }: { rows: readonly HoldingRow[]; series: readonly ComboSeries[]; currency: string; label: string }) {
  const chart = useChartTheme();
  const { series: formatted } = useSeriesFormats(given, currency);
  const series = useMemo<Plotted[]>(() => formatted.map((entry, index) => ({ ...entry, shape: given[index]!.shape, rightAxis: given[index]!.rightAxis })), [formatted, given]);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const byKey = useMemo(() => new Map(rows.map((row) => [row.key, row])), [rows]);
  const valueOf = (row: HoldingRow | undefined, key: string) => {
    const value = row?.values[key];
    return value !== null && value !== undefined && Number.isFinite(value) ? value : null;
  };
  const valuesOf = (rightAxis: boolean) => series.filter((entry) => entry.rightAxis === rightAxis).flatMap((entry) => rows.flatMap((row) => valueOf(row, entry.key) ?? []));
  const hasRight = series.some((entry) => entry.rightAxis);
  const leftFormat = series.find((entry) => !entry.rightAxis)?.format;
  const rightFormat = series.find((entry) => entry.rightAxis)?.format;
  const tickerOf = (key: string | number) => byKey.get(String(key))?.ticker ?? String(key);
  const describe = (entry: Plotted, row: HoldingRow, value: number) => `${row.ticker} ${entry.label}: ${entry.format.full(value)}`;
  const legend = series.map(({ key, label: name, color, rightAxis }) => ({ key, label: name, color, ...(hasRight ? { note: rightAxis ? 'right axis' : 'left axis' } : {}) }));
  const barSeries = series.filter((entry) => entry.shape === 'bar');

  return (
    <ChartFrame
      legend={<ChartLegend label="Series" items={legend} />}
      table={<ChartDataTable caption={label} {...holdingTable(rows, series)} />}
      overlay={hovered ? <HoverTooltip hovered={hovered} row={byKey.get(hovered.key)} series={series} /> : null}
    >
      {({ width, height }) => {
        const base = categoryAxisLayout(rows.length, width - (hasRight ? RIGHT_AXIS_PX : 0), height);
        const margin = { ...base.margin, right: base.margin.right + (hasRight ? RIGHT_AXIS_PX : 0) };
        const axes = valueAxes(valuesOf(false), hasRight ? valuesOf(true) : null, base.valueTicks);
        const drawn = (entry: Plotted, value: number) => (entry.rightAxis ? axes.toLeft(value) : value);
        // A missing figure is left out of the datum: no bar rather than a zero one.
        const data = rows.map((row) => {
          const datum: BarDatum = { [INDEX]: row.key };
          for (const entry of barSeries) {
            const value = valueOf(row, entry.key);
            if (value !== null) datum[entry.key] = drawn(entry, value);
          }
          return datum;
        });
        const layer: LayerContext = { rows, series, valueOf, drawn, describe, onHover: (key, x) => setHovered(key === null ? null : { key, x: margin.left + x }) };
        return (
          // The layer reads what it draws from here: nivo renders a custom layer as a component, so
          // one made in this function would be a new component, remounted, at every render.
          <ComboLayerContext.Provider value={layer}>
            <Bar<BarDatum>
              width={width}
              height={height}
              data={data}
              keys={barSeries.map((entry) => entry.key)}
              indexBy={INDEX}
              groupMode="grouped"
              margin={margin}
              padding={rows.length < 4 ? 0.6 : 0.25}
              innerPadding={barSeries.length > 1 ? 1 : 0}
              valueScale={{ type: 'linear', min: axes.left.min, max: axes.left.max }}
              colors={(datum) => series.find((entry) => entry.key === datum.id)?.color ?? chart.primary}
              theme={chart.nivo}
              animate={chart.animate}
              borderRadius={2}
              enableLabel={false}
              enableGridY
              gridYValues={axes.left.ticks}
              // Our hover bands show both figures; nivo's own tooltip would show only a bar's.
              isInteractive={false}
              axisBottom={categoryAxis(base, rows.map((row) => row.key), tickerOf)}
              axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: axes.left.ticks, format: (value: number) => leftFormat?.tick(value) ?? String(value) }}
              axisRight={
                axes.right && rightFormat
                  ? { tickSize: 0, tickPadding: 6, tickValues: axes.right.ticks.map(axes.toLeft), format: (value: number) => rightFormat.tick(axes.fromLeft(value)) }
                  : null
              }
              layers={['grid', 'axes', 'bars', 'markers', ComboLayer]}
              role="img"
              ariaLabel={label}
              barAriaLabel={(datum) => {
                const entry = series.find((candidate) => candidate.key === datum.id);
                const row = byKey.get(String(datum.indexValue));
                const value = valueOf(row, String(datum.id));
                return entry && row && value !== null ? describe(entry, row, value) : String(datum.id);
              }}
              markers={[{ axis: 'y', value: 0, lineStyle: { stroke: chart.mutedText, strokeWidth: 1, strokeOpacity: 0.6 } }]}
            />
          </ComboLayerContext.Provider>
        );
      }}
    </ChartFrame>
  );
}

interface LayerContext {
  rows: readonly HoldingRow[];
  series: readonly Plotted[];
  valueOf: (row: HoldingRow | undefined, key: string) => number | null;
  /** A value where the left scale draws it. */
  drawn: (entry: Plotted, value: number) => number;
  describe: (entry: Plotted, row: HoldingRow, value: number) => string;
  /** A holding hovered (its band's centre, in px from the plot's left edge), or none. */
  onHover: (key: string | null, x: number) => void;
}

const ComboLayerContext = createContext<LayerContext | null>(null);

/** The lines over the bars, and hover bands over the whole height: one holding's figures at once, as a statement line. */
function ComboLayer({ xScale, yScale, innerHeight }: BarCustomLayerProps<BarDatum>) {
  const context = useContext(ComboLayerContext);
  if (!context) return null;
  const { rows, series, valueOf, drawn, describe, onHover } = context;
  const band = xScale as unknown as ((key: string) => number) & { bandwidth: () => number };
  const y = yScale as unknown as (value: number) => number;
  const centre = (key: string) => band(key) + band.bandwidth() / 2;
  return (
    <g>
      {series
        .filter((entry) => entry.shape === 'line')
        .map((entry) => {
          const points = rows.flatMap((row) => {
            const value = valueOf(row, entry.key);
            return value === null ? [] : [{ row, value, x: centre(row.key), y: y(drawn(entry, value)) }];
          });
          // A holding without the figure breaks the line rather than dropping it to zero.
          const byRow = new Map(points.map((point) => [point.row.key, point]));
          let path = '';
          let broken = true;
          for (const row of rows) {
            const point = byRow.get(row.key);
            if (point) path += `${broken ? 'M' : 'L'}${point.x},${point.y}`;
            broken = !point;
          }
          return (
            <g key={entry.key} data-series={entry.key}>
              <path d={path} fill="none" stroke={entry.color} strokeWidth={2} data-testid={`line-${entry.key}`} />
              {points.map((point) => (
                <circle key={point.row.key} cx={point.x} cy={point.y} r={rows.length > 40 ? 0 : 3} fill={entry.color} aria-label={describe(entry, point.row, point.value)} />
              ))}
            </g>
          );
        })}
      {rows.map((row) => (
        <rect
          key={row.key}
          data-holding={row.key}
          x={band(row.key)}
          y={0}
          width={band.bandwidth()}
          height={innerHeight}
          fill="transparent"
          onMouseEnter={() => onHover(row.key, centre(row.key))}
          onMouseLeave={() => onHover(null, 0)}
        />
      ))}
    </g>
  );
}

function HoverTooltip({ hovered, row, series }: { hovered: Hovered; row: HoldingRow | undefined; series: readonly Plotted[] }) {
  const chart = useChartTheme();
  if (!row) return null;
  const figures = series.flatMap((entry) => {
    const value = row.values[entry.key];
    return value === null || value === undefined || !Number.isFinite(value) ? [] : [{ label: entry.label, value: entry.format.full(value), color: entry.color }];
  });
  return (
    // ChartTooltip reads nivo's theme; outside the chart it needs the provider.
    <ThemeProvider theme={chart.nivo}>
      <Box position="absolute" top="2" left={`${hovered.x}px`} transform="translateX(-50%)" pointerEvents="none" zIndex="1">
        <ChartTooltip title={row.ticker} subtitle={row.name} rows={figures} />
      </Box>
    </ThemeProvider>
  );
}
