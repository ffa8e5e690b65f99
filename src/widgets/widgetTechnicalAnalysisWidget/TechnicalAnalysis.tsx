import { HStack, SegmentGroup, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { useRefetchWhilePending } from '../sharedMarket/useRefetchWhilePending';
import type { ReactNode } from 'react';
import { TECHNICAL_MIN_BARS } from '../../../common/technicalRatings';
import { useWidgetTechnicalAnalysisQuery, type TechnicalTimeframe, type WidgetTechnicalAnalysisQuery, type WidgetTechnicalAnalysisQueryVariables } from '../../generated/graphql';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useQuoteFormats } from '../sharedMarket/quoteFormat';
import { formatDate } from '../../lib/dates';
import { useSavedConfigValue } from '../framework/useSavedConfigValue';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { marketRequest } from '../sharedMarket/marketRequests';
import { TECHNICAL_TIMEFRAMES, type TechnicalAnalysisConfig } from './definition';
import { RatingGauge } from './RatingGauge';
import { OutlookSummary, ReadingsTable } from './TechnicalDetails';
import { tally } from './technicalRatings';

type Analysis = WidgetTechnicalAnalysisQuery['technicalAnalysis'];
type Summary = Analysis['timeframes'][number];

/** How often a pending symbol is asked for again: the store fetches its bars within seconds. */

const PERIODS: Readonly<Record<TechnicalTimeframe, { rating: string; bars: string }>> = {
  day: { rating: 'daily', bars: 'days' },
  week: { rating: 'weekly', bars: 'weeks' },
  month: { rating: 'monthly', bars: 'months' },
};
const TIMEFRAME_ITEMS = TECHNICAL_TIMEFRAMES.map((option) => ({ value: option.value, label: option.label }));
const isTimeframe = (value: string | null): value is TechnicalTimeframe => TECHNICAL_TIMEFRAMES.some((option) => option.value === value);

const counts = ({ buy, neutral, sell }: { buy: number; neutral: number; sell: number }) => `Sell ${sell} · Neutral ${neutral} · Buy ${buy}`;

function Note({ children }: { children: ReactNode }) {
  return (
    <VStack flex="1" justify="center" textAlign="center" px="2" py="4" data-state="empty">
      <Text color="fg.muted" textStyle="sm">
        {children}
      </Text>
    </VStack>
  );
}

function SummaryView({ summary }: { summary: Summary }) {
  const oscillators = tally(summary.oscillators);
  const averages = tally(summary.movingAverages);
  return (
    <Stack gap="3">
      <RatingGauge label="Summary" score={summary.score} rating={summary.rating} size="lg" detail={counts(summary)} />
      <SimpleGrid columns={2} gap="2">
        <RatingGauge label="Oscillators" score={oscillators.score} rating={summary.oscillatorRating} size="sm" detail={counts(oscillators)} />
        <RatingGauge label="Moving averages" score={averages.score} rating={summary.movingAverageRating} size="sm" detail={counts(averages)} />
      </SimpleGrid>
      <ReadingsTable caption="Oscillators" readings={summary.oscillators} />
      <ReadingsTable caption="Moving averages" readings={summary.movingAverages} />
    </Stack>
  );
}

function AnalysisView({ analysis, timeframe, onTimeframe }: { analysis: Analysis; timeframe: TechnicalTimeframe; onTimeframe: (next: TechnicalTimeframe) => void }) {
  // An index's level is points, not money: the price widgets' format.
  const formats = useQuoteFormats();
  if (analysis.status === 'unknown') return <Note>No market data for {analysis.symbol}.</Note>;
  if (analysis.status === 'pending') return <Note>Fetching prices for {analysis.symbol}…</Note>;
  const summary = analysis.timeframes.find((candidate) => candidate.timeframe === timeframe);
  return (
    <Stack gap="2" h="full" overflowY="auto" data-state="success">
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" textStyle="sm" truncate>
            {analysis.name ?? analysis.symbol}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {[
              analysis.symbol,
              analysis.lastClose !== null && analysis.lastClose !== undefined ? formats.price(analysis.lastClose, { symbol: analysis.symbol, currency: analysis.currency ?? 'USD' }) : null,
              analysis.asOf ? `close of ${formatDate(analysis.asOf)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        {analysis.simulated ? <SimulatedBadge title="Rated from simulated prices" /> : null}
      </HStack>
      <SegmentGroup.Root size="xs" value={timeframe} onValueChange={(details) => isTimeframe(details.value) && onTimeframe(details.value)} aria-label="Timeframe" alignSelf="start">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={TIMEFRAME_ITEMS} />
      </SegmentGroup.Root>
      {summary ? (
        <SummaryView summary={summary} />
      ) : (
        <Note>
          Not enough history for a {PERIODS[timeframe].rating} rating of {analysis.symbol}: it needs {TECHNICAL_MIN_BARS} {PERIODS[timeframe].bars} of prices.
        </Note>
      )}
      {analysis.outlook ? <OutlookSummary outlook={analysis.outlook} currency={analysis.currency} /> : null}
    </Stack>
  );
}

/**
 * TradingView-style technical ratings of one security: a gauge of the summary, one each for the
 * oscillators and the moving averages, the readings, and the provider's outlook. The timeframe
 * tabs save the widget's timeframe, as its settings do.
 */
export function TechnicalAnalysis({ config }: WidgetComponentProps<TechnicalAnalysisConfig>) {
  // The dashboard prefetched exactly this request; the cast names the one variant 'technical' makes.
  const variables = marketRequest('technical', config).variables as WidgetTechnicalAnalysisQueryVariables;
  const result = useWidgetTechnicalAnalysisQuery({ variables });
  const [timeframe, setTimeframe] = useSavedConfigValue('timeframe', config.timeframe);
  const pending = result.data?.technicalAnalysis.status === 'pending';
  useRefetchWhilePending(result, pending);

  return (
    // Never empty as WidgetState means it (no holdings to add): an unknown or pending symbol, or
    // too short a history, is said by the view, with the symbol.
    <WidgetState result={result} select={(data) => data.technicalAnalysis} isEmpty={() => false} emptyText="" type="Chart">
      {(analysis) => <AnalysisView analysis={analysis} timeframe={timeframe} onTimeframe={setTimeframe} />}
    </WidgetState>
  );
}
