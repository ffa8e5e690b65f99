// Quotas: a user cannot keep more brokers, accounts, portfolios, dashboards, live embeds or staged
// imports (by count and by bytes) than the settings allow. Each create past a cap, one at a time,
// in bulk or as a burst of parallel requests, is refused with QUOTA_EXCEEDED naming the cap, within
// a bounded time, and writes nothing; making room (a delete, a revoke, a discard) lets the next
// one in. The server starts with low caps through its settings.
import { signUpUser, type TestUser } from '../test/emulatorUsers';
import { REVOKE_EMBED, createEmbed, listEmbeds } from '../test/embedCalls';
import { CREATE_BROKER, CREATE_BROKERS, CREATE_PORTFOLIO, DELETE_PORTFOLIO, addAccount, createBroker, createPortfolio, dataOf, listBrokers, listPortfolios } from '../test/ledgerCalls';
import { testDatabases, useTestServer, type TestServer } from '../test/testServer';

const BOUND_MS = 2_000;
const CAPS = {
  QUOTA_BROKERS: '3',
  QUOTA_ACCOUNTS: '4',
  QUOTA_PORTFOLIOS: '3',
  QUOTA_DASHBOARDS: '3',
  QUOTA_EMBEDS: '2',
  QUOTA_STAGED_IMPORTS: '2',
  QUOTA_STAGED_IMPORT_MB: '1',
};
const KPI = { widgetName: 'widgetKpiTotalValue', title: 'Total value', config: { portfolio_Ids: [] } };
const CREATE_DASHBOARDS = 'mutation ($input: [DashboardInput!]!) { createDashboards(dashboardInput: $input) { _id } }';
const CREATE_DASHBOARD = 'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id } }';
const DASHBOARDS = '{ userDashboards { _id } }';
const STAGE = 'mutation ($id: ID, $rows: [ImportRowInput!]!) { stageImport(importId: $id, rows: $rows) { importId rowCount } }';
const DISCARD = 'mutation ($id: ID!) { discardImport(importId: $id) }';

type Answer = Awaited<ReturnType<TestServer['graphql']>>;

describe.each(testDatabases)('quotas on %s', (kind) => {
  const server = useTestServer(kind, CAPS);

  async function call(user: TestUser, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const started = performance.now();
    const answer = await server.graphql(query, { token: user.idToken, variables });
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    return answer;
  }

  /** Refused at the cap: no data, one QUOTA_EXCEEDED error with this message. */
  async function expectCapped(user: TestUser, query: string, variables: Record<string, unknown>, message: string) {
    const { status, body } = await call(user, query, variables);
    expect(status).toBe(200);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'QUOTA_EXCEEDED' }) })]);
  }

  async function healthy(user: TestUser) {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await dataOf(server, user.idToken, '{ __typename }')).toEqual({ __typename: 'Query' });
  }

  it('caps brokers, one at a time and in bulk, all or nothing', async () => {
    const user = await signUpUser();
    await dataOf(server, user.idToken, CREATE_BROKERS, { input: [{ name: 'A' }, { name: 'B' }] });
    await expectCapped(user, CREATE_BROKERS, { input: [{ name: 'C' }, { name: 'D' }] }, 'You can have at most 3 brokers.');
    expect(await listBrokers(server, user.idToken)).toHaveLength(2);
    await createBroker(server, user.idToken, 'C');
    await expectCapped(user, CREATE_BROKER, { input: { name: 'D' } }, 'You can have at most 3 brokers.');
    expect((await listBrokers(server, user.idToken)).map((broker) => broker.name)).toEqual(['A', 'B', 'C']);
    await healthy(user);
  });

  it('holds the cap under a burst of 20 parallel creates: exactly the cap is written', async () => {
    const user = await signUpUser();
    await dataOf(server, user.idToken, '{ __typename }');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => server.graphql(CREATE_PORTFOLIO, { token: user.idToken, variables: { input: { name: `P${i}` } } })));
    const refused = answers.filter((answer) => answer.body.errors);
    expect(answers.length - refused.length).toBe(3);
    for (const { body } of refused) expect(body.errors).toEqual([expect.objectContaining({ message: 'You can have at most 3 portfolios.', extensions: expect.objectContaining({ code: 'QUOTA_EXCEEDED' }) })]);
    expect(await listPortfolios(server, user.idToken)).toHaveLength(3);

    // A delete makes room for one more.
    const [first] = await listPortfolios(server, user.idToken);
    await dataOf(server, user.idToken, DELETE_PORTFOLIO, { id: first!._id, confirm: true });
    await createPortfolio(server, user.idToken, 'Again');
    await expectCapped(user, CREATE_PORTFOLIO, { input: { name: 'One too many' } }, 'You can have at most 3 portfolios.');
    await healthy(user);
  });

  it('caps accounts over all of a user\'s brokers', async () => {
    const user = await signUpUser();
    const [one, two] = [await createBroker(server, user.idToken, 'One'), await createBroker(server, user.idToken, 'Two')];
    for (const [broker, name] of [[one, 'a'], [one, 'b'], [two, 'c'], [two, 'd']] as const) await addAccount(server, user.idToken, broker, name);
    await expectCapped(user, 'mutation ($input: AccountInput!) { addAccountToBroker(accountInput: $input) { _id } }', { input: { broker_Id: two, name: 'e' } }, 'You can have at most 4 accounts.');
    expect((await listBrokers(server, user.idToken)).flatMap((broker) => broker.accounts)).toHaveLength(4);
    await healthy(user);
  });

  it('caps dashboards, in bulk too', async () => {
    const user = await signUpUser();
    await dataOf(server, user.idToken, CREATE_DASHBOARDS, { input: [{ name: 'One' }, { name: 'Two' }] });
    await expectCapped(user, CREATE_DASHBOARDS, { input: [{ name: 'Three' }, { name: 'Four' }] }, 'You can have at most 3 dashboards.');
    await dataOf(server, user.idToken, CREATE_DASHBOARD, { input: { name: 'Three' } });
    await expectCapped(user, CREATE_DASHBOARD, { input: { name: 'Four' } }, 'You can have at most 3 dashboards.');
    expect((await dataOf<{ userDashboards: unknown[] }>(server, user.idToken, DASHBOARDS)).userDashboards).toHaveLength(3);
    await healthy(user);
  });

  it('caps live embeds; revoking one makes room', async () => {
    const user = await signUpUser();
    const first = await createEmbed(server, user.idToken, KPI);
    await createEmbed(server, user.idToken, KPI);
    const CREATE = 'mutation ($input: EmbedInput!) { createEmbed(embedInput: $input) { token } }';
    await expectCapped(user, CREATE, { input: KPI }, 'You can have at most 2 live embeds. Revoke one first.');
    expect(await listEmbeds(server, user.idToken)).toHaveLength(2);
    await dataOf(server, user.idToken, REVOKE_EMBED, { id: first.embed._id });
    await createEmbed(server, user.idToken, KPI);
    await healthy(user);
  });

  describe('staged imports', () => {
    const row = (n: number, reference: string | null = null) => ({ row: n, ticker: 'ACME', currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 1, shareprice: 10, reference });
    const stage = async (user: TestUser, id: string | null, rows: Record<string, unknown>[]) =>
      (await dataOf<{ stageImport: { importId: string; rowCount: number } }>(server, user.idToken, STAGE, { id, rows })).stageImport;

    it('caps the imports staged at once; more parts of one still arrive; a discard makes room', async () => {
      const user = await signUpUser();
      const first = await stage(user, null, [row(2)]);
      await stage(user, null, [row(2)]);
      const message = 'You can have at most 2 imports staged and not yet committed. Commit or discard one first.';
      await expectCapped(user, STAGE, { id: null, rows: [row(2)] }, message);
      expect(await stage(user, first.importId, [row(3)])).toEqual({ importId: first.importId, rowCount: 2 });
      await dataOf(server, user.idToken, DISCARD, { id: first.importId });
      await stage(user, null, [row(2)]);
      await healthy(user);
    });

    it('caps the bytes staged; the refused part is not kept', async () => {
      const user = await signUpUser();
      // About 220 bytes a row as stored: 3,000 rows are some 650 KB, two such parts more than 1 MB.
      const rows = Array.from({ length: 3_000 }, (_, i) => row(i + 2, `ref-${i}-${'x'.repeat(140)}`));
      const { importId } = await stage(user, null, rows);
      const more = rows.map((r, i) => ({ ...r, row: 3_002 + i }));
      const message = 'You can have at most 1 MB of staged imports. Commit or discard an import first, or import a smaller file.';
      await expectCapped(user, STAGE, { id: importId, rows: more }, message);
      await expectCapped(user, STAGE, { id: null, rows: more }, message);
      // Nothing of the refused parts was kept: the import still holds its first part only.
      expect(await stage(user, importId, [])).toEqual({ importId, rowCount: 3_000 });
      // Rows with problems are not kept, so they do not count: 3,000 refused rows stage fine.
      const invalid = more.map((r) => ({ ...r, shares: -1 }));
      expect((await call(user, 'mutation ($rows: [ImportRowInput!]!) { stageImport(rows: $rows) { rowCount problems { row } } }', { rows: invalid })).body.data).toMatchObject({
        stageImport: { rowCount: 3_000, problems: expect.arrayContaining([{ row: 3_002 }]) },
      });
      await healthy(user);
    });
  });
});
