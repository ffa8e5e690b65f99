/**
 * nivo's theme and series colours from the app's current palette (its chart
 * colours). nivo draws SVG attributes, where CSS variables do not resolve, so the concrete
 * colours of the theme on screen are handed over; a theme switch re-renders the charts.
 */
import type { PartialTheme } from '@nivo/theming';
import { useMemo } from 'react';
import { palettes, type Palette } from '../../ui/themes/palettes';
import { useShownPalette } from '../../ui/themes/useShownPalette';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import { useShowLabel } from './widgetDisplay';

/** Series colours, distinguishable in both schemes and for the common colour-vision deficiencies. */
const SERIES = {
  light: ['#2563eb', '#0d9488', '#d97706', '#7c3aed', '#db2777', '#059669', '#dc2626', '#4f46e5', '#0891b2', '#65a30d', '#9333ea', '#ea580c'],
  dark: ['#60a5fa', '#2dd4bf', '#fbbf24', '#a78bfa', '#f472b6', '#34d399', '#f87171', '#818cf8', '#22d3ee', '#a3e635', '#c084fc', '#fb923c'],
} as const;

const GAIN_LOSS = {
  light: { gain: '#15803d', loss: '#dc2626' },
  dark: { gain: '#4ade80', loss: '#f87171' },
} as const;

export interface ChartTheme {
  nivo: PartialTheme;
  /** nivo's transitions; off when the user asked for reduced motion. */
  animate: boolean;
  series: readonly string[];
  gain: string;
  loss: string;
  /** The palette's accent, for single-series charts. */
  primary: string;
  secondary: string;
  text: string;
  mutedText: string;
  grid: string;
}

/** No axis labels (the widget's showLabel off): hidden by the theme, so every nivo chart honours it. */
const HIDDEN_TEXT = { display: 'none' } as const;

export function chartThemeOf(palette: Palette, reducedMotion = false, showLabel = true): ChartTheme {
  const scheme = palette.scheme;
  const hidden = showLabel ? {} : HIDDEN_TEXT;
  return {
    animate: !reducedMotion,
    series: SERIES[scheme],
    ...GAIN_LOSS[scheme],
    primary: palette.primary.solid,
    secondary: palette.secondary.solid,
    text: palette.fg.default,
    mutedText: palette.fg.muted,
    grid: palette.border.muted,
    nivo: {
      background: 'transparent',
      text: { fontSize: 11, fill: palette.fg.muted, fontFamily: 'Nunito, sans-serif' },
      axis: {
        domain: { line: { stroke: palette.border.default, strokeWidth: 1 } },
        ticks: { line: { stroke: palette.border.default, strokeWidth: 1 }, text: { fill: palette.fg.muted, fontSize: 11, ...hidden } },
        legend: { text: { fill: palette.fg.muted, fontSize: 11, ...hidden } },
      },
      grid: { line: { stroke: palette.border.muted, strokeWidth: 1 } },
      legends: { text: { fill: palette.fg.muted, fontSize: 11 } },
      labels: { text: { fill: palette.fg.default, fontSize: 11 } },
      crosshair: { line: { stroke: palette.fg.muted, strokeWidth: 1, strokeOpacity: 0.6 } },
      tooltip: {
        container: {
          background: palette.bg.panel,
          color: palette.fg.default,
          fontSize: 12,
          borderRadius: 6,
          border: `1px solid ${palette.border.default}`,
          boxShadow: '0 4px 12px rgba(0, 0, 0, 0.18)',
        },
      },
    },
  };
}

export function useChartTheme(): ChartTheme {
  const name = useShownPalette();
  const reducedMotion = usePrefersReducedMotion();
  const showLabel = useShowLabel();
  return useMemo(() => chartThemeOf(palettes[name], reducedMotion, showLabel), [name, reducedMotion, showLabel]);
}
