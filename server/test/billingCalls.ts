// Billing through the real server and the run's Stripe stand-in (jest/globalSetup.ts): the
// spec's calls, the stand-in's hosted checkout page as a browser posts it, and its development
// controls (the account clock, delivery of events) under the server's own stand-in account.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestServer } from './testServer';
import { dataOf } from './ledgerCalls';

export const STATUS = /* GraphQL */ `query { getSubscriptionStatus {
  fullFeatureEnabled isTrialing trialDaysLeft hasSubscription activeSubscription activeSubscriptionId
  current_period_end subscriptionStatus cancel_at_period_end agentTokensBalance agentTokensUsed
  agentTokensBalanceAllocated isInTrialAndNoTopUp isValidTokenSubscription tokenTrialDaysLeft } }`;
export const BALANCE = 'query { getTokenBalance { isValidSubscription isInTrialAndNoTopUp balance totalTokensUsed totalBalanceAllocated trialDaysLeft } }';
export const OFFER = 'query { billingOffer { mode trialDays trialTokens plan { id name amount currency interval tokens } topUps { id name amount currency interval tokens } } }';
export const INVOICES = 'query ($stripeId: String!) { getStripeInvoices(userLocale: "en-GB", stripeId: $stripeId) { id date amount currency status description subscriptionId hosted_invoice_url } }';
export const CHECKOUT = 'query ($stripeId: String!) { createCheckoutSession(stripeId: $stripeId) { id url } }';
export const TOP_UP = 'query ($stripeId: String!, $priceId: String!) { createTopUpCheckoutSession(stripeId: $stripeId, priceId: $priceId) { id url } }';
export const CANCEL = 'query ($id: String!) { cancelSubscription(subscriptionId: $id) { subscriptionId subscriptionStatus cancel_at_period_end } }';
export const RENEW = 'query ($id: String!) { renewSubscription(subscriptionId: $id) { subscriptionId subscriptionStatus cancel_at_period_end } }';
export const PORTAL = 'query ($stripeId: String!) { generateBillingPortalLink(stripeId: $stripeId) { url } }';
const AUDIT = 'mutation { auditUser { uid stripeId fullFeatureEnabled } }';

export type Status = Record<string, unknown> & { activeSubscriptionId: string | null; agentTokensBalance: number; fullFeatureEnabled: boolean };

export const DAY = 86_400;

export const newStripeKey = () => `sk_test_${randomUUID().replace(/-/g, '')}`;

function standInUrl(): string {
  const host = process.env.STRIPE_STAND_IN_HOST;
  if (!host) throw new Error('STRIPE_STAND_IN_HOST is not set: Jest global setup starts the stand-in.');
  return `http://${host}`;
}

/** The stand-in as the server's SDK sees it, for reading its events. */
export function standInSdk(key: string): Stripe {
  const [host, port] = process.env.STRIPE_STAND_IN_HOST!.split(':');
  return new Stripe(key, { host: host!, port: Number(port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
}

export async function audit(server: TestServer, token: string): Promise<{ uid: string; stripeId: string | null; fullFeatureEnabled: boolean }> {
  return (await dataOf<{ auditUser: { uid: string; stripeId: string | null; fullFeatureEnabled: boolean } }>(server, token, AUDIT)).auditUser;
}

export async function status(server: TestServer, token: string): Promise<Status> {
  return (await dataOf<{ getSubscriptionStatus: Status }>(server, token, STATUS)).getSubscriptionStatus;
}

/** A development control of the stand-in (/_standin/...), in the account of `key`. */
export async function control<T = unknown>(key: string, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${standInUrl()}/_standin/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits until every event so far has reached (and been answered by) the server's webhook. */
export const flush = (key: string) => control(key, 'flush');

/** Moves the account's clock on, renewing or ending subscriptions whose period ended, then flushes. */
export async function advance(key: string, seconds: number): Promise<void> {
  await control(key, 'advance', { seconds });
  await flush(key);
}

/** Posts the hosted checkout page's form as a browser does (the redirect not followed). */
export function pay(url: string, card = '4242424242424242'): Promise<Response> {
  return fetch(`${url}/pay`, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' });
}
