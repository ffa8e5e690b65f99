// The official SDK for both real Stripe and the local stand-in: only where it connects differs.
import Stripe from 'stripe';
import type { BillingSettings } from '../../config';

type Enabled = Exclude<BillingSettings, { mode: 'off' }>;

export function createStripeClient(settings: Enabled): Stripe {
  const common = { telemetry: false, appInfo: { name: 'portfolio-tracker' } };
  if (settings.standIn) {
    // One retry: the stand-in is on this machine, a second failure means it is not running.
    return new Stripe(settings.secretKey, { ...common, host: settings.standIn.host, port: settings.standIn.port, protocol: 'http', maxNetworkRetries: 1, timeout: 10_000 });
  }
  // POSTs carry an idempotency key the SDK makes, so its retries never charge twice.
  return new Stripe(settings.secretKey, { ...common, maxNetworkRetries: 2, timeout: 20_000 });
}

/** The events the webhook acts on; the rest are recorded and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** The id of an expandable field (a string, or the object when expanded). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export const fromUnix = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);
