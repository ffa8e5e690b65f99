// Manual quotes: prices of a security and rates of a currency pair a user enters. Upserted by date,
// listed by date, validated with the argument path, private to the user, and a rate a stored
// transaction needs cannot be deleted.
import { randomUUID } from 'node:crypto';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { CREATE_TRANSACTIONS, SET_MANUAL_PRICES, SET_MANUAL_RATES, createPortfolio, createTransactions, dataOf, errorOf, listTransactions } from '../../test/ledgerCalls';
import { DELETE_MANUAL_PRICES, DELETE_MANUAL_RATES, MANUAL_PRICES, MANUAL_RATES, stockId, trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const pricesOf = async (server: TestServer, user: TestUser, id: string) =>
  (await dataOf<{ manualPrices: { date: string; close: number }[] }>(server, user.idToken, MANUAL_PRICES, { id })).manualPrices;
const ratesOf = async (server: TestServer, user: TestUser, base: string, quote: string) =>
  (await dataOf<{ manualFxRates: { date: string; rate: number }[] }>(server, user.idToken, MANUAL_RATES, { base, quote })).manualFxRates;

/** A ticker no other test names (a provider-known one would be shared by every user of the server). */
const freshTicker = () => `MQ${randomUUID().slice(0, 8).toUpperCase()}`;

describe.each(testDatabases)('manual quotes on %s', (kind) => {
  const server = useTestServer(kind);

  it('prices: upsert by date, listed by date, deleted by date', async () => {
    const user = await signUpUser();
    const stock = await stockId(server, user.idToken, freshTicker());
    expect(await pricesOf(server, user, stock)).toEqual([]);

    const set = await dataOf<{ setManualPrices: unknown }>(server, user.idToken, SET_MANUAL_PRICES, {
      id: stock,
      prices: [
        { date: '2024-01-03', close: 10 },
        { date: '2024-01-01', close: 9 },
      ],
    });
    expect(set.setManualPrices).toEqual([
      { date: '2024-01-01', close: 9 },
      { date: '2024-01-03', close: 10 },
    ]);
    const upserted = await dataOf<{ setManualPrices: unknown }>(server, user.idToken, SET_MANUAL_PRICES, {
      id: stock,
      prices: [
        { date: '2024-01-03', close: 11.25 },
        { date: ' 2024-01-02 ', close: 9.5 },
      ],
    });
    const expected = [
      { date: '2024-01-01', close: 9 },
      { date: '2024-01-02', close: 9.5 },
      { date: '2024-01-03', close: 11.25 },
    ];
    expect(upserted.setManualPrices).toEqual(expected);
    expect(await pricesOf(server, user, stock)).toEqual(expected);

    const deleted = await dataOf<{ deleteManualPrices: number }>(server, user.idToken, DELETE_MANUAL_PRICES, { id: stock, dates: ['2024-01-02', '2024-05-05'] });
    expect(deleted.deleteManualPrices).toBe(1);
    expect(await pricesOf(server, user, stock)).toEqual([expected[0], expected[2]]);
  });

  it('rates: upsert by date, listed by date, either spelling of the codes, deleted by date', async () => {
    const user = await signUpUser();
    expect(await ratesOf(server, user, 'EUR', 'USD')).toEqual([]);
    const set = await dataOf<{ setManualFxRates: unknown }>(server, user.idToken, SET_MANUAL_RATES, {
      base: 'eur',
      quote: ' usd',
      rates: [
        { date: '2024-02-01', rate: 1.08 },
        { date: '2024-01-01', rate: 1.1 },
      ],
    });
    expect(set.setManualFxRates).toEqual([
      { date: '2024-01-01', rate: 1.1 },
      { date: '2024-02-01', rate: 1.08 },
    ]);
    await dataOf(server, user.idToken, SET_MANUAL_RATES, { base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-01', rate: 1.12 }] });
    expect(await ratesOf(server, user, 'EUR', 'USD')).toEqual([
      { date: '2024-01-01', rate: 1.12 },
      { date: '2024-02-01', rate: 1.08 },
    ]);
    // A pair is stored as entered: the other direction lists nothing.
    expect(await ratesOf(server, user, 'USD', 'EUR')).toEqual([]);

    const deleted = await dataOf<{ deleteManualFxRates: number }>(server, user.idToken, DELETE_MANUAL_RATES, { base: 'EUR', quote: 'USD', dates: ['2024-02-01', '2024-03-01'] });
    expect(deleted.deleteManualFxRates).toBe(1);
    expect(await ratesOf(server, user, 'eur', 'usd')).toEqual([{ date: '2024-01-01', rate: 1.12 }]);
  });

  describe('validation', () => {
    let user: TestUser;
    let stock: string;

    beforeAll(async () => {
      user = await signUpUser();
      stock = await stockId(server, user.idToken, freshTicker());
      await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: stock, prices: [{ date: '2023-12-29', close: 5 }] });
      await dataOf(server, user.idToken, SET_MANUAL_RATES, { base: 'EUR', quote: 'USD', rates: [{ date: '2023-12-29', rate: 1.1 }] });
    });

    type Case = [name: string, query: string, variables: (stock: string) => Record<string, unknown>, message: string, code?: string];
    const cases: Case[] = [
      ['a price with a bad date', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-13-01', close: 1 }] }), 'prices[0].date must be a date written yyyy-MM-dd, not "2024-13-01".'],
      ['a price dated 2024-02-30', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: 1 }, { date: '2024-02-30', close: 1 }] }), 'prices[1].date must be a date written yyyy-MM-dd, not "2024-02-30".'],
      ['a price before 1900', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '1899-12-31', close: 1 }] }), 'prices[0].date must be between 1900-01-01 and 2099-12-31.'],
      ['a zero close', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: 1 }, { date: '2024-01-02', close: 0 }] }), 'prices[1].close must be at least 1e-12 and less than 1e15; got 0.'],
      ['a negative close', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: -3 }] }), 'prices[0].close must be at least 1e-12 and less than 1e15; got -3.'],
      ['an absurd close (1e308)', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: 1e308 }] }), 'prices[0].close must be at least 1e-12 and less than 1e15; got 1e+308.'],
      ['a close of -1e308', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: -1e308 }] }), 'prices[0].close must be at least 1e-12 and less than 1e15; got -1e+308.'],
      ['a close below 12 decimal places', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: 5e-324 }] }), 'prices[0].close must be at least 1e-12 and less than 1e15; got 5e-324.'],
      ['a date twice in one call', SET_MANUAL_PRICES, (s) => ({ id: s, prices: [{ date: '2024-01-01', close: 1 }, { date: '2024-01-01', close: 2 }] }), 'prices[1].date 2024-01-01 appears twice.'],
      ['prices of an unknown stock', SET_MANUAL_PRICES, () => ({ id: randomUUID(), prices: [{ date: '2024-01-01', close: 1 }] }), 'Stock does not exist!', 'NOT_FOUND'],
      ['the prices of an unknown stock', MANUAL_PRICES, () => ({ id: randomUUID() }), 'Stock does not exist!', 'NOT_FOUND'],
      ['deleting prices of an unknown stock', DELETE_MANUAL_PRICES, () => ({ id: randomUUID(), dates: ['2023-12-29'] }), 'Stock does not exist!', 'NOT_FOUND'],
      ['deleting prices with a bad date', DELETE_MANUAL_PRICES, (s) => ({ id: s, dates: ['2023-12-29', 'yesterday'] }), 'dates[1] must be a date written yyyy-MM-dd, not "yesterday".'],
      ['a rate with a bad date', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', rates: [{ date: '01/02/2024', rate: 1 }] }), 'rates[0].date must be a date written yyyy-MM-dd, not "01/02/2024".'],
      ['a zero rate', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-01', rate: 0 }] }), 'rates[0].rate must be at least 1e-12 and less than 1e15; got 0.'],
      ['a negative rate', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-01', rate: -1.1 }] }), 'rates[0].rate must be at least 1e-12 and less than 1e15; got -1.1.'],
      ['an absurd rate (1e308)', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-01', rate: 1e308 }] }), 'rates[0].rate must be at least 1e-12 and less than 1e15; got 1e+308.'],
      ['a rate date twice in one call', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-01', rate: 1 }, { date: '2024-01-01', rate: 1.2 }] }), 'rates[1].date 2024-01-01 appears twice.'],
      ['an unknown base currency', SET_MANUAL_RATES, () => ({ base: 'XYZ', quote: 'USD', rates: [{ date: '2024-01-01', rate: 1 }] }), 'base "XYZ" is not a known currency code.'],
      ['an unknown quote currency', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'XYZ', rates: [{ date: '2024-01-01', rate: 1 }] }), 'quote "XYZ" is not a known currency code.'],
      ['base equal to quote', SET_MANUAL_RATES, () => ({ base: 'EUR', quote: 'eur', rates: [{ date: '2024-01-01', rate: 1 }] }), 'base and quote must be different currencies.'],
      ['listing an unknown pair currency', MANUAL_RATES, () => ({ base: 'XYZ', quote: 'USD' }), 'base "XYZ" is not a known currency code.'],
      ['deleting rates of base equal to quote', DELETE_MANUAL_RATES, () => ({ base: 'USD', quote: 'USD', dates: ['2023-12-29'] }), 'base and quote must be different currencies.'],
      ['deleting rates with a bad date', DELETE_MANUAL_RATES, () => ({ base: 'EUR', quote: 'USD', dates: ['2023-12-32'] }), 'dates[0] must be a date written yyyy-MM-dd, not "2023-12-32".'],
    ];

    it.each(cases)('refuses %s and writes nothing', async (_name, query, variables, message, code = 'BAD_USER_INPUT') => {
      const error = await errorOf(server, user.idToken, query, variables(stock));
      expect(error).toMatchObject({ message, extensions: { code } });
      expect(await pricesOf(server, user, stock)).toEqual([{ date: '2023-12-29', close: 5 }]);
      expect(await ratesOf(server, user, 'EUR', 'USD')).toEqual([{ date: '2023-12-29', rate: 1.1 }]);
      expect(await ratesOf(server, user, 'USD', 'EUR')).toEqual([]);
    });
  });

  it('one user\'s manual quotes are invisible to another, and untouched by the other\'s deletes', async () => {
    const [owner, other] = await Promise.all([signUpUser(), signUpUser()]);
    // With the market jobs off no provider knows the ticker: each user names their own security.
    const ticker = freshTicker();
    const stock = await stockId(server, owner.idToken, ticker);
    const theirs = await stockId(server, other.idToken, ticker);
    expect(theirs).not.toBe(stock);
    await dataOf(server, owner.idToken, SET_MANUAL_PRICES, { id: stock, prices: [{ date: '2024-01-02', close: 42 }] });
    await dataOf(server, owner.idToken, SET_MANUAL_RATES, { base: 'EUR', quote: 'USD', rates: [{ date: '2024-01-02', rate: 1.1 }] });

    expect(await pricesOf(server, other, theirs)).toEqual([]);
    // The owner's private security is, to the other user, a missing one.
    expect(await errorOf(server, other.idToken, MANUAL_PRICES, { id: stock })).toMatchObject({ message: 'Stock does not exist!', extensions: { code: 'NOT_FOUND' } });
    expect(await ratesOf(server, other, 'EUR', 'USD')).toEqual([]);
    expect((await dataOf<{ deleteManualPrices: number }>(server, other.idToken, DELETE_MANUAL_PRICES, { id: theirs, dates: ['2024-01-02'] })).deleteManualPrices).toBe(0);
    expect((await dataOf<{ deleteManualFxRates: number }>(server, other.idToken, DELETE_MANUAL_RATES, { base: 'EUR', quote: 'USD', dates: ['2024-01-02'] })).deleteManualFxRates).toBe(0);
    // The owner's rate does not price the other user's transactions either.
    const portfolio = await createPortfolio(server, other.idToken, 'Other');
    const error = await errorOf(server, other.idToken, CREATE_TRANSACTIONS, { input: [trade(portfolio, 'Buy', '2024-03-04', 1, 10, { currency: 'EUR' })] });
    expect(error).toMatchObject({
      message: 'transactionInput[0].currency: no EUR→USD exchange rate is known on or before 2024-03-04; enter one as a manual rate or clear isApplyExchangeRate.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await listTransactions(server, other.idToken)).toEqual([]);

    expect(await pricesOf(server, owner, stock)).toEqual([{ date: '2024-01-02', close: 42 }]);
    expect(await ratesOf(server, owner, 'EUR', 'USD')).toEqual([{ date: '2024-01-02', rate: 1.1 }]);
    // The other user's own quotes of the same ticker and pair are theirs alone.
    await dataOf(server, other.idToken, SET_MANUAL_PRICES, { id: theirs, prices: [{ date: '2024-01-02', close: 7 }] });
    expect(await pricesOf(server, owner, stock)).toEqual([{ date: '2024-01-02', close: 42 }]);
    expect(await pricesOf(server, other, theirs)).toEqual([{ date: '2024-01-02', close: 7 }]);
  });

  describe('rates that transactions use', () => {
    let user: TestUser;
    let rowId: string;

    beforeAll(async () => {
      user = await signUpUser();
      const portfolio = await createPortfolio(server, user.idToken, 'Main');
      await dataOf(server, user.idToken, SET_MANUAL_RATES, { base: 'EUR', quote: 'USD', rates: [{ date: '2024-03-01', rate: 1.1 }, { date: '2024-03-04', rate: 1.2 }] });
      const { transactions } = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-03-04', 10, 10, { currency: 'EUR' })]);
      rowId = transactions[0]!._id;
      expect(transactions[0]).toMatchObject({ fxRate: 1.2, valueAtCostPC: 120 });
    });

    it('changing a rate recomputes the transactions that use it', async () => {
      await dataOf(server, user.idToken, SET_MANUAL_RATES, { base: 'EUR', quote: 'USD', rates: [{ date: '2024-03-04', rate: 1.3 }] });
      expect((await listTransactions(server, user.idToken))[0]).toMatchObject({ _id: rowId, fxRate: 1.3, valueAtCostPC: 130 });
    });

    it('deleting a rate when an earlier one remains recomputes with the earlier one', async () => {
      const deleted = await dataOf<{ deleteManualFxRates: number }>(server, user.idToken, DELETE_MANUAL_RATES, { base: 'EUR', quote: 'USD', dates: ['2024-03-04'] });
      expect(deleted.deleteManualFxRates).toBe(1);
      expect((await listTransactions(server, user.idToken))[0]).toMatchObject({ _id: rowId, fxRate: 1.1, valueAtCostPC: 110 });
    });

    it('deleting the only rate a transaction needs is refused, and nothing is deleted', async () => {
      const before = await listTransactions(server, user.idToken);
      const error = await errorOf(server, user.idToken, DELETE_MANUAL_RATES, { base: 'EUR', quote: 'USD', dates: ['2024-03-01'] });
      expect(error).toMatchObject({
        message: `transaction ${rowId}.currency: no EUR→USD exchange rate is known on or before 2024-03-04; enter one as a manual rate or clear isApplyExchangeRate.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await ratesOf(server, user, 'EUR', 'USD')).toEqual([{ date: '2024-03-01', rate: 1.1 }]);
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });
  });
});
