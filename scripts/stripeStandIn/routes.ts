// The stand-in's routes: Stripe's API (/v1, the parts this product uses), the development
// controls (/_standin) and the hosted pages. Handlers read Stripe-style form parameters and
// throw StripeError for anything Stripe would refuse.
import { type Account, getOr, mergeMetadata } from './account';
import { type FormObject, type FormValue } from './formBody';
import { list, type Metadata, newId, StripeError } from './objects';
import { checkoutPage, invoicePage, messagePage, portalPage } from './pages';
import { type RegisteredEndpoint } from './webhooks';

export type Answer = { status: number; json: unknown } | { status: number; html: string } | { status: 303; location: string };

interface Route<Context> {
  method: string;
  pattern: RegExp;
  handle(context: Context, params: string[]): Answer | Promise<Answer>;
}

export interface ApiContext {
  account: Account;
  body: FormObject;
}

export interface PageContext {
  accounts: readonly Account[];
  body: FormObject;
}

function route<Context>(method: string, path: string, handle: Route<Context>['handle']): Route<Context> {
  return { method, pattern: new RegExp(`^${path.replace(/:\w+/g, '([^/]+)')}$`), handle };
}

export function matchRoute<Context>(routes: Route<Context>[], method: string, path: string) {
  for (const candidate of routes) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (match) return { route: candidate, params: match.slice(1).map(decodeURIComponent) };
  }
  return undefined;
}

const ok = (json: unknown): Answer => ({ status: 200, json });

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

function required(body: FormObject, name: string, param = name): string {
  const value = text(body[name]);
  if (!value) throw new StripeError(400, `Missing required param: ${param}.`, param);
  return value;
}

function integer(value: FormValue | undefined, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new StripeError(400, `Invalid integer: ${String(value)}`, param);
  return Number(value);
}

function boolean(value: FormValue | undefined, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new StripeError(400, `Invalid boolean: ${String(value)}`, param);
  return value === 'true';
}

function metadata(value: FormValue | undefined, param = 'metadata'): Metadata | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw new StripeError(400, 'Invalid object', param);
  }
  return value as Metadata;
}

const asObject = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
const asList = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** Replaces ids with their objects along each `expand[]` path (`product`, `data.product`, `latest_invoice`…). */
function expand(account: Account, value: unknown, body: FormObject): unknown {
  const along = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node.map((element) => along(element, path));
    const [head, ...rest] = path;
    if (head === undefined) return typeof node === 'string' ? (account.find(node) ?? node) : node;
    if (!node || typeof node !== 'object' || !(head in node)) return node;
    return { ...node, [head]: along((node as Record<string, unknown>)[head], rest) };
  };
  return asList(body.expand).reduce<unknown>((node, path) => (typeof path === 'string' ? along(node, path.split('.')) : node), value);
}

/** Stripe's list answer: newest first, `limit` (default 10), `starting_after`. */
function listAnswer<T extends { id: string }>(context: ApiContext, items: T[], url: string): Answer {
  const { body } = context;
  const limit = integer(body.limit, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw new StripeError(400, 'This value must be between 1 and 100.', 'limit');
  const after = text(body.starting_after);
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return ok(expand(context.account, list(data, url, start + limit < items.length), body));
}

const newestFirst = <T>(map: Map<string, T>, keep: (item: T) => boolean = () => true): T[] => [...map.values()].filter(keep).reverse();

const filter = (body: FormObject, name: string, actual: string): boolean => text(body[name]) === undefined || text(body[name]) === actual;

export const apiRoutes: Route<ApiContext>[] = [
  route('POST', '/v1/customers', ({ account, body }) =>
    ok(account.createCustomer(text(body.email) || null, text(body.name) || null, mergeMetadata({}, metadata(body.metadata) ?? {}))),
  ),
  route('GET', '/v1/customers/:id', ({ account, body }, [id = '']) => ok(expand(account, getOr(account.customers, id, 'customer'), body))),
  route('GET', '/v1/prices', (context) => {
    const { body } = context;
    const active = boolean(body.active, 'active');
    const prices = newestFirst(context.account.prices, (price) => (active === undefined || price.active === active) && filter(body, 'type', price.type));
    return listAnswer(context, prices, '/v1/prices');
  }),
  route('GET', '/v1/prices/:id', ({ account, body }, [id = '']) => ok(expand(account, getOr(account.prices, id, 'price'), body))),
  route('POST', '/v1/checkout/sessions', ({ account, body }) => {
    const lines = asList(body.line_items);
    if (lines.length !== 1) throw new StripeError(400, lines.length ? 'The stand-in takes exactly one line item.' : 'Missing required param: line_items.', 'line_items');
    const line = asObject(lines[0]);
    const subscriptionData = asObject(body.subscription_data);
    const mode = required(body, 'mode');
    return ok(
      account.createSession({
        mode,
        customer: required(body, 'customer'),
        price: required(line, 'price', 'line_items[0][price]'),
        quantity: integer(line.quantity, 'line_items[0][quantity]') ?? 1,
        successUrl: required(body, 'success_url'),
        cancelUrl: required(body, 'cancel_url'),
        clientReferenceId: text(body.client_reference_id) || null,
        metadata: mergeMetadata({}, metadata(body.metadata) ?? {}),
        trialEnd: integer(subscriptionData.trial_end, 'subscription_data[trial_end]') ?? null,
        subscriptionMetadata: mergeMetadata({}, metadata(subscriptionData.metadata, 'subscription_data[metadata]') ?? {}),
      }),
    );
  }),
  route('GET', '/v1/checkout/sessions/:id', ({ account, body }, [id = '']) => ok(expand(account, account.session(id).session, body))),
  route('POST', '/v1/checkout/sessions/:id/expire', ({ account }, [id = '']) => ok(account.expireSession(account.session(id)))),
  route('GET', '/v1/subscriptions', (context) => {
    const { body } = context;
    const status = text(body.status);
    const subscriptions = newestFirst(
      context.account.subscriptions,
      (s) => filter(body, 'customer', s.customer) && (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
    );
    return listAnswer(context, subscriptions, '/v1/subscriptions');
  }),
  route('GET', '/v1/subscriptions/:id', ({ account, body }, [id = '']) => ok(expand(account, account.subscription(id), body))),
  route('POST', '/v1/subscriptions/:id', ({ account, body }, [id = '']) =>
    ok(account.updateSubscription(account.subscription(id), boolean(body.cancel_at_period_end, 'cancel_at_period_end'), metadata(body.metadata))),
  ),
  route('DELETE', '/v1/subscriptions/:id', ({ account }, [id = '']) => ok(account.cancelSubscription(account.subscription(id)))),
  route('GET', '/v1/invoices', (context) => {
    const { body } = context;
    const invoices = newestFirst(
      context.account.invoices,
      (i) => filter(body, 'customer', i.customer) && filter(body, 'subscription', i.parent.subscription_details.subscription) && filter(body, 'status', i.status),
    );
    return listAnswer(context, invoices, '/v1/invoices');
  }),
  route('GET', '/v1/invoices/:id', ({ account, body }, [id = '']) => ok(expand(account, getOr(account.invoices, id, 'invoice'), body))),
  route('GET', '/v1/payment_intents/:id', ({ account, body }, [id = '']) => ok(expand(account, getOr(account.paymentIntents, id, 'payment_intent'), body))),
  route('POST', '/v1/billing_portal/sessions', ({ account, body }) =>
    ok(account.createPortalSession(required(body, 'customer'), text(body.return_url) || null)),
  ),
  route('POST', '/v1/webhook_endpoints', ({ account, body }) => {
    const events = asList(body.enabled_events).filter((name): name is string => typeof name === 'string' && name !== '');
    if (events.length === 0) throw new StripeError(400, 'Missing required param: enabled_events.', 'enabled_events');
    const registered: RegisteredEndpoint = {
      secret: `whsec_${newId('x').slice(2)}`,
      endpoint: {
        id: newId('we'), object: 'webhook_endpoint', livemode: false, created: account.now(), url: required(body, 'url'),
        enabled_events: events, status: 'enabled', metadata: mergeMetadata({}, metadata(body.metadata) ?? {}),
      },
    };
    account.endpoints.set(registered.endpoint.id, registered);
    return ok({ ...registered.endpoint, secret: registered.secret });
  }),
  route('GET', '/v1/webhook_endpoints', (context) =>
    listAnswer(context, [...context.account.endpoints.values()].map((r) => r.endpoint).reverse(), '/v1/webhook_endpoints'),
  ),
  route('DELETE', '/v1/webhook_endpoints/:id', ({ account }, [id = '']) => {
    getOr(account.endpoints, id, 'webhook_endpoint');
    account.endpoints.delete(id);
    return ok({ id, object: 'webhook_endpoint', deleted: true });
  }),
  route('GET', '/v1/events', (context) => listAnswer(context, newestFirst(context.account.events, (e) => filter(context.body, 'type', e.type)), '/v1/events')),
  route('GET', '/v1/events/:id', ({ account }, [id = '']) => ok(getOr(account.events, id, 'event'))),

  route('POST', '/_standin/advance', ({ account, body }) => ok(account.advance(Number(required(body, 'seconds'))))),
  // signed_at: sign as of that (unix) time, as a delivery captured then and replayed now would be.
  route('POST', '/_standin/events/:id/deliver', async ({ account, body }, [id = '']) => {
    const signedAt = body.signed_at === undefined ? undefined : Number(body.signed_at);
    const deliveries = await account.webhooks.deliver(getOr(account.events, id, 'event'), signedAt);
    return ok({ deliveries: deliveries.map(({ url, status }) => ({ url, status })) });
  }),
  // Like `stripe trigger`: an event of any type about any object, at `created` (unix; default now),
  // for what the other endpoints never send (an unknown type, a stranger's customer, old news).
  route('POST', '/_standin/trigger', ({ account, body }) => {
    const event = account.emit(String(required(body, 'type')), (body.object ?? {}) as object);
    if (body.created !== undefined) event.created = Number(body.created);
    return ok(event);
  }),
  route('GET', '/_standin/deliveries', ({ account }) => ok({ deliveries: account.webhooks.log })),
  route('POST', '/_standin/flush', async ({ account }) => {
    await account.webhooks.idle();
    return ok({ deliveries: account.webhooks.log.length });
  }),
];

/** The account that made an object, for the hosted pages (which carry no key). */
function ownerOf<T>(accounts: readonly Account[], id: string, pick: (account: Account) => Map<string, T>): [Account, T] | undefined {
  for (const account of accounts) {
    const found = pick(account).get(id);
    if (found !== undefined) return [account, found];
  }
  return undefined;
}

const notFound = (what: string): Answer => ({ status: 404, html: messagePage('Not found', `There is no ${what} with this address in the local Stripe stand-in.`) });

function checkout({ accounts, body }: PageContext, id: string, pay: boolean): Answer {
  const found = ownerOf(accounts, id, (account) => account.sessions);
  if (!found) return notFound('checkout session');
  const [account, record] = found;
  const { session } = record;
  const card = text(body.card);
  const result = pay ? account.pay(record, card ?? '') : undefined;
  if (result?.kind === 'paid') return { status: 303, location: result.redirect };
  if (session.status !== 'open') {
    const [status, title] = session.status === 'expired' ? [410, 'This checkout has expired'] : [409, 'This checkout is already complete'];
    return { status, html: messagePage(title, 'Start again from the app if you still want to buy.', { href: session.cancel_url, text: 'Back to the app' }) };
  }
  const price = record.price;
  const view = {
    session, price, trialEnd: record.trialEnd, productName: account.products.get(price.product)?.name ?? price.product,
    customer: getOr(account.customers, session.customer, 'customer'),
  };
  if (result?.kind === 'declined') return { status: 402, html: checkoutPage({ ...view, card, error: result.message }) };
  return { status: 200, html: checkoutPage(view) };
}

function portal({ accounts }: PageContext, id: string, cancelAtPeriodEnd?: boolean): Answer {
  const found = ownerOf(accounts, id, (account) => account.portalSessions);
  if (!found) return notFound('billing portal session');
  const [account, session] = found;
  const subscriptions = newestFirst(account.subscriptions, (s) => s.customer === session.customer);
  const subscription = subscriptions.find((s) => s.status !== 'canceled') ?? subscriptions[0];
  if (cancelAtPeriodEnd !== undefined) {
    if (subscription && subscription.status !== 'canceled') account.updateSubscription(subscription, cancelAtPeriodEnd, undefined);
    return { status: 303, location: `/portal/${id}` };
  }
  const price = subscription?.items.data[0]?.price;
  return {
    status: 200,
    html: portalPage({
      portalId: id, subscription, returnUrl: session.return_url, customer: getOr(account.customers, session.customer, 'customer'),
      productName: (price && account.products.get(price.product)?.name) ?? 'Subscription',
      invoices: newestFirst(account.invoices, (invoice) => invoice.customer === session.customer),
    }),
  };
}

export const pageRoutes: Route<PageContext>[] = [
  route('GET', '/checkout/:id', (context, [id = '']) => checkout(context, id, false)),
  route('POST', '/checkout/:id/pay', (context, [id = '']) => checkout(context, id, true)),
  route('GET', '/portal/:id', (context, [id = '']) => portal(context, id)),
  route('POST', '/portal/:id/cancel', (context, [id = '']) => portal(context, id, true)),
  route('POST', '/portal/:id/renew', (context, [id = '']) => portal(context, id, false)),
  route('GET', '/invoices/:id', ({ accounts }, [id = '']) => {
    const found = ownerOf(accounts, id, (account) => account.invoices);
    return found ? { status: 200, html: invoicePage(found[1]) } : notFound('invoice');
  }),
];
