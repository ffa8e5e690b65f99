import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { typePolicies } from '../../apollo/typePolicies';
import { MarketQuoteFieldsFragmentDoc, type MarketQuoteFieldsFragment } from '../../generated/graphql';
import { quotePushHub } from './quotePushHub';
import { quoteFixture } from './testing/marketFixtures';

/** A client whose link records every subscription opened, and lets the test push into it. */
function recordingClient() {
  const opened: { symbols: string[]; push: (symbol: string, price: number) => void; closed: boolean }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const entry = {
          symbols: operation.variables.symbols as string[],
          push: (symbol: string, price: number) => {
            const { sparkline: _notPushed, ...quote } = quoteFixture(symbol, { price });
            observer.next({ data: { marketQuote: quote } });
          },
          closed: false,
        };
        opened.push(entry);
        return () => {
          entry.closed = true;
        };
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) }), opened };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 40));
const priceOf = (client: ApolloClient, symbol: string) =>
  client.cache.readFragment<MarketQuoteFieldsFragment>({ fragment: MarketQuoteFieldsFragmentDoc, fragmentName: 'MarketQuoteFields', id: client.cache.identify({ __typename: 'MarketQuote', symbol }) })?.price;

describe('quotePushHub', () => {
  it('opens one subscription for the symbols of every widget, and follows them as widgets come and go', async () => {
    const { client, opened } = recordingClient();
    const hub = quotePushHub(client);
    const stopPrices = hub.follow(['AAPL', 'MSFT']);
    const stopIndex = hub.follow(['^IXIC', 'AAPL']);
    await settle();
    expect(opened.map((entry) => entry.symbols)).toEqual([['AAPL', 'MSFT', '^IXIC']]);

    stopPrices();
    await settle();
    // AAPL is still shown by the other widget.
    expect(opened.at(-1)?.symbols).toEqual(['AAPL', '^IXIC']);
    expect(opened[0]?.closed).toBe(true);

    stopIndex();
    await settle();
    expect(opened.every((entry) => entry.closed)).toBe(true);
  });

  it('asks for at most 50 symbols per subscription', async () => {
    const { client, opened } = recordingClient();
    const stop = quotePushHub(client).follow(Array.from({ length: 55 }, (_, i) => `S${String(i).padStart(2, '0')}`));
    await settle();
    expect(opened.map((entry) => entry.symbols.length)).toEqual([50, 5]);
    stop();
  });

  it('writes a burst of pushes to the cache in one batch, the latest price per symbol', async () => {
    const { client, opened } = recordingClient();
    const stop = quotePushHub(client).follow(['AAPL', 'MSFT']);
    await settle();
    const seen: (number | undefined)[] = [];
    const watching = client
      .watchFragment<MarketQuoteFieldsFragment>({ fragment: MarketQuoteFieldsFragmentDoc, fragmentName: 'MarketQuoteFields', from: { __typename: 'MarketQuote', symbol: 'AAPL' } })
      .subscribe((result) => seen.push(result.complete ? result.data.price : undefined));

    opened[0]!.push('AAPL', 230);
    opened[0]!.push('MSFT', 420);
    opened[0]!.push('AAPL', 231);
    // Nothing is written until the frame.
    expect(priceOf(client, 'AAPL')).toBeUndefined();
    await settle();

    expect(priceOf(client, 'AAPL')).toBe(231);
    expect(priceOf(client, 'MSFT')).toBe(420);
    // The watcher saw nothing, then the batch: never the 230 the batch replaced.
    expect(seen).toEqual([undefined, 231]);
    watching.unsubscribe();
    stop();
  });
});
