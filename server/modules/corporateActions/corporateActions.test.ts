// Corporate actions reaching the ledger (docs/decisions/0008), through the real server with its
// market jobs on: a provider that knows these symbols' splits and dividends (the simulated prices
// otherwise) fills the store, and the pending actions, accepts and dismissals are checked against
// the ledger they write.
import type { Dividend, MarketDataProvider, Split } from '../../market/provider';
import { createSimulatedProvider } from '../../market/simulated/simulatedProvider';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { ADD_ACCOUNT, createBroker, createPortfolio, createTransactions, dataOf, errorOf, listTransactions } from '../../test/ledgerCalls';
import { testDatabases, useTestServer, type TestServer } from '../../test/testServer';

const dividend = (exDate: string, payDate: string | null, amount: number, currency = 'USD'): Dividend => ({ exDate, payDate, recordDate: null, declaredDate: null, amount, currency });

/** What the provider knows of each symbol. */
const EVENTS: Record<string, { splits: Split[]; dividends: Dividend[] }> = {
  // A split between two payments.
  CASPLIT: { splits: [{ date: '2024-04-15', ratio: 2 }], dividends: [dividend('2024-02-15', '2024-03-01', 0.5), dividend('2024-05-15', '2024-06-01', 0.3)] },
  // Bought after the first ex-date; sold after the second's ex-date, before it is paid.
  CALATE: { splits: [], dividends: [dividend('2024-02-15', '2024-03-01', 4), dividend('2024-05-15', '2024-06-10', 5)] },
  // A Swiss payer: 35 % withheld by default.
  'CAFOR.SW': { splits: [], dividends: [dividend('2024-04-10', '2024-04-20', 1, 'CHF')] },
};

/** The simulated provider, but with EVENTS' splits and dividends (closes divided at each split, as real ones are). */
function fixtureProvider(): MarketDataProvider {
  const simulated = createSimulatedProvider();
  return {
    ...simulated,
    name: 'fixture',
    async history(symbol, range) {
      const bars = await simulated.history!(symbol, range);
      const splits = EVENTS[symbol]?.splits ?? [];
      return bars.map((bar) => {
        const factor = splits.filter((s) => s.date <= bar.date).reduce((f, s) => f * s.ratio, 1);
        return { ...bar, close: bar.close / factor };
      });
    },
    splits: async (symbol) => EVENTS[symbol]?.splits ?? [],
    dividends: async (symbol) => EVENTS[symbol]?.dividends ?? [],
  };
}

const PENDING = `query ($portfolio: ID, $stock: ID) { pendingCorporateActions(portfolio_Id: $portfolio, stock_Id: $stock) {
  _id kind date payDate portfolio_Id portfolioName stock_Id ticker account_Id sharesBefore sharesAfter ratioNew ratioOld currency amountPerShare gross taxRate tax net } }`;
const ACCEPT = 'mutation ($ids: [ID!]!) { acceptCorporateActions(action_Ids: $ids) }';
const DISMISS = 'mutation ($ids: [ID!]!) { dismissCorporateActions(action_Ids: $ids) }';
const SETTINGS = 'mutation ($input: UserSettingInput!) { editUserSetting(userSettingInput: $input) { autoApplySplits withholdingRates { country rate isDefault } } }';

interface Action {
  _id: string;
  kind: 'Split' | 'Dividend';
  date: string;
  ticker: string;
  stock_Id: string;
  account_Id: string | null;
  sharesBefore: number;
  sharesAfter: number | null;
  ratioNew: number | null;
  ratioOld: number | null;
  gross: number | null;
  tax: number | null;
  net: number | null;
  taxRate: number | null;
  currency: string | null;
}

const pending = async (server: TestServer, user: TestUser, variables: Record<string, unknown> = {}) =>
  (await dataOf<{ pendingCorporateActions: Action[] }>(server, user.idToken, PENDING, variables)).pendingCorporateActions;

const brief = (a: Action) => `${a.kind} ${a.ticker} ${a.date}`;

/** A user holding the three symbols, and their pending actions once the store knows the events. */
async function holder(server: TestServer, options: { accountSettles?: boolean } = {}) {
  const user = await signUpUser();
  const portfolio = await createPortfolio(server, user.idToken, 'Main');
  const broker = await createBroker(server, user.idToken, 'Broker');
  const account = (await dataOf<{ addAccountToBroker: { _id: string } }>(server, user.idToken, ADD_ACCOUNT, {
    input: { broker_Id: broker, name: 'Account', settlesTrades: options.accountSettles ?? false, allowsOverdraft: true },
  })).addAccountToBroker._id;
  const trade = (ticker: string, type: string, date: string, shares: number, currency = 'USD') => ({ portfolio_Id: portfolio, account_Id: account, ticker, currency, date, type, shares, shareprice: 10 });
  await createTransactions(server, user.idToken, [
    { portfolio_Id: portfolio, account_Id: account, currency: 'USD', date: '2024-01-02', type: 'Deposit', transactionValue: 1000 },
    trade('CASPLIT', 'Buy', '2024-01-10', 10),
    trade('CALATE', 'Buy', '2024-02-20', 10),
    trade('CALATE', 'Sell', '2024-05-20', 10),
    trade('CAFOR.SW', 'Buy', '2024-01-10', 5, 'CHF'),
  ]);
  // The background jobs store the events: wait for every expected action.
  for (let tries = 0; tries < 150; tries++) {
    const actions = await pending(server, user);
    if (actions.length >= 5) return { user, portfolio, account, actions };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the market's events never arrived: ${(await pending(server, user)).map(brief).join(', ')}`);
}

describe.each(testDatabases)('corporate actions on %s', (kind) => {
  const server = useTestServer(kind, { MARKET_JOBS: 'on', MARKET_DATA: 'simulated' }, { marketProviders: { live: () => [fixtureProvider()], simulated: () => [fixtureProvider()] } });

  it('proposes a split between two payments, income only while held, and the foreign payer with its withholding', async () => {
    const { actions, account } = await holder(server);
    expect(actions.map(brief)).toEqual([
      'Dividend CASPLIT 2024-02-15',
      'Dividend CAFOR.SW 2024-04-10',
      'Split CASPLIT 2024-04-15',
      // Sold on 2024-05-20, before it is paid, but held at its ex-date.
      'Dividend CALATE 2024-05-15',
      // After the split: paid on twice the shares the ledger has.
      'Dividend CASPLIT 2024-05-15',
    ]);
    const [first, swiss, split, late, second] = actions;
    expect(first).toMatchObject({ sharesBefore: 10, gross: 5, taxRate: 0.15, tax: 0.75, net: 4.25, currency: 'USD', account_Id: account });
    expect(swiss).toMatchObject({ sharesBefore: 5, gross: 5, taxRate: 0.35, tax: 1.75, net: 3.25, currency: 'CHF' });
    expect(split).toMatchObject({ sharesBefore: 10, sharesAfter: 20, ratioNew: 2, ratioOld: 1, gross: null });
    expect(late).toMatchObject({ sharesBefore: 10, gross: 50 });
    expect(second).toMatchObject({ sharesBefore: 20, gross: 6, tax: 0.9, net: 5.1 });
    // Bought after the first ex-date of CALATE: that one is not proposed.
    expect(actions.some((a) => a.ticker === 'CALATE' && a.date === '2024-02-15')).toBe(false);
  }, 60_000);

  it('filters by portfolio and stock, and answers a foreign portfolio as a missing one', async () => {
    const { user, portfolio, actions } = await holder(server);
    const stock = actions.find((a) => a.ticker === 'CASPLIT')!.stock_Id;
    const mine = await pending(server, user, { portfolio, stock });
    expect(mine.map(brief)).toEqual(['Dividend CASPLIT 2024-02-15', 'Split CASPLIT 2024-04-15', 'Dividend CASPLIT 2024-05-15']);
    const other = await signUpUser();
    const refused = await errorOf(server, other.idToken, PENDING, { portfolio });
    expect(refused).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
  }, 60_000);

  it('accepts one, then all; accepting again or a dismissed one is refused and writes nothing', async () => {
    const { user, actions } = await holder(server);
    const [first] = actions;
    const ids = (await dataOf<{ acceptCorporateActions: string[] }>(server, user.idToken, ACCEPT, { ids: [first!._id] })).acceptCorporateActions;
    expect(ids).toHaveLength(1);
    const income = (await listTransactions(server, user.idToken)).find((t) => t._id === ids[0])!;
    expect(income).toMatchObject({ type: 'Income', ticker: 'CASPLIT', shares: 10, shareprice: 0.5, transactionValue: 5, taxes: 0.75 });
    expect(String(income.date).slice(0, 10)).toBe('2024-03-01');

    const before = await listTransactions(server, user.idToken);
    const twice = await errorOf(server, user.idToken, ACCEPT, { ids: [first!._id] });
    expect(twice.extensions?.code).toBe('BAD_USER_INPUT');
    expect(twice.message).toContain('the dividend of CASPLIT on 2024-02-15');
    expect(await listTransactions(server, user.idToken)).toHaveLength(before.length);

    const late = actions.find((a) => a.ticker === 'CALATE')!;
    expect((await dataOf<{ dismissCorporateActions: string[] }>(server, user.idToken, DISMISS, { ids: [late._id] })).dismissCorporateActions).toEqual([late._id]);
    const dismissed = await errorOf(server, user.idToken, ACCEPT, { ids: [late._id] });
    expect(dismissed.message).toContain('dismissed');
    expect((await pending(server, user)).map((a) => a._id)).not.toContain(late._id);

    // Accept all that is left: the split first, the dividend after it on the new shares.
    const rest = (await pending(server, user)).map((a) => a._id);
    expect(rest).toHaveLength(3);
    const written = (await dataOf<{ acceptCorporateActions: string[] }>(server, user.idToken, ACCEPT, { ids: rest })).acceptCorporateActions;
    expect(written).toHaveLength(3);
    const ledger = await listTransactions(server, user.idToken);
    expect(ledger.filter((t) => t.ticker === 'CASPLIT').map((t) => [t.type, t.shares_balance])).toEqual(
      expect.arrayContaining([['Split', 20], ['Income', 20]]),
    );
    expect(await pending(server, user)).toEqual([]);
    // Nothing is proposed twice after a reload of the whole list.
    expect(ledger).toHaveLength(before.length + 3);
  }, 60_000);

  it('refuses an action the ledger has meanwhile, and foreign or unknown ids, writing nothing', async () => {
    const { user, portfolio, account, actions } = await holder(server);
    const split = actions.find((a) => a.kind === 'Split')!;
    // The user records the split by hand, two days later than the market says.
    await createTransactions(server, user.idToken, [{ portfolio_Id: portfolio, account_Id: account, ticker: 'CASPLIT', currency: 'USD', date: '2024-04-17', type: 'Split', ratioNew: 2, ratioOld: 1 }]);
    const count = (await listTransactions(server, user.idToken)).length;
    const stale = await errorOf(server, user.idToken, ACCEPT, { ids: [split._id] });
    expect(stale.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stale.message).toContain('the split of CASPLIT on 2024-04-15');

    const other = await holder(server);
    const theirs = other.actions[0]!._id;
    // Another user's action names a portfolio that is not this user's: answered as a missing one.
    for (const id of [theirs, 'dividend:nothing', 'x'.repeat(300)]) {
      const refused = await errorOf(server, user.idToken, ACCEPT, { ids: [id] });
      expect(refused).toMatchObject({ message: 'Portfolio does not exist!', extensions: { code: 'NOT_FOUND' } });
    }
    const refusedDismiss = await errorOf(server, user.idToken, DISMISS, { ids: [theirs] });
    expect(refusedDismiss.extensions?.code).toBe('NOT_FOUND');
    // One of the user's own portfolios, but no such action: not pending, named as given.
    const unknown = await errorOf(server, user.idToken, ACCEPT, { ids: [`dividend:${portfolio}:${split.stock_Id}:2030-01-01`] });
    expect(unknown.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.message).toContain('not a pending corporate action');
    expect(await listTransactions(server, user.idToken)).toHaveLength(count);
    // The other user's action is still theirs to decide.
    expect((await pending(server, other.user)).map((a) => a._id)).toContain(theirs);
  }, 90_000);

  it('pays an accepted dividend into the cash of an account that settles to cash', async () => {
    const { user, actions } = await holder(server, { accountSettles: true });
    const cashOf = async () =>
      (await dataOf<{ portfolioSummary: { cashBalances: { currency: string; balance: number }[] } }>(server, user.idToken, 'query { portfolioSummary { cashBalances { currency balance } } }')).portfolioSummary.cashBalances.find((c) => c.currency === 'USD')?.balance ?? 0;
    const before = await cashOf();
    const first = actions.find((a) => a.ticker === 'CASPLIT' && a.kind === 'Dividend')!;
    await dataOf(server, user.idToken, ACCEPT, { ids: [first._id] });
    expect((await cashOf()) - before).toBeCloseTo(4.25, 6);
  }, 60_000);

  it('applies splits by itself when asked, and uses the rate the user set for a country', async () => {
    const { user } = await holder(server);
    const saved = (await dataOf<{ editUserSetting: { autoApplySplits: boolean; withholdingRates: { country: string; rate: number; isDefault: boolean }[] } }>(server, user.idToken, SETTINGS, {
      input: { autoApplySplits: true, withholdingRates: [{ country: 'us', rate: 0 }] },
    })).editUserSetting;
    expect(saved.autoApplySplits).toBe(true);
    expect(saved.withholdingRates.find((r) => r.country === 'US')).toEqual({ country: 'US', rate: 0, isDefault: false });
    expect(saved.withholdingRates.find((r) => r.country === 'CH')).toEqual({ country: 'CH', rate: 0.35, isDefault: true });
    const actions = await pending(server, user);
    expect(actions.some((a) => a.kind === 'Split')).toBe(false);
    expect((await listTransactions(server, user.idToken)).filter((t) => t.type === 'Split')).toHaveLength(1);
    expect(actions.find((a) => a.ticker === 'CASPLIT')).toMatchObject({ tax: 0, net: 5 });
    // Listing again applies nothing twice.
    await pending(server, user);
    expect((await listTransactions(server, user.idToken)).filter((t) => t.type === 'Split')).toHaveLength(1);

    const bad = await errorOf(server, user.idToken, SETTINGS, { input: { withholdingRates: [{ country: 'US', rate: 1.5 }] } });
    expect(bad.message).toContain('withholdingRates[0].rate');
  }, 60_000);
});
