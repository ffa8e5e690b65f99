// Currencies: the PC figures are TC × the rate TC → the user's currency on the transaction's date
// (manual rates, either direction, the last one on or before the date); a missing rate is an error
// naming the field; a change of display currency or cost method recomputes every stored figure or
// fails whole; and the transactionPush subscription hears about writes.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import {
  CREATE_TRANSACTIONS,
  DELETE_TRANSACTIONS,
  SET_MANUAL_RATES,
  createPortfolio,
  createTransactions,
  dataOf,
  errorOf,
  listTransactions,
} from '../../test/ledgerCalls';
import { UPDATE_CURRENCY, USER_SETTINGS, cents, settingsOf, trade, transactionsById } from '../../test/ledgerFixtures';
import { collect, connectSocket, until } from '../../test/wsClient';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const euro = (portfolio: string, date: string, shares: number, price: number, extra: Record<string, unknown> = {}) =>
  trade(portfolio, 'Buy', date, shares, price, { ticker: 'SAP', currency: 'EUR', ...extra });

async function setRates(server: TestServer, user: TestUser, base: string, quote: string, rates: { date: string; rate: number }[]) {
  await dataOf(server, user.idToken, SET_MANUAL_RATES, { base, quote, rates });
}

describe.each(testDatabases)('currencies on %s', (kind) => {
  const server = useTestServer(kind);

  it('a EUR purchase by a USD user needs a EUR→USD rate; with one, PC = TC × rate', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const error = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, { input: [euro(portfolio, '2024-03-04', 10, 33.33, { fees: 1 })] });
    expect(error).toMatchObject({
      message: 'transactionInput[0].currency: no EUR→USD exchange rate is known on or before 2024-03-04; enter one as a manual rate or clear isApplyExchangeRate.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await listTransactions(server, user.idToken)).toEqual([]);

    await setRates(server, user, 'EUR', 'USD', [{ date: '2024-03-01', rate: 1.1 }]);
    const [row] = (await createTransactions(server, user.idToken, [euro(portfolio, '2024-03-04', 10, 33.33, { fees: 1 })])).transactions;
    // TC: 333.30 + 1 fee = 334.30; PC: × 1.1.
    expect(row).toMatchObject({ currency: 'EUR', isApplyExchangeRate: true, fxRate: 1.1, transactionValue: 333.3, valueAtCostTC: 334.3 });
    expect(cents(row!.valueAtCostPC)).toBe(367.73);
    expect(cents(row!.transactionValue_userCurrency as number)).toBe(366.63);
    expect(row!.shareprice_userCurrency).toBeCloseTo(36.663, 9);
  });

  it('a rate stored only the other way round is inverted', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    await setRates(server, user, 'USD', 'EUR', [{ date: '2024-03-01', rate: 0.8 }]);
    const [row] = (await createTransactions(server, user.idToken, [euro(portfolio, '2024-03-04', 4, 50)])).transactions;
    expect(row).toMatchObject({ fxRate: 1.25, valueAtCostTC: 200, valueAtCostPC: 250 });
  });

  it('uses the rate of the last date on or before the transaction: a weekend trade takes Friday\'s', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // Friday 2024-03-01 and Monday 2024-03-04.
    await setRates(server, user, 'EUR', 'USD', [
      { date: '2024-03-04', rate: 1.2 },
      { date: '2024-03-01', rate: 1.1 },
      { date: '2024-02-29', rate: 1.05 },
    ]);
    const { transactions } = await createTransactions(server, user.idToken, [
      euro(portfolio, '2024-03-02T12:00:00', 1, 100),
      euro(portfolio, '2024-03-03', 1, 100),
      euro(portfolio, '2024-03-04', 1, 100),
      euro(portfolio, '2024-03-01', 1, 100),
    ]);
    expect(transactions.map((t) => t.fxRate)).toEqual([1.1, 1.1, 1.2, 1.1]);
  });

  it('isApplyExchangeRate false needs no rate and takes 1', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const [row] = (await createTransactions(server, user.idToken, [euro(portfolio, '2024-03-04', 10, 20, { isApplyExchangeRate: false })])).transactions;
    expect(row).toMatchObject({ isApplyExchangeRate: false, fxRate: 1, valueAtCostTC: 200, valueAtCostPC: 200, shareprice_userCurrency: 20 });
  });

  describe('changing the display currency', () => {
    let user: TestUser;
    let eurRow: string;
    let usdRow: string;

    beforeAll(async () => {
      user = await signUpUser();
      const portfolio = await createPortfolio(server, user.idToken, 'Main');
      await setRates(server, user, 'EUR', 'USD', [{ date: '2024-03-01', rate: 1.25 }]);
      const { transactions } = await createTransactions(server, user.idToken, [
        euro(portfolio, '2024-03-04', 10, 40),
        trade(portfolio, 'Buy', '2024-03-05', 2, 100),
      ]);
      [eurRow, usdRow] = transactions.map((t) => t._id) as [string, string];
      expect(transactions.map((t) => [t.fxRate, t.valueAtCostPC])).toEqual([
        [1.25, 500],
        [1, 200],
      ]);
    });

    it('updateUserCurrency recomputes every transaction\'s PC figures', async () => {
      const updated = await dataOf<{ updateUserCurrency: { currency: string } }>(server, user.idToken, UPDATE_CURRENCY, { currency: 'EUR' });
      expect(updated.updateUserCurrency.currency).toBe('EUR');
      const rows = await transactionsById(server, user.idToken);
      // EUR now needs no rate; USD → EUR is EUR → USD inverted: 1 / 1.25 = 0.8.
      expect(rows.get(eurRow)).toMatchObject({ fxRate: 1, valueAtCostTC: 400, valueAtCostPC: 400, shareprice_userCurrency: 40 });
      expect(rows.get(usdRow)).toMatchObject({ fxRate: 0.8, valueAtCostTC: 200, valueAtCostPC: 160, shareprice_userCurrency: 80 });
    });

    it('editUserSetting(currency) recomputes them back', async () => {
      const edited = await dataOf<{ editUserSetting: { currency: string } }>(server, user.idToken, USER_SETTINGS, { input: { currency: 'USD' } });
      expect(edited.editUserSetting.currency).toBe('USD');
      const rows = await transactionsById(server, user.idToken);
      expect(rows.get(eurRow)).toMatchObject({ fxRate: 1.25, valueAtCostPC: 500 });
      expect(rows.get(usdRow)).toMatchObject({ fxRate: 1, valueAtCostPC: 200 });
    });

    it.each([
      ['updateUserCurrency', UPDATE_CURRENCY, { currency: 'GBP' }],
      ['editUserSetting', USER_SETTINGS, { input: { currency: 'GBP' } }],
    ])('%s to a currency some transaction has no rate into is refused, and nothing changes', async (_name, query, variables) => {
      // USD → GBP is known; EUR → GBP is not.
      await setRates(server, user, 'USD', 'GBP', [{ date: '2024-01-01', rate: 0.79 }]);
      const settings = await settingsOf(server, user.idToken);
      const before = await listTransactions(server, user.idToken);
      const error = await errorOf(server, user.idToken, query, variables);
      expect(error).toMatchObject({
        message: `transaction ${eurRow}.currency: no EUR→GBP exchange rate is known on or before 2024-03-04; enter one as a manual rate or clear isApplyExchangeRate.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await settingsOf(server, user.idToken)).toEqual(settings);
      expect(settings.currency).toBe('USD');
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });
  });

  it('editUserSetting(costMethod) recomputes the cost of sold shares with FIFO, and back with the average', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { transactions } = await createTransactions(server, user.idToken, [
      trade(portfolio, 'Buy', '2024-01-02', 10, 100),
      trade(portfolio, 'Buy', '2024-01-03', 10, 200),
      trade(portfolio, 'Sell', '2024-01-04', 10, 300),
    ]);
    const saleId = transactions[2]!._id;
    // Average: 3000 / 20 = 150 a share; 10 sold cost 1500, gain 1500, 1500 left at cost.
    expect(transactions[2]).toMatchObject({ costOfSoldTC: 1500, costOfSoldPC: 1500, realizedGainLostTC: 1500, valueAtCostTC: 1500, shares_balance: 10 });

    const fifo = await dataOf<{ editUserSetting: { costMethod: string } }>(server, user.idToken, USER_SETTINGS, { input: { costMethod: 'fifo' } });
    expect(fifo.editUserSetting.costMethod).toBe('fifo');
    // FIFO: the first lot (10 at 100) is sold: cost 1000, gain 2000, the 200 lot left.
    expect((await transactionsById(server, user.idToken)).get(saleId)).toMatchObject({
      costOfSoldTC: 1000,
      costOfSoldPC: 1000,
      realizedGainLostTC: 2000,
      valueAtCostTC: 2000,
      shares_balance: 10,
    });

    const average = await dataOf<{ editUserSetting: { costMethod: string } }>(server, user.idToken, USER_SETTINGS, { input: { costMethod: 'average' } });
    expect(average.editUserSetting.costMethod).toBe('average');
    expect((await transactionsById(server, user.idToken)).get(saleId)).toMatchObject({ costOfSoldTC: 1500, realizedGainLostTC: 1500, valueAtCostTC: 1500 });
  });

  it('the transactionPush subscription hears a createTransaction and a deleteTransactions', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const socket = connectSocket(server, `Bearer ${user.idToken}`);
    try {
      const events = collect(socket, 'subscription { transactionPush { updatedAt } }');
      // The subscription has no current value to send first: write until it is live (the first event).
      for (let attempt = 0; events.length === 0 && attempt < 40; attempt++) {
        await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-02', 1, 10)]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await until(() => events.length > 0);
      // Let pushes of the priming writes arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const primed = events.length;

      const { transactions } = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-02-01', 1, 10)]);
      await until(() => events.length === primed + 1);
      await dataOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: [transactions[0]!._id] });
      await until(() => events.length === primed + 2);

      expect(events.every((event) => event.kind === 'next')).toBe(true);
      const stamps = events.map((event) => Date.parse((event.detail as { data: { transactionPush: { updatedAt: string } } }).data.transactionPush.updatedAt));
      expect(stamps.every((stamp) => Number.isFinite(stamp))).toBe(true);
      expect(stamps[primed + 1]!).toBeGreaterThanOrEqual(stamps[primed]!);
      expect(stamps[primed]!).toBeGreaterThanOrEqual(stamps[primed - 1]!);
    } finally {
      await socket.dispose();
    }
  });
});
