/**
 * The chart's choices and their labels, shared by its settings (definition.ts, in the catalogue's
 * first load) and its toolbar; kept apart from the drawing so the catalogue does not load that.
 */
import type { FieldOption } from '../framework/configFields';

export const CHART_TYPE_LABELS = { candles: 'Candles', line: 'Line', area: 'Area' } as const;
export type ChartType = keyof typeof CHART_TYPE_LABELS;

export const MOVING_AVERAGE_LABELS = { none: 'None', '20': 'SMA 20', '50': 'SMA 50', '20+50': 'SMA 20 and 50', '50+200': 'SMA 50 and 200' } as const;
export type MovingAverages = keyof typeof MOVING_AVERAGE_LABELS;

function optionsOf<K extends string>(labels: Readonly<Record<K, string>>): readonly FieldOption<K>[] {
  return (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
}

export const CHART_TYPE_OPTIONS = optionsOf(CHART_TYPE_LABELS);
export const MOVING_AVERAGE_OPTIONS = optionsOf(MOVING_AVERAGE_LABELS);
