// The bounds of Web Push subscriptions: which push services the server will post to (anything
// else would let a user make the server POST to any address, its own network included), and the
// sizes of a subscription's keys.

/** Subscriptions one user keeps at most: one more drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
export const MAX_PUSH_ENDPOINT_CHARS = 2048;
/** Decoded sizes: an uncompressed P-256 point, and the auth secret. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

/** The browsers' push services: exact hosts, and domains whose subdomains are theirs. */
const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];
const KNOWN_PUSH_DOMAINS = ['.notify.windows.com', '.push.apple.com'];

export function isKnownPushHost(hostname: string): boolean {
  return KNOWN_PUSH_HOSTS.includes(hostname) || KNOWN_PUSH_DOMAINS.some((domain) => hostname.endsWith(domain) && hostname.length > domain.length);
}

export interface PushSubscriptionFields {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** How many bytes a base64url text decodes to; null when it is not base64url. */
function decodedLength(text: string): number | null {
  if (!BASE64URL.test(text)) return null;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

/**
 * What is wrong with a push endpoint, or null. `extraHosts` (host or host:port, PUSH_SERVICE_HOSTS)
 * are accepted besides the known services, over http: too when `allowHttp` (a local stand-in).
 */
export function pushEndpointProblem(endpoint: string, extraHosts: readonly string[] = [], allowHttp = false): string | null {
  if (endpoint.length > MAX_PUSH_ENDPOINT_CHARS) return `The push endpoint is longer than ${MAX_PUSH_ENDPOINT_CHARS.toLocaleString('en')} characters.`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not an address.';
  }
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password.';
  const extra = extraHosts.includes(url.host) || extraHosts.includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp && extra)) return 'The push endpoint must be an https: address.';
  if (!extra && !(isKnownPushHost(url.hostname) && url.port === '')) return `${url.hostname || 'The endpoint'} is not a push service this server sends to.`;
  return null;
}

/** What is wrong with a subscription (endpoint, then keys), or null. */
export function pushSubscriptionProblem(input: PushSubscriptionFields, extraHosts: readonly string[] = [], allowHttp = false): string | null {
  const endpoint = pushEndpointProblem(input.endpoint, extraHosts, allowHttp);
  if (endpoint) return endpoint;
  if (decodedLength(input.p256dh) !== PUSH_P256DH_BYTES) return `p256dh must be the browser's public key: ${PUSH_P256DH_BYTES} bytes in base64url.`;
  if (decodedLength(input.auth) !== PUSH_AUTH_BYTES) return `auth must be the browser's auth secret: ${PUSH_AUTH_BYTES} bytes in base64url.`;
  return null;
}
