// The push service stand-in as the server uses it: web-push builds the request (encrypted for
// the subscription, VAPID-signed), the stand-in checks the signature, answers 201 and decrypts
// what arrived; a bad signature or a wrong audience is refused, and a gone subscription is 410.
import webpush from 'web-push';
import { startPushService, type PushedMessage, type PushServiceStandIn } from './pushService';

interface Made {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const VAPID = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:notifications@example.com';

async function send(subscription: Made, payload: string, vapid = VAPID, overrides: { authorization?: string } = {}) {
  const request = webpush.generateRequestDetails(subscription, payload, { vapidDetails: { subject: SUBJECT, ...vapid }, TTL: 60, urgency: 'high', contentEncoding: 'aes128gcm' });
  const headers = { ...(request.headers as Record<string, string>), ...(overrides.authorization && { Authorization: overrides.authorization }) };
  return fetch(request.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body!) });
}

describe('the push service stand-in', () => {
  let service: PushServiceStandIn;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  const subscribe = async () => (await (await fetch(`${service.url}/subscriptions`, { method: 'POST' })).json()) as Made;
  const messages = async (made: Made) => (await (await fetch(`${service.url}/subscriptions/${made.id}/messages`)).json()) as PushedMessage[];

  it('takes a signed push and decrypts it with the subscription\'s key', async () => {
    const made = await subscribe();
    expect(made.endpoint).toBe(`${service.url}/push/${made.id}`);
    expect(Buffer.from(made.keys.p256dh, 'base64url')).toHaveLength(65);
    const response = await send(made, JSON.stringify({ title: 'KO rose to 61 USD', body: 'Ünïcode ✓' }));
    expect(response.status).toBe(201);
    expect(await messages(made)).toEqual([expect.objectContaining({ text: '{"title":"KO rose to 61 USD","body":"Ünïcode ✓"}', ttl: 60, urgency: 'high' })]);
  });

  it('refuses a push signed by another key than the one it names, and one for another audience', async () => {
    const made = await subscribe();
    const other = webpush.generateVAPIDKeys();
    const forged = webpush.getVapidHeaders(service.url, SUBJECT, VAPID.publicKey, other.privateKey, 'aes128gcm').Authorization;
    const wrongSignature = await send(made, 'x', VAPID, { authorization: forged });
    expect(wrongSignature.status).toBe(403);
    expect(((await wrongSignature.json()) as { error: string }).error).toMatch(/signature/);
    const elsewhere = webpush.getVapidHeaders('https://fcm.googleapis.com', SUBJECT, VAPID.publicKey, VAPID.privateKey, 'aes128gcm').Authorization;
    const wrongAudience = await send(made, 'x', VAPID, { authorization: elsewhere });
    expect(wrongAudience.status).toBe(403);
    expect(((await wrongAudience.json()) as { error: string }).error).toMatch(/aud/);
    expect(await messages(made)).toEqual([]);
  });

  it('answers 410 once the subscription is gone, and 404 for one it never made', async () => {
    const made = await subscribe();
    expect((await fetch(`${service.url}/subscriptions/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await send(made, 'late')).status).toBe(410);
    const never = { ...made, id: '00000000-0000-4000-8000-000000000000', endpoint: `${service.url}/push/00000000-0000-4000-8000-000000000000` };
    expect((await send(never, 'x')).status).toBe(404);
  });
});
