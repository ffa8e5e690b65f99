import type Stripe from 'stripe';
import { DAY, type Kit, startKit } from './standInTestKit';
import { LOCAL_PRICES } from './standIn';

let kit: Kit & { close(): Promise<void> };
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const advance = (seconds: number) => kit.control<{ now: number }>('POST', '/_standin/advance', { seconds });
const period = (subscription: Stripe.Subscription) => {
  const item = subscription.items.data[0];
  return [item?.current_period_start, item?.current_period_end];
};

/** Event types after a flush, of one subscription's objects and of the sessions. */
async function eventTypes(): Promise<string[]> {
  await kit.flush();
  expect(kit.receiver.rejected).toEqual([]);
  return kit.receiver.events.map((event) => event.type).filter((type) => type !== 'customer.created');
}

/** Checkout for the plan, paid on the hosted page; the subscription and the completed session. */
async function subscribe(trialEnd?: number, card?: string): Promise<Stripe.Subscription & { session: Stripe.Checkout.Session }> {
  const { id } = await kit.checkout(LOCAL_PRICES.plan, 'subscription', trialEnd);
  const response = await kit.pay(id, card);
  expect(response.status).toBe(303);
  const session = await kit.stripe.checkout.sessions.retrieve(id);
  return { ...(await kit.stripe.subscriptions.retrieve(session.subscription as string)), session };
}

test('subscription Checkout without a trial: active for a month, the first invoice paid, events in order', async () => {
  const session = await kit.checkout(LOCAL_PRICES.plan, 'subscription');
  expect(await (await fetch(session.url ?? '')).text()).toContain('>Subscribe</button>');
  expect((await kit.pay(session.id)).headers.get('location')).toBe(`http://app.test/billing?session=${session.id}`);
  const completed = await kit.stripe.checkout.sessions.retrieve(session.id);
  expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: expect.stringMatching(/^sub_/) });

  const subscription = await kit.stripe.subscriptions.retrieve(completed.subscription as string);
  expect(subscription).toMatchObject({ status: 'active', customer: session.customer, trial_end: null, cancel_at_period_end: false, latest_invoice: expect.stringMatching(/^in_/) });
  expect(subscription.items.data[0]).toMatchObject({ id: expect.stringMatching(/^si_/), quantity: 1, price: { id: LOCAL_PRICES.plan, unit_amount: 900 } });
  const [start = 0, end = 0] = period(subscription);
  expect(Math.abs(start - nowSeconds())).toBeLessThan(5);
  expect((end - start) / DAY).toBeGreaterThanOrEqual(28);
  expect((end - start) / DAY).toBeLessThanOrEqual(31);

  const invoice = await kit.stripe.invoices.retrieve(subscription.latest_invoice as string);
  expect(invoice).toMatchObject({
    status: 'paid', amount_due: 900, amount_paid: 900, billing_reason: 'subscription_create', number: expect.stringMatching(/^LOCAL-\d{4}$/),
    hosted_invoice_url: `${kit.standIn.url}/invoices/${invoice.id}`, parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
  });
  expect(invoice.lines.data[0]).toMatchObject({ amount: 900, description: '1 × Portfolio Tracker Pro (at $9.00 / month)', period: { start, end } });
  expect(await eventTypes()).toEqual(['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
});

test('with a trial: trialing until trial_end, a zero invoice, no payment required', async () => {
  const trialEnd = nowSeconds() + 14 * DAY;
  const subscription = await subscribe(trialEnd);
  expect(subscription).toMatchObject({ status: 'trialing', trial_end: trialEnd, metadata: { plan: 'pro' } });
  expect(period(subscription)[1]).toBe(trialEnd);
  expect(subscription.session.payment_status).toBe('no_payment_required');
  const invoices = await kit.stripe.invoices.list({ subscription: subscription.id });
  expect(invoices.data.map((i) => [i.amount_due, i.status, i.lines.data[0]?.description])).toEqual([[0, 'paid', 'Trial period for Portfolio Tracker Pro']]);
});

test('0341 is taken for a trial; when the trial ends the charge fails and the subscription is past_due', async () => {
  const subscription = await subscribe(nowSeconds() + 3 * DAY, '4000 0000 0000 0341');
  await advance(4 * DAY);
  const after = await kit.stripe.subscriptions.retrieve(subscription.id);
  expect(after.status).toBe('past_due');
  const latest = await kit.stripe.invoices.retrieve(after.latest_invoice as string);
  expect(latest).toMatchObject({ status: 'open', amount_due: 900, amount_paid: 0, billing_reason: 'subscription_cycle' });
  const types = await eventTypes();
  expect(types.slice(-2)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
  const updated = kit.receiver.events.at(-1);
  expect(updated?.data.previous_attributes).toMatchObject({ status: 'trialing' });
});

test('a renewal charges the remembered card: a new paid invoice and the period moved a month', async () => {
  const subscription = await subscribe();
  const [, end = 0] = period(subscription);
  const { now } = await advance(end - nowSeconds() + 60);
  expect(now).toBeGreaterThan(end);
  const renewed = await kit.stripe.subscriptions.retrieve(subscription.id);
  expect(renewed.status).toBe('active');
  expect(period(renewed)[0]).toBe(end);
  const invoices = await kit.stripe.invoices.list({ customer: subscription.customer as string });
  expect(invoices.data.map((i) => [i.billing_reason, i.status, i.amount_paid])).toEqual([
    ['subscription_cycle', 'paid', 900],
    ['subscription_create', 'paid', 900],
  ]);
  expect(renewed.latest_invoice).toBe(invoices.data[0]?.id);
  expect((await eventTypes()).slice(-2)).toEqual(['invoice.paid', 'customer.subscription.updated']);
  expect(kit.receiver.events.at(-1)?.data.previous_attributes).toHaveProperty('items');

  const page = await fetch(invoices.data[0]?.hosted_invoice_url ?? '');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(invoices.data[0]?.number ?? 'no number');
});

test('cancel at period end keeps the plan until the period ends, then deletes it', async () => {
  const subscription = await subscribe();
  const [, end = 0] = period(subscription);
  const canceling = await kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
  expect(canceling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: end });
  await advance(end - nowSeconds() - 3600);
  expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  await advance(2 * 3600);
  expect(await kit.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled', ended_at: end });
  expect((await kit.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  expect((await kit.stripe.subscriptions.list({ customer: subscription.customer as string })).data).toEqual([]);
  expect((await kit.stripe.subscriptions.list({ customer: subscription.customer as string, status: 'all' })).data).toHaveLength(1);
  const types = await eventTypes();
  expect(types.slice(-2)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
  expect(kit.receiver.events.at(-2)?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
});

test('DELETE cancels at once', async () => {
  const subscription = await subscribe();
  const canceled = await kit.stripe.subscriptions.cancel(subscription.id);
  expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number), canceled_at: expect.any(Number) });
  expect((await eventTypes()).at(-1)).toBe('customer.subscription.deleted');
});

test('the billing portal shows the plan and its invoices, and cancels and renews it', async () => {
  const subscription = await subscribe();
  const portal = await kit.stripe.billingPortal.sessions.create({ customer: subscription.customer as string, return_url: 'http://app.test/settings' });
  expect(portal).toMatchObject({ id: expect.stringMatching(/^bps_/), object: 'billing_portal.session', url: `${kit.standIn.url}/portal/${portal.id}` });
  const page = await (await fetch(portal.url)).text();
  for (const text of ['Portfolio Tracker Pro', 'Renews on', 'Cancel plan', 'LOCAL-0001', `/invoices/${subscription.latest_invoice as string}`, 'href="http://app.test/settings"']) {
    expect(page).toContain(text);
  }

  const cancel = await fetch(`${portal.url}/cancel`, { method: 'POST', redirect: 'manual' });
  expect([cancel.status, cancel.headers.get('location')]).toEqual([303, `/portal/${portal.id}`]);
  expect((await kit.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);
  const canceling = await (await fetch(portal.url)).text();
  expect(canceling).toContain('Ends on');
  expect(canceling).toContain('Renew plan');

  await fetch(`${portal.url}/renew`, { method: 'POST', redirect: 'manual' });
  expect((await kit.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
  expect((await eventTypes()).slice(-2)).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);
});
