// npm start keeps the stand-in's accounts in a file, so the customers and subscriptions the
// database names still exist after a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStripeStandIn } from './standIn';
import { LOCAL_PRICES } from './objects';
import { newKey, sdk } from './standInTestKit';

it('keeps customers, subscriptions and the clock across a restart', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-'));
  const stateFile = path.join(dir, 'state.json');
  const key = newKey();
  try {
    const first = await startStripeStandIn({ port: 0, stateFile });
    const stripe = sdk(first, key);
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const session = await stripe.checkout.sessions.create({ mode: 'subscription', customer: customer.id, line_items: [{ price: LOCAL_PRICES.plan, quantity: 1 }], success_url: 'http://app.test/ok', cancel_url: 'http://app.test/no' });
    await fetch(`${first.url}/checkout/${session.id}/pay`, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }), redirect: 'manual' });
    const { now } = (await (await fetch(`${first.url}/_standin/advance`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{"seconds":3600}' })).json()) as { now: number };
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    await first.close();

    const second = await startStripeStandIn({ port: 0, stateFile });
    try {
      const again = sdk(second, key);
      expect((await again.customers.retrieve(customer.id)) as { email: string }).toMatchObject({ email: 'ada@example.com' });
      expect(await again.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: 'active', customer: customer.id });
      // Another key's account was never saved, and starts empty.
      await expect(sdk(second, newKey()).customers.retrieve(customer.id)).rejects.toThrow(/No such customer/);
      const clock = (await (await fetch(`${second.url}/_standin/advance`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: '{"seconds":0}' })).json()) as { now: number };
      expect(clock.now - now).toBeLessThan(60);
      expect(clock.now - now).toBeGreaterThanOrEqual(0);
    } finally {
      await second.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
