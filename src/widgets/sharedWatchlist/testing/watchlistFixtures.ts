/** Watchlists as the server answers them, and mocks of the watchlist operations for tests. */
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { UserWatchlistsDocument, WidgetMarketQuotesDocument, type UserWatchlistsQuery } from '../../../generated/graphql';
import { quotesAnswer } from '../../sharedMarket/testing/marketFixtures';
import type { WatchlistEntryItem, WatchlistItem } from '../../../data/watchlists';

const AT = '2026-11-20T10:00:00.000Z';

export function entryFixture(symbol: string, sortOrder: number, patch: Partial<WatchlistEntryItem> = {}): WatchlistEntryItem {
  return {
    __typename: 'WatchlistEntry',
    _id: `entry-${symbol}`,
    symbol,
    name: `${symbol} Inc.`,
    sortOrder,
    fwdDividendYield: null,
    payoutRatio: null,
    alertPriceChangePercent: null,
    alertAbove: null,
    alertBelow: null,
    createdAt: AT,
    ...patch,
  } as WatchlistEntryItem;
}

export function watchlistFixture(id: string, name: string, symbols: readonly string[], sortOrder = 0): WatchlistItem {
  return {
    __typename: 'Watchlist',
    _id: id,
    name,
    sortOrder,
    entries: symbols.map((symbol, index) => entryFixture(symbol, index)),
    createdAt: AT,
    updatedAt: AT,
  } as WatchlistItem;
}

/** Two lists: the first with two dividend payers and alerts on one, the second empty. */
export function watchlistsAnswer(lists: readonly WatchlistItem[] = defaultLists()): UserWatchlistsQuery {
  return { userWatchlists: [...lists] } as UserWatchlistsQuery;
}

export function defaultLists(): WatchlistItem[] {
  const ideas = watchlistFixture('list-1', 'Dividend ideas', []);
  ideas.entries = [
    entryFixture('KO', 0, { name: 'Coca-Cola', fwdDividendYield: 0.031, payoutRatio: 0.72, alertPriceChangePercent: 5, alertAbove: 75, alertBelow: 55 }),
    entryFixture('PEP', 1, { name: 'PepsiCo', fwdDividendYield: 0.036, payoutRatio: 0.81 }),
  ];
  return [ideas, watchlistFixture('list-2', 'Tech', [], 1)];
}

export function watchlistsMock(answer: UserWatchlistsQuery = watchlistsAnswer()): MockLink.MockedResponse {
  return { request: { query: UserWatchlistsDocument, variables: {} }, result: { data: answer as unknown as Record<string, unknown> } };
}

export function failedWatchlistsMock(): MockLink.MockedResponse {
  return { request: { query: UserWatchlistsDocument, variables: {} }, result: { errors: [new GraphQLError('The watchlists are unavailable.')] } };
}

/** The quotes request of a page of these symbols, answered (made-up quotes 100 → 101 unless known). */
export function quotesMock(symbols: string[]): MockLink.MockedResponse {
  return { request: { query: WidgetMarketQuotesDocument, variables: { symbols } }, result: { data: quotesAnswer(symbols) as unknown as Record<string, unknown> } };
}

/** A mock answering `data`, counting the requests it answered in `calls`. */
export function counted(request: MockLink.MockedResponse['request'], data: Record<string, unknown>) {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    request,
    result: () => {
      calls.count += 1;
      return { data };
    },
  };
  return { mock, calls };
}
