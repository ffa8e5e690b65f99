/** A price widget's body: its quotes in the four states, as a list. */
import { WidgetState } from '../framework/WidgetState';
import { PriceList } from './PriceList';
import type { PriceListDisplay } from './priceListFields';
import { useMarketQuotes } from './useMarketQuotes';

export function QuotesPriceList({ config, emptyText }: { config: PriceListDisplay & Record<string, unknown>; emptyText: string }) {
  const result = useMarketQuotes(config);
  return (
    <WidgetState
      result={result}
      select={(data) => data.marketQuotes}
      isEmpty={(answer) => answer.quotes.length === 0 && answer.pending.length === 0 && answer.unknown.length === 0}
      emptyText={emptyText}
      type="Table"
    >
      {(answer) => <PriceList quotes={answer.quotes} pending={answer.pending} unknown={answer.unknown} display={config} />}
    </WidgetState>
  );
}
