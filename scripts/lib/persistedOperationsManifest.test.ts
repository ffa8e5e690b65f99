import { gql } from '@apollo/client';
import persistedOperationIds from '../../src/generated/persisted-operation-ids.json';
import { persistedOperationsManifest } from '../../server/graphql/persistedOperationsManifest';
import { buildPersistedOperationsManifest, operationId, operationIdsByName } from './persistedOperationsManifest';

const BrokerFields = gql`
  fragment BrokerFields on Broker {
    _id
    name
  }
`;

describe('buildPersistedOperationsManifest', () => {
  it('holds each operation as Apollo Client sends it: fragments appended, __typename added, keyed by sha256', async () => {
    const Brokers = gql`
      query Brokers {
        UserBrokerAccount {
          ...BrokerFields
        }
      }
      ${BrokerFields}
    `;
    const Revocation = gql`subscription Revocation { revocation { revokedAt } }`;

    const manifest = await buildPersistedOperationsManifest({ Brokers, Revocation, BrokerFields, notADocument: 42 });

    expect(manifest.operations.map(({ name, type }) => [name, type])).toEqual([['Brokers', 'query'], ['Revocation', 'subscription']]);
    const [brokers] = manifest.operations;
    expect(brokers!.body).toBe('query Brokers {\n  UserBrokerAccount {\n    ...BrokerFields\n    __typename\n  }\n}\n\nfragment BrokerFields on Broker {\n  _id\n  name\n  __typename\n}');
    expect(brokers!.id).toBe(operationId(brokers!.body));
    expect(operationIdsByName(manifest)).toEqual({ Brokers: brokers!.id, Revocation: manifest.operations[1]!.id });
  });

  it('refuses an anonymous operation and two operations of one name', async () => {
    await expect(buildPersistedOperationsManifest({ a: gql`{ __typename }` })).rejects.toThrow('needs a name');
    await expect(buildPersistedOperationsManifest({ a: gql`query A { userEmbeds { _id } }`, b: gql`query A { __typename }` })).rejects.toThrow('Two operations are named A');
  });
});

describe('the generated files', () => {
  // The generator writes both sides: the server's manifest and the ids the browser sends.
  it("give the browser the server's id for each operation name", () => {
    const { operations } = persistedOperationsManifest();
    expect(persistedOperationIds).toEqual(Object.fromEntries(operations.map(({ name, id }) => [name, id])));
  });
});
