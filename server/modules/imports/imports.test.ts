// The import through the real server: rows staged in parts, validated as createTransaction
// validates them, then written all or nothing into one portfolio and account, with rows the
// ledger already holds left out and another user's import, portfolio or account behaving like
// missing ones.
import { randomUUID } from 'node:crypto';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { addAccount, createBroker, createPortfolio, createTransactions, dataOf, errorOf, listTransactions } from '../../test/ledgerCalls';
import { trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases } from '../../test/testServer';
import { collect, connectSocket, until } from '../../test/wsClient';
import { ALREADY_BY_VALUES, alreadyByReference } from './alreadyImported';
import { MAX_ROWS_PER_PART } from './imports.service';

const STAGE = 'mutation ($id: ID, $rows: [ImportRowInput!]!) { stageImport(importId: $id, rows: $rows) { importId rowCount problems { row message } } }';
const COMMIT = `mutation ($id: ID!, $portfolio: ID!, $account: ID!, $exclude: [Int!], $dryRun: Boolean) {
  commitImport(importId: $id, portfolio_Id: $portfolio, account_Id: $account, excludeRows: $exclude, dryRun: $dryRun) { importId inserted skipped { row message } }
}`;
const DISCARD = 'mutation ($id: ID!) { discardImport(importId: $id) }';

interface Stage {
  importId: string;
  rowCount: number;
  problems: { row: number; message: string }[];
}
interface Result {
  importId: string;
  inserted: number;
  skipped: { row: number; message: string }[];
}

/** The one trade of the recorded IBKR file vti-buy-on-ibkr.csv, as the client sends it. */
const VTI = { row: 2, ticker: 'VTI', ISIN: 'US9229087690', currency: 'USD', date: '2023-04-03', type: 'Buy', shares: 17, shareprice: 204.3473, fees: 1, reference: '1234567890' };

const row = (number: number, extra: Record<string, unknown> = {}) => ({ row: number, ticker: 'ACME', currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 10, shareprice: 100, ...extra });

interface Target {
  user: TestUser;
  portfolio: string;
  account: string;
}

describe.each(testDatabases)('imports on %s', (kind) => {
  const server = useTestServer(kind);

  async function newTarget(): Promise<Target> {
    const user = await signUpUser();
    const broker = await createBroker(server, user.idToken, 'IBKR');
    return { user, portfolio: await createPortfolio(server, user.idToken, 'Main'), account: await addAccount(server, user.idToken, broker, 'U1234567') };
  }

  const stage = async (user: TestUser, rows: Record<string, unknown>[], id: string | null = null) =>
    (await dataOf<{ stageImport: Stage }>(server, user.idToken, STAGE, { id, rows })).stageImport;

  const commit = async (target: Target, id: string, extra: { exclude?: number[]; dryRun?: boolean } = {}) =>
    (await dataOf<{ commitImport: Result }>(server, target.user.idToken, COMMIT, { id, portfolio: target.portfolio, account: target.account, ...extra })).commitImport;

  const commitError = (target: Target, id: string, extra: { exclude?: number[]; dryRun?: boolean } = {}) =>
    errorOf(server, target.user.idToken, COMMIT, { id, portfolio: target.portfolio, account: target.account, ...extra });

  it('writes the IBKR VTI trade once; the same file again adds nothing and lists it as already imported', async () => {
    const target = await newTarget();
    const staged = await stage(target.user, [VTI]);
    expect(staged).toEqual({ importId: expect.any(String), rowCount: 1, problems: [] });
    expect(await commit(target, staged.importId)).toEqual({ importId: staged.importId, inserted: 1, skipped: [] });

    const [written, ...others] = await listTransactions(server, target.user.idToken);
    expect(others).toEqual([]);
    expect(written).toMatchObject({
      ticker: 'VTI',
      type: 'Buy',
      date: '2023-04-03T00:00:00.000',
      currency: 'USD',
      shares: 17,
      shareprice: 204.3473,
      fees: 1,
      reference: '1234567890',
      shares_balance: 17,
      parentportfolio: { _id: target.portfolio, name: 'Main' },
      account: { _id: target.account, name: 'U1234567' },
      broker: { name: 'IBKR' },
      stock: { ISIN: 'US9229087690' },
    });
    // 17 × 204.3473 = 3473.9041, the file's TradeMoney; plus the 1 USD commission.
    expect(written!.valueAtCostTC).toBeCloseTo(3474.9041, 10);

    // The stage is gone once written.
    expect(await commitError(target, staged.importId)).toMatchObject({ message: 'Import does not exist!', extensions: { code: 'NOT_FOUND' } });

    const again = await stage(target.user, [VTI]);
    expect(await commit(target, again.importId)).toEqual({ importId: again.importId, inserted: 0, skipped: [{ row: 2, message: alreadyByReference('1234567890') }] });
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(1);
  });

  it('reports row problems when staging; the commit refuses while one remains, and writes the rest once it is excluded', async () => {
    const target = await newTarget();
    const first = await stage(target.user, [row(2), row(3, { shares: 0 })]);
    expect(first.problems).toEqual([{ row: 3, message: 'shares must be greater than zero.' }]);
    const second = await stage(target.user, [row(4, { currency: 'XYZ' }), row(5, { date: '2024-02-30' }), row(6, { ticker: 'ACME', date: '2024-01-03' }), row(7, { type: 'Split' })], first.importId);
    expect(second).toEqual({
      importId: first.importId,
      rowCount: 6,
      problems: [
        { row: 4, message: 'currency "XYZ" is not a known currency code.' },
        { row: 5, message: 'date is not a real date: "2024-02-30".' },
        { row: 7, message: 'ratioNew is required.' },
      ],
    });

    const refused = await commitError(target, first.importId, { exclude: [4] });
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refused.message).toBe(
      'The import cannot be written while rows have problems. Row 3: shares must be greater than zero. Row 5: date is not a real date: "2024-02-30". Row 7: ratioNew is required. Correct the file or exclude these rows.',
    );
    expect(await listTransactions(server, target.user.idToken)).toEqual([]);

    expect(await commit(target, first.importId, { exclude: [3, 4, 5, 7] })).toMatchObject({ inserted: 2, skipped: [] });
    const listed = await listTransactions(server, target.user.idToken);
    expect(listed.map((t) => t.date)).toEqual(['2024-01-03T00:00:00.000', '2024-01-02T00:00:00.000']);
    expect(listed[0]).toMatchObject({ shares_balance: 20 });
  });

  it('corporate actions and dividends of a broker statement stage and write with their own fields', async () => {
    const target = await newTarget();
    // testIBFlexStatementFile01.xml as the client sends it: GCM bought then split 1 for 25, UUU
    // bought then tendered for CAD 2.86 a share (one Sell on the payment day), and the ORCL
    // dividend of testIBFlexStatementFile02.xml with its withholding tax, beside a lump sum.
    // In USD, the user's currency: the test server has no CAD rates.
    const usd = { currency: 'USD', fees: 0 };
    const rows = [
      row(1, { ...usd, ticker: 'GCM', ISIN: 'CA38501D2041', date: '2013-04-01', shares: 12000, shareprice: 0.27, fees: 16.2 }),
      // The file's ten UUU buys cost CAD 31,962 with fees; one buy of the same cost stands for them.
      row(2, { ...usd, ticker: 'UUU', ISIN: 'CA91701P1053', date: '2013-01-02', shares: 12000, shareprice: 2.663, fees: 6 }),
      row(3, { ...usd, ticker: 'GCM', ISIN: 'CA38501D2041', date: '2013-06-17', type: 'Split', shares: 0, shareprice: 0, ratioNew: 1, ratioOld: 25 }),
      row(4, { ...usd, ticker: 'UUU', ISIN: 'CA91701P1053', date: '2013-10-23', type: 'Sell', shares: 12000, shareprice: 2.86 }),
      row(5, { ticker: 'ORCL', date: '2017-09-15', shares: 100, shareprice: 50, fees: 2 }),
      row(6, { ticker: 'ORCL', date: '2017-10-25', type: 'Income', shares: 100, shareprice: 0.19, taxes: 2.85 }),
      row(7, { ticker: 'ORCL', date: '2017-11-25', type: 'Income', shares: 0, shareprice: 0, transactionValue: 19.5 }),
      row(8, { ticker: 'ORCL', date: '2017-12-01', type: 'Spin-Off', shares: 10, shareprice: 0, targetTicker: 'ORCLSPIN', costBasisFraction: 0.1 }),
    ];
    const staged = await stage(target.user, rows);
    expect(staged.problems).toEqual([]);
    expect(await commit(target, staged.importId)).toMatchObject({ inserted: 8 });

    const listed = await listTransactions(server, target.user.idToken);
    const one = (ticker: string, type: string) => listed.find((t) => t.ticker === ticker && t.type === type)!;
    expect(one('GCM', 'Split')).toMatchObject({ ratioNew: 1, ratioOld: 25, ratio: 0.04, shares_balance: 480 });
    // The tender closes UUU with the gain the broker reports (fifoPnlRealized 2358).
    expect(one('UUU', 'Sell')).toMatchObject({ shares_balance: 0, realizedGainLostTC: 2358 });
    expect(one('ORCL', 'Income')).toBeDefined();
    expect(listed.filter((t) => t.ticker === 'ORCL' && t.type === 'Income').map((t) => [t.shares, t.shareprice, t.transactionValue, t.taxes])).toEqual(
      expect.arrayContaining([
        [100, 0.19, 19, 2.85],
        [0, 0, 19.5, 0],
      ]),
    );
    expect(one('ORCL', 'Spin-Off')).toMatchObject({ targetTicker: 'ORCLSPIN', costBasisFraction: 0.1 });
  });

  it("keeps what the broker's file says a security is as the user's own view of it", async () => {
    const target = await newTarget();
    const other = await newTarget();
    const staged = await stage(target.user, [{ ...VTI, holdingType: 'etf' }, row(3, { holdingType: 'fund' }), row(4, { ticker: 'BAD', holdingType: 'warrant' })]);
    expect(staged.problems).toEqual([{ row: 4, message: 'holdingType must be one of stock, etf, fund.' }]);
    expect(await commit(target, staged.importId, { exclude: [4] })).toMatchObject({ inserted: 2 });
    const types = Object.fromEntries((await listTransactions(server, target.user.idToken)).map((t) => [t.ticker, (t.stock as { holding_type: string }).holding_type]));
    expect(types).toEqual({ VTI: 'etf', ACME: 'fund' });

    // Another user's VTI is not retyped by this user's file.
    await createTransactions(server, other.user.idToken, [trade(other.portfolio, 'Buy', '2024-01-02', 1, 200, { ticker: 'VTI' })]);
    expect((await listTransactions(server, other.user.idToken))[0]?.stock).toMatchObject({ holding_type: 'stock' });
  });

  it('a failure while writing leaves nothing written and the stage in place for another try', async () => {
    const target = await newTarget();
    // Sixty holdings are two of the ledger's engine runs: the first group's rows are inserted
    // before the oversold last holding fails, and must be rolled back with it.
    const buys = Array.from({ length: 60 }, (_, i) => row(i + 2, { ticker: `H${String(i).padStart(2, '0')}` }));
    const oversold = row(62, { ticker: 'H59', type: 'Sell', shares: 11, date: '2024-02-01' });
    const staged = await stage(target.user, [...buys, oversold]);
    expect(staged.problems).toEqual([]);

    const failure = await commitError(target, staged.importId);
    // The row is in extensions too: the preview puts a dry run's refusal on its row.
    expect(failure).toMatchObject({ message: 'Row 62: shares sells 11 shares of H59 but only 10 are held.', extensions: { code: 'BAD_USER_INPUT', row: 62 } });
    expect(await listTransactions(server, target.user.idToken)).toEqual([]);
    // A dry run finds the same failure without a write.
    expect(await commitError(target, staged.importId, { dryRun: true })).toMatchObject({ message: failure.message });

    expect(await commit(target, staged.importId, { exclude: [62] })).toMatchObject({ inserted: 60, skipped: [] });
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(60);
  });

  it('rows without a reference match stored transactions as a multiset', async () => {
    const target = await newTarget();
    const fill = { ticker: 'ACME', date: '2024-03-04', shares: 5, shareprice: 42.5 };
    await createTransactions(server, target.user.idToken, [
      trade(target.portfolio, 'Buy', '2024-03-04', 5, 42.5),
      trade(target.portfolio, 'Buy', '2024-03-04T16:00:00', 5, 42.5),
    ]);
    // Three identical fills in the file, two in the ledger: one is new. A fill with a reference is
    // matched by reference only, so it is new too.
    const staged = await stage(target.user, [row(2, fill), row(3, fill), row(4, fill), row(5, { ...fill, reference: 'T-9' })]);
    expect(await commit(target, staged.importId)).toEqual({
      importId: staged.importId,
      inserted: 2,
      skipped: [
        { row: 2, message: ALREADY_BY_VALUES },
        { row: 3, message: ALREADY_BY_VALUES },
      ],
    });
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(4);
  });

  it('a dry run reports what a commit would do, writes nothing and keeps the stage', async () => {
    const target = await newTarget();
    await stage(target.user, [VTI]).then(({ importId }) => commit(target, importId));
    const staged = await stage(target.user, [VTI, row(3)]);
    const expected = { importId: staged.importId, inserted: 1, skipped: [{ row: 2, message: alreadyByReference('1234567890') }] };
    expect(await commit(target, staged.importId, { dryRun: true })).toEqual(expected);
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(1);
    expect(await commit(target, staged.importId)).toEqual(expected);
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(2);
  });

  it('two commits of one import at once (a double click) write it once', async () => {
    const target = await newTarget();
    const staged = await stage(target.user, [VTI, row(3)]);
    const variables = { id: staged.importId, portfolio: target.portfolio, account: target.account };
    const answers = await Promise.all([1, 2].map(() => server.graphql<{ commitImport: Result }>(COMMIT, { token: target.user.idToken, variables })));
    const bodies = answers.map((answer) => answer.body);
    expect(bodies.filter((body) => body.data?.commitImport.inserted === 2)).toHaveLength(1);
    expect(bodies.filter((body) => body.errors?.[0]?.message === 'Import does not exist!')).toHaveLength(1);
    expect(await listTransactions(server, target.user.idToken)).toHaveLength(2);
  });

  it('refuses a part over the row limit and a file row staged twice', async () => {
    const target = await newTarget();
    const tooMany = Array.from({ length: MAX_ROWS_PER_PART + 1 }, (_, i) => row(i + 2));
    expect(await errorOf(server, target.user.idToken, STAGE, { id: null, rows: tooMany })).toMatchObject({
      message: `rows may hold at most ${MAX_ROWS_PER_PART} rows per call; send the file in parts.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await errorOf(server, target.user.idToken, STAGE, { id: null, rows: [row(2), row(2)] })).toMatchObject({
      message: 'rows: file row 2 appears twice.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A part sent twice (a retry after a lost answer) would import its rows twice: the commit refuses.
    const staged = await stage(target.user, [row(2)]);
    await stage(target.user, [row(2)], staged.importId);
    expect(await commitError(target, staged.importId)).toMatchObject({
      message: 'File row 2 was staged twice; discard this import and stage the file again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await dataOf(server, target.user.idToken, DISCARD, { id: staged.importId })).toEqual({ discardImport: true });
    expect(await errorOf(server, target.user.idToken, DISCARD, { id: staged.importId })).toMatchObject({ message: 'Import does not exist!', extensions: { code: 'NOT_FOUND' } });
    expect(await listTransactions(server, target.user.idToken)).toEqual([]);
  });

  it('publishes transactionPush once for a commit, and not for a dry run', async () => {
    const target = await newTarget();
    const socket = connectSocket(server, `Bearer ${target.user.idToken}`);
    try {
      const events = collect(socket, 'subscription { transactionPush { updatedAt } }');
      // The subscription has no current value to send first: write until it is live.
      for (let attempt = 0; events.length === 0 && attempt < 40; attempt++) {
        await createTransactions(server, target.user.idToken, [trade(target.portfolio, 'Buy', '2020-01-02', 1, 10, { ticker: 'PRIME' })]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await until(() => events.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const primed = events.length;

      const staged = await stage(target.user, [VTI, row(3), row(4, { ticker: 'VXUS' })]);
      await commit(target, staged.importId, { dryRun: true });
      await commit(target, staged.importId);
      await until(() => events.length === primed + 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(events.length).toBe(primed + 1);
      expect(events.every((event) => event.kind === 'next')).toBe(true);
    } finally {
      await socket.dispose();
    }
  });

  describe("another user's import, portfolio or account behaves like a missing one", () => {
    let owner: Target;
    let intruder: Target;
    let ownerImport: string;

    beforeAll(async () => {
      [owner, intruder] = await Promise.all([newTarget(), newTarget()]);
      ownerImport = (await stage(owner.user, [VTI])).importId;
    });

    /** The intruder's call with the owner's id and with a random one: the same NOT_FOUND answer. */
    async function sameAsMissing(query: string, variables: (id: string) => Record<string, unknown>, message: string) {
      const foreign = await server.graphql(query, { token: intruder.user.idToken, variables: variables(ownerImport) });
      const missing = await server.graphql(query, { token: intruder.user.idToken, variables: variables(randomUUID()) });
      expect(foreign.body.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      expect(foreign.body.data ?? null).toBeNull();
      expect(foreign).toEqual(missing);
    }

    it('stageImport, commitImport and discardImport with the owner\'s import id', async () => {
      await sameAsMissing(STAGE, (id) => ({ id, rows: [row(3)] }), 'Import does not exist!');
      await sameAsMissing(COMMIT, (id) => ({ id, portfolio: intruder.portfolio, account: intruder.account }), 'Import does not exist!');
      await sameAsMissing(COMMIT, (id) => ({ id, portfolio: intruder.portfolio, account: intruder.account, dryRun: true }), 'Import does not exist!');
      await sameAsMissing(DISCARD, (id) => ({ id }), 'Import does not exist!');
    });

    it("the owner's import into the intruder's portfolio or account", async () => {
      const into = async (portfolio: string, account: string) =>
        server.graphql(COMMIT, { token: owner.user.idToken, variables: { id: ownerImport, portfolio, account } });
      const foreignPortfolio = await into(intruder.portfolio, owner.account);
      expect(foreignPortfolio.body.errors).toEqual([expect.objectContaining({ message: 'Portfolio does not exist!', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      expect(foreignPortfolio).toEqual(await into(randomUUID(), owner.account));
      const foreignAccount = await into(owner.portfolio, intruder.account);
      expect(foreignAccount.body.errors).toEqual([expect.objectContaining({ message: 'Account does not exist!', extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      expect(foreignAccount).toEqual(await into(owner.portfolio, randomUUID()));
    });

    it('leaves both ledgers and the owner\'s stage untouched', async () => {
      expect(await listTransactions(server, intruder.user.idToken)).toEqual([]);
      expect(await listTransactions(server, owner.user.idToken)).toEqual([]);
      // Nothing the intruder sent reached the stage: it still holds the one row, and commits.
      expect(await commit(owner, ownerImport)).toEqual({ importId: ownerImport, inserted: 1, skipped: [] });
    });
  });
});
