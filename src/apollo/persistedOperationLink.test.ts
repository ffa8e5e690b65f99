import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
import { UserBrokerAccountDocument } from '../generated/graphql';
import persistedOperationIds from '../generated/persisted-operation-ids.json';
import { createHttpTransportLink } from './links';
import { typePolicies } from './typePolicies';

const brokers = { data: { UserBrokerAccount: [{ __typename: 'Broker', _id: 'b1', name: 'Degiro', description: '', createdAt: '', updatedAt: '', accounts: [] }] } };

interface SentRequest {
  headers: Headers;
  body: { operationName?: string; query?: string; variables?: Record<string, unknown>; extensions?: { persistedQuery?: { version: number; sha256Hash: string } } };
}

/** A fetch that records each request body and answers with the given responses in turn. */
function fakeServer(...responses: { status?: number; body: unknown }[]) {
  const sent: SentRequest[] = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as SentRequest['body'] });
    const { status = 200, body } = responses[Math.min(sent.length, responses.length) - 1]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, sent };
}

function clientWith(fetch: typeof globalThis.fetch) {
  return new ApolloClient({ link: createHttpTransportLink({ fetch }), cache: new InMemoryCache({ typePolicies }) });
}

describe('persisted operation link', () => {
  it("sends the app's operation as its manifest id, with its name and variables, and no text", async () => {
    const server = fakeServer({ body: brokers });

    await clientWith(server.fetch).query({ query: UserBrokerAccountDocument, variables: { broker_Id: 'b1' } });

    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]!.body).toMatchObject({
      operationName: 'UserBrokerAccount',
      variables: { broker_Id: 'b1' },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedOperationIds.UserBrokerAccount } },
    });
    expect(server.sent[0]!.body.query).toBeUndefined();
  });

  it('sends it in the task that asked for it (a query asked during a render leaves before the render ends)', () => {
    const server = fakeServer({ body: brokers });

    void clientWith(server.fetch).query({ query: UserBrokerAccountDocument, variables: { broker_Id: 'b1' } });

    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('sends an operation the manifest does not know as text (a trusting server refuses it)', async () => {
    const server = fakeServer({ body: { data: { userEmbeds: [] } } });

    await clientWith(server.fetch).query({ query: gql`query NotTheApps { userEmbeds { _id } }` });

    expect(server.sent[0]!.body.query).toContain('query NotTheApps');
    expect(server.sent[0]!.body.extensions?.persistedQuery).toBeUndefined();
  });

  it('sends the text once more when the server does not know the id (a development server)', async () => {
    const notFound = { errors: [{ message: 'Unknown operation id', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const server = fakeServer({ status: 400, body: notFound }, { body: brokers });

    const { data } = await clientWith(server.fetch).query({ query: UserBrokerAccountDocument });

    expect(data).toEqual(brokers.data);
    expect(server.sent).toHaveLength(2);
    expect(server.sent[1]!.body.query).toContain('query UserBrokerAccount');
  });

  it('fails with the refusal when the server refuses the text too (a production server)', async () => {
    const notFound = { errors: [{ message: 'Unknown operation id', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    const required = { errors: [{ message: 'Only ids are accepted', extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }] };
    const server = fakeServer({ status: 400, body: notFound }, { status: 400, body: required });

    await expect(clientWith(server.fetch).query({ query: UserBrokerAccountDocument })).rejects.toThrow();
    expect(server.sent).toHaveLength(2);
  });
});
