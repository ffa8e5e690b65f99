import { signUpUser } from '../../test/emulatorUsers';
import {
  CREATE_TRANSACTIONS,
  DELETE_TRANSACTIONS,
  TRANSACTIONS,
  UPDATE_TRANSACTIONS,
  createPortfolio,
  createTransactions,
  dataOf,
  errorOf,
  listTransactions,
} from '../../test/ledgerCalls';
import { USER_SETTINGS } from '../../test/ledgerFixtures';
import { TRANSACTION_TABLE_COLUMNS, assertTransactionTable, decodeTransactionRows, type TransactionTable } from '../../../common/transactionTable';
import { useTestServer, testDatabases } from '../../test/testServer';

const buy = (portfolio: string, date: string, shares: number, price: number, extra: Record<string, unknown> = {}) => ({
  portfolio_Id: portfolio,
  ticker: 'ACME',
  currency: 'USD',
  date,
  type: 'Buy',
  shares,
  shareprice: price,
  ...extra,
});

describe.each(testDatabases)('transactions on %s', (kind) => {
  const server = useTestServer(kind);

  it('creates a list of transactions and stores the stats the server computes, not the ones sent', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const created = await createTransactions(server, user.idToken, [
      buy(portfolio, '2024-01-02', 10, 100, { fees: 5, shares_balance: 999, valueAtCostTC: 1 }),
      buy(portfolio, '2024-02-01T15:30:00Z', 10, 120, { fees: 5 }),
      { ...buy(portfolio, '2024-03-01', 5, 150, { fees: 2 }), type: 'Sell' },
    ]);
    expect(created.stocks).toEqual([{ _id: expect.any(String), ticker: 'ACME', exchangeCode: null }]);
    const [first, second, sale] = created.transactions;
    // 10 × 100 + 5 fee = 1005; + 10 × 120 + 5 = 2210 for 20 shares (110.50 each).
    expect(first).toMatchObject({ date: '2024-01-02T00:00:00.000', shares_balance: 10, valueAtCostTC: 1005, transactionValue: 1000 });
    expect(second).toMatchObject({ date: '2024-02-01T15:30:00.000', shares_balance: 20, valueAtCostTC: 2210 });
    // Sell 5 at average 110.50 = 552.50 cost; proceeds 750 − 2 = 748; gain 195.50; 15 left at 1657.50.
    expect(sale).toMatchObject({ shares_balance: 15, valueAtCostTC: 1657.5, costOfSoldTC: 552.5, realizedGainLostTC: 195.5 });
    // The user's currency is USD: PC equals TC at rate 1.
    expect(sale).toMatchObject({ fxRate: 1, realizedGainLostPC: 195.5, shareprice_userCurrency: 150 });

    const listed = await listTransactions(server, user.idToken);
    expect(listed.map((t) => t.date)).toEqual(['2024-03-01T00:00:00.000', '2024-02-01T15:30:00.000', '2024-01-02T00:00:00.000']);
    expect(listed.every((t) => !t.date.endsWith('Z'))).toBe(true);
    const one = await dataOf<{ UserTransactions: { _id: string }[] }>(server, user.idToken, TRANSACTIONS, { ids: [first!._id] });
    expect(one.UserTransactions.map((t) => t._id)).toEqual([first!._id]);
  });

  it('an edit through updateTransactionStats recomputes the later rows; stats sent are ignored', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { transactions } = await createTransactions(server, user.idToken, [
      buy(portfolio, '2024-01-02', 10, 100),
      { ...buy(portfolio, '2024-03-01', 5, 150), type: 'Sell' },
    ]);
    const [first, sale] = transactions;
    const updated = await dataOf<{ updateTransactionStats: { _id: string; shares_balance: number }[] }>(server, user.idToken, UPDATE_TRANSACTIONS, {
      input: [{ _id: first!._id, shares: 20, shares_balance: 1, valueAtCostTC: 1, realizedGainLostPC: 7 }],
    });
    expect(updated.updateTransactionStats).toMatchObject([{ _id: first!._id, shares_balance: 20, valueAtCostTC: 2000, transactionValue: 2000 }]);
    const [reloadedSale] = (await dataOf<{ UserTransactions: Record<string, number>[] }>(server, user.idToken, TRANSACTIONS, { ids: [sale!._id] })).UserTransactions;
    // 20 at 100; sell 5 at 150: cost 500, gain 250, 15 left.
    expect(reloadedSale).toMatchObject({ shares_balance: 15, costOfSoldTC: 500, realizedGainLostTC: 250 });
  });

  it('refuses to sell more than held, naming the field, and writes nothing', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    await createTransactions(server, user.idToken, [buy(portfolio, '2024-01-02', 10, 100)]);
    const error = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, {
      input: [buy(portfolio, '2024-01-03', 1, 100), { ...buy(portfolio, '2024-02-01', 12, 100), type: 'Sell' }],
    });
    expect(error).toMatchObject({ message: 'transactionInput[1].shares sells 12 shares of ACME but only 11 are held.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await listTransactions(server, user.idToken)).toHaveLength(1);
  });

  it('refuses a delete that would leave a later sale without shares, and deletes nothing', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { transactions } = await createTransactions(server, user.idToken, [buy(portfolio, '2024-01-02', 10, 100), { ...buy(portfolio, '2024-02-01', 5, 100), type: 'Sell' }]);
    const error = await errorOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: [transactions[0]!._id] });
    expect(error.message).toMatch(/^This change would make the Sell of ACME on 2024-02-01 invalid: shares sells 5 shares of ACME but only 0 are held\.$/);
    expect(await listTransactions(server, user.idToken)).toHaveLength(2);
    const deleted = await dataOf<{ deleteTransactions: string[] }>(server, user.idToken, DELETE_TRANSACTIONS, { ids: [transactions[1]!._id, transactions[0]!._id] });
    expect(deleted.deleteTransactions).toHaveLength(2);
    expect(await listTransactions(server, user.idToken)).toEqual([]);
  });

  it('runs the transactions of one day in the order they were entered, however the ledger is read again', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // Twenty holdings, each bought and sold out on one day (buy entered first). Read back in any
    // other order, a sale would come before its buy: odds of 2^-20 of passing by luck.
    const tickers = Array.from({ length: 20 }, (_, i) => `T${i}`);
    const { transactions } = await createTransactions(
      server,
      user.idToken,
      tickers.flatMap((ticker) => [
        buy(portfolio, '2024-05-02', 10, 100, { ticker }),
        { ...buy(portfolio, '2024-05-02', 10, 110, { ticker }), type: 'Sell' },
      ]),
    );
    // Editing the buys rewrites them (and not the sales), so in the table each buy now sits after
    // its sale; switching the cost method then recomputes the whole ledger from a fresh read.
    const buys = transactions.filter((t) => t.type === 'Buy');
    await dataOf(server, user.idToken, UPDATE_TRANSACTIONS, { input: buys.map((t) => ({ _id: t._id, reference: 'edited' })) });
    const switched = await dataOf<{ editUserSetting: { costMethod: string } }>(server, user.idToken, USER_SETTINGS, { input: { costMethod: 'fifo' } });
    expect(switched.editUserSetting.costMethod).toBe('fifo');
    const sales = (await listTransactions(server, user.idToken)).filter((t) => t.type === 'Sell');
    expect(sales).toHaveLength(20);
    expect(sales.every((t) => t.shares_balance === 0)).toBe(true);
  });

  it('computes a change over many holdings in groups without losing a link between them', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // 120 holdings (more than one engine run's group) in one call, and a Spin-Off from the first
    // to the last: the new row links holdings that fall in different groups.
    const tickers = Array.from({ length: 120 }, (_, i) => `H${String(i).padStart(3, '0')}`);
    const spinOff = {
      portfolio_Id: portfolio,
      ticker: 'H000',
      currency: 'USD',
      date: '2024-06-03',
      type: 'Spin-Off',
      shares: 4,
      costBasisFraction: 0.25,
      targetTicker: 'H119',
    };
    const { transactions } = await createTransactions(server, user.idToken, [...tickers.map((ticker) => buy(portfolio, '2024-06-01', 10, 100, { ticker })), spinOff]);
    const spun = transactions.find((t) => t.type === 'Spin-Off')!;
    // H000 keeps 75% of its 1000 cost; H119 had 1000 and receives 250 for 4 more shares.
    expect(spun).toMatchObject({ shares_balance: 10, valueAtCostTC: 750 });
    const check = async () => {
      const listed = await listTransactions(server, user.idToken);
      const lastBuy = listed.find((t) => t.ticker === 'H119' && t.type === 'Buy')!;
      expect(lastBuy).toMatchObject({ shares_balance: 10, valueAtCostTC: 1000 });
      expect(listed.find((t) => t.type === 'Spin-Off')).toMatchObject({ shares_balance: 10, valueAtCostTC: 750 });
      expect(listed).toHaveLength(121);
    };
    await check();
    // A whole-ledger recompute (cost method) runs in groups too and gives the same figures; a
    // sale of H119 afterwards sees the 14 shares and 1250 cost the Spin-Off left it.
    await dataOf(server, user.idToken, USER_SETTINGS, { input: { costMethod: 'fifo' } });
    await check();
    const { transactions: sold } = await createTransactions(server, user.idToken, [{ ...buy(portfolio, '2024-07-01', 14, 100, { ticker: 'H119' }), type: 'Sell' }]);
    expect(sold[0]).toMatchObject({ shares_balance: 0, costOfSoldTC: 1250 });
  });

  it('UserTransactionTable lists exactly what UserTransactions gives, compactly, and only the viewer\'s', async () => {
    const user = await signUpUser();
    const other = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    await createTransactions(server, user.idToken, [
      buy(portfolio, '2024-01-02', 10, 100, { fees: 5, reference: 'TradeID 7' }),
      { ...buy(portfolio, '2024-03-01', 5, 150), type: 'Sell' },
      { portfolio_Id: portfolio, ticker: 'ACME', currency: 'USD', date: '2024-04-01', type: 'Split', shares: 0, shareprice: 0, ratioNew: 2, ratioOld: 1 },
    ]);
    await createTransactions(server, other.idToken, [buy(await createPortfolio(server, other.idToken, 'Theirs'), '2024-01-05', 1, 1)]);

    // Every column, selected the long way: the decoded table must equal it field for field.
    const nested = new Map<string, string[]>();
    for (const column of TRANSACTION_TABLE_COLUMNS) {
      const [field, child] = column.split('.') as [string, string | undefined];
      nested.set(field, child ? [...(nested.get(field) ?? []), child] : []);
    }
    const selection = [...nested].map(([field, children]) => (children.length ? `${field} { ${children.join(' ')} }` : field)).join(' ');
    const full = await dataOf<{ UserTransactions: object[] }>(server, user.idToken, `{ UserTransactions { ${selection} } }`);
    const { UserTransactionTable: table } = await dataOf<{ UserTransactionTable: unknown }>(server, user.idToken, '{ UserTransactionTable }');
    assertTransactionTable(table);
    expect(full.UserTransactions).toHaveLength(3);
    expect(decodeTransactionRows(table)).toEqual(full.UserTransactions);

    const theirs = await dataOf<{ UserTransactionTable: TransactionTable }>(server, other.idToken, '{ UserTransactionTable }');
    expect(decodeTransactionRows<{ ticker: string; parentportfolio: { name: string } }>(theirs.UserTransactionTable).map((t) => t.parentportfolio.name)).toEqual(['Theirs']);
  });
});
