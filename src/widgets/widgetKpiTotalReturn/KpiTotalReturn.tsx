import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import { toneColor } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { earnedNothing, returnCaption, unrealizedChangeOf, unpricedDetails, type Summary } from '../sharedKpi/summaryFacts';
import type { KpiTotalReturnConfig } from './definition';

/**
 * The parts of the total return. The server counts only taxes and the fees on income against it
 * (trading commissions are already in cost and proceeds), and sends all fees, so that part is
 * what the total leaves after the others. With unpriced holdings the total lacks their realised
 * gains and income too, so only the taxes are known to be a part. Over an interval every part is
 * the interval's, the unrealised one how much the unrealised gain changed in it.
 */
function partsOf(summary: Summary): { label: string; amount: number }[] {
  const priced = summary.unpricedHoldings.length === 0;
  const unrealized = unrealizedChangeOf(summary);
  const deductions = priced ? summary.totalReturn - summary.realizedGain - unrealized - summary.income : -summary.taxes;
  // Float sums leave dust (-21.859999999): round to a millionth before showing or colouring it.
  const rounded = Math.round(deductions * 1e6) / 1e6;
  return [
    { label: 'Realised', amount: summary.realizedGain },
    { label: 'Income', amount: summary.income },
    { label: 'Unrealised', amount: unrealized },
    { label: priced ? 'Taxes and fees' : 'Taxes', amount: rounded },
  ];
}

/** Below this width two columns of parts no longer fit their labels and amounts. */
const NARROW = '@container (max-width: 16rem)';

export function KpiTotalReturn({ config }: WidgetComponentProps<KpiTotalReturnConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={earnedNothing} emptyText="No profit or loss in this selection yet.">
      {(summary, { signedMoney, compactMoney }, period) => (
        // A narrow card (a quarter of a 1280 px dashboard) lists the parts in one column, whole, and
        // leaves out the percentage line to make room: two columns there cut the labels to "R…".
        <Stack gap="1" h="full" justify="center" css={{ containerType: 'inline-size' }}>
          <Box css={{ [NARROW]: { '& [data-kpi-caption]': { display: 'none' } } }}>
            <KpiFigure
              testId="kpi-total-return"
              value={signedMoney(summary.totalReturn)}
              tone={summary.totalReturn}
              caption={returnCaption(summary, period)}
              details={unpricedDetails(summary)}
              marker={<PriceGapMark gaps={summary.priceGaps} />}
            />
          </Box>
          {/* Four parts in two columns: two lines instead of four keep the breakdown inside 1 x 3. */}
          <SimpleGrid columns={2} columnGap="3" rowGap="0" data-testid="kpi-total-return-parts" css={{ [NARROW]: { gridTemplateColumns: '1fr' } }}>
            {/* Row by row: gains in the first column, income and what it cost in the second. */}
            {partsOf(summary).map((part) => (
              <HStack key={part.label} justify="space-between" gap="1" minW="0" title={`${part.label}: ${signedMoney(part.amount)}`}>
                <Text textStyle="2xs" color="fg.muted" truncate>
                  {part.label}
                </Text>
                <Text textStyle="xs" fontWeight="semibold" whiteSpace="nowrap" color={toneColor(part.amount)}>
                  {compactMoney(part.amount)}
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </SummaryKpi>
  );
}
