/**
 * The tooltip of the widgets' nivo charts: a title and one line per series with its colour.
 * nivo positions a custom tooltip but does not style it, so the theme's tooltip container (the
 * app palette, through useChartTheme) is applied here.
 */
import { useTheme } from '@nivo/theming';

export interface TooltipLine {
  label: string;
  value: string;
  color?: string;
}

export function ChartTooltip({ title, subtitle, lines }: { title: string; subtitle?: string | undefined; lines: readonly TooltipLine[] }) {
  const theme = useTheme();
  return (
    <div style={{ ...theme.tooltip.container, padding: '6px 10px', minWidth: 140 }} data-testid="chart-tooltip">
      <div style={{ fontWeight: 700 }}>{title}</div>
      {subtitle ? <div style={{ opacity: 0.75, marginBottom: 4, maxWidth: 240, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{subtitle}</div> : null}
      {lines.map((line) => (
        <div key={line.label} style={{ display: 'flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
          {line.color ? <span aria-hidden style={{ width: 8, height: 8, borderRadius: 2, background: line.color, flexShrink: 0 }} /> : null}
          <span style={{ flex: 1 }}>{line.label}</span>
          <span style={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', marginLeft: 8 }}>{line.value}</span>
        </div>
      ))}
    </div>
  );
}
