/**
 * The marketQuote subscriptions of a page: one per Apollo client for the union of the symbols
 * every shown widget asks for (in parts of at most 50), written to the cache in one batch per frame.
 *
 * The server pushes each quote it stores as one message, so a tick of a 50-holding dashboard
 * arrives as ~50 messages. Written one by one, each write re-rendered every price widget (and the
 * heat map) again, and the page fell seconds behind its socket; a widget's own subscription also
 * received, and wrote, the symbols it shared with its neighbours once per widget.
 */
import type { ApolloClient } from '@apollo/client';
import { MAX_MARKET_SYMBOLS } from '../../../common/market';
import type { Subscription } from 'rxjs';
import { MarketQuoteFieldsFragmentDoc, MarketQuoteUpdatesDocument, type MarketQuoteFieldsFragment, type MarketQuoteUpdatesSubscription } from '../../generated/graphql';

export interface QuotePushHub {
  /** Follows `symbols` until the returned function is called. */
  follow(symbols: readonly string[]): () => void;
}

const hubs = new WeakMap<ApolloClient, QuotePushHub>();

export function quotePushHub(client: ApolloClient): QuotePushHub {
  let hub = hubs.get(client);
  if (!hub) {
    hub = createHub(client);
    hubs.set(client, hub);
  }
  return hub;
}

/** The next frame; a hidden tab paints none, and its quotes wait for it (the latest per symbol). */
const nextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16));

function createHub(client: ApolloClient): QuotePushHub {
  const followers = new Map<string, number>();
  /** The open subscriptions by their symbols, comma-joined. */
  const open = new Map<string, Subscription>();
  let syncQueued = false;
  const arrived = new Map<string, MarketQuoteFieldsFragment & { __typename: 'MarketQuote' }>();
  let flushQueued = false;

  const flush = () => {
    flushQueued = false;
    const quotes = [...arrived.values()];
    arrived.clear();
    // One broadcast for the batch: every watcher re-reads once.
    client.cache.batch({
      update: (cache) => {
        for (const quote of quotes) {
          cache.writeFragment({ fragment: MarketQuoteFieldsFragmentDoc, fragmentName: 'MarketQuoteFields', id: cache.identify(quote), data: quote });
        }
      },
    });
  };

  const receive = (quote: MarketQuoteFieldsFragment) => {
    arrived.set(quote.symbol, { ...quote, __typename: 'MarketQuote' });
    if (!flushQueued) {
      flushQueued = true;
      nextFrame(flush);
    }
  };

  const openOne = (symbols: string[]): Subscription => {
    const subscription = client.subscribe<MarketQuoteUpdatesSubscription>({ query: MarketQuoteUpdatesDocument, variables: { symbols }, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.data) receive(result.data.marketQuote);
      },
      // A dropped socket is re-opened by the WebSocket link; an ended subscription opens again
      // with the next change of symbols. The quotes shown stay as they were.
      error: () => {
        for (const [key, entry] of open) if (entry === subscription) open.delete(key);
      },
    });
    return subscription;
  };

  const sync = () => {
    syncQueued = false;
    // The server takes at most MAX_MARKET_SYMBOLS per subscription.
    const symbols = [...followers.keys()].sort();
    const wanted = new Map<string, string[]>();
    for (let i = 0; i < symbols.length; i += MAX_MARKET_SYMBOLS) {
      const part = symbols.slice(i, i + MAX_MARKET_SYMBOLS);
      wanted.set(part.join(','), part);
    }
    const closing = [...open].filter(([key]) => !wanted.has(key));
    // The new sets open before the old close: a quote stored in between still arrives.
    for (const [key, part] of wanted) if (!open.has(key)) open.set(key, openOne(part));
    for (const [key, subscription] of closing) {
      open.delete(key);
      subscription.unsubscribe();
    }
  };

  // Widgets mount and unmount together (a dashboard, a settings change): one resubscription for all.
  const queueSync = () => {
    if (syncQueued) return;
    syncQueued = true;
    queueMicrotask(sync);
  };

  return {
    follow(symbols) {
      const own = [...new Set(symbols)];
      for (const symbol of own) followers.set(symbol, (followers.get(symbol) ?? 0) + 1);
      queueSync();
      return () => {
        for (const symbol of own) {
          const left = (followers.get(symbol) ?? 1) - 1;
          if (left > 0) followers.set(symbol, left);
          else followers.delete(symbol);
        }
        queueSync();
      };
    },
  };
}
