// Billing behind one interface for the three modes (docs/decisions/0011-billing.md): `stripe` and
// `local` run this same code on the official SDK (local points it at the stand-in); `off` has no
// billing and every feature on. The browser only ever asks; state comes from Stripe's webhooks.
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import { PLAN_FEATURES, TRIAL_TOKENS, type PlanFeature } from '../../../common/billing';
import type { BillingSettings } from '../../config';
import type { Database } from '../../db/database';
import type { BillingOffer, BillingPrice, CheckoutSession, Invoice, SubscriptionChange } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import { createBillingRepository } from './billing.repository';
import { BILLING_OFF_STATUS, subscriptionStatus, tokenBalance, type BillingFacts } from './billingStatus';
import { applyEvent, type TokenPrices, type WebhookOutcome } from './billingWebhooks';
import { fromStripeAmount } from './stripeAmounts';
import { createStripeClient, HANDLED_EVENTS, idOf } from './stripeClient';

type Log = Pick<Logger, 'info' | 'warn' | 'error'>;
type AuditedUser = { uid: string; email: string | null; name: string | null; stripeId: string | null; trialStartedAt: Date };
type Enabled = Exclude<BillingSettings, { mode: 'off' }>;

export interface BillingDeps {
  db: Database;
  settings: BillingSettings;
  logger?: Log;
  now?: () => Date;
}

/** How long the plan's and top-ups' prices are kept before Stripe is asked again. */
const OFFER_TTL_MS = 10 * 60 * 1000;
/** How long cancel and renew wait for Stripe's webhook to confirm the change before answering. */
const CONFIRM_WAIT_MS = 5_000;
/** Stripe refuses a Checkout trial that ends sooner than this. */
const MIN_CHECKOUT_TRIAL_MS = 49 * 60 * 60 * 1000;
const LIVE = new Set(['active', 'trialing', 'past_due']);

export const BILLING_OFF_MESSAGE = 'Billing is off on this installation: every feature is enabled.';
const STRIPE_DOWN = 'Stripe could not do this just now, so nothing was changed. Try again in a minute.';
const noSuchCustomer = () => appError('NOT_FOUND', 'No such customer.');
const noSuchSubscription = () => appError('NOT_FOUND', 'No such subscription.');

export function createBillingService({ db, settings, logger, now = () => new Date() }: BillingDeps) {
  const repository = createBillingRepository(db);
  const trialMs = settings.trialDays * 86_400_000;
  const trialEndOf = (start: Date) => new Date(start.getTime() + trialMs);

  const facts = async (uid: string): Promise<BillingFacts | null> => {
    const account = await repository.account(uid);
    if (!account) return null;
    const trialEnd = trialEndOf(account.trialStartedAt);
    const [subscriptions, tokens] = await Promise.all([repository.subscriptions(uid), repository.tokenTotals(uid, trialEnd)]);
    return { now: now(), trialEnd, subscription: subscriptions[0] ?? null, tokens };
  };

  const fullFeatureEnabled = async (uid: string): Promise<boolean> => {
    if (settings.mode === 'off') return true;
    const known = await facts(uid);
    // Before the first audit the user is new, hence in the trial.
    return known ? subscriptionStatus(known).fullFeatureEnabled : true;
  };

  const common = {
    mode: settings.mode,
    fullFeatureEnabled,

    /** Refuses (PLAN_REQUIRED) what common/billing.ts lists as needing the plan or the trial. */
    async requireFeature(uid: string, feature: PlanFeature): Promise<void> {
      if (await fullFeatureEnabled(uid)) return;
      const error = appError('PLAN_REQUIRED', PLAN_FEATURES[feature].needs);
      (error.extensions as Record<string, unknown>).feature = feature;
      throw error;
    },

    async status(uid: string) {
      if (settings.mode === 'off') return BILLING_OFF_STATUS;
      const known = await facts(uid);
      // Before the first audit: a new user, whose trial has not started, has nothing to show but every feature.
      return known ? subscriptionStatus(known) : BILLING_OFF_STATUS;
    },

    async tokenBalance(uid: string) {
      const known = settings.mode === 'off' ? null : await facts(uid);
      if (!known) return { isValidSubscription: false, isInTrialAndNoTopUp: false, balance: 0, totalTokensUsed: 0, totalBalanceAllocated: 0, trialDaysLeft: 0 };
      return tokenBalance(known);
    },
  };

  if (settings.mode === 'off') {
    const off = () => appError('NOT_AVAILABLE', BILLING_OFF_MESSAGE);
    return {
      ...common,
      async start(_serverUrl: string): Promise<void> {},
      async onAudit(_user: AuditedUser): Promise<string | null> {
        return null;
      },
      async offer(): Promise<BillingOffer> {
        return { mode: 'OFF', trialDays: 0, trialTokens: 0, plan: null, topUps: [] };
      },
      invoices: async (): Promise<Invoice[]> => { throw off(); },
      cancel: async (): Promise<SubscriptionChange> => { throw off(); },
      renew: async (): Promise<SubscriptionChange> => { throw off(); },
      portalLink: async (): Promise<string> => { throw off(); },
      checkout: async (): Promise<CheckoutSession> => { throw off(); },
      topUpCheckout: async (): Promise<CheckoutSession> => { throw off(); },
      handleWebhook: async (): Promise<{ status: number; body: Record<string, unknown> }> => ({ status: 404, body: { message: BILLING_OFF_MESSAGE } }),
    };
  }
  return { ...common, ...stripeBilling({ db, settings, repository, logger, now, trialEndOf }) };
}

export type BillingService = ReturnType<typeof createBillingService>;

interface StripeBillingDeps {
  db: Database;
  settings: Enabled;
  repository: ReturnType<typeof createBillingRepository>;
  logger?: Log;
  now: () => Date;
  trialEndOf: (start: Date) => Date;
}

function stripeBilling({ db, settings, repository, logger, now, trialEndOf }: StripeBillingDeps) {
  const stripe = createStripeClient(settings);
  let webhookSecret = settings.webhookSecret;
  let publicUrl = settings.publicUrl;
  let offerCache: { at: number; offer: Promise<BillingOffer> } | null = null;

  /** An endpoint of ours left from an earlier run would deliver every event twice: replaced. */
  const replaceEndpoint = async (url: string) => {
    const existing = await stripe.webhookEndpoints.list({ limit: 100 });
    await Promise.all(existing.data.filter((endpoint) => endpoint.url === url).map((endpoint) => stripe.webhookEndpoints.del(endpoint.id)));
    return stripe.webhookEndpoints.create({ url, enabled_events: [...HANDLED_EVENTS] });
  };
  let webhookUrl: string | null = null;
  let registering: Promise<void> | null = null;
  /**
   * BILLING=local: registers this server's webhook with the stand-in, which answers with the
   * signing secret. A stand-in not running yet is retried at the next billing call.
   */
  const registerWebhook = (): Promise<void> => {
    if (webhookSecret || !webhookUrl) return Promise.resolve();
    const url = webhookUrl;
    registering ??= replaceEndpoint(url)
      .then((endpoint) => {
        webhookSecret = endpoint.secret ?? null;
        logger?.info({ endpoint: endpoint.url }, 'billing: webhook registered with the local Stripe stand-in');
      })
      .catch((error: unknown) => {
        logger?.warn({ err: (error as Error).message, standIn: settings.standIn }, 'billing: the local Stripe stand-in does not answer (npm start starts it; BILLING=off runs without billing)');
        throw appError('NOT_AVAILABLE', STRIPE_DOWN);
      })
      .finally(() => {
        registering = null;
      });
    return registering;
  };

  /** Every Stripe failure is logged with its details and answered with one calm sentence. */
  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      const stripeError = error as { type?: string; code?: string; message?: string };
      logger?.warn({ err: stripeError.message, type: stripeError.type, code: stripeError.code }, `billing: ${what} failed`);
      if (stripeError.code === 'resource_missing') throw appError('NOT_FOUND', `Stripe does not know this ${what}.`);
      throw appError('NOT_AVAILABLE', STRIPE_DOWN);
    }
  };

  const priceOf = async (id: string): Promise<BillingPrice> => {
    const price = await stripe.prices.retrieve(id, { expand: ['product'] });
    const product = price.product as Stripe.Product | string;
    return {
      id: price.id,
      name: typeof product === 'string' ? (price.nickname ?? price.id) : product.name,
      amount: fromStripeAmount(price.unit_amount ?? 0, price.currency),
      currency: price.currency.toUpperCase(),
      interval: price.recurring?.interval ?? null,
      tokens: Number(price.metadata?.tokens ?? 0) || 0,
    };
  };

  const offer = (): Promise<BillingOffer> => {
    if (!offerCache || Date.now() - offerCache.at > OFFER_TTL_MS) {
      const loading = call('price', async () => {
        const [plan, ...topUps] = await Promise.all([settings.prices.plan, ...settings.prices.topUps].map(priceOf));
        return { mode: settings.mode === 'local' ? 'LOCAL' : 'STRIPE', trialDays: settings.trialDays, trialTokens: TRIAL_TOKENS, plan: plan!, topUps } as BillingOffer;
      });
      offerCache = { at: Date.now(), offer: loading };
      // A failure is not kept: the next caller asks Stripe again.
      loading.catch(() => {
        if (offerCache?.offer === loading) offerCache = null;
      });
    }
    return offerCache.offer;
  };

  const tokenPrices = async (): Promise<TokenPrices> => {
    const { plan, topUps } = await offer();
    return { planTokens: plan?.tokens ?? 0, topUpTokens: new Map(topUps.map((price) => [price.id, price.tokens])) };
  };

  /** The user's customer, if `stripeId` is it; another user's id behaves like a missing one. */
  const ownCustomer = async (uid: string, stripeId: string): Promise<string> => {
    const account = await repository.account(uid);
    if (!account?.stripeId || account.stripeId !== stripeId) throw noSuchCustomer();
    return account.stripeId;
  };

  const ownSubscription = async (uid: string, subscriptionId: string) => {
    const row = await repository.subscription(uid, subscriptionId);
    if (!row) throw noSuchSubscription();
    return row;
  };

  /** An app route Stripe sends the user back to (publicUrl is set by start() at the latest). */
  const appUrl = (route: string) => `${publicUrl ?? 'http://127.0.0.1'}/app/${route}`;

  /** The open session for this price if Stripe still has it open, so a second click never opens a second checkout. */
  const reuseOpenSession = async (uid: string, mode: 'subscription' | 'payment', priceId: string): Promise<CheckoutSession | null> => {
    const open = await repository.openSession(uid, mode, priceId, now());
    if (!open) return null;
    const session = await call('checkout session', () => stripe.checkout.sessions.retrieve(open.id));
    if (session.status === 'open' && session.url) {
      logger?.info({ uid, session: open.id }, 'billing: a checkout is already open; returning it');
      return { id: session.id, url: session.url };
    }
    await repository.setSessionStatus(uid, open.id, session.status === 'complete' ? 'complete' : 'expired');
    return null;
  };

  const openCheckout = async (uid: string, customer: string, mode: 'subscription' | 'payment', priceId: string, extra: Partial<Stripe.Checkout.SessionCreateParams>, back: string): Promise<CheckoutSession> => {
    // Without its webhook, a payment would never reach this server.
    await registerWebhook();
    const reused = await reuseOpenSession(uid, mode, priceId);
    if (reused) return reused;
    const session = await call('checkout session', () =>
      stripe.checkout.sessions.create({
        mode,
        customer,
        client_reference_id: uid,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: appUrl(`${back}?${mode === 'payment' ? 'topup' : 'checkout'}=success`),
        cancel_url: appUrl(`${back}?${mode === 'payment' ? 'topup' : 'checkout'}=cancelled`),
        metadata: { uid, priceId },
        ...extra,
      }),
    );
    if (!session.url) throw appError('NOT_AVAILABLE', STRIPE_DOWN);
    await repository.insertSession({ id: session.id, ownerUid: uid, mode, priceId, url: session.url, expiresAt: new Date(session.expires_at * 1000) });
    return { id: session.id, url: session.url };
  };

  /** Waits (briefly) until Stripe's webhook has told us what `done` expects. */
  const confirmed = async (uid: string, id: string, done: (row: { cancelAtPeriodEnd: boolean }) => boolean): Promise<boolean> => {
    const deadline = Date.now() + CONFIRM_WAIT_MS;
    for (;;) {
      const row = await repository.subscription(uid, id);
      if (row && done(row)) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const setCancelAtPeriodEnd = async (uid: string, subscriptionId: string, cancel: boolean): Promise<SubscriptionChange> => {
    const row = await ownSubscription(uid, subscriptionId);
    if (!LIVE.has(row.status)) throw appError('BAD_USER_INPUT', 'This subscription has ended: subscribe again instead.');
    if (row.cancelAtPeriodEnd === cancel) {
      return { subscriptionId, subscriptionStatus: row.status, cancel_at_period_end: cancel };
    }
    const updated = await call('subscription', () => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }));
    // Our state follows Stripe's webhook; the answer waits for it so the next read agrees.
    if (!(await confirmed(uid, subscriptionId, (current) => current.cancelAtPeriodEnd === cancel))) {
      logger?.warn({ uid, subscriptionId }, 'billing: Stripe changed the subscription but its webhook has not arrived yet');
    }
    return { subscriptionId, subscriptionStatus: updated.status, cancel_at_period_end: updated.cancel_at_period_end };
  };

  return {
    /** BILLING=local: registers this server's webhook with the stand-in, which answers with the signing secret. */
    async start(serverUrl: string): Promise<void> {
      publicUrl ??= serverUrl;
      webhookUrl = `${serverUrl}/billing/webhook`;
      await registerWebhook().catch(() => undefined);
    },

    /** At each sign-in: the trial's tokens once, and a Stripe customer on the first (best effort). */
    async onAudit(user: AuditedUser): Promise<string | null> {
      await repository.credit({ ownerUid: user.uid, kind: 'trial', tokens: TRIAL_TOKENS, source: 'trial', expiresAt: trialEndOf(user.trialStartedAt) });
      if (user.stripeId) return user.stripeId;
      try {
        const customer = await stripe.customers.create(
          { ...(user.email && { email: user.email }), ...(user.name && { name: user.name }), metadata: { uid: user.uid } },
          // Two tabs auditing at once make one customer.
          { idempotencyKey: `customer-${user.uid}` },
        );
        return await repository.setCustomer(user.uid, customer.id);
      } catch (error) {
        // Sign-in never fails for billing: the next audit tries again.
        logger?.warn({ err: (error as Error).message, uid: user.uid }, 'billing: could not create the Stripe customer');
        return null;
      }
    },

    offer,

    async invoices(uid: string, stripeId: string): Promise<Invoice[]> {
      const customer = await ownCustomer(uid, stripeId);
      const list = await call('customer', () => stripe.invoices.list({ customer, limit: 24 }));
      return list.data.map((invoice) => ({
        id: invoice.id!,
        date: new Date(invoice.created * 1000).toISOString(),
        amount: fromStripeAmount(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due, invoice.currency),
        currency: invoice.currency.toUpperCase(),
        status: invoice.status ?? 'draft',
        description: invoice.description ?? invoice.lines.data[0]?.description ?? null,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription ?? null),
        hosted_invoice_url: invoice.hosted_invoice_url ?? null,
      }));
    },

    cancel: (uid: string, subscriptionId: string) => setCancelAtPeriodEnd(uid, subscriptionId, true),
    renew: (uid: string, subscriptionId: string) => setCancelAtPeriodEnd(uid, subscriptionId, false),

    async portalLink(uid: string, stripeId: string): Promise<string> {
      const customer = await ownCustomer(uid, stripeId);
      const session = await call('customer', () => stripe.billingPortal.sessions.create({ customer, return_url: appUrl('subscription') }));
      return session.url;
    },

    async checkout(uid: string, stripeId: string): Promise<CheckoutSession> {
      const customer = await ownCustomer(uid, stripeId);
      const live = (await repository.subscriptions(uid)).find((row) => LIVE.has(row.status));
      if (live) throw appError('BAD_USER_INPUT', 'You already have a subscription: manage it from the billing portal.');
      const account = await repository.account(uid);
      // Subscribing during the free trial keeps its remaining days: the first charge is at its end.
      const trialEnd = account ? trialEndOf(account.trialStartedAt) : now();
      const keepsTrial = trialEnd.getTime() - now().getTime() >= MIN_CHECKOUT_TRIAL_MS;
      const extra = { subscription_data: { metadata: { uid }, ...(keepsTrial && { trial_end: Math.floor(trialEnd.getTime() / 1000) }) } };
      return openCheckout(uid, customer, 'subscription', settings.prices.plan, extra, 'subscription');
    },

    async topUpCheckout(uid: string, stripeId: string, priceId: string): Promise<CheckoutSession> {
      const customer = await ownCustomer(uid, stripeId);
      if (!settings.prices.topUps.includes(priceId)) throw appError('BAD_USER_INPUT', 'This price is not one of the offered top-ups.');
      return openCheckout(uid, customer, 'payment', priceId, {}, 'token-top-up-prices');
    },

    /** The webhook: the signature checked on the raw bytes, then the event applied once. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ status: number; body: Record<string, unknown> }> {
      if (!webhookSecret) return { status: 503, body: { message: 'The webhook is not ready yet.' } };
      let event: Stripe.Event;
      try {
        // Also refuses a signature older than 5 minutes: a replayed delivery.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch (error) {
        logger?.warn({ err: (error as Error).message }, 'billing: webhook refused, bad signature');
        return { status: 400, body: { message: 'The Stripe-Signature header does not match this payload.' } };
      }
      const outcome: WebhookOutcome = await applyEvent(db, event, await tokenPrices());
      logger?.info({ event: event.id, type: event.type, uid: outcome.ownerUid, outcome: outcome.outcome }, 'billing: webhook');
      return { status: 200, body: { received: true, outcome: outcome.outcome } };
    },
  };
}
