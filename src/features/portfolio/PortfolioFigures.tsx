/**
 * A portfolio's value at a glance on the Portfolios page: market value, total return (with its
 * percentage on the amount invested) and cost basis, from the same analytics query the KPI
 * widgets read (one cache entry per portfolio). Holdings without a price are named, as the KPIs do.
 * A portfolio that holds cash also shows its cash and net worth; one without shows neither.
 */
import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWidgetSummaryQuery } from '../../generated/graphql';
import { PriceGapMark } from '../../widgets/framework/PriceGapMark';
import { formatPercent, toneColor } from '../../widgets/framework/useMoney';
import { useKpiFormats } from '../../widgets/sharedKpi/SummaryKpi';
import { holdsCash } from '../../widgets/sharedKpi/summaryFacts';

export function PortfolioFigures({ portfolioId }: { portfolioId: string }) {
  const { data, error } = useWidgetSummaryQuery({ variables: { filter: { portfolio_Ids: [portfolioId] } } });
  const summary = data?.portfolioSummary;
  const { money, signedMoney } = useKpiFormats(summary?.currency);
  if (error) return null;
  if (!summary) return <Skeleton height="10" maxW="md" aria-label="Loading the portfolio's figures" />;
  const cash = holdsCash(summary);
  if (summary.holdingCount === 0 && summary.costBasis === 0 && summary.realizedGain === 0 && !cash) return null;
  const percent = summary.totalReturnPercent === null ? null : formatPercent(summary.totalReturnPercent, { signed: true });
  const unpriced = summary.unpricedHoldings.length;
  return (
    <Stack gap="1">
      <HStack as="dl" gap={{ base: '4', md: '8' }} wrap="wrap" align="flex-start">
        <Figure label="Value" value={money(summary.marketValue)} testId="portfolio-value" marker={<PriceGapMark gaps={summary.priceGaps} />} />
        {cash && (
          <>
            <Figure label="Cash" value={money(summary.cashBalance)} testId="portfolio-cash" />
            <Figure label="Net worth" value={money(summary.netWorth)} testId="portfolio-net-worth" />
          </>
        )}
        <Figure
          label="Total return"
          value={`${signedMoney(summary.totalReturn)}${percent ? ` (${percent})` : ''}`}
          color={toneColor(summary.totalReturn)}
          marker={<PriceGapMark gaps={summary.priceGaps} />}
        />
        <Figure label="Cost basis" value={money(summary.costBasis)} />
      </HStack>
      {unpriced > 0 && (
        <Text textStyle="xs" color="fg.muted">
          Left out, no price: {summary.unpricedHoldings.join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function Figure({ label, value, color, testId, marker }: { label: string; value: string; color?: string; testId?: string; marker?: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" fontWeight="semibold">
        {label}
      </Text>
      <HStack as="dd" gap="1">
        <Text as="span" textStyle="lg" fontWeight="semibold" fontVariantNumeric="tabular-nums" color={color} data-testid={testId}>
          {value}
        </Text>
        {marker}
      </HStack>
    </Stack>
  );
}
