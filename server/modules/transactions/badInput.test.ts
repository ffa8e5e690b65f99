// Bad transaction input: each case is a GraphQL error naming the field (transactionInput[i].<field>),
// code BAD_USER_INPUT, and nothing written.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { CREATE_TRANSACTIONS, UPDATE_TRANSACTIONS, createPortfolio, createTransactions, errorOf, listTransactions } from '../../test/ledgerCalls';
import { trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases } from '../../test/testServer';

type Case = [name: string, input: (portfolio: string) => Record<string, unknown>[], message: string];

const day = '2024-03-01';

const cases: Case[] = [
  ['selling more than held', (p) => [trade(p, 'Sell', day, 11, 100)], 'transactionInput[0].shares sells 11 shares of ACME but only 10 are held.'],
  ['a Split with ratio 0', (p) => [{ portfolio_Id: p, ticker: 'ACME', currency: 'USD', date: day, type: 'Split', ratioNew: 0, ratioOld: 1 }], 'transactionInput[0].ratioNew must be greater than zero.'],
  ['a Split with a zero part', (p) => [{ portfolio_Id: p, ticker: 'ACME', currency: 'USD', date: day, type: 'Split', ratioNew: 3, ratioOld: 0 }], 'transactionInput[0].ratioOld must be greater than zero.'],
  ['a Merge without targetTicker', (p) => [{ portfolio_Id: p, ticker: 'ACME', currency: 'USD', date: day, type: 'Merge', ratioNew: 1, ratioOld: 1 }], 'transactionInput[0].targetTicker is required.'],
  [
    'a Spin-Off with costBasisFraction 1.5',
    (p) => [{ portfolio_Id: p, ticker: 'ACME', currency: 'USD', date: day, type: 'Spin-Off', shares: 5, costBasisFraction: 1.5, targetTicker: 'SPUN' }],
    'transactionInput[0].costBasisFraction must be between 0 and 1.',
  ],
  ['negative shares', (p) => [trade(p, 'Buy', day, -1, 100)], 'transactionInput[0].shares must be greater than zero.'],
  ['a negative shareprice', (p) => [trade(p, 'Buy', day, 1, -100)], 'transactionInput[0].shareprice must not be negative.'],
  ['negative fees', (p) => [trade(p, 'Buy', day, 1, 100, { fees: -1 })], 'transactionInput[0].fees must not be negative.'],
  ['a date before 1900', (p) => [trade(p, 'Buy', '1899-12-31', 1, 100)], 'transactionInput[0].date must be between 1900-01-01 and 2099-12-31.'],
  ['a date after 2099', (p) => [trade(p, 'Buy', '2100-01-01', 1, 100)], 'transactionInput[0].date must be between 1900-01-01 and 2099-12-31.'],
  ['a date that does not exist', (p) => [trade(p, 'Buy', '2024-02-30', 1, 100)], 'transactionInput[0].date is not a real date: "2024-02-30".'],
  ['an unknown currency', (p) => [trade(p, 'Buy', day, 1, 100, { currency: 'XYZ' })], 'transactionInput[0].currency "XYZ" is not a known currency code.'],
  [
    'an ISIN with a wrong check digit',
    (p) => [trade(p, 'Buy', day, 1, 100, { ISIN: 'US0378331006' })],
    'transactionInput[0].ISIN "US0378331006" is not a valid ISIN (check digit or format).',
  ],
  [
    'a transactionValue contradicting shares × shareprice',
    (p) => [trade(p, 'Buy', day, 10, 100, { transactionValue: 1001 })],
    'transactionInput[0].transactionValue must equal shares × shareprice (1000).',
  ],
  [
    'a bad second row after a good first one',
    (p) => [trade(p, 'Buy', day, 1, 100), trade(p, 'Buy', day, 1, 100, { fees: -0.01 })],
    'transactionInput[1].fees must not be negative.',
  ],
  [
    'a second row the engine refuses after a good first one',
    (p) => [trade(p, 'Buy', day, 1, 100), trade(p, 'Sell', '2024-04-01', 12, 100)],
    'transactionInput[1].shares sells 12 shares of ACME but only 11 are held.',
  ],
];

describe.each(testDatabases)('bad transaction input on %s', (kind) => {
  const server = useTestServer(kind);

  describe('createTransaction', () => {
    let user: TestUser;
    let portfolio: string;

    beforeAll(async () => {
      user = await signUpUser();
      portfolio = await createPortfolio(server, user.idToken, 'Main');
      await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', '2024-01-02', 10, 100)]);
    });

    it.each(cases)('refuses %s, naming the field, and writes nothing', async (_name, input, message) => {
      const before = await listTransactions(server, user.idToken);
      expect(before).toHaveLength(1);
      const error = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, { input: input(portfolio) });
      expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });
  });

  it('accepts a valid ISIN (Apple\'s US0378331005), the control for the check-digit case', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { transactions } = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', day, 1, 100, { ticker: 'AAPL', ISIN: 'us0378331005' })]);
    expect(transactions[0]!.stock).toMatchObject({ ISIN: 'US0378331005' });
  });

  it('accepts a transactionValue within half a cent of shares × shareprice, the control for the contradiction case', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { transactions } = await createTransactions(server, user.idToken, [trade(portfolio, 'Buy', day, 3, 33.33, { transactionValue: 99.994 })]);
    expect(transactions[0]).toMatchObject({ transactionValue: 99.99, valueAtCostTC: 99.99 });
  });

  describe('updateTransactionStats', () => {
    let user: TestUser;
    let buyId: string;
    let sellId: string;

    beforeAll(async () => {
      user = await signUpUser();
      const portfolio = await createPortfolio(server, user.idToken, 'Main');
      const { transactions } = await createTransactions(server, user.idToken, [
        trade(portfolio, 'Buy', '2024-01-02', 10, 100),
        trade(portfolio, 'Sell', '2024-02-01', 8, 120),
      ]);
      [buyId, sellId] = transactions.map((t) => t._id) as [string, string];
    });

    it('refuses an edit of a Buy that leaves a later Sell oversold, and changes nothing', async () => {
      const before = await listTransactions(server, user.idToken);
      const error = await errorOf(server, user.idToken, UPDATE_TRANSACTIONS, { input: [{ _id: buyId, shares: 5 }] });
      expect(error).toMatchObject({
        message: `This change would make the Sell of ACME on 2024-02-01 invalid: shares sells 8 shares of ACME but only 5 are held.`,
        extensions: { code: 'BAD_USER_INPUT', transactionId: sellId },
      });
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });

    it('refuses an edited field that is bad in itself, naming it, and changes nothing', async () => {
      const before = await listTransactions(server, user.idToken);
      const error = await errorOf(server, user.idToken, UPDATE_TRANSACTIONS, { input: [{ _id: sellId, date: '2024-02-30' }] });
      expect(error).toMatchObject({ message: 'transactionInput[0].date is not a real date: "2024-02-30".', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });

    it('refuses an edit moving the Sell before the Buy (oversold then), naming the edited row, and changes nothing', async () => {
      const before = await listTransactions(server, user.idToken);
      const error = await errorOf(server, user.idToken, UPDATE_TRANSACTIONS, { input: [{ _id: sellId, date: '2024-01-01' }] });
      expect(error).toMatchObject({ message: 'transactionInput[0].shares sells 8 shares of ACME but only 0 are held.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await listTransactions(server, user.idToken)).toEqual(before);
    });
  });
});
