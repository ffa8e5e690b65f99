// Each feature of common/billing.ts refused by the server (PLAN_REQUIRED, naming it) for a user
// without the trial or a plan, while what the user already has keeps working: a server that
// gives no trial (TRIAL_DAYS=0), so every new user is past it.
import { FREE_IMPORT_ROWS, PLANNING_WIDGETS } from '../../../common/billing';
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { CREATE_EMBED } from '../../test/embedCalls';
import { addAccount, createBroker, createPortfolio, dataOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases } from '../../test/testServer';
import { audit, newStripeKey } from '../../test/billingCalls';

const CREATE_DASHBOARD = 'mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { _id } }';
const EDIT_DASHBOARD = 'mutation ($input: [DashboardInput!]!) { editDashboard(dashboardInput: $input) { _id } }';
const STAGE = 'mutation ($rows: [ImportRowInput!]!) { stageImport(rows: $rows) { importId rowCount } }';
const COMMIT = 'mutation ($id: ID!, $portfolio: ID!, $account: ID!, $exclude: [Int!], $dryRun: Boolean) { commitImport(importId: $id, portfolio_Id: $portfolio, account_Id: $account, excludeRows: $exclude, dryRun: $dryRun) { inserted } }';

const widget = (name: string) => ({ name, configVersion: 1, config: {} });

describe.each(testDatabases)('the plan gate on %s', (kind) => {
  const server = useTestServer(kind, { STRIPE_SECRET_KEY: newStripeKey(), TRIAL_DAYS: '0' });
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser();
    expect((await audit(server, user.idToken)).fullFeatureEnabled).toBe(false);
  });

  const refusal = async (query: string, variables: Record<string, unknown>) => {
    const { body } = await server.graphql(query, { token: user.idToken, variables });
    expect(body.data ?? null).toBeNull();
    return body.errors![0]!;
  };

  it('refuses a new embed link', async () => {
    const error = await refusal(CREATE_EMBED, { input: { widgetName: 'widgetKpiTotalValue', title: 'Value', config: {} } });
    expect(error).toMatchObject({ message: 'Creating embed links needs a subscription.', extensions: { code: 'PLAN_REQUIRED', feature: 'embeds' } });
  });

  it('refuses adding planning widgets, in a new dashboard or an existing one, but not editing what is there', async () => {
    const created = await refusal(CREATE_DASHBOARD, { input: { name: 'Plan', widgets: { a: widget(PLANNING_WIDGETS[0]) } } });
    expect(created).toMatchObject({ message: 'Adding planning widgets needs a subscription.', extensions: { code: 'PLAN_REQUIRED', feature: 'planningWidgets' } });
    const { createDashboard } = await dataOf<{ createDashboard: { _id: string } }>(server, user.idToken, CREATE_DASHBOARD, { input: { name: 'Values', widgets: { a: widget('widgetKpiTotalValue') } } });
    const added = await refusal(EDIT_DASHBOARD, { input: [{ _id: createDashboard._id, widgets: { a: widget('widgetKpiTotalValue'), b: widget('widgetForecast') } }] });
    expect(added.extensions).toMatchObject({ code: 'PLAN_REQUIRED', feature: 'planningWidgets' });
    // Other edits pass.
    await dataOf(server, user.idToken, EDIT_DASHBOARD, { input: [{ _id: createDashboard._id, name: 'Renamed', widgets: { a: { ...widget('widgetKpiTotalValue'), config: { showHeader: false } } } }] });
  });

  it(`previews an import of more than ${FREE_IMPORT_ROWS} rows, refuses to write it, and writes ${FREE_IMPORT_ROWS}`, async () => {
    const broker = await createBroker(server, user.idToken, 'IBKR');
    const target = { portfolio: await createPortfolio(server, user.idToken, 'Main'), account: await addAccount(server, user.idToken, broker, 'U1') };
    const rows = Array.from({ length: FREE_IMPORT_ROWS + 1 }, (_, index) => ({ row: index + 2, ticker: 'ACME', currency: 'USD', date: '2024-01-02', type: 'Buy', shares: 1, shareprice: 100 + index / 100 }));
    const { stageImport } = await dataOf<{ stageImport: { importId: string } }>(server, user.idToken, STAGE, { rows });
    const variables = { id: stageImport.importId, ...target };
    expect((await dataOf<{ commitImport: { inserted: number } }>(server, user.idToken, COMMIT, { ...variables, dryRun: true })).commitImport.inserted).toBe(FREE_IMPORT_ROWS + 1);
    const refused = await refusal(COMMIT, variables);
    expect(refused).toMatchObject({ message: 'Importing more than 1,000 rows at once needs a subscription.', extensions: { code: 'PLAN_REQUIRED', feature: 'largeImports' } });
    // Nothing was written, and the stage is still there for a smaller import.
    expect((await dataOf<{ commitImport: { inserted: number } }>(server, user.idToken, COMMIT, { ...variables, exclude: [2] })).commitImport.inserted).toBe(FREE_IMPORT_ROWS);
  });
});
