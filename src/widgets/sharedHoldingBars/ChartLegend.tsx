/**
 * A legend above a multi-series chart, in HTML rather than nivo's SVG legend: it wraps on a narrow
 * widget instead of overflowing, and takes no room from the plot's margins.
 */
import { HStack, Text, Box } from '@chakra-ui/react';
import { useShowLabel } from '../framework/widgetDisplay';

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** A word after the label, lighter: what sets this series apart (its unit, say). */
  note?: string;
}

export function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  // The widget's showLabel off; the series stay named in the tooltips and the accessible table.
  if (!useShowLabel()) return null;
  return (
    <HStack as="ul" aria-label={label} gap="3" rowGap="0.5" wrap="wrap" listStyleType="none" px="1" flexShrink={0}>
      {items.map((item) => (
        <HStack as="li" key={item.key} gap="1.5">
          <Box aria-hidden w="2.5" h="2.5" borderRadius="sm" flexShrink={0} style={{ background: item.color }} />
          <Text textStyle="xs" color="fg.muted">
            {item.label}
            {item.note ? (
              <Text as="span" color="fg.subtle">
                {` (${item.note})`}
              </Text>
            ) : null}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
