// The whole billing cycle through the real server, the official SDK and the local Stripe
// stand-in, on both databases: trial, checkout, webhook, cancel and renew, invoices, renewal,
// payment failure, period end, top-ups credited once, and the plan gate.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases, type TestDatabaseKind } from '../../test/testServer';
import { LOCAL_PRICES } from './localPrices';
import { CANCEL, CHECKOUT, DAY, INVOICES, OFFER, PORTAL, RENEW, TOP_UP, advance, audit, control, flush, newStripeKey, pay, standInSdk, status } from '../../test/billingCalls';

const CREATE_DASHBOARD = 'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id } }';
const DASHBOARDS = 'query { userDashboards { _id } }';

/**
 * A server billing in a stand-in account of its own. The account's clock is one for all its
 * customers, so each test that moves it has a server of its own.
 */
function billingServer(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  const key = newStripeKey();
  const server = useTestServer(kind, { STRIPE_SECRET_KEY: key, ...env });
  const subscriber = async (): Promise<TestUser & { stripeId: string }> => {
    const user = await signUpUser();
    const { stripeId } = await audit(server, user.idToken);
    return { ...user, stripeId: stripeId! };
  };
  return { key, server, subscriber };
}

describe.each(testDatabases)('a new user on %s', (kind) => {
  const { server } = billingServer(kind);

  it('gives a new user a customer, the trial and its tokens, and offers the plan and three top-ups', async () => {
    const user = await signUpUser();
    const audited = await audit(server, user.idToken);
    expect(audited.stripeId).toMatch(/^cus_/);
    expect(audited.fullFeatureEnabled).toBe(true);
    // A second sign-in keeps the one customer and does not credit the trial twice.
    expect((await audit(server, user.idToken)).stripeId).toBe(audited.stripeId);
    expect(await status(server, user.idToken)).toEqual({
      fullFeatureEnabled: true,
      isTrialing: true,
      trialDaysLeft: 14,
      hasSubscription: false,
      activeSubscription: false,
      activeSubscriptionId: null,
      current_period_end: null,
      subscriptionStatus: null,
      cancel_at_period_end: false,
      agentTokensBalance: 200_000,
      agentTokensUsed: 0,
      agentTokensBalanceAllocated: 200_000,
      isInTrialAndNoTopUp: true,
      isValidTokenSubscription: true,
      tokenTrialDaysLeft: 14,
    });
    const { billingOffer } = await dataOf<{ billingOffer: { mode: string; plan: Record<string, unknown>; topUps: { id: string; amount: number; tokens: number }[] } }>(server, user.idToken, OFFER);
    expect(billingOffer.mode).toBe('LOCAL');
    expect(billingOffer.plan).toEqual({ id: LOCAL_PRICES.plan, name: 'Portfolio Tracker Pro', amount: 9, currency: 'USD', interval: 'month', tokens: 2_000_000 });
    expect(billingOffer.topUps.map(({ id, amount, tokens }) => [id, amount, tokens])).toEqual([
      [LOCAL_PRICES.topUps[0], 5, 1_000_000],
      [LOCAL_PRICES.topUps[1], 20, 5_000_000],
      [LOCAL_PRICES.topUps[2], 50, 15_000_000],
    ]);
  });

});

describe.each(testDatabases)('a subscription\'s life on %s', (kind) => {
  const { key, server, subscriber } = billingServer(kind);

  it('subscribes through checkout keeping the trial, cancels and renews, renews at the period end, and ends', async () => {
    const user = await subscriber();
    const vars = { stripeId: user.stripeId };
    const session = (await dataOf<{ createCheckoutSession: { id: string; url: string } }>(server, user.idToken, CHECKOUT, vars)).createCheckoutSession;
    expect(session.url).toContain(`/checkout/${session.id}`);
    // A second click while the first checkout is open returns the same session.
    expect((await dataOf<{ createCheckoutSession: { id: string } }>(server, user.idToken, CHECKOUT, vars)).createCheckoutSession.id).toBe(session.id);
    // The browser coming back changes nothing: only the webhook does.
    const paid = await pay(session.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/app/subscription?checkout=success`);
    await flush(key);
    const trialing = await status(server, user.idToken);
    expect(trialing).toMatchObject({ hasSubscription: true, activeSubscription: true, subscriptionStatus: 'trialing', isTrialing: true, trialDaysLeft: 14, isInTrialAndNoTopUp: false, cancel_at_period_end: false });
    const subscriptionId = trialing.activeSubscriptionId!;
    expect(subscriptionId).toMatch(/^sub_/);
    // Stripe's trial ends with ours: the first charge is at its end.
    expect(Math.abs(Date.parse(trialing.current_period_end as string) - (Date.now() + 14 * DAY * 1000))).toBeLessThan(120_000);
    expect((await errorOf(server, user.idToken, CHECKOUT, vars)).message).toBe('You already have a subscription: manage it from the billing portal.');

    expect((await dataOf<{ cancelSubscription: unknown }>(server, user.idToken, CANCEL, { id: subscriptionId })).cancelSubscription).toEqual({ subscriptionId, subscriptionStatus: 'trialing', cancel_at_period_end: true });
    expect(await status(server, user.idToken)).toMatchObject({ cancel_at_period_end: true, hasSubscription: true });
    expect((await dataOf<{ renewSubscription: unknown }>(server, user.idToken, RENEW, { id: subscriptionId })).renewSubscription).toEqual({ subscriptionId, subscriptionStatus: 'trialing', cancel_at_period_end: false });
    expect(await status(server, user.idToken)).toMatchObject({ cancel_at_period_end: false });

    // The trial ends at Stripe: the first invoice is paid and the period's tokens credited once.
    await advance(key, 15 * DAY);
    expect(await status(server, user.idToken)).toMatchObject({ subscriptionStatus: 'active', activeSubscription: true, agentTokensBalance: 2_200_000 });
    const { getStripeInvoices: invoices } = await dataOf<{ getStripeInvoices: Record<string, unknown>[] }>(server, user.idToken, INVOICES, vars);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ amount: 9, currency: 'USD', status: 'paid', subscriptionId, hosted_invoice_url: expect.stringMatching(/\/invoices\/in_/) });
    expect(invoices[1]).toMatchObject({ amount: 0, status: 'paid', subscriptionId });
    expect((await fetch(invoices[0]!.hosted_invoice_url as string)).status).toBe(200);

    // Cancelled at the period's end, it ends there.
    await dataOf(server, user.idToken, CANCEL, { id: subscriptionId });
    await advance(key, 31 * DAY);
    expect(await status(server, user.idToken)).toMatchObject({ subscriptionStatus: 'canceled', hasSubscription: false, activeSubscription: false, activeSubscriptionId: null, cancel_at_period_end: false });
    expect((await errorOf(server, user.idToken, CANCEL, { id: subscriptionId })).message).toBe('This subscription has ended: subscribe again instead.');
  });

});

describe.each(testDatabases)('a failed payment on %s', (kind) => {
  const { key, server, subscriber } = billingServer(kind);

  it('marks a failed renewal payment past due, keeping the features while Stripe retries', async () => {
    const user = await subscriber();
    const session = (await dataOf<{ createCheckoutSession: { url: string } }>(server, user.idToken, CHECKOUT, { stripeId: user.stripeId })).createCheckoutSession;
    // This card attaches for the trial and fails at the first charge.
    expect((await pay(session.url, '4000000000000341')).status).toBe(303);
    await advance(key, 15 * DAY);
    expect(await status(server, user.idToken)).toMatchObject({ subscriptionStatus: 'past_due', hasSubscription: true, activeSubscription: false, fullFeatureEnabled: true, agentTokensBalance: 200_000 });
    const { getStripeInvoices: invoices } = await dataOf<{ getStripeInvoices: { status: string; amount: number }[] }>(server, user.idToken, INVOICES, { stripeId: user.stripeId });
    expect(invoices[0]).toMatchObject({ status: 'open', amount: 9 });
  });

});

describe.each(testDatabases)('top-ups and who may ask on %s', (kind) => {
  const { key, server, subscriber } = billingServer(kind);

  it('credits a top-up once, even when its event is delivered again', async () => {
    const user = await subscriber();
    const vars = { stripeId: user.stripeId, priceId: LOCAL_PRICES.topUps[0] };
    const session = (await dataOf<{ createTopUpCheckoutSession: { id: string; url: string } }>(server, user.idToken, TOP_UP, vars)).createTopUpCheckoutSession;
    expect((await dataOf<{ createTopUpCheckoutSession: { id: string } }>(server, user.idToken, TOP_UP, vars)).createTopUpCheckoutSession.id).toBe(session.id);
    // Another price is another checkout.
    const other = (await dataOf<{ createTopUpCheckoutSession: { id: string } }>(server, user.idToken, TOP_UP, { ...vars, priceId: LOCAL_PRICES.topUps[1] })).createTopUpCheckoutSession;
    expect(other.id).not.toBe(session.id);
    const paid = await pay(session.url);
    expect(paid.headers.get('location')).toBe(`${server.url}/app/token-top-up-prices?topup=success`);
    await flush(key);
    expect(await status(server, user.idToken)).toMatchObject({ agentTokensBalance: 1_200_000, agentTokensBalanceAllocated: 1_200_000, isInTrialAndNoTopUp: false });

    const events = await standInSdk(key).events.list({ type: 'checkout.session.completed', limit: 100 });
    const completed = events.data.find((event) => (event.data.object as { id: string }).id === session.id)!;
    for (let delivery = 0; delivery < 2; delivery++) {
      const { deliveries } = await control<{ deliveries: { status: number }[] }>(key, `events/${completed.id}/deliver`);
      expect(deliveries.map((d) => d.status)).toContain(200);
    }
    expect(await status(server, user.idToken)).toMatchObject({ agentTokensBalance: 1_200_000 });
  });

  it('refuses a price that is not an offered top-up, and a declined card changes nothing', async () => {
    const user = await subscriber();
    for (const priceId of [LOCAL_PRICES.plan, 'price_unknown', 'not a price']) {
      const error = await errorOf(server, user.idToken, TOP_UP, { stripeId: user.stripeId, priceId });
      expect(error).toMatchObject({ message: 'This price is not one of the offered top-ups.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const session = (await dataOf<{ createTopUpCheckoutSession: { url: string } }>(server, user.idToken, TOP_UP, { stripeId: user.stripeId, priceId: LOCAL_PRICES.topUps[2] })).createTopUpCheckoutSession;
    const declined = await pay(session.url, '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    await flush(key);
    expect(await status(server, user.idToken)).toMatchObject({ agentTokensBalance: 200_000 });
  });

  it('treats another user\'s customer and subscription like missing ones', async () => {
    const owner = await subscriber();
    const session = (await dataOf<{ createCheckoutSession: { url: string } }>(server, owner.idToken, CHECKOUT, { stripeId: owner.stripeId })).createCheckoutSession;
    await pay(session.url);
    await flush(key);
    const subscriptionId = (await status(server, owner.idToken)).activeSubscriptionId!;
    const intruder = await subscriber();
    for (const [query, variables] of [
      [INVOICES, { stripeId: owner.stripeId }],
      [PORTAL, { stripeId: owner.stripeId }],
      [CHECKOUT, { stripeId: owner.stripeId }],
      [TOP_UP, { stripeId: owner.stripeId, priceId: LOCAL_PRICES.topUps[0] }],
      [INVOICES, { stripeId: 'cus_doesnotexist' }],
    ] as const) {
      expect(await errorOf(server, intruder.idToken, query, variables)).toMatchObject({ message: 'No such customer.', extensions: { code: 'NOT_FOUND' } });
    }
    for (const query of [CANCEL, RENEW]) {
      expect(await errorOf(server, intruder.idToken, query, { id: subscriptionId })).toMatchObject({ message: 'No such subscription.', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await status(server, owner.idToken)).toMatchObject({ cancel_at_period_end: false, activeSubscriptionId: subscriptionId });
  });

  it('records and ignores an unknown event type, a stranger\'s customer and old news; refuses a replayed delivery', async () => {
    const user = await subscriber();
    const session = (await dataOf<{ createCheckoutSession: { url: string } }>(server, user.idToken, CHECKOUT, { stripeId: user.stripeId })).createCheckoutSession;
    await pay(session.url);
    await flush(key);
    const before = await status(server, user.idToken);
    const subscription = await standInSdk(key).subscriptions.retrieve(before.activeSubscriptionId!);
    const outcomes: string[] = [];
    const trigger = async (type: string, object: object, created?: number) => {
      const event = await control<{ id: string }>(key, 'trigger', { type, object, ...(created && { created }) });
      await flush(key);
      const { deliveries } = await control<{ deliveries: { status: number }[] }>(key, `events/${event.id}/deliver`);
      outcomes.push(deliveries.map((delivery) => delivery.status).join() || 'not sent');
      return event.id;
    };
    // The endpoint asked only for the types it acts on (the others are recorded and ignored if
    // sent anyway: billingWebhooks.test.ts).
    await trigger('charge.refunded', { id: 'ch_1', object: 'charge', customer: user.stripeId });
    await trigger('customer.subscription.updated', { ...subscription, id: 'sub_stranger', customer: 'cus_stranger' });
    // An update stamped a minute before the subscription's creation arrives after it: stale.
    const old = await trigger('customer.subscription.updated', { ...subscription, cancel_at_period_end: true, status: 'canceled' }, subscription.created - 60);
    // Each was answered 200 (a retry would not help), and so was its redelivery, a duplicate.
    expect(outcomes).toEqual(['not sent', '200', '200']);
    const { deliveries: log } = await (await fetch(`http://${process.env.STRIPE_STAND_IN_HOST}/_standin/deliveries`, { headers: { authorization: `Bearer ${key}` } })).json() as { deliveries: { event: string; status: number }[] };
    expect(log.filter((delivery) => delivery.event === old).map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(await status(server, user.idToken)).toEqual(before);
    // A delivery signed ten minutes ago, replayed now, is refused before it is read.
    const replayed = await control<{ deliveries: { status: number }[] }>(key, `events/${old}/deliver`, { signed_at: Math.floor(Date.now() / 1000) - 600 });
    expect(replayed.deliveries[0]!.status).toBe(400);
  });

  it('opens the billing portal for the owner', async () => {
    const user = await subscriber();
    const { url } = (await dataOf<{ generateBillingPortalLink: { url: string } }>(server, user.idToken, PORTAL, { stripeId: user.stripeId })).generateBillingPortalLink;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${server.url}/app/subscription`);
  });

  it('refuses a webhook whose signature does not match, changing nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: {} } });
    for (const signature of [`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, undefined]) {
      const response = await fetch(`${server.url}/billing/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) }, body: payload });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The Stripe-Signature header does not match this payload.' });
    }
  });
});

describe.each(testDatabases)('the plan gate on %s (no trial)', (kind) => {
  const { key, server } = billingServer(kind, { TRIAL_DAYS: '0' });

  it('refuses more dashboards and new embeds without the plan, unlocks them with it, and locks nothing away after', async () => {
    const user = await signUpUser();
    const { stripeId } = await audit(server, user.idToken);
    expect(await status(server, user.idToken)).toMatchObject({ fullFeatureEnabled: false, isTrialing: false, agentTokensBalance: 0, tokenTrialDaysLeft: 0 });
    const dashboard = (name: string) => server.graphql(CREATE_DASHBOARD, { token: user.idToken, variables: { input: { name } } });
    for (const name of ['One', 'Two']) expect((await dashboard(name)).body.errors).toBeUndefined();
    const refused = (await dashboard('Three')).body.errors![0]!;
    expect(refused).toMatchObject({ message: 'Creating more than 2 dashboards needs a subscription.', extensions: { code: 'PLAN_REQUIRED', feature: 'extraDashboards' } });

    // Without a trial there is no Stripe trial either: the card is charged at once.
    const session = (await dataOf<{ createCheckoutSession: { url: string } }>(server, user.idToken, CHECKOUT, { stripeId })).createCheckoutSession;
    expect((await pay(session.url, '4000000000000341')).status).toBe(402);
    await pay(session.url);
    await flush(key);
    const active = await status(server, user.idToken);
    expect(active).toMatchObject({ fullFeatureEnabled: true, subscriptionStatus: 'active', agentTokensBalance: 2_000_000 });
    expect((await dashboard('Three')).body.errors).toBeUndefined();

    await dataOf(server, user.idToken, CANCEL, { id: active.activeSubscriptionId });
    await advance(key, 32 * DAY);
    expect(await status(server, user.idToken)).toMatchObject({ fullFeatureEnabled: false, subscriptionStatus: 'canceled', agentTokensBalance: 2_000_000 });
    // What was made stays; making more is refused again.
    expect((await dataOf<{ userDashboards: unknown[] }>(server, user.idToken, DASHBOARDS)).userDashboards).toHaveLength(3);
    expect((await dashboard('Four')).body.errors![0]!.extensions).toMatchObject({ code: 'PLAN_REQUIRED' });
  });
});

describe('BILLING=off', () => {
  const server = useTestServer('pglite', { BILLING: 'off' });

  it('enables every feature, offers nothing, and answers the billing calls that billing is off', async () => {
    const user = await signUpUser();
    const audited = await audit(server, user.idToken);
    expect(audited).toMatchObject({ stripeId: null, fullFeatureEnabled: true });
    expect(await status(server, user.idToken)).toMatchObject({ fullFeatureEnabled: true, isTrialing: false, hasSubscription: false, agentTokensBalance: 0 });
    expect((await dataOf<{ billingOffer: unknown }>(server, user.idToken, OFFER)).billingOffer).toEqual({ mode: 'OFF', trialDays: 0, trialTokens: 0, plan: null, topUps: [] });
    expect(await errorOf(server, user.idToken, CHECKOUT, { stripeId: 'cus_x' })).toMatchObject({ message: 'Billing is off on this installation: every feature is enabled.', extensions: { code: 'NOT_AVAILABLE' } });
    expect((await fetch(`${server.url}/billing/webhook`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
