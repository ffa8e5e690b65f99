// The Stripe objects the stand-in serves, in the shapes of API version 2026-10-28.endive: the
// fields this product reads plus the ones every object of that kind has, and Stripe's errors.
import { LOCAL_PRICES } from '../../server/modules/billing/localPrices';
import { randomBytes } from 'node:crypto';

export const API_VERSION = '2026-10-28.endive';

export type Metadata = Record<string, string>;

export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** An answer in Stripe's error shape; the SDK raises it as StripeInvalidRequestError (400, 404) and so on. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  get body() {
    return { error: { type: this.type, message: this.message, ...(this.param && { param: this.param }), ...(this.code && { code: this.code }) } };
  }
}

/** Stripe answers an unknown id in the path with 404, an unknown id given as a parameter with 400. */
export const noSuch = (kind: string, id: string, param?: string): StripeError =>
  new StripeError(param ? 400 : 404, `No such ${kind}: '${id}'`, param ?? 'id', 'resource_missing');

interface Base {
  id: string;
  livemode: false;
  created: number;
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export const list = <T>(data: T[], url: string, hasMore = false): List<T> => ({ object: 'list', data, has_more: hasMore, url });

export interface Product extends Base {
  object: 'product';
  active: true;
  name: string;
  description: null;
  metadata: Metadata;
}

export interface Price extends Base {
  object: 'price';
  active: true;
  billing_scheme: 'per_unit';
  currency: string;
  lookup_key: null;
  metadata: Metadata;
  nickname: null;
  product: string;
  recurring: { interval: 'month'; interval_count: 1; usage_type: 'licensed' } | null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface Customer extends Base {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
}

export interface CheckoutSession extends Base {
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  /** Like Stripe's, null once the session is no longer open. */
  url: string | null;
  customer: string;
  client_reference_id: string | null;
  metadata: Metadata;
  amount_total: number;
  currency: string;
  subscription: string | null;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
}

export interface SubscriptionItem extends Omit<Base, 'livemode'> {
  object: 'subscription_item';
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface Subscription extends Base {
  object: 'subscription';
  customer: string;
  currency: string;
  status: SubscriptionStatus;
  collection_method: 'charge_automatically';
  billing_cycle_anchor: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  metadata: Metadata;
  items: List<SubscriptionItem>;
}

export interface Invoice extends Base {
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempted: true;
  currency: string;
  description: null;
  number: string;
  billing_reason: 'subscription_create' | 'subscription_cycle';
  hosted_invoice_url: string;
  invoice_pdf: null;
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number; paid_at: number | null };
  lines: List<{ id: string; object: 'line_item'; amount: number; currency: string; description: string; quantity: number; period: { start: number; end: number } }>;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Metadata } };
}

export interface PaymentIntent extends Base {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string;
  status: 'succeeded';
  metadata: Metadata;
}

export interface PortalSession extends Base {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
}

export interface WebhookEndpoint extends Base {
  object: 'webhook_endpoint';
  url: string;
  enabled_events: string[];
  status: 'enabled';
  metadata: Metadata;
  /** Only in the answer that creates the endpoint, as on Stripe. */
  secret?: string;
}

export interface StripeEvent extends Base {
  object: 'event';
  api_version: string;
  type: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

/** The prices every account starts with, under fixed ids so that configuration can name them. */
// The ids BILLING=local offers by default: one list for the server and its stand-in.
export { LOCAL_PRICES };

const SEED = [
  { price: LOCAL_PRICES.plan, product: 'prod_local_plan', name: 'Portfolio Tracker Pro', amount: 900, tokens: '2000000', monthly: true },
  { price: LOCAL_PRICES.topUps[0], product: 'prod_local_tokens_1m', name: '1M agent tokens', amount: 500, tokens: '1000000', monthly: false },
  { price: LOCAL_PRICES.topUps[1], product: 'prod_local_tokens_5m', name: '5M agent tokens', amount: 2000, tokens: '5000000', monthly: false },
  { price: LOCAL_PRICES.topUps[2], product: 'prod_local_tokens_15m', name: '15M agent tokens', amount: 5000, tokens: '15000000', monthly: false },
];

export function seedCatalogue(created: number): { products: Product[]; prices: Price[] } {
  const base = { livemode: false, created, active: true } as const;
  return {
    products: SEED.map((s) => ({ id: s.product, object: 'product', ...base, name: s.name, description: null, metadata: { tokens: s.tokens } })),
    prices: SEED.map((s) => ({
      id: s.price,
      object: 'price',
      ...base,
      billing_scheme: 'per_unit',
      currency: 'usd',
      lookup_key: null,
      metadata: { tokens: s.tokens },
      nickname: null,
      product: s.product,
      recurring: s.monthly ? { interval: 'month', interval_count: 1, usage_type: 'licensed' } : null,
      type: s.monthly ? 'recurring' : 'one_time',
      unit_amount: s.amount,
      unit_amount_decimal: String(s.amount),
    })),
  };
}

export const formatAmount = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const priceLabel = (price: Price): string =>
  `${formatAmount(price.unit_amount, price.currency)}${price.recurring ? ` / ${price.recurring.interval}` : ''}`;

/** The same day of the next month, or that month's last day (as Stripe bills the 31st). */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}

/** data.previous_attributes of an update event: the earlier value of every top-level field that changed. */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return Object.fromEntries(Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key])).map((key) => [key, old[key] ?? null]));
}
