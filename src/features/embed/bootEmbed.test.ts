import { EmbeddedWidgetDocument } from '../../generated/graphql';
import persistedOperationIds from '../../generated/persisted-operation-ids.json';
import { createEmbedClient } from './bootEmbed';

describe('embed client', () => {
  it('sends the embedded widget query by its persisted id, with the embed token', async () => {
    const requests: RequestInit[] = [];
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init ?? {});
      return new Response(JSON.stringify({ data: { embeddedWidget: null } }), { headers: { 'content-type': 'application/json' } });
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetch;
    try {
      await createEmbedClient('tok-1').query({ query: EmbeddedWidgetDocument, variables: { widgetName: 'w' } });
    } finally {
      globalThis.fetch = originalFetch;
    }

    expect(new Headers(requests[0]?.headers).get('authorization')).toBe('Embed tok-1');
    const body = JSON.parse(String(requests[0]?.body)) as { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };
    expect(body.extensions?.persistedQuery?.sha256Hash).toBe(persistedOperationIds.EmbeddedWidget);
    expect(body.query).toBeUndefined();
  });
});
