import { Text } from '@chakra-ui/react';
import { useFragment } from '@apollo/client/react';
import { MarketQuoteFieldsFragmentDoc, type MarketQuoteFieldsFragment, type WidgetMarketQuotesQuery } from '../../generated/graphql';
import { KpiFigure } from '../framework/KpiFigure';
import { WidgetState } from '../framework/WidgetState';
import type { TickerChoice } from '../framework/configFields';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { fetchingText, unknownText } from '../sharedMarket/PriceList';
import { QuoteMarks } from '../sharedMarket/QuoteMarks';
import { marketStateLabel, useQuoteFormats } from '../sharedMarket/quoteFormat';
import { useMarketQuotes } from '../sharedMarket/useMarketQuotes';
import type { KpiIndexConfig } from './definition';

type Answer = WidgetMarketQuotesQuery['marketQuotes'];

export function KpiIndex({ config }: WidgetComponentProps<KpiIndexConfig>) {
  const choice = config.selectedTicker;
  // The request holds every index (shared with the index prices widget); this shows one.
  const result = useMarketQuotes(config, [choice.ticker]);
  return (
    <WidgetState result={result} select={(data) => data.marketQuotes} isEmpty={() => false} emptyText="No market data yet." type="KPI">
      {(answer) => <IndexBody answer={answer} choice={choice} />}
    </WidgetState>
  );
}

function IndexBody({ answer, choice }: { answer: Answer; choice: TickerChoice }) {
  const quote = answer.quotes.find((candidate) => candidate.symbol === choice.ticker);
  if (quote) return <IndexFigure quote={quote} choice={choice} />;
  if (answer.pending.includes(choice.ticker)) return <PendingIndex choice={choice} />;
  return <IndexNote text={unknownText([choice.tickerDisplay])} />;
}

/** Being fetched: the note until the pushed quote lands in the cache. */
function PendingIndex({ choice }: { choice: TickerChoice }) {
  const pushed = useFragment<MarketQuoteFieldsFragment>({ fragment: MarketQuoteFieldsFragmentDoc, fragmentName: 'MarketQuoteFields', from: { __typename: 'MarketQuote', symbol: choice.ticker } });
  return pushed.complete ? <IndexFigure quote={pushed.data} choice={choice} /> : <IndexNote text={fetchingText([choice.tickerDisplay])} />;
}

function IndexNote({ text }: { text: string }) {
  return (
    <Text h="full" display="flex" alignItems="center" textStyle="sm" color="fg.muted" data-state="success">
      {text}
    </Text>
  );
}

function IndexFigure({ quote, choice }: { quote: MarketQuoteFieldsFragment; choice: TickerChoice }) {
  const formats = useQuoteFormats();
  return (
    <KpiFigure
      testId="kpi-index"
      value={formats.price(quote.price, quote)}
      caption={`${choice.tickerDisplay} · ${marketStateLabel(quote.marketState)} · ${formats.at(quote.at)}`}
      details={[{ label: 'Change', value: `${formats.change(quote.change, quote)} (${formats.changePercent(quote.changePercent)})`, tone: quote.change, testId: 'kpi-index-change' }]}
      marker={quote.stale || quote.simulated ? <QuoteMarks quote={quote} /> : undefined}
    />
  );
}
