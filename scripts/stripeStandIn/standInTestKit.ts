// What the stand-in's tests share: a stand-in, an SDK client with its own key (its own account),
// a webhook receiver that checks signatures with the SDK's own constructEvent, and helpers for
// the hosted pages and the /_standin controls.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './standIn';

export interface Receiver {
  url: string;
  secret: string;
  /** Verified events, in the order they arrived. */
  events: Stripe.Event[];
  /** Bodies whose signature did not verify. */
  rejected: string[];
  /** The status the receiver answers with. */
  status: number;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const verifier = new Stripe('sk_test_verifier');
  const receiver: Receiver = { url: '', secret: '', events: [], rejected: [], status: 200, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        receiver.events.push(verifier.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), receiver.secret));
      } catch {
        receiver.rejected.push(raw);
      }
      res.writeHead(receiver.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export const sdk = (standIn: StripeStandIn, key: string): Stripe =>
  new Stripe(key, { host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });

export interface Kit {
  standIn: StripeStandIn;
  key: string;
  stripe: Stripe;
  receiver: Receiver;
  /** A /_standin control with this kit's key. */
  control<T>(method: string, path: string, body?: Record<string, unknown>): Promise<T>;
  /** POST /_standin/flush: every event so far has reached the receiver. */
  flush(): Promise<void>;
  /** Posts the Checkout form as a browser would, without following the redirect. */
  pay(sessionId: string, card?: string): Promise<Response>;
  /** A customer and a Checkout session for one price; trialEnd in seconds of the account clock. */
  checkout(price: string, mode: 'payment' | 'subscription', trialEnd?: number): Promise<Stripe.Checkout.Session>;
}

export function newKey(): string {
  return `sk_test_${randomUUID().replaceAll('-', '')}`;
}

export async function createKit(standIn: StripeStandIn, receiver: Receiver): Promise<Kit> {
  const key = newKey();
  const stripe = sdk(standIn, key);
  const endpoint = await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['*'] });
  receiver.secret = endpoint.secret ?? '';
  const control = async <T>(method: string, path: string, body?: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${standIn.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    standIn,
    key,
    stripe,
    receiver,
    control,
    flush: async () => {
      await control('POST', '/_standin/flush');
    },
    pay: (sessionId, card = '4242 4242 4242 4242') =>
      fetch(`${standIn.url}/checkout/${sessionId}/pay`, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' }),
    async checkout(price, mode, trialEnd) {
      const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'u1' } });
      return stripe.checkout.sessions.create({
        mode,
        customer: customer.id,
        line_items: [{ price, quantity: 1 }],
        success_url: 'http://app.test/billing?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://app.test/billing',
        client_reference_id: 'u1',
        ...(trialEnd !== undefined && { subscription_data: { trial_end: trialEnd, metadata: { plan: 'pro' } } }),
      });
    },
  };
}

/** A stand-in, a receiver and a kit, with one function to close them all. */
export async function startKit(): Promise<Kit & { close(): Promise<void> }> {
  const standIn = await startStripeStandIn({ port: 0 });
  const receiver = await startReceiver();
  const kit = await createKit(standIn, receiver);
  return { ...kit, close: async () => void (await Promise.all([standIn.close(), receiver.close()])) };
}

export const DAY = 86_400;
