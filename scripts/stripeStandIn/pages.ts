// The hosted pages (Checkout, the billing portal, an invoice): plain HTML forms that work with
// the keyboard and without JavaScript, saying plainly that they are the local stand-in.
import { type CheckoutSession, type Customer, formatAmount, type Invoice, type Price, type Subscription } from './objects';

/** HTML already escaped. */
class Html {
  constructor(readonly text: string) {}
}

type Value = string | number | Html | Html[];

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  const text = (value: Value): string =>
    value instanceof Html ? value.text : Array.isArray(value) ? value.map(text).join('') : escape(String(value));
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? text(values[i] as Value) : ''), ''));
}

const CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
.banner{margin:0;padding:.5rem 1rem;background:#fff3cd;border-bottom:1px solid #e0c36c;text-align:center}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;background:#635bff;color:#fff;border:0;border-radius:6px;cursor:pointer}
:focus-visible{outline:3px solid #0a66c2;outline-offset:2px}.error{color:#b00020;font-weight:600}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}`;

function layout(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · local Stripe stand-in</title><style>${new Html(CSS)}</style></head>
<body><p class="banner" role="note">Local Stripe stand-in, test mode: no money moves.</p>
<main>${body}</main></body></html>`.text;
}

const formatDate = (seconds: number): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(title, html`<h1>${title}</h1><p>${message}</p>${link ? html`<p><a href="${link.href}">${link.text}</a></p>` : ''}`);
}

export interface CheckoutView {
  session: CheckoutSession;
  productName: string;
  price: Price;
  customer: Customer;
  trialEnd: number | null;
  card?: string;
  error?: string;
}

export function checkoutPage({ session, productName, price, customer, trialEnd, card, error }: CheckoutView): string {
  const amount = formatAmount(session.amount_total, session.currency) + (price.recurring ? ` per ${price.recurring.interval}` : '');
  return layout(
    `Pay for ${productName}`,
    html`<h1>${productName}</h1>
<p><strong>${amount}</strong>${trialEnd === null ? '' : html`, free until ${formatDate(trialEnd)}: nothing is charged today`}</p>
<p>Email: ${customer.email ?? 'none given'}</p>
${error ? html`<p class="error" role="alert">${error}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay">
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${card ?? '4242 4242 4242 4242'}">
<button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'}</button>
</form>
<p><a href="${session.cancel_url}">Cancel</a></p>`,
  );
}

export interface PortalView {
  portalId: string;
  customer: Customer;
  subscription: Subscription | undefined;
  productName: string;
  invoices: Invoice[];
  returnUrl: string | null;
}

const STATUS: Record<Subscription['status'], string> = { trialing: 'Trial', active: 'Active', past_due: 'Past due', canceled: 'Canceled' };

export function portalPage({ portalId, customer, subscription, productName, invoices, returnUrl }: PortalView): string {
  return layout(
    'Billing',
    html`<h1>Billing</h1><p>${customer.email ?? customer.id}</p>
${subscription ? subscriptionSection(portalId, subscription, productName) : html`<p>No subscription.</p>`}
<h2>Invoices</h2>
${invoices.length === 0 ? html`<p>No invoices yet.</p>` : html`<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Invoice</th></tr></thead><tbody>
${invoices.map((invoice) => html`<tr><td>${formatDate(invoice.created)}</td><td>${formatAmount(invoice.amount_due, invoice.currency)}</td><td>${invoice.status}</td><td><a href="${invoice.hosted_invoice_url}">${invoice.number}</a></td></tr>`)}
</tbody></table>`}
${returnUrl ? html`<p><a href="${returnUrl}">Return to the app</a></p>` : ''}`,
  );
}

function subscriptionSection(portalId: string, subscription: Subscription, productName: string): Html {
  const end = subscription.items.data[0]?.current_period_end ?? subscription.created;
  if (subscription.status === 'canceled') {
    return html`<h2>${productName}</h2><p>Status: Canceled. Ended on ${formatDate(subscription.ended_at ?? end)}.</p>`;
  }
  const [when, action, label] = subscription.cancel_at_period_end ? ['Ends on', 'renew', 'Renew plan'] : ['Renews on', 'cancel', 'Cancel plan'];
  return html`<h2>${productName}</h2><p>Status: ${STATUS[subscription.status]}. ${when} ${formatDate(end)}.</p>
<form method="post" action="/portal/${portalId}/${action}"><button type="submit">${label}</button></form>`;
}

export function invoicePage(invoice: Invoice): string {
  const line = invoice.lines.data[0];
  return layout(
    `Invoice ${invoice.number}`,
    html`<h1>Invoice ${invoice.number}</h1>
<dl><dt>Date</dt><dd>${formatDate(invoice.created)}</dd><dt>Amount</dt><dd>${formatAmount(invoice.amount_due, invoice.currency)}</dd>
<dt>Status</dt><dd>${invoice.status === 'paid' ? 'Paid' : 'Open (payment failed)'}</dd>
${line ? html`<dt>Line</dt><dd>${line.description}</dd><dt>Period</dt><dd>${formatDate(line.period.start)} to ${formatDate(line.period.end)}</dd>` : ''}</dl>`,
  );
}
