import { MAX_NOTIFY_BYTES, publishInParts, type PubSub } from './pubsub';

/** A pubsub that records what is published. */
function recording() {
  const published: { uid: string; event: string; payload: unknown }[] = [];
  const pubsub = {
    publish: async (uid: string, event: string, payload: unknown) => {
      published.push({ uid, event, payload });
    },
  } as unknown as PubSub;
  return { pubsub, published };
}

const quote = (i: number) => ({ symbol: `S${i}`, name: `Security ${i} ${'x'.repeat(900)}`, simulated: true, stale: false }) as never;

describe('publishInParts', () => {
  it('sends the items in order, in as few events as fit a notification each', async () => {
    const { pubsub, published } = recording();
    const items = Array.from({ length: 20 }, (_, i) => quote(i));

    await publishInParts(pubsub, '', 'marketQuotes', items);

    expect(published.flatMap((event) => event.payload as unknown[])).toEqual(items);
    expect(published.every((event) => event.event === 'marketQuotes' && event.uid === '')).toBe(true);
    for (const event of published) expect(Buffer.byteLength(JSON.stringify(event.payload))).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    // About 950 bytes each: 7 to a notification, so 3 notifications for 20, not 20.
    expect(published.map((event) => (event.payload as unknown[]).length)).toEqual([7, 7, 6]);
  });

  it('sends nothing for nothing', async () => {
    const { pubsub, published } = recording();
    await publishInParts(pubsub, '', 'marketQuotes', []);
    expect(published).toEqual([]);
  });
});
