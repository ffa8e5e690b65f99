/** Test fixture: the server's answer to MarketDataStatus, simulated, live, offline or failing. */
import type { MockLink } from '@apollo/client/testing';
import { MarketDataStatusDocument, type MarketDataStatusQuery, type MarketDataStatusQueryVariables } from '../../generated/graphql';

type Status = MarketDataStatusQuery['marketDataStatus'] & { __typename: 'MarketDataStatus' };

type Mode = 'simulated' | 'live' | 'offline';

const statuses: Record<Mode, Status> = {
  simulated: {
    __typename: 'MarketDataStatus',
    mode: 'simulated',
    simulated: true,
    reason: 'MARKET_DATA=simulated',
    providers: ['simulated'],
    failing: [],
  },
  live: {
    __typename: 'MarketDataStatus',
    mode: 'live',
    simulated: false,
    reason: 'default',
    providers: ['yahoo', 'ecb'],
    failing: [],
  },
  offline: {
    __typename: 'MarketDataStatus',
    mode: 'offline',
    simulated: false,
    reason: 'Yahoo Finance was not reachable at start (offline?)',
    providers: [],
    failing: [],
  },
};

export function marketDataStatusMock(
  answer: Mode | Error,
): MockLink.MockedResponse<MarketDataStatusQuery, MarketDataStatusQueryVariables> {
  const request = { query: MarketDataStatusDocument };
  return answer instanceof Error ? { request, error: answer } : { request, result: { data: { marketDataStatus: statuses[answer] } } };
}

/** The same answer as it sits in the cache after the query, for tests that start from there. */
export function cachedMarketDataStatus(answer: Mode): { query: typeof MarketDataStatusDocument; data: MarketDataStatusQuery } {
  return { query: MarketDataStatusDocument, data: { marketDataStatus: statuses[answer] } };
}
