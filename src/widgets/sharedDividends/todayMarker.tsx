/**
 * A dashed line at today's place in a month-by-month bar chart: within the bar of asOf's month,
 * as far along it as the day is through the month, so the paid part of the chart and the part
 * still to come read apart at a glance.
 */
import type { BarCustomLayerProps, BarDatum } from '@nivo/bar';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import { getDaysInMonth, parseISO } from 'date-fns';
import { monthOf } from './months';

/** The index scale of a vertical bar chart (d3's band scale), as nivo hands it to a layer. */
interface BandScale {
  (value: string): number | undefined;
  bandwidth: () => number;
}

/** How far through its month a yyyy-MM-dd day is: the middle of the day, 0..1. */
export function monthFraction(day: string): number {
  const date = parseISO(day);
  return (date.getDate() - 0.5) / getDaysInMonth(date);
}

/** A nivo bar layer marking `today` (yyyy-MM-dd) in the chart whose index values are yyyy-MM months. */
export function todayMarkerLayer(today: string, color: string) {
  function TodayMarker({ xScale, innerHeight }: BarCustomLayerProps<BarDatum>) {
    const theme = useTheme();
    const scale = xScale as unknown as BandScale;
    const start = scale(monthOf(today));
    if (start === undefined || typeof scale.bandwidth !== 'function') return null;
    const x = Math.round(start + scale.bandwidth() * monthFraction(today)) + 0.5;
    return (
      <g data-testid="today-marker" aria-hidden>
        <line x1={x} x2={x} y1={0} y2={innerHeight} stroke={color} strokeWidth={1.5} strokeDasharray="4 3" />
        <text x={x + 3} y={2} dominantBaseline="hanging" style={{ ...sanitizeSvgTextStyle(theme.labels.text), fill: color, fontSize: 10 }}>
          Today
        </text>
      </g>
    );
  }
  return TodayMarker;
}
