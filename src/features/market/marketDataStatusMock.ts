/** Test fixture: the server's answer to MarketDataStatus, simulated, live or failing. */
import type { MockLink } from '@apollo/client/testing';
import { MarketDataStatusDocument, type MarketDataStatusQuery, type MarketDataStatusQueryVariables } from '../../generated/graphql';

type Status = MarketDataStatusQuery['marketDataStatus'] & { __typename: 'MarketDataStatus' };

const statuses: Record<'simulated' | 'live', Status> = {
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
};

export function marketDataStatusMock(
  answer: 'simulated' | 'live' | Error,
): MockLink.MockedResponse<MarketDataStatusQuery, MarketDataStatusQueryVariables> {
  const request = { query: MarketDataStatusDocument };
  return answer instanceof Error ? { request, error: answer } : { request, result: { data: { marketDataStatus: statuses[answer] } } };
}

/** The same answer as it sits in the cache after the query, for tests that start from there. */
export function cachedMarketDataStatus(answer: 'simulated' | 'live'): { query: typeof MarketDataStatusDocument; data: MarketDataStatusQuery } {
  return { query: MarketDataStatusDocument, data: { marketDataStatus: statuses[answer] } };
}
