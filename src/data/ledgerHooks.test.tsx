import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initialSlices, ledgerSlicesVar } from '../apollo/vars';
import { typePolicies } from '../apollo/typePolicies';
import {
  CreateBrokerDocument,
  CreateTransactionDocument,
  DeleteAccountDocument,
  DeleteBrokerDocument,
  DeleteTransactionsDocument,
  UserBrokerAccountDocument,
  UpdateTransactionStatsDocument,
  UserTransactionTableDocument,
  UserTransactionsDocument,
  type BrokerFieldsFragment,
  type TransactionFieldsFragment,
} from '../generated/graphql';
import { useBrokerActions, useBrokers } from './brokers';
import { useTransaction, useTransactionActions, useTransactions } from './transactions';
import { clearSliceError } from './slices';
import { GraphQLError } from 'graphql';
import { vtiTransaction } from '../testing/ledgerFixtures';
import { transactionTableData, transactionTableMock } from '../testing/transactionTable';

const stamp = '2026-01-01T00:00:00.000Z';
const account = (id: string) => ({ __typename: 'Account' as const, _id: id, name: `Account ${id}`, description: null, settlesTrades: false, allowsOverdraft: false, createdAt: stamp, updatedAt: stamp });
const broker = (id: string, accounts = [account(`${id}-a1`), account(`${id}-a2`)]): BrokerFieldsFragment & { __typename: 'Broker' } => ({
  __typename: 'Broker',
  _id: id,
  name: `Broker ${id}`,
  description: null,
  createdAt: stamp,
  updatedAt: stamp,
  accounts,
});

const transaction = (id: string, ticker = 'VTI') => vtiTransaction({ _id: id, ticker });

function wrapperFor(cache: InMemoryCache, mocks: MockLink.MockedResponse[]) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MockedProvider cache={cache} mocks={mocks}>
        {children}
      </MockedProvider>
    );
  };
}

const brokersListed = (brokers: BrokerFieldsFragment[]): MockLink.MockedResponse => ({
  request: { query: UserBrokerAccountDocument },
  result: { data: { UserBrokerAccount: brokers } },
});

beforeEach(() => {
  for (const name of ['brokers', 'accounts', 'portfolios', 'transactions'] as const) clearSliceError(name);
  ledgerSlicesVar({ ...initialSlices });
});

describe('brokers slice', () => {
  it('loads once and marks the slice succeeded with firstLoad', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const { result } = renderHook(() => useBrokers(), { wrapper: wrapperFor(cache, [brokersListed([broker('b1')])]) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.brokers).toHaveLength(1));
    expect(result.current).toMatchObject({ status: 'succeeded', firstLoad: true, error: null });
  });

  it('puts an added broker at the front of the list', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const created = broker('b2', []);
    const mocks = [
      brokersListed([broker('b1')]),
      { request: { query: CreateBrokerDocument, variables: { brokerInput: { name: 'Broker b2' } } }, result: { data: { createBroker: created } } },
    ];
    const { result } = renderHook(() => ({ list: useBrokers(), actions: useBrokerActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.brokers).toHaveLength(1));
    await act(() => result.current.actions.createBroker({ name: 'Broker b2' }));
    expect(result.current.list.brokers.map((b) => b._id)).toEqual(['b2', 'b1']);
  });

  it('keeps a broker whose delete answered with errors, and stores the message', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      brokersListed([broker('b1')]),
      {
        request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b1', confirm: true, cascade: false } },
        result: { errors: [new GraphQLError('Broker b1 is used by 3 transactions.')] },
      },
    ];
    const { result } = renderHook(() => ({ list: useBrokers(), actions: useBrokerActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.brokers).toHaveLength(1));
    await act(async () => {
      await expect(result.current.actions.deleteBroker('b1')).rejects.toThrow('used by 3 transactions');
    });
    expect(result.current.list.brokers).toHaveLength(1);
    expect(result.current.list).toMatchObject({ status: 'failed', error: 'Broker b1 is used by 3 transactions.' });
    act(() => clearSliceError('brokers'));
    expect(result.current.list).toMatchObject({ status: 'idle', error: null });
  });

  it('removes a deleted broker, and deleted accounts from their broker only', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      brokersListed([broker('b1'), broker('b2')]),
      { request: { query: DeleteAccountDocument, variables: { broker_Id: 'b1', account_Ids: ['b1-a1'], confirm: true, cascade: false } }, result: { data: { deleteAccount: ['b1-a1'] } } },
      { request: { query: DeleteBrokerDocument, variables: { broker_Id: 'b2', confirm: true, cascade: false } }, result: { data: { deleteBroker: 'b2' } } },
    ];
    const { result } = renderHook(() => ({ list: useBrokers(), actions: useBrokerActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.brokers).toHaveLength(2));
    await act(() => result.current.actions.deleteAccounts('b1', ['b1-a1']));
    expect(result.current.list.brokers[0]!.accounts.map((a) => a._id)).toEqual(['b1-a2']);
    expect(result.current.list.brokers[1]!.accounts).toHaveLength(2);
    await act(() => result.current.actions.deleteBroker('b2'));
    expect(result.current.list.brokers.map((b) => b._id)).toEqual(['b1']);
  });
});

describe('transactions slice', () => {
  const listed = (rows: TransactionFieldsFragment[]): MockLink.MockedResponse => transactionTableMock(rows);

  it('prepends created transactions and removes deleted ones', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      listed([transaction('t1')]),
      {
        request: { query: CreateTransactionDocument, variables: { transactionInput: [{ ticker: 'AAPL' }] } },
        result: { data: { createTransaction: { __typename: 'CreateTransactionResult', transactions: [transaction('t2', 'AAPL')], stocks: [] } } },
      },
      { request: { query: DeleteTransactionsDocument, variables: { transaction_Ids: ['t1'] } }, result: { data: { deleteTransactions: ['t1'] } } },
    ];
    const { result } = renderHook(() => ({ list: useTransactions(), actions: useTransactionActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.firstLoad).toBe(true));
    await act(() => result.current.actions.createTransactions([{ ticker: 'AAPL' }]));
    expect(result.current.list.transactions.map((t) => t._id)).toEqual(['t2', 't1']);
    await act(() => result.current.actions.deleteTransactions(['t1']));
    expect(result.current.list.transactions.map((t) => t._id)).toEqual(['t2']);
  });

  it('marks the slice failed and keeps the list when a delete answers with errors', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      listed([transaction('t1')]),
      { request: { query: DeleteTransactionsDocument, variables: { transaction_Ids: ['t1'] } }, result: { errors: [new GraphQLError('Transaction does not exist!')] } },
    ];
    const { result } = renderHook(() => ({ list: useTransactions(), actions: useTransactionActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.transactions).toHaveLength(1));
    await act(async () => {
      await expect(result.current.actions.deleteTransactions(['t1'])).rejects.toThrow();
    });
    expect(result.current.list.transactions).toHaveLength(1);
    expect(result.current.list).toMatchObject({ status: 'failed', error: 'Transaction does not exist!' });
  });

  it('merges an edit into the cached list in place', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      listed([transaction('t1'), transaction('t2')]),
      {
        request: { query: UpdateTransactionStatsDocument, variables: { transactionInput: [{ _id: 't2', ticker: 'MSFT' }] } },
        result: { data: { updateTransactionStats: [transaction('t2', 'MSFT')] } },
      },
    ];
    const { result } = renderHook(() => ({ list: useTransactions(), actions: useTransactionActions() }), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.list.transactions).toHaveLength(2));
    await act(() => result.current.actions.updateTransactions([{ _id: 't2', ticker: 'MSFT' }]));
    expect(result.current.list.transactions.map((t) => [t._id, t.ticker])).toEqual([['t1', 'VTI'], ['t2', 'MSFT']]);
  });

  it('reports a list this app cannot read as a load error', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [{ request: { query: UserTransactionTableDocument }, result: { data: { UserTransactionTable: { version: 9, columns: [], rows: [] } } } }];
    const { result } = renderHook(() => useTransactions(), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(result.current.loadError).toBe('The transaction table has version 9; this app reads version 1.'));
    expect(result.current).toMatchObject({ transactions: [], status: 'failed', firstLoad: false });
  });

  it('looks a transaction up in the cache without asking the server', async () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: UserTransactionTableDocument, data: transactionTableData([transaction('t1')]) });
    // No mocks: a request would fail the lookup.
    const { result } = renderHook(() => useTransaction('t1'), { wrapper: wrapperFor(cache, []) });
    expect(result.current).toMatchObject({ loading: false, error: null });
    expect(result.current.transaction?.ticker).toBe('VTI');
  });

  it('fetches a transaction missing from the cache, and names a missing one', async () => {
    const cache = new InMemoryCache({ typePolicies });
    const mocks = [
      { request: { query: UserTransactionsDocument, variables: { transaction_Ids: ['t9'] } }, result: { data: { UserTransactions: [transaction('t9', 'MSFT')] } } },
      { request: { query: UserTransactionsDocument, variables: { transaction_Ids: ['nope'] } }, result: { data: { UserTransactions: [] } } },
    ];
    const found = renderHook(() => useTransaction('t9'), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(found.result.current.transaction?.ticker).toBe('MSFT'));
    const missing = renderHook(() => useTransaction('nope'), { wrapper: wrapperFor(cache, mocks) });
    await waitFor(() => expect(missing.result.current.error).toBe('Transaction does not exist!'));
  });
});
