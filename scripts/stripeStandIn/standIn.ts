// A local stand-in for the parts of Stripe this product uses (Checkout, subscriptions, invoices,
// the billing portal, webhooks), for development, tests and CI only: the real `stripe` SDK is
// pointed at it with { host, port, protocol: 'http' }. Nothing is persisted and any `sk_test_`
// key is accepted; each key is its own account, so parallel test servers never meet.
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { Account, type AccountSnapshot } from './account';
import { FormBodyError, type FormObject, type FormValue, parseFormBody } from './formBody';
import { newId, StripeError } from './objects';
import { type Answer, apiRoutes, matchRoute, pageRoutes } from './routes';

export { LOCAL_PRICES } from './objects';
export { signatureHeader } from './webhooks';

export interface StripeStandIn {
  host: string;
  port: number;
  /** Base URL, e.g. http://127.0.0.1:12111 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1 << 20;

interface Handled {
  answer: Answer;
  headers?: Record<string, string>;
}

/** How soon after a change the state file is written (changes in a burst are written once). */
const SAVE_DELAY_MS = 200;

export interface StandInOptions {
  port?: number;
  host?: string;
  /** A JSON file the accounts are kept in across restarts (npm start: DATA_DIR/stripe-stand-in.json). */
  stateFile?: string;
}

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, Account>();
  const saved = readState(options.stateFile);
  let url = '';
  let saveTimer: NodeJS.Timeout | undefined;
  const save = () => {
    if (!options.stateFile) return;
    const state = Object.fromEntries([...accounts.entries()].map(([key, account]) => [key, account.snapshot()]));
    const temporary = `${options.stateFile}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(state));
    fs.renameSync(temporary, options.stateFile);
  };

  const server = http.createServer((req, res) => {
    // Events an answer caused go out once it is sent.
    res.on('finish', () => accounts.forEach((account) => account.webhooks.kick()));
    if (options.stateFile && req.method === 'POST') {
      res.on('finish', () => {
        clearTimeout(saveTimer);
        saveTimer = setTimeout(save, SAVE_DELAY_MS);
      });
    }
    handle(req)
      .catch((error: unknown): Handled => toAnswer(error))
      .then(({ answer, headers }) => send(res, answer, headers));
  });

  async function handle(req: http.IncomingMessage): Promise<Handled> {
    const method = req.method ?? 'GET';
    const target = new URL(req.url ?? '/', url);
    const raw = await readBody(req);
    const page = matchRoute(pageRoutes, method, target.pathname);
    if (page) return { answer: await page.route.handle({ accounts: [...accounts.values()], body: parseFormBody(raw) }, page.params) };
    if (!/^\/(v1|_standin)\//.test(target.pathname)) return toAnswer(new StripeError(404, `Unrecognized request URL (${method}: ${target.pathname}).`));

    const account = authenticate(req.headers.authorization);
    const api = matchRoute(apiRoutes, method, target.pathname);
    if (!api) return toAnswer(new StripeError(404, `Unrecognized request URL (${method}: ${target.pathname}).`));
    const body = method === 'POST' ? bodyOf(raw, req.headers['content-type']) : parseFormBody(target.search.slice(1));
    const key = method === 'POST' && target.pathname.startsWith('/v1/') ? header(req.headers['idempotency-key']) : undefined;
    if (!key) return { answer: await api.route.handle({ account, body }, api.params) };

    // Stripe replays the first answer given under a key, and refuses the key for other parameters.
    const fingerprint = `${target.pathname}?${raw}`;
    const stored = account.answers.get(key);
    if (stored && stored.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      throw new StripeError(400, message, undefined, undefined, 'idempotency_error');
    }
    if (stored) return { answer: { status: stored.status, json: stored.json }, headers: { 'Idempotent-Replayed': 'true' } };
    const answer = await (async () => api.route.handle({ account, body }, api.params))().catch((error: unknown) => toAnswer(error).answer);
    // Only results of requests that ran are kept (as on Stripe), so a corrected retry may reuse the key.
    if ('json' in answer && answer.status < 400) account.answers.set(key, { fingerprint, status: answer.status, json: answer.json });
    return { answer };
  }

  function authenticate(authorization: string | undefined): Account {
    const key = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim();
    if (!key) {
      throw new StripeError(401, "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').");
    }
    if (!key.startsWith('sk_test_')) throw new StripeError(401, `Invalid API Key provided: ${key.slice(0, 8)}****; the local stand-in takes sk_test_ keys only.`);
    let account = accounts.get(key);
    if (!account) {
      const previous = saved[key];
      account = previous ? Account.restore(url, previous) : new Account(url);
      accounts.set(key, account);
    }
    return account;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    host,
    port,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await Promise.all([...accounts.values()].map((account) => account.webhooks.stop()));
      clearTimeout(saveTimer);
      save();
    },
  };
}

/** The saved accounts; none when there is no file yet (or it is unreadable: a development tool starts fresh). */
function readState(file: string | undefined): Record<string, AccountSnapshot> {
  if (!file || !fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, AccountSnapshot>;
  } catch {
    return {};
  }
}

function toAnswer(error: unknown): Handled {
  if (error instanceof StripeError) return { answer: { status: error.status, json: error.body } };
  if (error instanceof FormBodyError) return { answer: { status: 400, json: new StripeError(400, error.message).body } };
  const message = error instanceof Error ? error.message : String(error);
  return { answer: { status: 500, json: new StripeError(500, `Stand-in failure: ${message}`, undefined, undefined, 'api_error').body } };
}

function send(res: http.ServerResponse, answer: Answer, headers: Record<string, string> = {}): void {
  res.setHeader('Request-Id', newId('req'));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if ('location' in answer) {
    res.writeHead(303, { Location: answer.location }).end();
  } else if ('html' in answer) {
    res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
  } else {
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Stripe-Version': '2026-10-28.endive' }).end(JSON.stringify(answer.json, null, 2));
  }
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The development controls also take JSON (`{"seconds": 3600}`); Stripe's own routes take forms. */
function bodyOf(raw: string, contentType: string | undefined): FormObject {
  if (!contentType?.includes('application/json')) return parseFormBody(raw);
  const parsed: unknown = raw ? JSON.parse(raw) : {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new FormBodyError('A JSON body must be an object.');
  // Top-level values as the form parser gives them (strings); nested objects as sent, with their
  // JSON types (/_standin/trigger's object is an event's data.object verbatim).
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== null).map(([k, v]) => [k, typeof v === 'object' ? (v as FormValue) : String(v)]));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StripeError(413, 'Request body too large.'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
