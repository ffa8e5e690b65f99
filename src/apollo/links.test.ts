import { ApolloLink, gql } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { firstValueFrom, of, throwError } from 'rxjs';
import { createApolloClient } from './client';
import { createDeferredLink, createErrorLink, requestFailedMessage } from './links';

const BrokersQuery = gql`
  query Brokers {
    UserBrokerAccount {
      _id
      name
    }
  }
`;

const brokersResult = { data: { UserBrokerAccount: [{ __typename: 'Broker', _id: 'b1', name: 'Degiro' }] } };

/** A terminating link that records the headers each operation arrives with. */
function recordingLink() {
  const headers: Record<string, string>[] = [];
  const link = new ApolloLink((operation) => {
    headers.push(operation.getContext().headers as Record<string, string>);
    return of(brokersResult);
  });
  return { link, headers };
}

describe('auth link', () => {
  it('sends the ID token as a bearer token', async () => {
    const { link, headers } = recordingLink();
    const client = createApolloClient({ getIdToken: async () => 'id-token-1', terminatingLink: link });

    await client.query({ query: BrokersQuery });

    expect(headers).toEqual([{ authorization: 'Bearer id-token-1' }]);
  });

  it('sends an empty Authorization when there is no user', async () => {
    const { link, headers } = recordingLink();
    const client = createApolloClient({ getIdToken: async () => null, terminatingLink: link });

    await client.query({ query: BrokersQuery });

    expect(headers).toEqual([{ authorization: '' }]);
  });

  it("keeps the caller's extra headers, and lets the caller send its own token", async () => {
    const { link, headers } = recordingLink();
    const client = createApolloClient({ getIdToken: async () => 'id-token-1', terminatingLink: link });

    await client.query({ query: BrokersQuery, context: { headers: { 'x-request-id': 'r-42' } } });
    await client.query({
      query: BrokersQuery,
      context: { headers: { authorization: 'Bearer embed-token' } },
      fetchPolicy: 'network-only',
    });

    expect(headers).toEqual([
      { authorization: 'Bearer id-token-1', 'x-request-id': 'r-42' },
      { authorization: 'Bearer embed-token' },
    ]);
  });

  it('asks for the token on every request, so a refreshed token is used', async () => {
    const { link, headers } = recordingLink();
    const tokens = ['first', 'second'];
    const client = createApolloClient({ getIdToken: async () => tokens.shift() ?? null, terminatingLink: link });

    await client.query({ query: BrokersQuery });
    await client.query({ query: BrokersQuery, fetchPolicy: 'network-only' });

    expect(headers.map((h) => h.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('sends a token already known in the same task, without asking for it, the caller still first', () => {
    const { link, headers } = recordingLink();
    const getIdToken = jest.fn(async () => 'asked');
    const client = createApolloClient({ getIdToken, knownIdToken: () => 'known', terminatingLink: link });

    void client.query({ query: BrokersQuery });
    void client.query({ query: BrokersQuery, context: { headers: { authorization: 'Bearer embed-token' } }, fetchPolicy: 'network-only' });

    // No await: both reached the transport before this line.
    expect(headers).toEqual([{ authorization: 'Bearer known' }, { authorization: 'Bearer embed-token' }]);
    expect(getIdToken).not.toHaveBeenCalled();
  });

  it('asks for the token when none is known', async () => {
    const { link, headers } = recordingLink();
    const client = createApolloClient({ getIdToken: async () => 'asked', knownIdToken: () => null, terminatingLink: link });

    await client.query({ query: BrokersQuery });

    expect(headers).toEqual([{ authorization: 'Bearer asked' }]);
  });
});

describe('error link', () => {
  function failingWith(status: number, bodyText: string) {
    const response = new Response(bodyText, { status });
    return new ApolloLink(() =>
      throwError(() => new ServerError(`Response not successful: Received status code ${status}`, { response, bodyText })),
    );
  }

  function run(link: ApolloLink, log: (message: string) => void) {
    const chain = ApolloLink.from([createErrorLink(log), link]);
    const client = createApolloClient({ getIdToken: async () => null, terminatingLink: ApolloLink.empty() });
    return firstValueFrom(ApolloLink.execute(chain, { query: BrokersQuery }, { client }));
  }

  it("fails a non-OK response with the body's message, and logs it with the operation name", async () => {
    const log = jest.fn();

    await expect(run(failingWith(429, '{"message":"Too many requests, slow down"}'), log)).rejects.toMatchObject({
      name: 'ServerError',
      statusCode: 429,
      message: 'Too many requests, slow down',
    });
    expect(log).toHaveBeenCalledWith('[HTTP 429] Brokers: Too many requests, slow down');
  });

  it('says "Request failed" when the body has no message', async () => {
    await expect(run(failingWith(502, '<html>Bad gateway</html>'), jest.fn())).rejects.toThrow(/^Request failed$/);
  });

  it('logs GraphQL errors and passes the result on unchanged', async () => {
    const log = jest.fn();
    const result = { data: null, errors: [{ message: 'Broker does not exist!', path: ['UserBrokerAccount'] }] };

    await expect(run(new ApolloLink(() => of(result)), log)).resolves.toBe(result);
    expect(log).toHaveBeenCalledWith('[GraphQL error] Brokers: Broker does not exist! (path: UserBrokerAccount)');
  });

  it('logs network errors and passes them on', async () => {
    const log = jest.fn();
    const offline = new TypeError('Failed to fetch');

    await expect(run(new ApolloLink(() => throwError(() => offline)), log)).rejects.toBe(offline);
    expect(log).toHaveBeenCalledWith('[Network error] Brokers: Failed to fetch');
  });
});

describe('requestFailedMessage', () => {
  it.each([
    ['{"message":"Quota exceeded"}', 'Quota exceeded'],
    ['{"message":""}', 'Request failed'],
    ['{"error":"nope"}', 'Request failed'],
    ['null', 'Request failed'],
    ['not json', 'Request failed'],
  ])('%s -> %s', (body, message) => {
    expect(requestFailedMessage(body)).toBe(message);
  });
});

describe('createDeferredLink', () => {
  const client = createApolloClient({ getIdToken: async () => null, terminatingLink: ApolloLink.empty() });
  const run = (link: ApolloLink) => firstValueFrom(ApolloLink.execute(link, { query: BrokersQuery }, { client }));

  it('loads the link on first use only', async () => {
    const load = jest.fn(async () => new ApolloLink(() => of(brokersResult)));
    const link = createDeferredLink(load);
    expect(load).not.toHaveBeenCalled();

    await expect(run(link)).resolves.toEqual(brokersResult);
    await expect(run(link)).resolves.toEqual(brokersResult);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = jest
      .fn<Promise<ApolloLink>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(new ApolloLink(() => of(brokersResult)));
    const link = createDeferredLink(load);

    await expect(run(link)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(run(link)).resolves.toEqual(brokersResult);
  });
});
