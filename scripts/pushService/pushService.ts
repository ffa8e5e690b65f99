// A local stand-in for a browser's push service (Web Push: RFC 8030, 8291, 8292), for development,
// tests and CI: what FCM or Mozilla's autopush are to a real browser. POST /subscriptions makes a
// subscription as pushManager.subscribe would ({endpoint, keys: {p256dh, auth}}), keeping its
// private key; POST /push/<id> takes a push as a push service does (VAPID checked, 201) and,
// being the browser too, decrypts it: GET /subscriptions/<id>/messages lists what arrived.
// DELETE /subscriptions/<id> is the browser going away: later pushes get 410 Gone.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptAes128gcm, newSubscriptionKeys, vapidProblem, type SubscriptionKeys } from './webPushCrypto';

export interface PushedMessage {
  /** The decrypted payload, as the service worker's event.data.text() reads it. */
  readonly text: string;
  readonly ttl: number | null;
  readonly urgency: string | null;
  readonly receivedAt: string;
}

export interface PushServiceStandIn {
  /** host:port, for PUSH_SERVICE_HOSTS. */
  readonly host: string;
  /** e.g. http://127.0.0.1:8035 (no trailing slash). */
  readonly url: string;
  close(): Promise<void>;
}

interface Subscription {
  readonly keys: SubscriptionKeys;
  readonly messages: PushedMessage[];
  gone: boolean;
}

/** A push service takes 4,096 bytes of payload; messages kept per subscription, the newest. */
const MAX_BODY_BYTES = 4096;
const MAX_MESSAGES = 100;
const MAX_SUBSCRIPTIONS = 10_000;

const json = (response: http.ServerResponse, status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

async function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function startPushService({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  let origin = '';

  async function push(id: string, request: http.IncomingMessage, response: http.ServerResponse) {
    const subscription = subscriptions.get(id);
    if (!subscription) return json(response, 404, { error: 'No such subscription.' });
    if (subscription.gone) return json(response, 410, { error: 'The subscription has expired or was unsubscribed.' });
    const problem = vapidProblem(request.headers.authorization, origin);
    if (problem) return json(response, 403, { error: problem });
    if (request.headers['content-encoding'] !== 'aes128gcm') return json(response, 415, { error: 'Content-Encoding must be aes128gcm.' });
    const ttl = request.headers.ttl === undefined ? null : Number(request.headers.ttl);
    if (ttl === null || !Number.isInteger(ttl) || ttl < 0) return json(response, 400, { error: 'A TTL header (seconds) is required.' });
    const body = await readBody(request);
    if (!body) return json(response, 413, { error: `The payload is larger than ${MAX_BODY_BYTES} bytes.` });
    let text: string;
    try {
      text = decryptAes128gcm(body, subscription.keys).toString('utf8');
    } catch (error) {
      return json(response, 400, { error: `The payload cannot be decrypted: ${(error as Error).message}` });
    }
    subscription.messages.push({ text, ttl, urgency: (request.headers.urgency as string | undefined) ?? null, receivedAt: new Date().toISOString() });
    if (subscription.messages.length > MAX_MESSAGES) subscription.messages.splice(0, subscription.messages.length - MAX_MESSAGES);
    response.writeHead(201, { location: `${origin}/messages/${crypto.randomUUID()}` }).end();
  }

  function subscribe(response: http.ServerResponse) {
    if (subscriptions.size >= MAX_SUBSCRIPTIONS) return json(response, 503, { error: 'Too many subscriptions.' });
    const id = crypto.randomUUID();
    const keys = newSubscriptionKeys();
    subscriptions.set(id, { keys, messages: [], gone: false });
    json(response, 201, { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.authSecret.toString('base64url') } });
  }

  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const pushed = /^\/push\/([0-9a-f-]{36})$/.exec(path);
    const named = /^\/subscriptions\/([0-9a-f-]{36})(\/messages)?$/.exec(path);
    if (request.method === 'POST' && pushed) {
      push(pushed[1]!, request, response).catch((error: unknown) => json(response, 500, { error: (error as Error).message }));
    } else if (request.method === 'POST' && path === '/subscriptions') {
      subscribe(response);
    } else if (named && request.method === 'GET' && named[2]) {
      const subscription = subscriptions.get(named[1]!);
      if (subscription) json(response, 200, subscription.messages);
      else json(response, 404, { error: 'No such subscription.' });
    } else if (named && request.method === 'DELETE' && !named[2]) {
      const subscription = subscriptions.get(named[1]!);
      if (subscription) subscription.gone = true;
      response.writeHead(subscription ? 204 : 404).end();
    } else {
      json(response, 404, { error: 'Not found.' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${host}:${address.port}`;
  return {
    host: `${host}:${address.port}`,
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
