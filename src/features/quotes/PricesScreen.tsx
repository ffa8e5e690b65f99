/**
 * /app/prices/:stockId: the closing prices a user enters for one security (an unlisted asset, a
 * delisted one, a correction). They take precedence over the market data provider's for this
 * user, and figures value a holding at the latest close on or before their day. When the
 * security's currency is not the display currency, the pair's Rates screen is one link away.
 */
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePortfolios } from '../../data/portfolios';
import { useCurrentUser } from '../../data/useCurrentUser';
import type { PortfolioStockFieldsFragment } from '../../generated/graphql';
import { ratesPath } from '../../ui/quotePaths';
import { QuotesEditor } from './QuotesEditor';
import { QuotesScreenLayout } from './QuotesScreenLayout';
import type { QuoteWording } from './quoteWording';
import { useManualPrices } from './useManualQuotes';

/** The security among those the user's portfolios hold or held; undefined while they load. */
function useStock(stockId: string): PortfolioStockFieldsFragment | null | undefined {
  const { portfolios, loading } = usePortfolios();
  return useMemo(() => {
    for (const portfolio of portfolios) {
      const found = portfolio.stocks.find((stock) => stock._id === stockId);
      if (found) return found;
    }
    return loading ? undefined : null;
  }, [portfolios, loading, stockId]);
}

export function PricesScreen() {
  const stockId = useParams().stockId ?? '';
  const stock = useStock(stockId);
  const quotes = useManualPrices(stockId);
  const displayCurrency = useCurrentUser()?.currency ?? null;
  const ticker = stock?.ticker ?? 'this security';
  const currency = stock?.currency ?? null;
  const wording: QuoteWording = {
    value: 'close',
    singular: 'price',
    plural: 'prices',
    column: currency ? `Close (${currency})` : 'Close',
    tableLabel: `Manual prices of ${ticker}`,
  };

  return (
    <QuotesScreenLayout
      title={`Prices of ${ticker}`}
      description={
        <>
          {stock?.name ? `${stock.name}. ` : ''}Your own closing prices{currency ? `, in ${currency}` : ', in the currency you trade it in'}. They take precedence over market data in
          your figures, which value a holding at the latest close on or before their day.
        </>
      }
    >
      {stock === null && quotes.error === null ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>None of your portfolios holds this security: its prices count once a transaction buys it.</Alert.Description>
        </Alert.Root>
      ) : null}
      {currency && displayCurrency && currency !== displayCurrency ? (
        <HStack gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
          <Text textStyle="sm" flex="1" minW="48">
            {ticker} is quoted in {currency}; your figures are in {displayCurrency}, converted at the day&apos;s rate.
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={ratesPath(currency, displayCurrency)}>
              Rates {currency} → {displayCurrency}
            </RouterLink>
          </Button>
        </HStack>
      ) : null}
      <QuotesEditor quotes={quotes} wording={wording} />
    </QuotesScreenLayout>
  );
}
