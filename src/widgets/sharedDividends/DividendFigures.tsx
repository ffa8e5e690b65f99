/**
 * A chart's headline figures in one line above it ("3Y growth +4.26%", "Received $449.00"): a
 * description list, the label muted, the value bold, a signed value coloured by its sign.
 */
import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toneColor } from '../framework/useMoney';

export function DividendFigures({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <HStack as="dl" gap="3" rowGap="0.5" flexWrap="wrap" textStyle="xs" data-testid={testId}>
      {children}
    </HStack>
  );
}

export interface DividendFigureProps {
  label: string;
  value: string;
  /** What the figure is, on hover. */
  title?: string;
  /** A signed figure: green above zero, red below. */
  tone?: number | null;
}

export function DividendFigure({ label, value, title, tone }: DividendFigureProps) {
  return (
    <HStack gap="1" title={title}>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color={tone === undefined ? 'fg' : toneColor(tone)}>
        {value}
      </Text>
    </HStack>
  );
}
