// Cash in the ledger through the API (docs/decisions/0007): deposits, a trade settled from cash,
// interest with tax, an account fee, a withdrawal, foreign cash and its currency gain, and the
// overdraft rule. Every figure is worked by hand in the comments.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { EDIT_ACCOUNT, SET_MANUAL_PRICES, SET_MANUAL_RATES, createBroker, createPortfolio, createTransactions, dataOf, errorOf, listBrokers, listPortfolios } from '../../test/ledgerCalls';
import { CREATE_TRANSACTIONS, DELETE_TRANSACTIONS, TRANSACTIONS, UPDATE_TRANSACTIONS } from '../../test/ledgerCalls';
import { cents, trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

const SUMMARY = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) {
  marketValue costBasis cashBalance netWorth cashBalances { currency balance value }
  unrealizedGain unrealizedCurrencyGain realizedGain realizedCurrencyGain income taxes fees totalReturn netContributions holdingCount twr xirr } }`;
const HOLDINGS = 'query ($filter: AnalyticsFilter) { portfolioHoldings(filter: $filter) { stock { ticker } } }';
const ADD_SETTLING_ACCOUNT =
  'mutation ($input: AccountInput!) { addAccountToBroker(accountInput: $input) { _id settlesTrades allowsOverdraft } }';

interface Summary {
  marketValue: number;
  costBasis: number;
  cashBalance: number;
  netWorth: number;
  cashBalances: { currency: string; balance: number; value: number | null }[];
  unrealizedGain: number;
  unrealizedCurrencyGain: number;
  realizedGain: number;
  realizedCurrencyGain: number;
  income: number;
  taxes: number;
  fees: number;
  totalReturn: number;
  netContributions: number;
  holdingCount: number;
  twr: number | null;
  xirr: number | null;
}

async function summaryOf(server: TestServer, token: string, filter: Record<string, unknown>): Promise<Summary> {
  const summary = (await dataOf<{ portfolioSummary: Summary }>(server, token, SUMMARY, { filter })).portfolioSummary;
  const inCents = (v: number | null) => (v === null ? v : cents(v));
  return {
    ...summary,
    ...Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, typeof v === 'number' && k !== 'twr' && k !== 'xirr' ? inCents(v) : v])),
  } as Summary;
}

const cash = (portfolio: string, account: string, type: string, date: string, transactionValue: number, extra: Record<string, unknown> = {}) => ({
  portfolio_Id: portfolio,
  account_Id: account,
  type,
  date,
  currency: 'USD',
  transactionValue,
  ...extra,
});

describe.each(testDatabases)('cash in the ledger on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;
  let portfolio: string;
  let account: string;
  let broker: string;

  beforeAll(async () => {
    user = await signUpUser();
    portfolio = await createPortfolio(server, user.idToken, 'Main');
    broker = await createBroker(server, user.idToken, 'Broker');
    const added = await dataOf<{ addAccountToBroker: { _id: string; settlesTrades: boolean; allowsOverdraft: boolean } }>(server, user.idToken, ADD_SETTLING_ACCOUNT, {
      input: { broker_Id: broker, name: 'Cash account', settlesTrades: true },
    });
    expect(added.addAccountToBroker).toMatchObject({ settlesTrades: true, allowsOverdraft: false });
    account = added.addAccountToBroker._id;
    const { stocks } = await createTransactions(server, user.idToken, [
      cash(portfolio, account, 'Deposit', '2024-01-02', 10000),
      trade(portfolio, 'Buy', '2024-01-02', 10, 100, { fees: 5, account_Id: account }),
      cash(portfolio, account, 'Interest', '2024-03-01', 50, { taxes: 10 }),
      cash(portfolio, account, 'Fee', '2024-04-01', 12),
      trade(portfolio, 'Sell', '2024-05-01', 4, 120, { fees: 2, account_Id: account }),
      cash(portfolio, account, 'Withdrawal', '2024-06-03', 501),
    ]);
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: stocks.find((s) => s.ticker === 'ACME')!._id, prices: [{ date: '2024-06-28', close: 130 }] });
  });

  it('moves the cash with every settled trade, interest, fee and withdrawal, and counts them in the figures', async () => {
    const summary = await summaryOf(server, user.idToken, { asOf: '2024-06-30' });
    // Cash: 10000 − (10 × 100 + 5) + (50 − 10) − 12 + (4 × 120 − 2) − 501 = 9000.
    expect(summary.cashBalances).toEqual([{ currency: 'USD', balance: 9000, value: 9000 }]);
    expect(summary.cashBalance).toBe(9000);
    // Securities: 6 left at 130 = 780, cost 6 × 100.5 = 603.
    expect(summary).toMatchObject({ marketValue: 780, costBasis: 603, netWorth: 9780, holdingCount: 1 });
    // Realised 4 × 120 − 2 − 4 × 100.5 = 76; unrealised 177; interest 50, its tax 10, the account fee 12.
    expect(summary).toMatchObject({ realizedGain: 76, unrealizedGain: 177, income: 50, taxes: 10, totalReturn: 281 });
    // Only the deposit and the withdrawal cross the portfolio's edge: net worth − contributions is the return.
    expect(summary.netContributions).toBe(9499);
    expect(cents(summary.netWorth - summary.netContributions)).toBe(summary.totalReturn);
  });

  it('over a range, counts the cash\'s flows in it: the account fee, not the earlier interest', async () => {
    const summary = await summaryOf(server, user.idToken, { from: '2024-03-15', asOf: '2024-06-30' });
    // In the range: the account fee (12), the sale (realised 76, its fee 2). The interest of 1 March is before it.
    expect(summary).toMatchObject({ realizedGain: 76, income: 0, taxes: 0, fees: 14 });
    // Opening, 14 March: ACME 10 × 100 (its own trade) against 1005 = −5; the cash has no gain.
    // 76 + (177 − −5) − 12, the account fee being counted against the return.
    expect(summary.totalReturn).toBe(246);
    // Values stand at the end, as all time.
    expect(summary).toMatchObject({ marketValue: 780, cashBalance: 9000, netContributions: 9499 });
  });

  it('lists no cash among the holdings or the portfolio\'s stocks', async () => {
    const { portfolioHoldings } = await dataOf<{ portfolioHoldings: { stock: { ticker: string } }[] }>(server, user.idToken, HOLDINGS, { filter: { asOf: '2024-06-30' } });
    expect(portfolioHoldings.map((h) => h.stock.ticker)).toEqual(['ACME']);
    const [listed] = await listPortfolios(server, user.idToken);
    expect(listed!.stocks.map((s) => s.ticker)).toEqual(['ACME']);
  });

  it('refuses a withdrawal larger than the balance, naming it, and writes nothing', async () => {
    const error = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, { input: [cash(portfolio, account, 'Withdrawal', '2024-06-04', 9500)] });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      'transactionInput[0].transactionValue A withdrawal of 9500.00 USD is more than the cash balance of 9000.00 USD on 2024-06-04, and the account does not allow overdraft.',
    );
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(9000);
  });

  it('refuses deleting a deposit a later withdrawal needed', async () => {
    const { createTransaction } = await dataOf<{ createTransaction: { transactions: { _id: string }[] } }>(server, user.idToken, CREATE_TRANSACTIONS, {
      input: [cash(portfolio, account, 'Deposit', '2024-07-01', 1000), cash(portfolio, account, 'Withdrawal', '2024-07-02', 9500)],
    });
    const [deposit, withdrawal] = createTransaction.transactions.map((t) => t._id);
    const error = await errorOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: [deposit] });
    expect(error.message).toMatch(/^This change would overdraw the cash: a withdrawal of 9500\.00 USD on 2024-07-02 would be more than the balance of 9000\.00 USD/);
    await dataOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: [withdrawal, deposit] });
  });

  it('allows the overdraft where the account does, and refuses turning it off while overdrawn', async () => {
    await dataOf(server, user.idToken, EDIT_ACCOUNT, { id: account, input: { broker_Id: broker, name: 'Cash account', allowsOverdraft: true } });
    const { createTransaction } = await dataOf<{ createTransaction: { transactions: { _id: string }[] } }>(server, user.idToken, CREATE_TRANSACTIONS, {
      input: [cash(portfolio, account, 'Withdrawal', '2024-06-04', 9500)],
    });
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(-500);
    const error = await errorOf(server, user.idToken, EDIT_ACCOUNT, { id: account, input: { broker_Id: broker, name: 'Cash account', allowsOverdraft: false } });
    expect(error.message).toMatch(/^This change would overdraw the cash: a withdrawal of 9500\.00 USD on 2024-06-04 would be more than the balance of 9000\.00 USD/);
    const [stored] = (await listBrokers(server, user.idToken)).flatMap((b) => b.accounts);
    expect(stored).toMatchObject({ _id: account });
    await dataOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: createTransaction.transactions.map((t) => t._id) });
    await dataOf(server, user.idToken, EDIT_ACCOUNT, { id: account, input: { broker_Id: broker, name: 'Cash account', allowsOverdraft: false } });
  });

  it('takes the trades off cash when the account stops settling them, and back on', async () => {
    await dataOf(server, user.idToken, EDIT_ACCOUNT, { id: account, input: { broker_Id: broker, name: 'Cash account', settlesTrades: false } });
    const off = await summaryOf(server, user.idToken, { asOf: '2024-06-30' });
    // Only the cash rows move it: 10000 + 40 − 12 − 501 = 9527; the trades are money in and out again.
    expect(off).toMatchObject({ cashBalance: 9527, marketValue: 780, netWorth: 10307, totalReturn: 281 });
    expect(off.netContributions).toBe(9499 + 1005 - 478);
    await dataOf(server, user.idToken, EDIT_ACCOUNT, { id: account, input: { broker_Id: broker, name: 'Cash account', settlesTrades: true } });
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(9000);
  });

  it('an edit of one settled trade moves the cash and leaves the other securities settled through it as they were', async () => {
    const { createTransaction } = await dataOf<{ createTransaction: { transactions: { _id: string }[] } }>(server, user.idToken, CREATE_TRANSACTIONS, {
      input: [trade(portfolio, 'Buy', '2024-02-01', 5, 40, { ticker: 'BETA', account_Id: account }), trade(portfolio, 'Buy', '2024-02-02', 2, 10, { ticker: 'GAMMA', account_Id: account })],
    });
    const [beta, gamma] = createTransaction.transactions.map((t) => t._id) as [string, string];
    // 9000 − 200 − 20 = 8780; BETA's price edited to 41: 5 more taken, 8775.
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(8780);
    await dataOf(server, user.idToken, UPDATE_TRANSACTIONS, { input: [{ _id: beta, shareprice: 41 }] });
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(8775);
    const rows = await dataOf<{ UserTransactions: { _id: string; shares_balance: number; valueAtCostTC: number }[] }>(server, user.idToken, TRANSACTIONS, { ids: [gamma, beta] });
    const byId = new Map(rows.UserTransactions.map((row) => [row._id, row]));
    expect(byId.get(gamma)).toMatchObject({ shares_balance: 2, valueAtCostTC: 20 });
    expect(byId.get(beta)).toMatchObject({ shares_balance: 5, valueAtCostTC: 205 });
    await dataOf(server, user.idToken, DELETE_TRANSACTIONS, { ids: [beta, gamma] });
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30' })).cashBalance).toBe(9000);
  });

  it('settles a write over more holdings than one engine group against one cash, each trade once', async () => {
    const other = await createPortfolio(server, user.idToken, 'Many');
    // 60 securities (the ledger runs 50 holdings at a time) bought from one deposit, in one write.
    const buys = Array.from({ length: 60 }, (_, i) => trade(other, 'Buy', '2024-02-01', 1, i + 1, { ticker: `M${i}`, account_Id: account }));
    await createTransactions(server, user.idToken, [cash(other, account, 'Deposit', '2024-01-02', 5000), ...buys]);
    // 5000 − (1 + 2 + … + 60) = 5000 − 1830 = 3170.
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30', portfolio_Ids: [other] })).cashBalance).toBe(3170);
    // A second write touching them all again: still each trade once.
    await createTransactions(server, user.idToken, Array.from({ length: 60 }, (_, i) => trade(other, 'Sell', '2024-03-01', 1, i + 2, { ticker: `M${i}`, account_Id: account })));
    // + (2 + 3 + … + 61) = 1890: 5060.
    expect((await summaryOf(server, user.idToken, { asOf: '2024-06-30', portfolio_Ids: [other] })).cashBalance).toBe(5060);
  });

  it('refuses a conversion into the same currency and interest taxed above its gross, naming the field', async () => {
    const same = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, { input: [cash(portfolio, account, 'Conversion', '2024-06-04', 100, { shares: 100, targetTicker: 'USD' })] });
    expect(same.message).toMatch(/^transactionInput\[0\]\.targetTicker must be another currency than USD/);
    const taxed = await errorOf(server, user.idToken, CREATE_TRANSACTIONS, { input: [cash(portfolio, account, 'Interest', '2024-06-04', 10, { taxes: 11 })] });
    expect(taxed.message).toMatch(/^transactionInput\[0\]\.taxes must not be more than the gross interest/);
  });
});

describe.each(testDatabases)('foreign cash and returns with deposits on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;
  let portfolio: string;
  let account: string;

  beforeAll(async () => {
    user = await signUpUser();
    portfolio = await createPortfolio(server, user.idToken, 'Savings');
    const broker = await createBroker(server, user.idToken, 'Bank');
    account = (await dataOf<{ addAccountToBroker: { _id: string } }>(server, user.idToken, ADD_SETTLING_ACCOUNT, { input: { broker_Id: broker, name: 'Current' } })).addAccountToBroker._id;
    // EUR→USD: 1.10 at the deposit, 1.20 at the withdrawal and after.
    await dataOf(server, user.idToken, SET_MANUAL_RATES, {
      base: 'EUR',
      quote: 'USD',
      rates: [
        { date: '2024-01-02', rate: 1.1 },
        { date: '2024-06-28', rate: 1.2 },
      ],
    });
  });

  it('values foreign cash at the as-of rate and splits out its currency gain, realised and not', async () => {
    await createTransactions(server, user.idToken, [
      cash(portfolio, account, 'Deposit', '2024-01-02', 1000, { currency: 'EUR' }),
      cash(portfolio, account, 'Withdrawal', '2024-06-28', 400, { currency: 'EUR' }),
    ]);
    const summary = await summaryOf(server, user.idToken, { asOf: '2024-06-30', portfolio_Ids: [portfolio] });
    // 1000 EUR cost 1100 USD. 400 out at 1.20: 480 USD for a cost of 440, a realised currency gain of 40.
    // 600 EUR left: 720 USD for a cost of 660, 60 unrealised.
    expect(summary.cashBalances).toEqual([{ currency: 'EUR', balance: 600, value: 720 }]);
    expect(summary).toMatchObject({ cashBalance: 720, netWorth: 720, marketValue: 0, holdingCount: 0 });
    expect(summary).toMatchObject({ realizedGain: 40, realizedCurrencyGain: 40, unrealizedGain: 60, unrealizedCurrencyGain: 60, totalReturn: 100 });
    // In 1100, out 480: 720 − (1100 − 480) = 100.
    expect(summary.netContributions).toBe(620);
  });

  it('converts between two cash currencies in one transaction; the rate\'s move is the target\'s currency gain', async () => {
    const converted = await createPortfolio(server, user.idToken, 'Converted');
    await createTransactions(server, user.idToken, [
      cash(converted, account, 'Deposit', '2024-01-02', 2000),
      // 1100 USD given for 1000 EUR received (the day's rate, 1.10), a 2 USD fee.
      cash(converted, account, 'Conversion', '2024-01-02', 1100, { shares: 1000, targetTicker: 'EUR', fees: 2 }),
      // A tax paid and part of it refunded (a negative Tax).
      cash(converted, account, 'Tax', '2024-03-01', 30),
      cash(converted, account, 'Tax', '2024-04-01', -10),
    ]);
    const summary = await summaryOf(server, user.idToken, { asOf: '2024-06-30', portfolio_Ids: [converted] });
    // USD: 2000 − 1100 − 2 − 30 + 10 = 878. EUR: 1000 at 1.20 = 1200 USD, for a cost of 1100: 100 unrealised.
    expect(summary.cashBalances).toEqual([
      { currency: 'EUR', balance: 1000, value: 1200 },
      { currency: 'USD', balance: 878, value: 878 },
    ]);
    expect(summary).toMatchObject({ cashBalance: 2078, unrealizedCurrencyGain: 100, taxes: 20, fees: 2, netContributions: 2000 });
    // 2078 − 2000: the currency gain less the tax and the fee.
    expect(summary.totalReturn).toBe(78);
  });

  it('counts a deposit as a flow and interest as performance in both returns', async () => {
    const other = await createPortfolio(server, user.idToken, 'Interest only');
    await createTransactions(server, user.idToken, [
      cash(other, account, 'Deposit', '2023-01-02', 1000),
      cash(other, account, 'Deposit', '2023-07-03', 1000),
      cash(other, account, 'Interest', '2024-01-02', 20),
    ]);
    const summary = await summaryOf(server, user.idToken, { asOf: '2024-01-02', to: '2024-01-02', portfolio_Ids: [other] });
    // TWR: the second deposit comes in at the day's start and changes nothing; 2000 → 2020 is +1 %.
    expect(summary.twr).toBeCloseTo(0.01, 6);
    // XIRR: −1000 on 2023-01-02, −1000 on 2023-07-03 (182 days later), +2020 on 2024-01-02 (365 days):
    // 1000 (1 + r) + 1000 (1 + r)^(183/365) = 2020 gives r = 0.013336 (a spreadsheet's XIRR, and bisection).
    expect(summary.xirr).toBeCloseTo(0.013336, 6);
    expect(summary).toMatchObject({ cashBalance: 2020, income: 20, totalReturn: 20, netContributions: 2000 });
  });
});
