/**
 * Below the gauges: each reading with its value and what it says, and the research provider's
 * outlook (its view per horizon, support and resistance) when it has one.
 */
import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { WidgetTechnicalAnalysisQuery } from '../../generated/graphql';
import { formatNumber } from '../../lib/format';
import { useMoney, useUserLocale } from '../framework/useMoney';
import { RATING_LABELS, ratingTone } from './technicalRatings';

type Analysis = WidgetTechnicalAnalysisQuery['technicalAnalysis'];
type Reading = Analysis['timeframes'][number]['oscillators'][number];
type Outlook = NonNullable<Analysis['outlook']>;

export function ReadingsTable({ caption, readings }: { caption: string; readings: readonly Reading[] }) {
  const locale = useUserLocale();
  return (
    <Table.Root size="sm" aria-label={caption} css={{ '& th, & td': { px: '1.5', py: '1' } }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{caption}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {readings.map((reading) => (
          <Table.Row key={reading.name}>
            <Table.Cell textStyle="xs">{reading.name}</Table.Cell>
            <Table.Cell textStyle="xs" textAlign="end" fontVariantNumeric="tabular-nums">
              {reading.value === null || reading.value === undefined ? '—' : formatNumber(reading.value, { locale })}
            </Table.Cell>
            <Table.Cell textStyle="xs" textAlign="end" color={ratingTone(reading.action)} fontWeight={reading.action === 'neutral' ? 'normal' : 'semibold'}>
              {RATING_LABELS[reading.action]}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const HORIZON_LABELS: Readonly<Record<string, string>> = { short: 'Short term', intermediate: 'Mid term', long: 'Long term' };
const DIRECTIONS: Readonly<Record<string, { label: string; palette: string }>> = {
  bullish: { label: 'Bullish', palette: 'green' },
  bearish: { label: 'Bearish', palette: 'red' },
  neutral: { label: 'Neutral', palette: 'gray' },
};

export function OutlookSummary({ outlook, currency }: { outlook: Outlook; currency: string | null | undefined }) {
  const money = useMoney(currency);
  const shownLevels = (
    [
      ['Support', outlook.support],
      ['Resistance', outlook.resistance],
      ['Stop loss', outlook.stopLoss],
    ] as const
  ).flatMap(([label, value]) => (value === null || value === undefined ? [] : [`${label} ${money(value)}`]));
  if (outlook.horizons.length === 0 && shownLevels.length === 0) return null;
  return (
    <Stack gap="1" data-testid="technical-outlook">
      <Text textStyle="xs" fontWeight="semibold">
        Outlook{outlook.provider ? ` (${outlook.provider})` : ''}
      </Text>
      {outlook.horizons.length > 0 ? (
        <HStack gap="1" wrap="wrap">
          {outlook.horizons.map((horizon) => {
            const direction = DIRECTIONS[horizon.direction] ?? { label: horizon.direction, palette: 'gray' };
            return (
              <Badge key={horizon.horizon} size="sm" variant="subtle" colorPalette={direction.palette}>
                {HORIZON_LABELS[horizon.horizon] ?? horizon.horizon}: {direction.label}
              </Badge>
            );
          })}
        </HStack>
      ) : null}
      {shownLevels.length > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {shownLevels.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
