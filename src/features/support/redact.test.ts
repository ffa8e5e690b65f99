import { REDACTED, redact } from './redact';

describe('redact', () => {
  it('replaces fields named like secrets, wherever they are', () => {
    expect(
      redact({
        auditInput: { name: 'Ada', email: 'ada@example.com', password: 'hunter2' },
        headers: { Authorization: 'Bearer abc' },
        nested: [{ idToken: 'x', apiKey: 'k', refresh_token: 'r', secretAnswer: 'blue', clientSecret: 's' }],
        shares: 17,
        note: null,
      }),
    ).toEqual({
      auditInput: { name: 'Ada', email: REDACTED, password: REDACTED },
      headers: { Authorization: REDACTED },
      nested: [{ idToken: REDACTED, apiKey: REDACTED, refresh_token: REDACTED, secretAnswer: REDACTED, clientSecret: REDACTED }],
      shares: 17,
      note: null,
    });
  });

  it('finds e-mail addresses and tokens inside other text', () => {
    const jwt = 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJhYmMxMjMifQ.sig';
    expect(redact({ message: 'No account for grace@navy.mil, sorry', description: `token ${jwt} expired`, how: 'Bearer abc.def' })).toEqual({
      message: `No account for ${REDACTED}, sorry`,
      description: `token ${REDACTED} expired`,
      how: `Bearer ${REDACTED}`,
    });
  });

  it('replaces Stripe links that open a checkout, the billing portal or an invoice', () => {
    expect(
      redact({
        createCheckoutSession: { id: 'cs_1', url: 'https://checkout.stripe.com/c/pay/cs_1' },
        generateBillingPortalLink: { url: 'https://billing.stripe.com/p/session/x' },
        getStripeInvoices: [{ id: 'in_1', amount: 9, hosted_invoice_url: 'https://invoice.stripe.com/i/x' }],
        getSubscriptionStatus: { activeSubscriptionId: 'sub_1', current_period_end: '2026-12-27T00:00:00.000Z' },
      }),
    ).toEqual({
      createCheckoutSession: REDACTED,
      generateBillingPortalLink: REDACTED,
      getStripeInvoices: [{ id: 'in_1', amount: 9, hosted_invoice_url: REDACTED }],
      getSubscriptionStatus: { activeSubscriptionId: 'sub_1', current_period_end: '2026-12-27T00:00:00.000Z' },
    });
  });

  it('keeps figures, dates and tickers as they are', () => {
    const data = { portfolioSummary: { marketValue: 2169.54, asOf: '2026-11-24', tickers: ['VTI', 'AAPL'], simulated: true }, agentTokensBalance: 120, tokenTrialDaysLeft: 3 };
    expect(redact(data)).toEqual(data);
  });
});
