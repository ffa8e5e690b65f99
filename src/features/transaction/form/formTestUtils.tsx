/** Shared set-up of the transaction forms' component tests: fixtures, mocks and the router. */
import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ledgerSlicesVar } from '../../../apollo/vars';
import { AppToaster } from '../../../app/AppToaster';
import { system } from '../../../app/theme';
import { toaster } from '../../../app/toaster';
import {
  FetchAdditionalDataDocument,
  PortfolioStockTransactionsDocument,
  UserBrokerAccountDocument,
  type BrokerFieldsFragment,
  type PortfolioFieldsFragment,
  type PortfolioStockFieldsFragment,
  type TransactionFieldsFragment,
} from '../../../generated/graphql';
import { resetProfileTestState, signInWithCachedUser } from '../../profile/profileTestUtils';
import { AddTransactionsScreen } from './AddTransactionsScreen';
import { EditTransactionScreen } from './EditTransactionScreen';

const stamp = '2026-01-01T00:00:00.000Z';

export const portfolio = (id: string, name: string): PortfolioFieldsFragment & { __typename: 'Portfolio' } => ({
  __typename: 'Portfolio',
  _id: id,
  name,
  description: null,
  stocks: [],
});

export const broker = (id: string, name: string, accounts: { id: string; name: string }[]): BrokerFieldsFragment & { __typename: 'Broker' } => ({
  __typename: 'Broker',
  _id: id,
  name,
  description: null,
  createdAt: stamp,
  updatedAt: stamp,
  accounts: accounts.map((account) => ({ __typename: 'Account', _id: account.id, name: account.name, description: null, createdAt: stamp, updatedAt: stamp })),
});

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

export function transaction(patch: Partial<TransactionFieldsFragment> = {}): TransactionFieldsFragment & { __typename: 'Transaction' } {
  return {
    __typename: 'Transaction',
    _id: 't1',
    ticker: 'VTI',
    holdingDisplay: null,
    currency: 'USD',
    isApplyExchangeRate: true,
    date: '2023-04-03T00:00:00.000',
    type: 'Buy',
    shares: 17,
    shareprice: 204.3473,
    transactionValue: 3473.9041,
    shareprice_userCurrency: 163.48,
    transactionValue_userCurrency: 2779.12,
    fees: 0,
    taxes: 0,
    shares_balance: 17,
    valueAtCostPC: 2779.12,
    valueAtCostTC: 3473.9041,
    costOfSoldPC: 0,
    costOfSoldTC: 0,
    realizedGainLostPC: 0,
    realizedGainLostTC: 0,
    reference: null,
    exchangeShortName: null,
    ratio: null,
    costBasisFraction: null,
    targetTicker: null,
    fxRate: 0.8,
    updatedAt: stamp,
    parentportfolio: { __typename: 'NamedRef', _id: 'p1', name: 'Main' } as TransactionFieldsFragment['parentportfolio'],
    account: { __typename: 'NamedRef', _id: 'a1', name: 'Cash' } as TransactionFieldsFragment['account'],
    broker: { __typename: 'NamedRef', _id: 'b1', name: 'IBKR' } as TransactionFieldsFragment['broker'],
    stock: { __typename: 'TransactionStock', name: 'Vanguard Total Stock Market', logoURL: null, ISIN: null, holding_type: 'etf' } as TransactionFieldsFragment['stock'],
    ...patch,
  };
}

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
  const result = render(
    <MockedProvider cache={cache} mocks={mocks}>
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
        <AppToaster />
      </ChakraProvider>
    </MockedProvider>,
  );
  return { ...result, router, cache };
}

export function resetFormTestState(): void {
  toaster.remove();
  resetProfileTestState();
  ledgerSlicesVar({
    brokers: { status: 'idle', error: null, firstLoad: false },
    accounts: { status: 'idle', error: null, firstLoad: false },
    portfolios: { status: 'idle', error: null, firstLoad: false },
    transactions: { status: 'idle', error: null, firstLoad: false },
  });
}
