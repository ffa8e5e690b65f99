// One "Stripe account" of the stand-in: everything made with one secret key, a clock (real
// time plus an offset that /_standin/advance moves) and the billing rules: Checkout payment,
// renewals charged to the card remembered per customer, cancellation at the period's end.
import {
  addMonth, API_VERSION, type CheckoutSession, type Customer, type Invoice, list, type Metadata, newId, noSuch, type PaymentIntent,
  type PortalSession, previousAttributes, type Price, priceLabel, type Product, seedCatalogue, StripeError, type StripeEvent,
  type Subscription,
} from './objects';
import { type RegisteredEndpoint, WebhookQueue } from './webhooks';

const HOUR = 3600;
const DECLINED_CARD = '4000000000000002';
/** Attaches, then every charge fails: accepted only when nothing is charged now (a trial). */
const FAILING_CARD = '4000000000000341';

export interface SessionInput {
  mode: string;
  customer: string;
  price: string;
  quantity: number;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Metadata;
  trialEnd: number | null;
  subscriptionMetadata: Metadata;
}

interface SessionRecord {
  session: CheckoutSession;
  price: Price;
  quantity: number;
  trialEnd: number | null;
  subscriptionMetadata: Metadata;
}

export type PayResult = { kind: 'paid'; redirect: string } | { kind: 'declined'; message: string } | { kind: 'closed' };

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  json: unknown;
}

export interface AccountSnapshot {
  offset: number;
  invoiceCount: number;
  customers: [string, Customer][];
  sessions: [string, SessionRecord][];
  subscriptions: [string, Subscription][];
  invoices: [string, Invoice][];
  paymentIntents: [string, PaymentIntent][];
  portalSessions: [string, PortalSession][];
  cards: [string, string][];
}

export class Account {
  private offset = 0;
  private invoiceCount = 0;
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly customers = new Map<string, Customer>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly endpoints = new Map<string, RegisteredEndpoint>();
  readonly events = new Map<string, StripeEvent>();
  /** Idempotency-Key → the first answer given under it. */
  readonly answers = new Map<string, StoredAnswer>();
  readonly webhooks = new WebhookQueue(() => this.endpoints.values());
  private readonly cards = new Map<string, string>();

  constructor(readonly baseUrl: string) {
    const { products, prices } = seedCatalogue(this.now());
    for (const product of products) this.products.set(product.id, product);
    for (const price of prices) this.prices.set(price.id, price);
  }

  /**
   * What `npm start` keeps across restarts (stateFile): the objects, the clock and the remembered
   * cards. Events, idempotency answers and webhook endpoints are not kept: a restarted server
   * registers its endpoint again.
   */
  snapshot(): AccountSnapshot {
    const entries = <T>(map: Map<string, T>) => [...map.entries()];
    return {
      offset: this.offset,
      invoiceCount: this.invoiceCount,
      customers: entries(this.customers),
      sessions: entries(this.sessions),
      subscriptions: entries(this.subscriptions),
      invoices: entries(this.invoices),
      paymentIntents: entries(this.paymentIntents),
      portalSessions: entries(this.portalSessions),
      cards: entries(this.cards),
    };
  }

  static restore(baseUrl: string, saved: AccountSnapshot): Account {
    const account = new Account(baseUrl);
    account.offset = saved.offset;
    account.invoiceCount = saved.invoiceCount;
    const fill = <T>(map: Map<string, T>, rows: [string, T][]) => rows.forEach(([id, value]) => map.set(id, value));
    fill(account.customers, saved.customers);
    fill(account.sessions, saved.sessions);
    fill(account.subscriptions, saved.subscriptions);
    fill(account.invoices, saved.invoices);
    fill(account.paymentIntents, saved.paymentIntents);
    fill(account.portalSessions, saved.portalSessions);
    fill(account.cards, saved.cards);
    return account;
  }

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offset;
  }

  /** An object by id, for `expand`. */
  find(id: string): object | undefined {
    const maps = [this.customers, this.products, this.prices, this.subscriptions, this.invoices, this.paymentIntents];
    return maps.map((map) => map.get(id) as object | undefined).find(Boolean) ?? this.sessions.get(id)?.session;
  }

  emit(type: string, object: object, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.now(),
      livemode: false,
      type,
      pending_webhooks: this.webhooks.countFor(type),
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
    };
    this.events.set(event.id, event);
    this.webhooks.enqueue(event);
    return event;
  }

  createCustomer(email: string | null, name: string | null, metadata: Metadata): Customer {
    const customer: Customer = { id: newId('cus'), object: 'customer', livemode: false, created: this.now(), email, name, metadata };
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  createSession(input: SessionInput): CheckoutSession {
    if (input.mode !== 'payment' && input.mode !== 'subscription') {
      throw new StripeError(400, `Invalid mode: must be one of payment or subscription`, 'mode');
    }
    const price = getOr(this.prices, input.price, 'price', 'line_items[0][price]');
    if (input.mode === 'subscription' && price.type !== 'recurring') {
      throw new StripeError(400, 'You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items[0][price]');
    }
    if (input.mode === 'payment' && price.type === 'recurring') {
      throw new StripeError(400, 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.', 'line_items[0][price]');
    }
    const customer = getOr(this.customers, input.customer, 'customer', 'customer');
    const now = this.now();
    if (input.trialEnd !== null) {
      if (input.mode !== 'subscription') throw new StripeError(400, 'subscription_data is only allowed in `subscription` mode.', 'subscription_data');
      if (input.trialEnd < now + 48 * HOUR) {
        throw new StripeError(400, 'The `trial_end` date has to be at least 2 days in the future.', 'subscription_data[trial_end]');
      }
    }
    const id = newId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      livemode: false,
      created: now,
      mode: input.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.baseUrl}/checkout/${id}`,
      customer: customer.id,
      client_reference_id: input.clientReferenceId,
      metadata: input.metadata,
      amount_total: price.unit_amount * input.quantity,
      currency: price.currency,
      subscription: null,
      payment_intent: null,
      expires_at: now + 24 * HOUR,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    };
    this.sessions.set(id, { session, price, quantity: input.quantity, trialEnd: input.trialEnd, subscriptionMetadata: input.subscriptionMetadata });
    return session;
  }

  session(id: string): SessionRecord {
    return getOr(this.sessions, id, 'checkout.session');
  }

  pay(record: SessionRecord, card: string): PayResult {
    const { session } = record;
    if (session.status !== 'open') return { kind: 'closed' };
    const digits = card.replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(digits)) return { kind: 'declined', message: 'Your card number is incorrect.' };
    if (digits === DECLINED_CARD || (digits === FAILING_CARD && record.trialEnd === null)) {
      return { kind: 'declined', message: 'Your card was declined.' };
    }
    this.cards.set(session.customer, digits);
    if (session.mode === 'payment') {
      const intent: PaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        livemode: false,
        created: this.now(),
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        customer: session.customer,
        status: 'succeeded',
        metadata: {},
      };
      this.paymentIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    } else {
      const subscription = this.startSubscription(record);
      const paymentStatus = record.trialEnd === null ? 'paid' : 'no_payment_required';
      Object.assign(session, { status: 'complete', payment_status: paymentStatus, subscription: subscription.id, url: null });
    }
    this.emit('checkout.session.completed', session);
    return { kind: 'paid', redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  expireSession(record: SessionRecord): CheckoutSession {
    const { session } = record;
    if (session.status !== 'open') {
      throw new StripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    }
    Object.assign(session, { status: 'expired', url: null });
    this.emit('checkout.session.expired', session);
    return session;
  }

  subscription(id: string): Subscription {
    return getOr(this.subscriptions, id, 'subscription');
  }

  updateSubscription(subscription: Subscription, cancelAtPeriodEnd: boolean | undefined, metadata: Metadata | undefined): Subscription {
    if (subscription.status === 'canceled' && cancelAtPeriodEnd !== undefined) {
      throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    const before = structuredClone(subscription);
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      subscription.cancel_at = cancelAtPeriodEnd ? periodEnd(subscription) : null;
      // As on Stripe: the time of the request, not of the end that follows.
      subscription.canceled_at = cancelAtPeriodEnd ? this.now() : null;
    }
    if (metadata) subscription.metadata = mergeMetadata(subscription.metadata, metadata);
    const previous = previousAttributes(before, subscription);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  cancelSubscription(subscription: Subscription): Subscription {
    if (subscription.status === 'canceled') throw new StripeError(400, `The subscription ${subscription.id} is already canceled.`);
    const now = this.now();
    Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
    this.emit('customer.subscription.deleted', subscription);
    return subscription;
  }

  createPortalSession(customerId: string, returnUrl: string | null): PortalSession {
    const customer = getOr(this.customers, customerId, 'customer', 'customer');
    const id = newId('bps');
    const session: PortalSession = {
      id, object: 'billing_portal.session', livemode: false, created: this.now(), customer: customer.id, return_url: returnUrl, url: `${this.baseUrl}/portal/${id}`,
    };
    this.portalSessions.set(id, session);
    return session;
  }

  /** Moves the clock, then does what Stripe would have done meanwhile: expiries, renewals, ends. */
  advance(seconds: number): { now: number } {
    if (!Number.isFinite(seconds) || seconds < 0) throw new StripeError(400, 'seconds must be a number ≥ 0.', 'seconds');
    this.offset += Math.floor(seconds);
    const now = this.now();
    for (const record of this.sessions.values()) {
      if (record.session.status === 'open' && record.session.expires_at <= now) this.expireSession(record);
    }
    for (const subscription of this.subscriptions.values()) this.renew(subscription, now);
    return { now };
  }

  private renew(subscription: Subscription, now: number): void {
    const item = subscription.items.data[0];
    while (item && subscription.status !== 'canceled' && item.current_period_end <= now) {
      const before = structuredClone(subscription);
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: 'canceled', ended_at: item.current_period_end });
        this.emit('customer.subscription.deleted', subscription);
        return;
      }
      // The period moves on whether or not the charge succeeds, as on Stripe; a failure leaves
      // the invoice open and the subscription past_due.
      item.current_period_start = item.current_period_end;
      item.current_period_end = addMonth(item.current_period_start);
      const card = this.cards.get(subscription.customer);
      const paid = card !== undefined && card !== FAILING_CARD;
      const invoice = this.bill(subscription, 'subscription_cycle', paid);
      subscription.latest_invoice = invoice.id;
      subscription.status = paid ? 'active' : 'past_due';
      this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
      this.emit('customer.subscription.updated', subscription, previousAttributes(before, subscription));
    }
  }

  private startSubscription(record: SessionRecord): Subscription {
    const now = this.now();
    const id = newId('sub');
    const item = {
      id: newId('si'), object: 'subscription_item' as const, created: now, price: record.price, quantity: record.quantity,
      current_period_start: now, current_period_end: record.trialEnd ?? addMonth(now), metadata: {},
    };
    const subscription: Subscription = {
      id, object: 'subscription', livemode: false, created: now, customer: record.session.customer, currency: record.price.currency,
      status: record.trialEnd === null ? 'active' : 'trialing', collection_method: 'charge_automatically', billing_cycle_anchor: item.current_period_end,
      start_date: now, trial_start: record.trialEnd === null ? null : now, trial_end: record.trialEnd, cancel_at_period_end: false,
      cancel_at: null, canceled_at: null, ended_at: null, latest_invoice: null, metadata: record.subscriptionMetadata,
      items: list([item], `/v1/subscription_items?subscription=${id}`),
    };
    this.subscriptions.set(id, subscription);
    const invoice = this.bill(subscription, 'subscription_create', true);
    subscription.latest_invoice = invoice.id;
    this.emit('customer.subscription.created', subscription);
    this.emit('invoice.paid', invoice);
    return subscription;
  }

  private bill(subscription: Subscription, reason: Invoice['billing_reason'], paid: boolean): Invoice {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Subscription ${subscription.id} has no item.`);
    const trial = subscription.status === 'trialing' && reason === 'subscription_create';
    const amount = trial ? 0 : item.price.unit_amount * item.quantity;
    const product = this.products.get(item.price.product)?.name ?? item.price.product;
    const now = this.now();
    const id = newId('in');
    const period = { start: item.current_period_start, end: item.current_period_end };
    const invoice: Invoice = {
      id, object: 'invoice', livemode: false, created: now, customer: subscription.customer, status: paid ? 'paid' : 'open',
      amount_due: amount, amount_paid: paid ? amount : 0, amount_remaining: paid ? 0 : amount, attempted: true, currency: item.price.currency,
      description: null, number: `LOCAL-${String(++this.invoiceCount).padStart(4, '0')}`, billing_reason: reason,
      hosted_invoice_url: `${this.baseUrl}/invoices/${id}`, invoice_pdf: null, period_start: period.start, period_end: period.end,
      status_transitions: { finalized_at: now, paid_at: paid ? now : null },
      lines: list([{
        id: newId('il'), object: 'line_item', amount, currency: item.price.currency, quantity: item.quantity, period,
        description: trial ? `Trial period for ${product}` : `${item.quantity} × ${product} (at ${priceLabel(item.price)})`,
      }], `/v1/invoices/${id}/lines`),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
    };
    this.invoices.set(id, invoice);
    return invoice;
  }
}

export function getOr<T>(map: Map<string, T>, id: string, kind: string, param?: string): T {
  const found = map.get(id);
  if (found === undefined) throw noSuch(kind, id, param);
  return found;
}

export const periodEnd = (subscription: Subscription): number => subscription.items.data[0]?.current_period_end ?? subscription.created;

/** Stripe merges metadata on update; an empty value removes its key. */
export function mergeMetadata(current: Metadata, patch: Metadata): Metadata {
  const merged = { ...current, ...patch };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}
