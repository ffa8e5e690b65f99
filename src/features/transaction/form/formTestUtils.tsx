/** Shared set-up of the transaction forms' component tests: fixtures, mocks and the router. */
import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter } from 'react-router';
import { renderRouterWithApollo } from '../../../testing/renderRouterWithApollo';
import { initialSlices, ledgerSlicesVar } from '../../../apollo/vars';
import { toaster } from '../../../ui/toaster';
import {
  FetchAdditionalDataDocument,
  PortfolioStockTransactionsDocument,
  UserBrokerAccountDocument,
  type BrokerFieldsFragment,
  type PortfolioFieldsFragment,
  type PortfolioStockFieldsFragment,
} from '../../../generated/graphql';
import { broker, portfolio, vtiTransaction as transaction } from '../../../testing/ledgerFixtures';
import { resetProfileTestState, signInWithCachedUser } from '../../profile/profileTestUtils';
import { AddTransactionsScreen } from './AddTransactionsScreen';
import { EditTransactionScreen } from './EditTransactionScreen';

export { broker, portfolio, transaction };

export const stock = (id: string, ticker: string, patch: Partial<PortfolioStockFieldsFragment> = {}): PortfolioStockFieldsFragment & { __typename: 'Stock' } => ({
  __typename: 'Stock',
  _id: id,
  ticker,
  name: null,
  exchangeCode: null,
  countryISO: null,
  ISIN: null,
  logoURL: null,
  currency: null,
  holding_type: 'stock',
  ...patch,
});

export const portfoliosListed = (portfolios: PortfolioFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: PortfolioStockTransactionsDocument },
  result: { data: { PortfolioStockTransactions: portfolios } },
});

export const brokersListed = (brokers: BrokerFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: UserBrokerAccountDocument },
  result: { data: { UserBrokerAccount: brokers } },
});

export const lookedUp = (ticker: string, found: PortfolioStockFieldsFragment): MockLink.MockedResponse => ({
  request: { query: FetchAdditionalDataDocument, variables: { stockInputs: [{ ticker }] } },
  result: { data: { fetchAdditionalData: [found] } },
});

/** The add and edit screens at `path` (a full /app/... path), with the list route they return to. */
export function renderTransactionForm(path: string, mocks: MockLink.MockedResponse[], cache: InMemoryCache = signInWithCachedUser()) {
  const router = createMemoryRouter(
    [
      { path: '/transaction', element: <p>Transaction list</p> },
      { path: '/transaction/add', element: <AddTransactionsScreen /> },
      { path: '/transaction/edit/*', element: <EditTransactionScreen /> },
    ],
    { basename: '/app', initialEntries: [path] },
  );
  const result = renderRouterWithApollo(router, { cache, mocks });
  return { ...result, router, cache };
}

export function resetFormTestState(): void {
  toaster.remove();
  resetProfileTestState();
  ledgerSlicesVar({ ...initialSlices });
}
