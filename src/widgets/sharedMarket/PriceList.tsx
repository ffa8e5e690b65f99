/**
 * The rows of the price widgets: each listing's logo (or initials), name, price and change, its
 * last session as a sparkline, and its market state. Symbols still being fetched keep their place
 * with a note and fill in when their quote is pushed; symbols no provider knows are named once
 * under the list, and the rest still show.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useFragment } from '@apollo/client/react';
import { memo } from 'react';
import { indexDisplayName } from '../../../common/market';
import { MarketQuoteFieldsFragmentDoc, type MarketQuoteFieldsFragment } from '../../generated/graphql';
import { StockLogo } from '../../ui/StockLogo';
import { toneColor } from '../framework/useMoney';
import type { PriceListDisplay } from './priceListFields';
import { QuoteMarks } from './QuoteMarks';
import { marketStateLabel, useQuoteFormats } from './quoteFormat';
import { Sparkline } from './Sparkline';

/** A quote as the list shows it; a pushed quote has no sparkline until the next read. */
export type ListedQuote = MarketQuoteFieldsFragment & { sparkline?: readonly number[] };

/** What a row calls a listing: an index by its usual name ("S&P 500"), else the listing's name. */
export const quoteLabel = (quote: { symbol: string; name: string | null }): string => indexDisplayName(quote.symbol) ?? quote.name ?? quote.symbol;

/** A list of symbols for a sentence: "AAPL", "AAPL and MSFT", "AAPL, MSFT and VTI". */
export function symbolList(symbols: readonly string[]): string {
  const shown = symbols.map((symbol) => indexDisplayName(symbol) ?? symbol);
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export const fetchingText = (symbols: readonly string[]) => `Fetching prices for ${symbolList(symbols)}…`;
export const unknownText = (symbols: readonly string[]) => `No market data for ${symbolList(symbols)}.`;

// The sparkline gives way first on a narrow card (a phone): name and price matter more.
const HIDE_WHEN_NARROW = { '@container (max-width: 18rem)': { display: 'none' } };

function Logo({ symbol, name, logoURL, display }: { symbol: string; name: string | null; logoURL: string | null; display: PriceListDisplay }) {
  return display.hideSymbolLogo ? null : <StockLogo ticker={symbol} name={name ?? symbol} logoURL={logoURL} size="7" />;
}

/**
 * Memoised: a pushed batch changes a few of a list's quotes, and Apollo hands the unchanged ones
 * back as the same objects, so only the rows whose quote changed draw again.
 */
export const PriceRow = memo(function PriceRow({ quote, display }: { quote: ListedQuote; display: PriceListDisplay }) {
  const formats = useQuoteFormats();
  const label = quoteLabel(quote);
  const percent = formats.changePercent(quote.changePercent);
  const value = formats.change(quote.change, quote);
  const [shown, other] = display.changeMode === 'percent' ? [percent, value] : [value, percent];
  return (
    <HStack as="li" gap="2" py="1.5" minW="0" data-testid={`price-row-${quote.symbol}`}>
      <Logo symbol={quote.symbol} name={quote.name} logoURL={quote.logoURL} display={display} />
      <Stack gap="0" flex="1" minW="0">
        <Text textStyle="sm" fontWeight="semibold" truncate title={label}>
          {label}
        </Text>
        <HStack gap="1" textStyle="xs" color="fg.muted" minW="0">
          <Text truncate>
            {quote.symbol} · {marketStateLabel(quote.marketState)}
          </Text>
          <QuoteMarks quote={quote} />
        </HStack>
      </Stack>
      {display.chartType !== 'none' && quote.sparkline ? (
        <Box flexShrink={0} css={HIDE_WHEN_NARROW}>
          <Sparkline values={quote.sparkline} tone={quote.change} variant={display.chartType} />
        </Box>
      ) : null}
      <Stack gap="0" align="flex-end" flexShrink={0} fontVariantNumeric="tabular-nums">
        <Text textStyle="sm" fontWeight="semibold" whiteSpace="nowrap" data-testid="price">
          {formats.price(quote.price, quote)}
        </Text>
        <Text textStyle="xs" whiteSpace="nowrap" color={toneColor(quote.change)} title={other} data-testid="change">
          {shown}
        </Text>
      </Stack>
    </HStack>
  );
});

/** A symbol being fetched: its note until the pushed quote lands in the cache, then its row. */
function PendingRow({ symbol, display }: { symbol: string; display: PriceListDisplay }) {
  const pushed = useFragment<MarketQuoteFieldsFragment>({ fragment: MarketQuoteFieldsFragmentDoc, fragmentName: 'MarketQuoteFields', from: { __typename: 'MarketQuote', symbol } });
  if (pushed.complete) return <PriceRow quote={pushed.data} display={display} />;
  return (
    <HStack as="li" gap="2" py="1.5" minW="0" data-testid={`price-row-${symbol}`}>
      <Logo symbol={symbol} name={null} logoURL={null} display={display} />
      <Text textStyle="sm" color="fg.muted" truncate>
        {fetchingText([symbol])}
      </Text>
    </HStack>
  );
}

export interface PriceListProps {
  quotes: readonly ListedQuote[];
  pending: readonly string[];
  unknown: readonly string[];
  display: PriceListDisplay;
}

export function PriceList({ quotes, pending, unknown, display }: PriceListProps) {
  return (
    <Stack gap="1" h="full" minW="0" overflowY="auto" css={{ containerType: 'inline-size' }} data-state="success">
      <Box as="ul" listStyleType="none" m="0" p="0" minW="0">
        {quotes.map((quote) => (
          <PriceRow key={quote.symbol} quote={quote} display={display} />
        ))}
        {pending.map((symbol) => (
          <PendingRow key={symbol} symbol={symbol} display={display} />
        ))}
      </Box>
      {unknown.length > 0 ? (
        <Text textStyle="xs" color="fg.muted" data-testid="unknown-symbols">
          {unknownText(unknown)}
        </Text>
      ) : null}
    </Stack>
  );
}
