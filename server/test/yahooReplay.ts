// Replays Yahoo answers recorded by yahoo-finance2's maintainers (see yahooRecordings.ts)
// through an injected fetch, so the library's own request building and parsing run for real in
// the Yahoo provider's tests.
import { allYahooRecordings, type YahooRecording as Recording } from './yahooRecordings';

const RECORDINGS = allYahooRecordings();

export const symbolsOf = (url: URL) => (url.searchParams.get('symbols') ?? '').split(',').sort().join(',');

/**
 * Whether a recording answers `url`: the same endpoint and symbol(s) or search text, and for a
 * chart the same interval and a requested window that covers the recorded one (the provider
 * widens its window by a day each side, so the periods are not equal).
 */
function answers(recording: Recording, url: URL): boolean {
  const recorded = recording.url;
  if (recorded.pathname !== url.pathname) return false;
  if (url.pathname.startsWith('/v8/finance/chart/')) {
    const param = (u: URL, name: string) => Number(u.searchParams.get(name));
    return (
      recorded.searchParams.get('interval') === url.searchParams.get('interval') &&
      param(url, 'period1') <= param(recorded, 'period1') &&
      param(url, 'period2') >= param(recorded, 'period2')
    );
  }
  if (url.pathname === '/v7/finance/quote') return symbolsOf(recorded) === symbolsOf(url);
  // The recordings asked for every module: they answer a request for fewer.
  if (url.pathname.startsWith('/v10/finance/quoteSummary/')) return true;
  if (url.pathname === '/v1/finance/search') return recorded.searchParams.get('q') === url.searchParams.get('q');
  if (url.pathname === '/v1/finance/screener/predefined/saved') return recorded.searchParams.get('scrIds') === url.searchParams.get('scrIds');
  if (url.pathname === '/ws/insights/v2/finance/insights') return recorded.searchParams.get('symbol') === url.searchParams.get('symbol');
  return false;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Yahoo's answer to a chart of a symbol it does not know. */
const chartNotFound = () =>
  json({ chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } } }, 404);

/**
 * The cookie/crumb handshake the library performs before a quote: the Yahoo page sets a cookie,
 * then /v1/test/getcrumb returns the crumb as plain text.
 */
function handshake(url: URL): Response | null {
  if (url.hostname === 'finance.yahoo.com' && url.pathname.startsWith('/quote/')) {
    const page = new Response('<html></html>', {
      status: 200,
      headers: { 'set-cookie': 'A3=test-cookie; Max-Age=31557600; Domain=.yahoo.com; Path=/; Secure; HttpOnly' },
    });
    // Jest runs the library in a separate realm from Node's fetch classes, and the library checks
    // `headers instanceof Array`: an array made outside that realm would be ignored (not so in
    // production, where there is one realm). Array.from here makes the array in the test's realm.
    const setCookies = Array.from(page.headers.getSetCookie());
    Object.defineProperty(page.headers, 'getSetCookie', { value: () => setCookies });
    return page;
  }
  if (url.pathname === '/v1/test/getcrumb') return new Response('test-crumb', { status: 200 });
  return null;
}

/**
 * A quoteSummary recording of every module cut to the modules `url` asks for, as Yahoo answers:
 * the library validates every module it is given, and the recorded ones it was not asked for do
 * not all pass its schema (upgradeDowngradeHistory entries without price targets).
 */
function onlyModules(body: unknown, url: URL): unknown {
  const wanted = new Set((url.searchParams.get('modules') ?? '').split(','));
  const { quoteSummary } = body as { quoteSummary: { result: Record<string, unknown>[]; error: unknown } };
  const result = quoteSummary.result.map((modules) => Object.fromEntries(Object.entries(modules).filter(([name]) => wanted.has(name))));
  return { quoteSummary: { ...quoteSummary, result } };
}

export interface Replay {
  readonly fetch: typeof fetch;
  /** Every requested URL, in order. */
  readonly urls: URL[];
}

/** A fetch answering from the recordings, with `override` consulted first. */
export function replay(override: (url: URL) => Response | null = () => null): Replay {
  const urls: URL[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    urls.push(url);
    const answer = override(url) ?? handshake(url) ?? RECORDINGS.find((recording) => answers(recording, url));
    if (answer instanceof Response) return answer;
    if (answer && url.pathname.startsWith('/v10/finance/quoteSummary/')) return json(onlyModules(answer.body, url), answer.status);
    if (answer) return json(answer.body, answer.status);
    return url.pathname.startsWith('/v8/finance/chart/') ? chartNotFound() : json({ error: 'no recording' }, 404);
  };
  return { fetch: fetchFn, urls };
}

export function recorded(file: string): Recording {
  const recording = RECORDINGS.find((r) => r.file === file);
  if (!recording) throw new Error(`no recording ${file}`);
  return recording;
}
