/**
 * A quote's last session as a tiny line (or a line over a soft area), green when the price is up,
 * red when down. Drawn as one SVG path: a chart library's axes, scales and animation are nothing
 * a 64-pixel line needs, and a list of twenty would pay for them twenty times.
 */
import { Box } from '@chakra-ui/react';
import { toneColor } from '../framework/useMoney';

export type SparklineStyle = 'line' | 'area';

export interface SparklinePaths {
  line: string;
  /** The line closed down to the bottom edge. */
  area: string;
}

/** The paths of `values` across a width × height box, the lowest value on the bottom edge; null below two points. */
export function sparklinePaths(values: readonly number[], width: number, height: number): SparklinePaths | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length < 2) return null;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  // A flat session draws a flat line through the middle, not along an edge.
  const span = max - min;
  const y = (value: number) => (span === 0 ? height / 2 : height - ((value - min) / span) * height);
  const step = width / (finite.length - 1);
  const points = finite.map((value, i) => `${(i * step).toFixed(1)},${y(value).toFixed(1)}`);
  const line = `M${points.join('L')}`;
  return { line, area: `${line}L${width.toFixed(1)},${height}L0,${height}Z` };
}

interface SparklineProps {
  values: readonly number[];
  /** The change that colours it: up green, down red. */
  tone: number;
  variant: SparklineStyle;
  width?: number;
  height?: number;
}

export function Sparkline({ values, tone, variant, width = 64, height = 24 }: SparklineProps) {
  // A stroke's half width stays inside the box at the top and bottom.
  const paths = sparklinePaths(values, width, height - 2);
  return (
    <Box as="span" display="inline-flex" flexShrink={0} color={toneColor(tone)} w={`${width}px`} h={`${height}px`} aria-hidden="true" data-testid="sparkline">
      {paths ? (
        <svg width={width} height={height} viewBox={`0 -1 ${width} ${height}`} fill="none">
          {variant === 'area' ? <path d={paths.area} fill="currentColor" fillOpacity={0.14} stroke="none" /> : null}
          <path d={paths.line} stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
        </svg>
      ) : null}
    </Box>
  );
}
