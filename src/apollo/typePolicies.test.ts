import { InMemoryCache, gql } from '@apollo/client';
import { typePolicies } from './typePolicies';

const BrokerListQuery = gql`
  query BrokerList {
    UserBrokerAccount {
      _id
      name
      accounts {
        _id
        name
      }
    }
  }
`;

const BrokerDetailQuery = gql`
  query BrokerDetail($id: ID) {
    UserBrokerAccount(broker_Id: $id) {
      _id
      description
    }
  }
`;

const TransactionsQuery = gql`
  query Transactions {
    UserTransactions {
      _id
      ticker
      parentportfolio {
        _id
        name
      }
      stock {
        name
        ISIN
      }
    }
  }
`;

const BrokerFields = gql`
  fragment BrokerFields on Broker {
    _id
    name
    description
  }
`;

describe('typePolicies', () => {
  it('keys entities by _id, so two queries fill in one normalised broker', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: BrokerListQuery,
      data: {
        UserBrokerAccount: [
          {
            __typename: 'Broker',
            _id: 'b1',
            name: 'Degiro',
            accounts: [{ __typename: 'Account', _id: 'a1', name: 'Main' }],
          },
        ],
      },
    });
    cache.writeQuery({
      query: BrokerDetailQuery,
      variables: { id: 'b1' },
      data: { UserBrokerAccount: [{ __typename: 'Broker', _id: 'b1', description: 'Low fees' }] },
    });

    expect(cache.identify({ __typename: 'Broker', _id: 'b1' })).toBe('Broker:{"_id":"b1"}');
    expect(cache.readFragment({ id: 'Broker:{"_id":"b1"}', fragment: BrokerFields })).toEqual({
      __typename: 'Broker',
      _id: 'b1',
      name: 'Degiro',
      description: 'Low fees',
    });
    expect(cache.extract()['Account:{"_id":"a1"}']).toEqual({ __typename: 'Account', _id: 'a1', name: 'Main' });
  });

  it.each(['User', 'Broker', 'Account', 'Portfolio', 'Stock', 'Dashboard', 'Transaction', 'CreatedStock'])(
    'identifies a %s by _id only',
    (__typename) => {
      const cache = new InMemoryCache({ typePolicies });
      expect(cache.identify({ __typename, _id: 'x1', id: 'ignored', name: 'n' })).toBe(`${__typename}:{"_id":"x1"}`);
    },
  );

  it('stores NamedRef and TransactionStock inside their transaction', () => {
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({
      query: TransactionsQuery,
      data: {
        UserTransactions: [
          {
            __typename: 'Transaction',
            _id: 't1',
            ticker: 'AAPL',
            parentportfolio: { __typename: 'NamedRef', _id: 'p1', name: 'Growth' },
            stock: { __typename: 'TransactionStock', name: 'Apple Inc.', ISIN: 'US0378331005' },
          },
        ],
      },
    });

    const store = cache.extract();
    expect(Object.keys(store).sort()).toEqual(['ROOT_QUERY', 'Transaction:{"_id":"t1"}']);
    expect(store['Transaction:{"_id":"t1"}']).toMatchObject({
      parentportfolio: { __typename: 'NamedRef', _id: 'p1', name: 'Growth' },
      stock: { __typename: 'TransactionStock', name: 'Apple Inc.', ISIN: 'US0378331005' },
    });
  });
});
