/**
 * What an operation log must never hold (issue 8): tokens, passwords, e-mail addresses and
 * anything under a field named like a secret. Values are replaced, not dropped, so the shape of
 * the recorded data stays what the screens saw.
 */
export const REDACTED = '[redacted]';

// Named like a secret: passwords, keys, credentials, e-mails, and any *token field (idToken,
// refresh_token, embedToken) — but not figures that merely mention tokens (agentTokensBalance).
const SECRET_KEY = /(password|passwd|secret|authorization|credential|api[-_]?key|cookie|oobcode|e-?mail|token)$|password|secret|credential|e-?mail/i;
// Bounded repetitions: a long text without "@" must not make the scan quadratic.
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(\.[\w-]{1,63}){1,8}/g;
// A JWT (Firebase ID tokens, embed tokens): three base64url parts, the first a JSON header.
const JWT = /eyJ[\w-]{8,8192}\.[\w-]{8,8192}\.[\w-]{0,8192}/g;
const BEARER = /Bearer\s+\S+/gi;
// Stripe's session and invoice links open a checkout, the billing portal or an invoice with its
// address to whoever holds them: credentials for a while, so not for a log that travels.
const BILLING_LINK_KEY = /^(generateBillingPortalLink|createCheckoutSession|createTopUpCheckoutSession|hosted_invoice_url)$/;

function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(BEARER, `Bearer ${REDACTED}`).replace(EMAIL, REDACTED);
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  // A document deeper than any GraphQL answer is cut rather than walked forever.
  if (depth > 40) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, SECRET_KEY.test(key) || BILLING_LINK_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
  );
}
