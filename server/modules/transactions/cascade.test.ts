// Deleting a portfolio, broker or account that transactions use: refused with IN_USE unless the
// caller asks for the cascade; the cascade deletes the transactions through the ledger, so the
// other rows of the holding are recomputed, and a cascade that would leave a sale oversold is
// refused whole.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { addAccount, createBroker, createPortfolio, createTransactions, dataOf, errorOf, listBrokers, listPortfolios, listTransactions } from '../../test/ledgerCalls';
import { DELETE_ACCOUNTS_CASCADE, DELETE_BROKER_CASCADE, DELETE_PORTFOLIO_CASCADE, trade, transactionsById } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const stateOf = async (server: TestServer, user: TestUser) => ({
  transactions: await listTransactions(server, user.idToken),
  brokers: await listBrokers(server, user.idToken),
  portfolios: await listPortfolios(server, user.idToken),
});

describe.each(testDatabases)('deletes that transactions depend on, on %s', (kind) => {
  const server = useTestServer(kind);

  it('a used portfolio: IN_USE without cascade, nothing changed; with cascade it and its transactions go, another portfolio is untouched', async () => {
    const user = await signUpUser();
    const main = await createPortfolio(server, user.idToken, 'Main');
    const other = await createPortfolio(server, user.idToken, 'Other');
    await createTransactions(server, user.idToken, [trade(main, 'Buy', '2024-01-02', 10, 100), trade(main, 'Sell', '2024-02-01', 4, 120)]);
    const { transactions: kept } = await createTransactions(server, user.idToken, [trade(other, 'Buy', '2024-01-05', 3, 90)]);
    const before = await stateOf(server, user);

    for (const cascade of [undefined, false]) {
      const error = await errorOf(server, user.idToken, DELETE_PORTFOLIO_CASCADE, { id: main, confirm: true, cascade });
      expect(error).toMatchObject({
        message: 'Portfolio "Main" is used by 2 transactions; delete with cascade: true to delete them too. Nothing was deleted.',
        extensions: { code: 'IN_USE' },
      });
      expect(await stateOf(server, user)).toEqual(before);
    }

    const deleted = await dataOf<{ deletePortfolio: string }>(server, user.idToken, DELETE_PORTFOLIO_CASCADE, { id: main, confirm: true, cascade: true });
    expect(deleted.deletePortfolio).toBe(main);
    expect((await listPortfolios(server, user.idToken)).map((p) => p._id)).toEqual([other]);
    expect(await listTransactions(server, user.idToken)).toEqual(kept);
  });

  it('a used broker: IN_USE naming one transaction without cascade; with cascade the broker, its accounts and its transactions go', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const doomed = await createBroker(server, user.idToken, 'Doomed');
    const account = await addAccount(server, user.idToken, doomed, 'Cash');
    const kept = await createBroker(server, user.idToken, 'Kept');
    await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-02', 10, 100, { account_Id: account })]);
    const { transactions: keptRows } = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-03', 5, 100, { ticker: 'OTHER', broker_Id: kept })]);
    const before = await stateOf(server, user);

    const error = await errorOf(server, user.idToken, DELETE_BROKER_CASCADE, { id: doomed, confirm: true });
    expect(error).toMatchObject({
      message: 'Broker "Doomed" is used by 1 transaction; delete with cascade: true to delete it too. Nothing was deleted.',
      extensions: { code: 'IN_USE' },
    });
    expect(await stateOf(server, user)).toEqual(before);

    const deleted = await dataOf<{ deleteBroker: string }>(server, user.idToken, DELETE_BROKER_CASCADE, { id: doomed, confirm: true, cascade: true });
    expect(deleted.deleteBroker).toBe(doomed);
    expect((await listBrokers(server, user.idToken)).map((b) => b._id)).toEqual([kept]);
    expect(await listTransactions(server, user.idToken)).toEqual(keptRows);
  });

  describe('two accounts in one holding', () => {
    let user: TestUser;
    let portfolio: string;
    let broker: string;
    let first: string;
    let second: string;

    beforeEach(async () => {
      user = await signUpUser();
      portfolio = await createPortfolio(server, user.idToken, 'Main');
      broker = await createBroker(server, user.idToken, 'Bank');
      first = await addAccount(server, user.idToken, broker, 'First');
      second = await addAccount(server, user.idToken, broker, 'Second');
    });

    it('an account cascade recomputes the rows left in the holding', async () => {
      const { transactions } = await createTransactions(server, user.idToken, [
        trade(portfolio, 'Buy', '2024-01-02', 10, 100, { account_Id: first }),
        trade(portfolio, 'Buy', '2024-01-03', 5, 200, { account_Id: second }),
        trade(portfolio, 'Buy', '2024-01-04', 2, 50, { account_Id: first }),
        trade(portfolio, 'Sell', '2024-02-01', 6, 150, { account_Id: first }),
      ]);
      const [buy1, buy2, buy3, sale] = transactions.map((t) => t._id) as [string, string, string, string];
      // 10 × 100 + 5 × 200 + 2 × 50 = 2100 for 17 shares; 6 sold at 2100 / 17 each.
      expect(transactions.map((t) => t.shares_balance)).toEqual([10, 15, 17, 11]);
      expect(transactions[2]!.valueAtCostTC).toBe(2100);
      const before = await stateOf(server, user);

      const error = await errorOf(server, user.idToken, DELETE_ACCOUNTS_CASCADE, { brokerId: broker, ids: [second], confirm: true });
      expect(error).toMatchObject({
        message: 'Account "Second" is used by 1 transaction; delete with cascade: true to delete it too. Nothing was deleted.',
        extensions: { code: 'IN_USE' },
      });
      expect(await stateOf(server, user)).toEqual(before);

      const deleted = await dataOf<{ deleteAccount: string[] }>(server, user.idToken, DELETE_ACCOUNTS_CASCADE, { brokerId: broker, ids: [second], confirm: true, cascade: true });
      expect(deleted.deleteAccount).toEqual([second]);
      expect((await listBrokers(server, user.idToken))[0]!.accounts.map((a) => a._id)).toEqual([first]);
      const after = await transactionsById(server, user.idToken);
      expect([...after.keys()].sort()).toEqual([buy1, buy3, sale].sort());
      // Left: 10 × 100 + 2 × 50 = 1100 for 12 shares; sell 6 at 1100 / 12: cost 550, gain 900 − 550 = 350.
      expect(after.get(buy1)).toMatchObject({ shares_balance: 10, valueAtCostTC: 1000 });
      expect(after.get(buy3)).toMatchObject({ shares_balance: 12, valueAtCostTC: 1100 });
      expect(after.get(sale)).toMatchObject({ shares_balance: 6, valueAtCostTC: 550, costOfSoldTC: 550, realizedGainLostTC: 350 });
      expect(after.has(buy2)).toBe(false);
    });

    it('an account cascade that would leave a later sale oversold is refused with the engine\'s message, and nothing is deleted', async () => {
      const { transactions } = await createTransactions(server, user.idToken, [
        trade(portfolio, 'Buy', '2024-01-02', 5, 100, { account_Id: first }),
        trade(portfolio, 'Buy', '2024-01-03', 10, 100, { account_Id: second }),
        trade(portfolio, 'Sell', '2024-03-01', 12, 150, { account_Id: first }),
      ]);
      const saleId = transactions[2]!._id;
      const before = await stateOf(server, user);
      const error = await errorOf(server, user.idToken, DELETE_ACCOUNTS_CASCADE, { brokerId: broker, ids: [second], confirm: true, cascade: true });
      expect(error).toMatchObject({
        message: `This change would make the Sell of ACME on 2024-03-01 invalid: shares sells 12 shares of ACME but only 5 are held.`,
        extensions: { code: 'BAD_USER_INPUT', transactionId: saleId },
      });
      expect(await stateOf(server, user)).toEqual(before);
    });

    it('a broker cascade that would leave a sale under another broker oversold is refused, and nothing is deleted', async () => {
      const otherBroker = await createBroker(server, user.idToken, 'Elsewhere');
      const { transactions } = await createTransactions(server, user.idToken, [
        trade(portfolio, 'Buy', '2024-01-02', 10, 100, { broker_Id: otherBroker }),
        trade(portfolio, 'Sell', '2024-03-01', 4, 150, { account_Id: first }),
      ]);
      const saleId = transactions[1]!._id;
      const before = await stateOf(server, user);
      const error = await errorOf(server, user.idToken, DELETE_BROKER_CASCADE, { id: otherBroker, confirm: true, cascade: true });
      expect(error).toMatchObject({
        message: `This change would make the Sell of ACME on 2024-03-01 invalid: shares sells 4 shares of ACME but only 0 are held.`,
        extensions: { code: 'BAD_USER_INPUT', transactionId: saleId },
      });
      expect(await stateOf(server, user)).toEqual(before);
    });
  });

  it('a portfolio, broker or account no transaction uses is deleted with confirm alone', async () => {
    const user = await signUpUser();
    const used = await createPortfolio(server, user.idToken, 'Used');
    const unusedPortfolio = await createPortfolio(server, user.idToken, 'Unused');
    const usedBroker = await createBroker(server, user.idToken, 'Used broker');
    const usedAccount = await addAccount(server, user.idToken, usedBroker, 'Used account');
    const unusedAccount = await addAccount(server, user.idToken, usedBroker, 'Unused account');
    const unusedBroker = await createBroker(server, user.idToken, 'Unused broker');
    await addAccount(server, user.idToken, unusedBroker, 'Empty account');
    await createTransactions(server, user.idToken, [trade(used, 'Buy', '2024-01-02', 10, 100, { account_Id: usedAccount })]);
    const transactions = await listTransactions(server, user.idToken);

    expect((await dataOf<{ deletePortfolio: string }>(server, user.idToken, DELETE_PORTFOLIO_CASCADE, { id: unusedPortfolio, confirm: true })).deletePortfolio).toBe(unusedPortfolio);
    expect((await dataOf<{ deleteBroker: string }>(server, user.idToken, DELETE_BROKER_CASCADE, { id: unusedBroker, confirm: true })).deleteBroker).toBe(unusedBroker);
    expect((await dataOf<{ deleteAccount: string[] }>(server, user.idToken, DELETE_ACCOUNTS_CASCADE, { brokerId: usedBroker, ids: [unusedAccount], confirm: true })).deleteAccount).toEqual([
      unusedAccount,
    ]);

    expect((await listPortfolios(server, user.idToken)).map((p) => p._id)).toEqual([used]);
    expect((await listBrokers(server, user.idToken)).map((b) => [b._id, b.accounts.map((a) => a._id)])).toEqual([[usedBroker, [usedAccount]]]);
    expect(await listTransactions(server, user.idToken)).toEqual(transactions);
  });
  it('a moved account takes its transactions to the new broker, so deleting that broker asks first and recomputes', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const first = await createBroker(server, user.idToken, 'First');
    const second = await createBroker(server, user.idToken, 'Second');
    const moved = await addAccount(server, user.idToken, first, 'Moved');
    const stays = await addAccount(server, user.idToken, first, 'Stays');
    await createTransactions(server, user.idToken, [
      trade(portfolio, 'Buy', '2024-01-02', 10, 100, { account_Id: moved }),
      trade(portfolio, 'Buy', '2024-01-03', 10, 100, { account_Id: stays }),
    ]);
    await dataOf(server, user.idToken, 'mutation ($id: ID!, $input: AccountInput!) { editAccount(account_Id: $id, accountInput: $input) { _id } }', {
      id: moved,
      input: { broker_Id: second, name: 'Moved' },
    });
    const rows = await listTransactions(server, user.idToken);
    expect(rows.find((t) => t.date.startsWith('2024-01-02'))).toMatchObject({ broker: { _id: second, name: 'Second' } });

    const error = await errorOf(server, user.idToken, DELETE_BROKER_CASCADE, { id: second, confirm: true });
    expect(error).toMatchObject({ extensions: { code: 'IN_USE' } });
    await dataOf(server, user.idToken, DELETE_BROKER_CASCADE, { id: second, confirm: true, cascade: true });
    // Only the 3 January buy is left, and its balance no longer counts the deleted one.
    expect(await listTransactions(server, user.idToken)).toEqual([expect.objectContaining({ date: '2024-01-03T00:00:00.000', shares_balance: 10 })]);
  });

  it('several used accounts are named in the plural', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const broker = await createBroker(server, user.idToken, 'Broker');
    const a = await addAccount(server, user.idToken, broker, 'A');
    const b = await addAccount(server, user.idToken, broker, 'B');
    await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-02', 1, 100, { account_Id: a }), trade(portfolio, 'Buy', '2024-01-03', 1, 100, { account_Id: b })]);
    const error = await errorOf(server, user.idToken, DELETE_ACCOUNTS_CASCADE, { brokerId: broker, ids: [a, b], confirm: true });
    expect(error.message).toBe('These 2 accounts are used by 2 transactions; delete with cascade: true to delete them too. Nothing was deleted.');
  });
});
