import { providerFailure } from '../../test/providerFailure';
import { classifyStatus, createEcbProvider } from './ecbProvider';

// Samples in the ECB's csvdata layout: the series columns, then attributes, among them a quoted
// title with commas, so a parser that splits lines on ',' would read the wrong columns.
const HEADER =
  'KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,OBS_STATUS,OBS_CONF,TITLE,TITLE_COMPL';

function row(currency: string, day: string, value: string): string {
  return [
    `EXR.D.${currency}.EUR.SP00.A,D,${currency},EUR,SP00,A,${day},${value},A,F`,
    `"${currency}/Euro"`,
    `"ECB reference exchange rate, ${currency}/Euro, 2:15 pm (C.E.T.)"`,
  ].join(',');
}

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\r\n') + '\r\n';
}

const API = 'https://data-api.ecb.europa.eu/service/data';
const RANGE = { from: '2023-12-22', to: '2024-01-03' };
const QUERY = { startPeriod: '2023-12-22', endPeriod: '2024-01-03', format: 'csvdata' };

interface Server {
  readonly fetch: typeof fetch;
  readonly urls: URL[];
  readonly signals: (AbortSignal | null | undefined)[];
}

/** A fetch that records what was asked and answers with `respond`. */
function serve(respond: (signal: AbortSignal | null | undefined) => Promise<Response> | Response): Server {
  const urls: URL[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    urls.push(new URL(input instanceof Request ? input.url : input.toString()));
    signals.push(init?.signal);
    return respond(init?.signal);
  };
  return { fetch: fetchFn, urls, signals };
}

function csvAnswer(body: string, status = 200): () => Response {
  return () => new Response(body, { status, headers: { 'content-type': 'text/csv' } });
}

function expectOneRequest(server: Server, path: string, query: Record<string, string>): void {
  expect(server.urls).toHaveLength(1);
  const [url] = server.urls;
  expect(`${url?.origin}${url?.pathname}`).toBe(`${API}${path}`);
  expect(Object.fromEntries(url?.searchParams ?? [])).toEqual(query);
}

const failure = providerFailure;

const USD_SAMPLE = csv(
  row('USD', '2024-01-02', '1.0956'),
  row('USD', '2023-12-22', '1.1008'),
  row('USD', '2023-12-27', '1.1065'),
  row('USD', '2024-01-03', '1.0919'),
  row('USD', '2023-12-28', '1.1114'),
  row('USD', '2023-12-29', '1.1050'),
);

describe('ECB provider', () => {
  it('names itself and serves real data', () => {
    const provider = createEcbProvider({ fetch: serve(csvAnswer('')).fetch });
    expect(provider.name).toBe('ecb');
    expect(provider.simulated).toBe(false);
  });

  it('answers EUR→USD from the USD series, published days only, sorted', async () => {
    const server = serve(csvAnswer(USD_SAMPLE));
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'USD', RANGE);

    expectOneRequest(server, '/EXR/D.USD.EUR.SP00.A', QUERY);
    // No 23-26 Dec (weekend, Christmas, TARGET holiday) and no 30 Dec-1 Jan: nothing is filled.
    expect(points).toEqual([
      { date: '2023-12-22', rate: 1.1008 },
      { date: '2023-12-27', rate: 1.1065 },
      { date: '2023-12-28', rate: 1.1114 },
      { date: '2023-12-29', rate: 1.105 },
      { date: '2024-01-02', rate: 1.0956 },
      { date: '2024-01-03', rate: 1.0919 },
    ]);
  });

  it('answers USD→EUR as the inverse of the same series', async () => {
    const server = serve(csvAnswer(csv(row('USD', '2024-01-02', '1.0956'), row('USD', '2024-01-03', '1.0919'))));
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('USD', 'EUR', RANGE);

    expectOneRequest(server, '/EXR/D.USD.EUR.SP00.A', QUERY);
    expect(points?.map((point) => point.date)).toEqual(['2024-01-02', '2024-01-03']);
    expect(points?.[0]?.rate).toBeCloseTo(1 / 1.0956, 12);
    expect(points?.[1]?.rate).toBeCloseTo(1 / 1.0919, 12);
  });

  it('triangulates GBP→USD through EUR in one request, on days both are published', async () => {
    const server = serve(
      csvAnswer(
        csv(
          row('GBP', '2024-01-02', '0.86518'),
          row('GBP', '2024-01-03', '0.86400'),
          row('GBP', '2023-12-29', ''),
          row('USD', '2024-01-02', '1.0956'),
          row('USD', '2023-12-29', '1.1050'),
          row('USD', '2024-01-03', '1.0919'),
          // GBP has 28 Dec and USD does not, as USD has 29 Dec and GBP no value: neither is converted.
          row('GBP', '2023-12-28', '0.86830'),
        ),
      ),
    );
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('GBP', 'USD', RANGE);

    expectOneRequest(server, '/EXR/D.GBP+USD.EUR.SP00.A', QUERY);
    expect(points?.map((point) => point.date)).toEqual(['2024-01-02', '2024-01-03']);
    expect(points?.[0]?.rate).toBeCloseTo(1.0956 / 0.86518, 12);
    expect(points?.[1]?.rate).toBeCloseTo(1.0919 / 0.864, 12);
  });

  it('answers [] for a currency against itself without asking the ECB', async () => {
    const server = serve(csvAnswer(USD_SAMPLE));
    const provider = createEcbProvider({ fetch: server.fetch });

    await expect(provider.fxHistory('USD', 'USD', RANGE)).resolves.toEqual([]);
    await expect(provider.fxHistory('EUR', 'EUR', RANGE)).resolves.toEqual([]);
    expect(server.urls).toHaveLength(0);
  });

  it('answers [] when the ECB does not know the currency (404)', async () => {
    const server = serve(csvAnswer('No results found.', 404));
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'XYZ', RANGE);

    expectOneRequest(server, '/EXR/D.XYZ.EUR.SP00.A', QUERY);
    expect(points).toEqual([]);
  });

  it('answers [] for an answer with no rows, or only rows without a value', async () => {
    const headerOnly = serve(csvAnswer(csv()));
    await expect(createEcbProvider({ fetch: headerOnly.fetch }).fxHistory('EUR', 'USD', RANGE)).resolves.toEqual([]);

    const empty = serve(csvAnswer(''));
    await expect(createEcbProvider({ fetch: empty.fetch }).fxHistory('EUR', 'USD', RANGE)).resolves.toEqual([]);

    const valueless = serve(csvAnswer(csv(row('USD', '2024-01-02', ''), row('USD', '2024-01-03', 'NaN'))));
    await expect(createEcbProvider({ fetch: valueless.fetch }).fxHistory('EUR', 'USD', RANGE)).resolves.toEqual([]);
  });

  it('answers [] without a request for codes that are not ISO currencies (GBp is pence)', async () => {
    const server = serve(csvAnswer(USD_SAMPLE));
    const provider = createEcbProvider({ fetch: server.fetch });

    await expect(provider.fxHistory('GBp', 'EUR', RANGE)).resolves.toEqual([]);
    await expect(provider.fxHistory('EUR', 'USD&x=1', RANGE)).resolves.toEqual([]);
    expect(server.urls).toHaveLength(0);
  });

  it('skips rows whose OBS_VALUE is empty and keeps the rest', async () => {
    const server = serve(
      csvAnswer(csv(row('USD', '2024-01-02', '1.0956'), row('USD', '2024-01-03', ''), row('USD', '2023-12-29', '1.1050'))),
    );
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'USD', RANGE);

    expect(points).toEqual([
      { date: '2023-12-29', rate: 1.105 },
      { date: '2024-01-02', rate: 1.0956 },
    ]);
  });

  it('finds the columns by name when the ECB reorders them', async () => {
    const body = [
      'OBS_VALUE,TITLE_COMPL,TIME_PERIOD,KEY,CURRENCY_DENOM,CURRENCY,FREQ',
      '1.0956,"ECB reference exchange rate, US dollar/Euro, 2:15 pm (C.E.T.)",2024-01-02,EXR.D.USD.EUR.SP00.A,EUR,USD,D',
      '"1.0919","rate, with ""quotes"", and commas",2024-01-03,EXR.D.USD.EUR.SP00.A,EUR,USD,D',
    ].join('\n');
    const server = serve(csvAnswer(body));
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'USD', RANGE);

    expect(points).toEqual([
      { date: '2024-01-02', rate: 1.0956 },
      { date: '2024-01-03', rate: 1.0919 },
    ]);
  });

  it('leaves out rows outside the asked range', async () => {
    const server = serve(csvAnswer(csv(row('USD', '2023-12-21', '1.1'), row('USD', '2024-01-02', '1.0956'), row('USD', '2024-01-04', '1.0953'))));
    const points = await createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'USD', RANGE);

    expect(points).toEqual([{ date: '2024-01-02', rate: 1.0956 }]);
  });

  it('uses a given base URL', async () => {
    const server = serve(csvAnswer(USD_SAMPLE));
    await createEcbProvider({ fetch: server.fetch, baseUrl: 'http://ecb.test/sdmx/' }).fxHistory('EUR', 'USD', RANGE);

    expect(server.urls.map(String)).toEqual([
      'http://ecb.test/sdmx/EXR/D.USD.EUR.SP00.A?startPeriod=2023-12-22&endPeriod=2024-01-03&format=csvdata',
    ]);
  });

  it('throws rate-limited on HTTP 429 and unavailable on 5xx, other errors and network failures', async () => {
    const limited = serve(csvAnswer('Too many requests', 429));
    const limitedError = await failure(createEcbProvider({ fetch: limited.fetch }).fxHistory('EUR', 'USD', RANGE));
    expect(limitedError).toMatchObject({ provider: 'ecb', reason: 'rate-limited' });

    const down = serve(csvAnswer('Service Unavailable', 503));
    const downError = await failure(createEcbProvider({ fetch: down.fetch }).fxHistory('EUR', 'USD', RANGE));
    expect(downError.reason).toBe('unavailable');
    expect(downError.message).toContain('503');

    const offline = serve(() => Promise.reject(new TypeError('fetch failed')));
    const offlineError = await failure(createEcbProvider({ fetch: offline.fetch }).fxHistory('EUR', 'USD', RANGE));
    expect(offlineError.reason).toBe('unavailable');
  });

  it('maps every status to one outcome', () => {
    expect(classifyStatus(200)).toBe('data');
    expect(classifyStatus(404)).toBe('no-data');
    expect(classifyStatus(429)).toMatchObject({ reason: 'rate-limited' });
    expect(classifyStatus(500)).toMatchObject({ reason: 'unavailable' });
    expect(classifyStatus(400)).toMatchObject({ reason: 'unavailable' });
  });

  it('times out on a fetch that never answers, even one that ignores its abort signal', async () => {
    const server = serve(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const error = await failure(createEcbProvider({ fetch: server.fetch, timeoutMs: 200 }).fxHistory('EUR', 'USD', RANGE));
    const elapsed = Date.now() - started;

    expect(error).toMatchObject({ provider: 'ecb', reason: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(2000);
    // The request itself is told to stop, so a real socket is not left open.
    expect(server.signals[0]?.aborted).toBe(true);
  });

  it('times out when the headers arrive but the body never does', async () => {
    const server = serve(() => new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), { status: 200 }));
    const error = await failure(createEcbProvider({ fetch: server.fetch, timeoutMs: 200 }).fxHistory('EUR', 'USD', RANGE));

    expect(error.reason).toBe('timeout');
  });

  it('reports a timeout, not a network failure, when the fetch honours the abort', async () => {
    const server = serve(
      (signal) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await failure(createEcbProvider({ fetch: server.fetch, timeoutMs: 100 }).fxHistory('EUR', 'USD', RANGE));

    expect(error.reason).toBe('timeout');
  });

  it.each([
    ['a missing OBS_VALUE column', 'KEY,CURRENCY,CURRENCY_DENOM,TIME_PERIOD\nEXR.D.USD.EUR.SP00.A,USD,EUR,2024-01-02\n'],
    ['a non-numeric OBS_VALUE', csv(row('USD', '2024-01-02', '1.0956'), row('USD', '2024-01-03', 'n/a'))],
    ['a zero OBS_VALUE', csv(row('USD', '2024-01-02', '0'))],
    ['a TIME_PERIOD that is not a day', csv(row('USD', '2024-01', '1.0956'))],
    ['a row with too few fields', `${HEADER}\nEXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2024-01-02,1.0956\n`],
    ['an unterminated quote', `${csv(row('USD', '2024-01-02', '1.0956'))}EXR.D.USD,"open`],
    ['a series that was not asked for', csv(row('JPY', '2024-01-02', '157.12'))],
    ['a day given twice', csv(row('USD', '2024-01-02', '1.0956'), row('USD', '2024-01-02', '1.0957'))],
    ['an HTML page instead of CSV', '<html><body>Maintenance</body></html>'],
  ])('throws malformed, never crashes, on %s', async (_label, body) => {
    const server = serve(csvAnswer(body));
    const error = await failure(createEcbProvider({ fetch: server.fetch }).fxHistory('EUR', 'USD', RANGE));

    expect(error).toMatchObject({ provider: 'ecb', reason: 'malformed' });
  });

  it('rejects a range that is not two days, and answers [] for an empty range', async () => {
    const server = serve(csvAnswer(USD_SAMPLE));
    const provider = createEcbProvider({ fetch: server.fetch });

    await expect(provider.fxHistory('EUR', 'USD', { from: '2024-02-30', to: '2024-03-01' })).rejects.toThrow(RangeError);
    await expect(provider.fxHistory('EUR', 'USD', { from: '2024-01-03', to: '2024-01-02' })).resolves.toEqual([]);
    expect(server.urls).toHaveLength(0);
  });
});
