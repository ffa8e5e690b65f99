/**
 * The body of a nivo tooltip for the widgets' charts: a title and rows of label and value. nivo
 * styles only its own tooltips with the theme's tooltip container; a custom one has to take the
 * container from the chart's theme itself, or it shows as bare text over the chart.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useTheme } from '@nivo/theming';
import { toneColor } from './useMoney';

export interface ChartTooltipRow {
  label: string;
  value: string;
  /** A swatch before the label: the series' or slice's colour. */
  color?: string;
  /** A signed number whose sign colours the value (gain green, loss red). */
  tone?: number | null;
}

export interface ChartTooltipProps {
  title: string;
  /** A second line under the title (a company name, what "Other" holds). */
  subtitle?: string | undefined;
  rows: readonly ChartTooltipRow[];
}

export function ChartTooltip({ title, subtitle, rows }: ChartTooltipProps) {
  const theme = useTheme();
  return (
    <Box style={theme.tooltip.container} minW="36" maxW="64" data-testid="chart-tooltip">
      <Text fontWeight="semibold" truncate>
        {title}
      </Text>
      {subtitle ? (
        <Text color="fg.muted" textStyle="xs" lineClamp={2}>
          {subtitle}
        </Text>
      ) : null}
      {rows.map((row) => (
        <HStack key={row.label} justify="space-between" gap="3" textStyle="xs" mt="0.5">
          <HStack gap="1.5" minW="0">
            {row.color ? <Box aria-hidden flexShrink={0} w="2.5" h="2.5" rounded="sm" style={{ background: row.color }} /> : null}
            <Text color="fg.muted" truncate>
              {row.label}
            </Text>
          </HStack>
          <Text fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={row.tone === undefined ? 'fg' : toneColor(row.tone)}>
            {row.value}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}
