// Embed tokens: `pte_` and 32 random bytes (base64url). The prefix makes a leaked token easy to
// recognise (secret scanners, logs); the server stores and looks up only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'pte_';
/** 32 bytes are 43 base64url characters (no padding). */
const TOKEN_SHAPE = /^pte_[A-Za-z0-9_-]{43}$/;
const EMBED_SCHEME = /^Embed(?:\s+(.*))?$/s;

export function newEmbedToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashEmbedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a string could be a token at all: anything else is refused without a database read. */
export const isEmbedTokenShaped = (token: string): boolean => TOKEN_SHAPE.test(token);

/**
 * The token of an `Authorization: Embed <token>` header: undefined when the header is not of the
 * Embed scheme (a Firebase bearer token, or none), '' when it is but carries no token.
 */
export function embedTokenOf(header: string | null | undefined): string | undefined {
  const match = EMBED_SCHEME.exec((header ?? '').trim());
  return match ? (match[1] ?? '').trim() : undefined;
}
