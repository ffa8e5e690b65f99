import Stripe from 'stripe';
import { type Kit, newKey, sdk, startKit } from './standInTestKit';
import { LOCAL_PRICES, signatureHeader } from './standIn';

let kit: Kit & { close(): Promise<void> };
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

const typesOf = (events: Stripe.Event[]) => events.map((event) => event.type);

test("refuses a missing or non-test key with Stripe's 401", async () => {
  await expect(sdk(kit.standIn, 'sk_live_real').customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  const response = await fetch(`${kit.standIn.url}/v1/customers`, { method: 'POST' });
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: { type: 'invalid_request_error', message: expect.stringContaining('API key') } });
});

test('each key is its own account', async () => {
  const customer = await kit.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u1' } });
  expect(customer).toMatchObject({ id: expect.stringMatching(/^cus_/), object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { userId: 'u1' } });
  expect(await kit.stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, email: 'ada@example.com' });
  const other = sdk(kit.standIn, newKey());
  const error = await other.customers.retrieve(customer.id).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: `No such customer: '${customer.id}'` });
});

test('seeds every account with the plan and the three top-ups', async () => {
  const plan = await kit.stripe.prices.retrieve(LOCAL_PRICES.plan, { expand: ['product'] });
  expect(plan).toMatchObject({ type: 'recurring', unit_amount: 900, currency: 'usd', recurring: { interval: 'month' }, metadata: { tokens: '2000000' } });
  expect(plan.product).toMatchObject({ id: expect.stringMatching(/^prod_/), name: 'Portfolio Tracker Pro' });
  const topUps = await kit.stripe.prices.list({ active: true, type: 'one_time', expand: ['data.product'] });
  const cheapestFirst = [...topUps.data].sort((a, b) => (a.unit_amount ?? 0) - (b.unit_amount ?? 0));
  expect(cheapestFirst.map((p) => [p.id, p.unit_amount, (p.product as Stripe.Product).name, p.metadata.tokens])).toEqual([
    [LOCAL_PRICES.topUps[0], 500, '1M agent tokens', '1000000'],
    [LOCAL_PRICES.topUps[1], 2000, '5M agent tokens', '5000000'],
    [LOCAL_PRICES.topUps[2], 5000, '15M agent tokens', '15000000'],
  ]);
  expect((await kit.stripe.prices.list({ limit: 2 })).has_more).toBe(true);
});

test('Checkout in payment mode: hosted page, pay, redirect, payment intent, signed event', async () => {
  const session = await kit.checkout(LOCAL_PRICES.topUps[1], 'payment');
  expect(session).toMatchObject({
    id: expect.stringMatching(/^cs_test_/), object: 'checkout.session', mode: 'payment', status: 'open', payment_status: 'unpaid',
    url: `${kit.standIn.url}/checkout/${session.id}`, amount_total: 2000, currency: 'usd', client_reference_id: 'u1', subscription: null, payment_intent: null,
  });
  expect(session.expires_at).toBe(session.created + 24 * 3600);

  const page = await fetch(session.url ?? '');
  const html = await page.text();
  expect(page.status).toBe(200);
  for (const text of ['Local Stripe stand-in', '5M agent tokens', '$20.00', 'ada@example.com', '<label for="card">Card number</label>', '>Pay</button>', 'href="http://app.test/billing"']) {
    expect(html).toContain(text);
  }

  const paid = await kit.pay(session.id);
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`http://app.test/billing?session=${session.id}`);
  const completed = await kit.stripe.checkout.sessions.retrieve(session.id);
  expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: expect.stringMatching(/^pi_/), url: null });
  const intent = await kit.stripe.paymentIntents.retrieve(completed.payment_intent as string);
  expect(intent).toMatchObject({ object: 'payment_intent', amount: 2000, currency: 'usd', customer: session.customer, status: 'succeeded' });

  expect((await kit.pay(session.id)).status).toBe(409);
  await kit.flush();
  expect(kit.receiver.rejected).toEqual([]);
  const event = kit.receiver.events.find((e) => e.type === 'checkout.session.completed');
  expect(event).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false, data: { object: { id: session.id, status: 'complete' } } });
  expect(await kit.stripe.events.retrieve(event?.id ?? '')).toMatchObject({ id: event?.id, type: 'checkout.session.completed' });
});

test('a declined card changes nothing', async () => {
  const session = await kit.checkout(LOCAL_PRICES.topUps[0], 'payment');
  for (const card of ['4000 0000 0000 0002', '4000000000000341', '1234']) {
    const response = await kit.pay(session.id, card);
    expect(response.status).toBe(402);
    expect(await response.text()).toMatch(card === '1234' ? /Your card number is incorrect\./ : /Your card was declined\./);
  }
  expect(await kit.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
  await kit.flush();
  expect(typesOf(kit.receiver.events)).not.toContain('checkout.session.completed');
});

test('an expired session cannot be paid', async () => {
  const session = await kit.checkout(LOCAL_PRICES.topUps[0], 'payment');
  expect(await kit.stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired', url: null });
  expect((await fetch(`${kit.standIn.url}/checkout/${session.id}`)).status).toBe(410);
  expect((await kit.pay(session.id)).status).toBe(410);
  await expect(kit.stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  await kit.flush();
  expect(typesOf(kit.receiver.events)).toContain('checkout.session.expired');
});

test("refuses bad parameters with Stripe's errors", async () => {
  const { id: customer } = await kit.stripe.customers.create({});
  const urls = { success_url: 'http://app.test/ok', cancel_url: 'http://app.test/no' };
  const attempts: [Stripe.Checkout.SessionCreateParams, string][] = [
    [{ mode: 'subscription', customer, line_items: [{ price: LOCAL_PRICES.topUps[0], quantity: 1 }], ...urls }, 'line_items[0][price]'],
    [{ mode: 'payment', customer, line_items: [{ price: LOCAL_PRICES.plan, quantity: 1 }], ...urls }, 'line_items[0][price]'],
    [{ mode: 'payment', customer, line_items: [{ price: 'price_nope', quantity: 1 }], ...urls }, 'line_items[0][price]'],
    [{ mode: 'payment', customer, line_items: [{ price: LOCAL_PRICES.topUps[0], quantity: 1 }], cancel_url: urls.cancel_url }, 'success_url'],
    [{ mode: 'payment', customer, line_items: [{ price: LOCAL_PRICES.topUps[0], quantity: 1 }], success_url: urls.success_url }, 'cancel_url'],
    [{ mode: 'payment', customer: 'cus_nope', line_items: [{ price: LOCAL_PRICES.topUps[0], quantity: 1 }], ...urls }, 'customer'],
    [
      { mode: 'subscription', customer, line_items: [{ price: LOCAL_PRICES.plan, quantity: 1 }], subscription_data: { trial_end: Math.floor(Date.now() / 1000) + 3600 }, ...urls },
      'subscription_data[trial_end]',
    ],
  ];
  for (const [params, param] of attempts) {
    const error = await kit.stripe.checkout.sessions.create(params).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param, type: 'StripeInvalidRequestError' });
  }
  await expect(kit.stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
});

test('replays the answer given under an Idempotency-Key', async () => {
  const first = await kit.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-u1' });
  const again = await kit.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-u1' });
  expect(again.id).toBe(first.id);
  expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  await expect(kit.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'signup-u1' })).rejects.toBeInstanceOf(
    Stripe.errors.StripeIdempotencyError,
  );
  expect((await kit.stripe.customers.create({ email: 'a@example.com' })).id).not.toBe(first.id);
});

test('webhook endpoints: the secret only on create, signed deliveries, a log, redelivery', async () => {
  const endpoint = await kit.stripe.webhookEndpoints.create({ url: 'http://127.0.0.1:9/never', enabled_events: ['invoice.paid'] });
  expect(endpoint).toMatchObject({ id: expect.stringMatching(/^we_/), object: 'webhook_endpoint', status: 'enabled', secret: expect.stringMatching(/^whsec_/) });
  const listed = await kit.stripe.webhookEndpoints.list();
  expect(listed.data.map((e) => e.secret)).toEqual([undefined, undefined]);
  await kit.stripe.webhookEndpoints.del(endpoint.id);

  const session = await kit.checkout(LOCAL_PRICES.topUps[0], 'payment');
  await kit.pay(session.id);
  await kit.flush();
  const [event] = (await kit.stripe.events.list({ type: 'checkout.session.completed' })).data;
  expect(event?.data.object).toMatchObject({ id: session.id });
  kit.receiver.status = 500;
  const redelivered = await kit.control<{ deliveries: { url: string; status: number }[] }>('POST', `/_standin/events/${event?.id}/deliver`);
  expect(redelivered.deliveries).toEqual([{ url: kit.receiver.url, status: 500 }]);
  expect(kit.receiver.events.filter((e) => e.id === event?.id)).toHaveLength(2);

  const { deliveries } = await kit.control<{ deliveries: { event: string; type: string; status: number }[] }>('GET', '/_standin/deliveries');
  expect(deliveries.map((d) => d.type)).toEqual(['customer.created', 'checkout.session.completed', 'checkout.session.completed']);
  expect(deliveries.map((d) => d.status)).toEqual([200, 200, 500]);
});

test('signatureHeader is the scheme the SDK verifies', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
  const now = Math.floor(Date.now() / 1000);
  const stripe = new Stripe('sk_test_x');
  expect(stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_a', now), 'whsec_a')).toMatchObject({ id: 'evt_1' });
  expect(() => stripe.webhooks.constructEvent(payload, signatureHeader(payload, 'whsec_b', now), 'whsec_a')).toThrow();
});

test('the clock moves by form or JSON seconds; unknown routes answer 404', async () => {
  const { now: start } = await kit.control<{ now: number }>('POST', '/_standin/advance', { seconds: 0 });
  const response = await fetch(`${kit.standIn.url}/_standin/advance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${kit.key}` },
    body: new URLSearchParams({ seconds: '3600' }),
  });
  expect(((await response.json()) as { now: number }).now - start).toBeGreaterThanOrEqual(3600);
  const customer = await kit.stripe.customers.create({});
  expect(customer.created - start).toBeGreaterThanOrEqual(3600);
  const unknown = await fetch(`${kit.standIn.url}/v1/charges`, { headers: { Authorization: `Bearer ${kit.key}` } });
  expect([unknown.status, ((await unknown.json()) as { error: { type: string } }).error.type]).toEqual([404, 'invalid_request_error']);
});
