// Stripe's events are the only source of billing state (never the browser). Each event is
// recorded once by its id, in the same database transaction as what it changes, so a redelivery
// changes nothing and a crash halfway leaves nothing half-applied (Stripe then redelivers).
// Events may arrive out of order: a subscription keeps the state of the newest event's time.
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { inBillingTransaction, type BillingRepository } from './billing.repository';
import { fromUnix, idOf } from './stripeClient';

/** What the webhook needs to know about the offer: tokens per paid period and per top-up price. */
export interface TokenPrices {
  planTokens: number;
  topUpTokens: ReadonlyMap<string, number>;
}

export interface WebhookOutcome {
  /** Recorded now (false: a redelivery of an event already recorded). */
  recorded: boolean;
  outcome: string;
  ownerUid: string | null;
}

type Handler = (repository: BillingRepository, event: Stripe.Event, ownerUid: string, prices: TokenPrices) => Promise<string>;

const customerOf = (event: Stripe.Event): string | null => {
  const object = event.data.object as { customer?: string | { id: string } | null };
  return idOf(object.customer);
};

const subscriptionState = (subscription: Stripe.Subscription, ownerUid: string, at: Date) => {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    ownerUid,
    status: subscription.status,
    priceId: item?.price.id ?? null,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stateAt: at,
  };
};

const invoiceSubscription = (invoice: Stripe.Invoice): string | null => idOf(invoice.parent?.subscription_details?.subscription ?? null);

const eventTime = (event: Stripe.Event) => new Date(event.created * 1000);

const handlers: Partial<Record<string, Handler>> = {
  async 'checkout.session.completed'(repository, event, ownerUid, prices) {
    const session = event.data.object as Stripe.Checkout.Session;
    // The price is the one we opened the session with, not whatever the event's metadata says.
    const opened = await repository.session(ownerUid, session.id);
    if (!opened) return 'ignored: a session this server did not open';
    await repository.setSessionStatus(ownerUid, session.id, 'complete');
    if (session.mode !== 'payment') return 'session complete';
    if (session.payment_status !== 'paid') return `session complete, payment ${session.payment_status}`;
    const tokens = prices.topUpTokens.get(opened.priceId);
    if (tokens === undefined) return `ignored: price ${opened.priceId} is not an offered top-up`;
    const credited = await repository.credit({ ownerUid, kind: 'topup', tokens, source: session.id, expiresAt: null });
    return credited ? `credited ${tokens} tokens` : 'top-up already credited';
  },
  async 'checkout.session.expired'(repository, event, ownerUid) {
    await repository.setSessionStatus(ownerUid, (event.data.object as Stripe.Checkout.Session).id, 'expired');
    return 'session expired';
  },
  async 'customer.subscription.created'(repository, event, ownerUid) {
    const applied = await repository.applySubscription(subscriptionState(event.data.object as Stripe.Subscription, ownerUid, eventTime(event)));
    return applied ? 'subscription saved' : 'stale: a newer event already described this subscription';
  },
  async 'invoice.paid'(repository, event, ownerUid, prices) {
    const invoice = event.data.object as Stripe.Invoice;
    const subscriptionId = invoiceSubscription(invoice);
    if (!subscriptionId) return 'ignored: not a subscription invoice';
    await repository.setPaymentFailure(ownerUid, subscriptionId, null, eventTime(event));
    // A trial's zero invoice pays for nothing: the trial has its own tokens.
    if (invoice.amount_paid <= 0 || prices.planTokens <= 0) return 'invoice paid';
    const credited = await repository.credit({ ownerUid, kind: 'subscription', tokens: prices.planTokens, source: invoice.id!, expiresAt: null });
    return credited ? `invoice paid, credited ${prices.planTokens} tokens` : 'invoice paid, period already credited';
  },
  async 'invoice.payment_failed'(repository, event, ownerUid) {
    const subscriptionId = invoiceSubscription(event.data.object as Stripe.Invoice);
    if (!subscriptionId) return 'ignored: not a subscription invoice';
    const marked = await repository.setPaymentFailure(ownerUid, subscriptionId, eventTime(event), eventTime(event));
    return marked ? 'payment failure noted' : 'stale: a later payment already succeeded';
  },
};
// Updated and deleted carry the whole subscription like created: the newest one wins.
handlers['customer.subscription.updated'] = handlers['customer.subscription.created'];
handlers['customer.subscription.deleted'] = handlers['customer.subscription.created'];

/** Records and applies one verified event, all or nothing. */
export async function applyEvent(db: Database, event: Stripe.Event, prices: TokenPrices): Promise<WebhookOutcome> {
  return inBillingTransaction(db, async (repository) => {
    const customer = customerOf(event);
    const ownerUid = customer ? await repository.ownerOfCustomer(customer) : null;
    const handler = handlers[event.type];
    const recorded = await repository.recordEvent({ id: event.id, type: event.type, created: eventTime(event), ownerUid, outcome: 'received' });
    if (!recorded) return { recorded, outcome: 'duplicate: already received', ownerUid };
    const outcome = !handler
      ? `ignored: ${event.type} is not an event this server acts on`
      : !ownerUid
        ? `ignored: no user has the customer ${customer ?? '(none)'}`
        : await handler(repository, event, ownerUid, prices);
    await repository.setEventOutcome(event.id, outcome);
    return { recorded, outcome, ownerUid };
  });
}
