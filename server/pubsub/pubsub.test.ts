import { createPubSub, eventIterator, mapEvents, MAX_NOTIFY_BYTES, publishInParts, type PubSub } from './pubsub';
import { openTestDatabase } from '../test/testDatabase';
import { testDatabases } from '../test/testServer';

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

describe('mapEvents', () => {
  it('maps the events after the first, and ends at once while waiting for the next', async () => {
    let push: ((value: number) => void) | undefined;
    let attached = 0;
    const source = eventIterator<number>((p) => {
      push = p;
      attached += 1;
      return () => (attached -= 1);
    });
    const events = mapEvents(source, (n) => ({ n }), async () => ({ n: 0 }));
    expect(await events.next()).toEqual({ value: { n: 0 }, done: false });
    const second = events.next();
    push!(1);
    expect(await second).toEqual({ value: { n: 1 }, done: false });
    // A page that goes while its subscription waits: return() must not wait for an event.
    const waiting = events.next();
    expect(await events.return!()).toEqual({ value: undefined, done: true });
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(attached).toBe(0);
  });

  it('skips a first value of null', async () => {
    const source = eventIterator<number>((p) => {
      setTimeout(() => p(7), 0);
      return () => undefined;
    });
    expect(await mapEvents(source, String, async () => null).next()).toEqual({ value: '7', done: false });
  });
});

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

describe.each(testDatabases)('publishMany on %s', (kind) => {
  it('sends each event to its own user in one statement', async () => {
    const { handle, drop } = await openTestDatabase(kind);
    try {
      const pubsub = await createPubSub(handle);
      const heard: Record<string, unknown[]> = { ann: [], bob: [] };
      const stops = ['ann', 'bob'].map((uid) => pubsub.on(uid, 'transactionPush', (payload) => heard[uid]!.push(payload)));
      await pubsub.publishMany('transactionPush', [
        { uid: 'ann', payload: { updatedAt: '1' } },
        { uid: 'bob', payload: { updatedAt: '2' } },
        { uid: 'ann', payload: { updatedAt: '3' } },
      ]);
      const deadline = Date.now() + 5000;
      while (heard.ann!.length + heard.bob!.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual({ ann: [{ updatedAt: '1' }, { updatedAt: '3' }], bob: [{ updatedAt: '2' }] });
      stops.forEach((stop) => stop());
    } finally {
      await handle.close();
      await drop();
    }
  });
});
