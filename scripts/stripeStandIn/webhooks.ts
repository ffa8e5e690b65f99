// Webhook signing (Stripe's scheme, so that stripe.webhooks.constructEvent accepts it) and
// delivery: after the answer that caused them, in creation order, one at a time per account,
// no automatic retries (a test redelivers with POST /_standin/events/:id/deliver).
import { createHmac } from 'node:crypto';
import { type StripeEvent, type WebhookEndpoint } from './objects';

/** `t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`, the Stripe-Signature header. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface RegisteredEndpoint {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface Delivery {
  event: string;
  type: string;
  url: string;
  /** The receiver's HTTP status, null when it could not be reached. */
  status: number | null;
  error?: string;
}

const TIMEOUT_MS = 10_000;

export class WebhookQueue {
  readonly log: Delivery[] = [];
  private readonly pending: StripeEvent[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly endpoints: () => Iterable<RegisteredEndpoint>) {}

  /** How many endpoints an event goes to (its pending_webhooks). */
  countFor(type: string): number {
    return this.matching(type).length;
  }

  enqueue(event: StripeEvent): void {
    this.pending.push(event);
  }

  /** Starts delivering what is queued; the server calls it once an answer has been sent. */
  kick(): void {
    if (this.running || this.pending.length === 0) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      this.kick();
    });
  }

  /** Resolves once every queued event has been delivered. */
  async idle(): Promise<void> {
    this.kick();
    while (this.running) await this.running;
  }

  /** Drops what is queued and waits for the delivery under way. */
  async stop(): Promise<void> {
    this.pending.length = 0;
    await this.running;
  }

  async deliver(event: StripeEvent, signedAt?: number): Promise<Delivery[]> {
    const deliveries: Delivery[] = [];
    for (const { endpoint, secret } of this.matching(event.type)) {
      const delivery = await post(event, endpoint.url, secret, signedAt);
      this.log.push(delivery);
      deliveries.push(delivery);
      if (delivery.status !== null && delivery.status < 300) event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
    }
    return deliveries;
  }

  private async drain(): Promise<void> {
    for (let event = this.pending.shift(); event; event = this.pending.shift()) await this.deliver(event);
  }

  private matching(type: string): RegisteredEndpoint[] {
    return [...this.endpoints()].filter(({ endpoint }) => endpoint.enabled_events.some((name) => name === '*' || name === type));
  }
}

async function post(event: StripeEvent, url: string, secret: string, signedAt?: number): Promise<Delivery> {
  const payload = JSON.stringify(event, null, 2);
  // Real time, not the account clock: receivers check the timestamp against their own clock.
  const header = signatureHeader(payload, secret, signedAt ?? Math.floor(Date.now() / 1000));
  const record = { event: event.id, type: event.type, url };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ...record, status: response.status };
  } catch (error) {
    return { ...record, status: null, error: error instanceof Error ? error.message : String(error) };
  }
}
