/**
 * One entry of a line chart's legend with its latest figure: a line swatch, what the line is, and
 * the figure it ends at ("Value $12,345.67", "At 5.00% a year $527,822.93").
 */
import { Box, HStack, Text } from '@chakra-ui/react';

export function LegendValue({ color, label, value }: { color: string; label: string; value: string }) {
  return (
    <HStack gap="1.5" minW="0">
      <Box flexShrink={0} w="3" h="0.5" rounded="full" style={{ background: color }} />
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {value}
      </Text>
    </HStack>
  );
}
