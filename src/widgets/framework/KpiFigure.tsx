/**
 * The body of a KPI widget: one large figure with an optional tone (gain green, loss red), a
 * caption, and optional detail lines (label and value). KPIs are 1 column by 3 rows (spec §3),
 * so everything fits in about 100 px of height.
 */
import { HStack, Stack, Text } from '@chakra-ui/react';
import { toneColor } from './useMoney';

export interface KpiDetail {
  label: string;
  value: string;
  tone?: number | null;
}

export interface KpiFigureProps {
  value: string;
  /** A signed number whose sign colours the figure; leave out for neutral figures. */
  tone?: number | null;
  caption?: string;
  details?: readonly KpiDetail[];
  testId?: string;
}

export function KpiFigure({ value, tone, caption, details, testId }: KpiFigureProps) {
  return (
    <Stack gap="0.5" h="full" justify="center" data-state="success">
      <Text
        as="output"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        lineHeight="short"
        color={tone === undefined ? 'fg' : toneColor(tone)}
        truncate
        data-testid={testId}
        title={value}
      >
        {value}
      </Text>
      {caption ? (
        <Text textStyle="xs" color="fg.muted" truncate>
          {caption}
        </Text>
      ) : null}
      {details?.map((detail) => (
        <HStack key={detail.label} justify="space-between" textStyle="xs" gap="2">
          <Text color="fg.muted" truncate>
            {detail.label}
          </Text>
          <Text color={detail.tone === undefined ? 'fg' : toneColor(detail.tone)} fontWeight="semibold" whiteSpace="nowrap">
            {detail.value}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
