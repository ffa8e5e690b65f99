/**
 * Mocks for the price widgets' tests: the four states of the quotes request a widget's config
 * makes (the request the dashboard prefetches), and a pushed quote of the marketQuote subscription,
 * which only a signed-in viewer opens.
 */
import type { MockLink } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import { authStateVar, initialAuthState } from '../../../apollo/vars';
import { MarketQuoteUpdatesDocument, type WidgetMarketQuotesQuery } from '../../../generated/graphql';
import { resolveConfig } from '../../framework/configFields';
import { stateMocks } from '../../framework/testing/renderWidget';
import type { AnyWidgetDefinition } from '../../framework/widgetTypes';
import { marketRequest } from '../marketRequests';
import { quoteFixture } from './marketFixtures';

const NO_QUOTES: WidgetMarketQuotesQuery = { marketQuotes: { __typename: 'MarketQuotes', quotes: [], pending: [], unknown: [] } } as WidgetMarketQuotesQuery;

/** The request of `definition` with `config` (stored, partial) resolved as a dashboard resolves it. */
export function quotesRequestOf(definition: AnyWidgetDefinition, config: Record<string, unknown> = {}) {
  return marketRequest('quotes', resolveConfig(definition.configs, config).config as Record<string, unknown>);
}

export function quoteStateMocks(definition: AnyWidgetDefinition, success: WidgetMarketQuotesQuery, config: Record<string, unknown> = {}) {
  const { query, variables } = quotesRequestOf(definition, config);
  return stateMocks<WidgetMarketQuotesQuery>(query, variables, { empty: NO_QUOTES, success });
}

/** A quote pushed for `symbol` to a widget subscribed to `subscribed` (a push carries no sparkline). */
export function pushedQuote(subscribed: readonly string[], symbol: string, patch: Parameters<typeof quoteFixture>[1] = {}, delay = 20): MockLink.MockedResponse {
  const { sparkline: _notPushed, ...quote } = quoteFixture(symbol, patch);
  return { request: { query: MarketQuoteUpdatesDocument, variables: { symbols: [...new Set(subscribed)].sort() } }, result: { data: { marketQuote: quote } }, delay };
}

/** Pushes reach signed-in viewers only: sign in for the test, and out after it. */
export function signedInDuring(): void {
  beforeEach(() => authStateVar({ ...initialAuthState, isAuthenticated: true, isInitialized: true }));
  afterEach(() => act(() => void authStateVar(initialAuthState)));
}
