import { createHash } from 'node:crypto';
import { embedTokenOf, hashEmbedToken, isEmbedTokenShaped, newEmbedToken } from './embedToken';

describe('embed tokens', () => {
  it('are pte_ and 32 random bytes, stored as their SHA-256', () => {
    const token = newEmbedToken();
    expect(token).toMatch(/^pte_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
    expect(newEmbedToken()).not.toBe(token);
    expect(isEmbedTokenShaped(token)).toBe(true);
    expect(hashEmbedToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('are read from the Embed scheme only; a Firebase bearer token or none is not one', () => {
    expect(embedTokenOf('Embed pte_abc')).toBe('pte_abc');
    expect(embedTokenOf('  Embed   pte_abc  ')).toBe('pte_abc');
    expect(embedTokenOf('Embed')).toBe('');
    expect(embedTokenOf('Bearer pte_abc')).toBeUndefined();
    expect(embedTokenOf('Embedded pte_abc')).toBeUndefined();
    expect(embedTokenOf('')).toBeUndefined();
    expect(embedTokenOf(undefined)).toBeUndefined();
  });
});
