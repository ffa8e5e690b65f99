// applyEvent on both databases with events built here: what each kind of event changes, and
// what a duplicate, a stale event, an unknown type or customer and an unknown price change (nothing).
import type Stripe from 'stripe';
import { testDatabases } from '../../test/testServer';
import { useMigratedDatabase } from '../../test/testDatabase';
import { createBillingRepository } from './billing.repository';
import { applyEvent, type TokenPrices } from './billingWebhooks';

const prices: TokenPrices = { planTokens: 2_000_000, topUpTokens: new Map([['price_small', 1_000_000]]) };
const T0 = 1_800_000_000;

let serial = 0;
function event(type: string, object: Record<string, unknown>, created = T0): Stripe.Event {
  return { id: `evt_${++serial}`, object: 'event', type, created, data: { object } } as unknown as Stripe.Event;
}

const subscription = (patch: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  trial_end: null,
  cancel_at_period_end: false,
  items: { data: [{ price: { id: 'price_plan' }, current_period_end: T0 + 30 * 86_400 }] },
  ...patch,
});

describe.each(testDatabases)('billing webhooks on %s', (kind) => {
  const database = useMigratedDatabase(kind, { emptiedBeforeEach: ['tokenLedger', 'billingSubscriptions', 'billingCheckoutSessions', 'billingEvents', 'users'] });

  beforeEach(async () => {
    await database.db.insertInto('users').values({ uid: 'u1', currency: 'USD', signUpCurrency: 'USD', email: null, name: null, userLocale: null, photoUrl: null, provider: null, providerToSignedIn: null, emailVerified: true, stripeId: 'cus_1' }).execute();
  });

  const repository = () => createBillingRepository(database.db);
  const totals = () => repository().tokenTotals('u1', new Date(0));
  const outcomes = async () => (await database.db.selectFrom('billingEvents').select(['type', 'outcome']).orderBy('receivedAt').orderBy('id').execute()).map((row) => `${row.type}: ${row.outcome}`);

  it('keeps the newest state of a subscription whatever order its events arrive in', async () => {
    const newer = event('customer.subscription.updated', subscription({ cancel_at_period_end: true }), T0 + 10);
    const older = event('customer.subscription.created', subscription(), T0);
    expect((await applyEvent(database.db, newer, prices)).outcome).toBe('subscription saved');
    expect((await applyEvent(database.db, older, prices)).outcome).toBe('stale: a newer event already described this subscription');
    const [row] = await repository().subscriptions('u1');
    expect(row).toMatchObject({ id: 'sub_1', status: 'active', cancelAtPeriodEnd: true, priceId: 'price_plan', currentPeriodEnd: new Date((T0 + 30 * 86_400) * 1000) });
    const deleted = event('customer.subscription.deleted', subscription({ status: 'canceled', cancel_at_period_end: true }), T0 + 20);
    await applyEvent(database.db, deleted, prices);
    expect((await repository().subscriptions('u1'))[0]!.status).toBe('canceled');
  });

  it('applies an event once: a redelivery changes nothing', async () => {
    await repository().insertSession({ id: 'cs_1', ownerUid: 'u1', mode: 'payment', priceId: 'price_small', url: 'http://x', expiresAt: new Date((T0 + 86_400) * 1000) });
    const completed = event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', customer: 'cus_1', mode: 'payment', payment_status: 'paid', metadata: { priceId: 'price_huge' } });
    expect(await applyEvent(database.db, completed, prices)).toMatchObject({ recorded: true, outcome: 'credited 1000000 tokens', ownerUid: 'u1' });
    expect(await applyEvent(database.db, completed, prices)).toMatchObject({ recorded: false, outcome: 'duplicate: already received' });
    // Another event about the same session (Stripe may send one twice under two ids) credits nothing more.
    const again = event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session', customer: 'cus_1', mode: 'payment', payment_status: 'paid' });
    expect((await applyEvent(database.db, again, prices)).outcome).toBe('top-up already credited');
    // The price is the one the session was opened with, whatever the event's metadata claims.
    expect(await totals()).toMatchObject({ allocated: 1_000_000, hasTopUp: true });
  });

  it('credits a paid period\'s tokens once per invoice, none for a trial\'s zero invoice, and notes a failed payment', async () => {
    await applyEvent(database.db, event('customer.subscription.created', subscription()), prices);
    const invoice = (id: string, amount: number) => ({ id, object: 'invoice', customer: 'cus_1', amount_paid: amount, parent: { subscription_details: { subscription: 'sub_1' } } });
    expect((await applyEvent(database.db, event('invoice.paid', invoice('in_0', 0)), prices)).outcome).toBe('invoice paid');
    expect((await applyEvent(database.db, event('invoice.payment_failed', invoice('in_1', 0), T0 + 5), prices)).outcome).toBe('payment failure noted');
    expect((await repository().subscriptions('u1'))[0]!.paymentFailedAt).toEqual(new Date((T0 + 5) * 1000));
    expect((await applyEvent(database.db, event('invoice.paid', invoice('in_1', 900), T0 + 9), prices)).outcome).toBe('invoice paid, credited 2000000 tokens');
    expect((await applyEvent(database.db, event('invoice.paid', invoice('in_1', 900), T0 + 9), prices)).outcome).toBe('invoice paid, period already credited');
    expect((await repository().subscriptions('u1'))[0]!.paymentFailedAt).toBeNull();
    expect(await totals()).toMatchObject({ allocated: 2_000_000 });
  });

  it('records and ignores an unknown type, an unknown customer, a session it did not open and a price not offered', async () => {
    await applyEvent(database.db, event('charge.refunded', { id: 'ch_1', customer: 'cus_1' }), prices);
    await applyEvent(database.db, event('customer.subscription.created', subscription({ customer: 'cus_stranger' })), prices);
    await applyEvent(database.db, event('checkout.session.completed', { id: 'cs_unknown', customer: 'cus_1', mode: 'payment', payment_status: 'paid' }), prices);
    await repository().insertSession({ id: 'cs_2', ownerUid: 'u1', mode: 'payment', priceId: 'price_gone', url: 'http://x', expiresAt: new Date((T0 + 86_400) * 1000) });
    await applyEvent(database.db, event('checkout.session.completed', { id: 'cs_2', customer: 'cus_1', mode: 'payment', payment_status: 'paid' }), prices);
    expect(await outcomes()).toEqual([
      'charge.refunded: ignored: charge.refunded is not an event this server acts on',
      'customer.subscription.created: ignored: no user has the customer cus_stranger',
      'checkout.session.completed: ignored: a session this server did not open',
      'checkout.session.completed: ignored: price price_gone is not an offered top-up',
    ]);
    expect(await repository().subscriptions('u1')).toEqual([]);
    expect(await totals()).toMatchObject({ allocated: 0 });
  });
});
