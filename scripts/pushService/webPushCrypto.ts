// What a push service and a browser do with a Web Push message, for the local stand-in: check the
// sender's VAPID signature (RFC 8292) and decrypt an aes128gcm body (RFC 8188, RFC 8291) with the
// subscription's private key and auth secret. node:crypto only.
import crypto from 'node:crypto';

export interface SubscriptionKeys {
  /** The subscription's ECDH pair (P-256); its public key is the p256dh the sender encrypts for. */
  readonly ecdh: crypto.ECDH;
  readonly authSecret: Buffer;
}

export function newSubscriptionKeys(): SubscriptionKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, authSecret: crypto.randomBytes(16) };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext of a one-record aes128gcm body; throws when it cannot be decrypted. */
export function decryptAes128gcm(body: Buffer, keys: SubscriptionKeys): Buffer {
  // The header: salt (16), record size (4), key id length (1), key id (the sender's public key).
  if (body.length < 21) throw new Error('The body is shorter than an aes128gcm header.');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('The key id is not a P-256 public key.');
  if (record.length > recordSize || record.length < 17) throw new Error('The body is not one record.');
  const receiverKey = keys.ecdh.getPublicKey();
  const shared = keys.ecdh.computeSecret(senderKey);
  // RFC 8291: the input key mixes the shared secret with the auth secret and both public keys.
  const ikm = hkdf(shared, keys.authSecret, Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]), 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The record does not end as the last one does.');
  return padded.subarray(0, end);
}

/** Why a VAPID Authorization header does not authorise a push to `origin`, or null when it does. */
export function vapidProblem(header: string | undefined, origin: string, now = Date.now()): string | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return 'Authorization is not "vapid t=…, k=…".';
  const params = Object.fromEntries(match[1]!.split(',').map((part) => part.trim().split('=').map((side) => side.trim())));
  const token = params.t;
  const key = params.k;
  if (!token || !key) return 'Authorization lacks t or k.';
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) return 'The token is not a JWT.';
  const publicKey = Buffer.from(key, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'k is not an uncompressed P-256 public key.';
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    if (header.alg !== 'ES256') return 'The token is not signed with ES256.';
    const verifier = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: publicKey.subarray(1, 33).toString('base64url'), y: publicKey.subarray(33).toString('base64url') }, format: 'jwk' });
    const valid = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!valid) return 'The token\'s signature does not match k.';
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
    if (body.aud !== origin) return `The token's aud is not ${origin}.`;
    if (typeof body.exp !== 'number' || body.exp * 1000 <= now) return 'The token has expired.';
    if (body.exp * 1000 > now + 24 * 3600 * 1000 + 60_000) return 'The token expires more than a day from now.';
    if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'The token has no mailto: or https: sub.';
  } catch {
    return 'The token cannot be read.';
  }
  return null;
}
