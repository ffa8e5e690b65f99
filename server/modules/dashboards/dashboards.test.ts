// Dashboards through the real server: the order new ones take, duplicates, edits that change only
// what they name (a layout update replaces only layouts, a widget update only widgets),
// several edits all or nothing, deletes, and what bad input gets.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { dataOf, errorOf } from '../../test/ledgerCalls';
import { useTestServer, testDatabases, type TestServer } from '../../test/testServer';

interface Dashboard {
  _id: string;
  name: string;
  sortOrder: number;
  indicatorColor: string | null;
  layouts: Record<string, unknown>;
  widgets: Record<string, unknown>;
}

const FIELDS = '_id name sortOrder indicatorColor layouts widgets';
const LIST = `{ userDashboards { ${FIELDS} } }`;
const CREATE = `mutation ($input: DashboardInput!) { createDashboard(dashboardInput: $input) { ${FIELDS} } }`;
const CREATE_MANY = `mutation ($input: [DashboardInput!]!) { createDashboards(dashboardInput: $input) { ${FIELDS} } }`;
const EDIT = `mutation ($input: [DashboardInput!]!) { editDashboard(dashboardInput: $input) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteDashboard(dashboard_Id: $id) }';

const layouts = { lg: [{ i: 'w1', x: 0, y: 0, w: 4, h: 3 }], xs: [{ i: 'w1', x: 0, y: 0, w: 2, h: 3, static: false }] };
const widgets = { w1: { name: 'widgetKpiTotalValue', version: 1, config: { portfolio_Ids: [] } } };

describe.each(testDatabases)('dashboards on %s', (kind) => {
  const server = useTestServer(kind);
  const list = async (server: TestServer, user: TestUser) => (await dataOf<{ userDashboards: Dashboard[] }>(server, user.idToken, LIST)).userDashboards;
  const create = async (user: TestUser, input: Record<string, unknown>) => (await dataOf<{ createDashboard: Dashboard }>(server, user.idToken, CREATE, { input })).createDashboard;
  const edit = async (user: TestUser, input: Record<string, unknown>[]) => (await dataOf<{ editDashboard: Dashboard[] }>(server, user.idToken, EDIT, { input })).editDashboard;

  it('starts empty, puts new dashboards at the end, and duplicates one with its layouts, widgets and colour', async () => {
    const user = await signUpUser();
    expect(await list(server, user)).toEqual([]);
    const main = await create(user, { name: '  Main  ', indicatorColor: '#2B6CB0', layouts, widgets });
    expect(main).toEqual({ _id: expect.any(String), name: 'Main', sortOrder: 0, indicatorColor: '#2b6cb0', layouts, widgets });
    const empty = await create(user, { name: 'Income' });
    expect(empty).toMatchObject({ sortOrder: 1, indicatorColor: null, layouts: {}, widgets: {} });
    const copy = await create(user, { name: 'Main (copy)', copyDashboardId: main._id });
    expect(copy).toMatchObject({ sortOrder: 2, indicatorColor: '#2b6cb0', layouts, widgets });
    expect(copy._id).not.toBe(main._id);
    expect((await list(server, user)).map((d) => d.name)).toEqual(['Main', 'Income', 'Main (copy)']);
  });

  it('changes only the fields an edit names, and reorders several in one call', async () => {
    const user = await signUpUser();
    const a = await create(user, { name: 'A', layouts, widgets });
    const b = await create(user, { name: 'B' });
    // A layout update: only layouts change.
    const moved = { lg: [{ i: 'w1', x: 4, y: 0, w: 6, h: 5 }] };
    expect(await edit(user, [{ _id: a._id, layouts: moved }])).toEqual([{ ...a, layouts: moved }]);
    // A widget update: only widgets change.
    const more = { ...widgets, w2: { name: 'widgetStockTable', version: 1, config: {} } };
    expect((await edit(user, [{ _id: a._id, widgets: more }]))[0]).toEqual({ ...a, layouts: moved, widgets: more });
    // A menu update: name and colour, the documents kept; then a reorder of both, answered in input order.
    expect((await edit(user, [{ _id: b._id, name: 'Dividends', indicatorColor: '#38a169' }]))[0]).toMatchObject({ name: 'Dividends', indicatorColor: '#38a169', layouts: {}, widgets: {} });
    const reordered = await edit(user, [
      { _id: b._id, sortOrder: 0 },
      { _id: a._id, sortOrder: 1 },
    ]);
    expect(reordered.map((d) => [d.name, d.sortOrder])).toEqual([
      ['Dividends', 0],
      ['A', 1],
    ]);
    expect((await list(server, user)).map((d) => d.name)).toEqual(['Dividends', 'A']);
    // indicatorColor: null clears it.
    expect((await edit(user, [{ _id: b._id, indicatorColor: null }]))[0]!.indicatorColor).toBeNull();
  });

  it('writes no edit of a call when one names a missing dashboard', async () => {
    const user = await signUpUser();
    const a = await create(user, { name: 'A' });
    const error = await errorOf(server, user.idToken, EDIT, { input: [{ _id: a._id, name: 'Renamed' }, { _id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' }] });
    expect(error).toMatchObject({ message: 'Dashboard does not exist!', extensions: { code: 'NOT_FOUND' } });
    expect((await list(server, user)).map((d) => d.name)).toEqual(['A']);
  });

  it('creates a list all or nothing, and deletes one', async () => {
    const user = await signUpUser();
    const error = await errorOf(server, user.idToken, CREATE_MANY, { input: [{ name: 'Fine' }, { name: '' }] });
    expect(error).toMatchObject({ message: 'dashboardInput[1].name must be 1 to 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await list(server, user)).toEqual([]);
    const made = (await dataOf<{ createDashboards: Dashboard[] }>(server, user.idToken, CREATE_MANY, { input: [{ name: 'One' }, { name: 'Two' }] })).createDashboards;
    expect(made.map((d) => [d.name, d.sortOrder])).toEqual([
      ['One', 0],
      ['Two', 1],
    ]);
    expect(await dataOf(server, user.idToken, DELETE, { id: made[0]!._id })).toEqual({ deleteDashboard: made[0]!._id });
    expect((await list(server, user)).map((d) => d.name)).toEqual(['Two']);
    expect(await errorOf(server, user.idToken, DELETE, { id: made[0]!._id })).toMatchObject({ message: 'Dashboard does not exist!' });
    expect(await errorOf(server, user.idToken, DELETE, { id: 'not-a-uuid' })).toMatchObject({ message: 'Dashboard does not exist!' });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'dashboardInput.name must be 1 to 100 characters.'],
    [{ name: 'A', indicatorColor: 'red' }, 'dashboardInput.indicatorColor must be a hex colour such as #2b6cb0.'],
    [{ name: 'A', sortOrder: -1 }, 'dashboardInput.sortOrder must be a whole number from 0 to 1000000.'],
    [{ name: 'A', layouts: [] }, 'dashboardInput.layouts must be an object of layouts by breakpoint.'],
    [{ name: 'A', layouts: { lg: {} } }, 'dashboardInput.layouts.lg must be a list of layout items.'],
    [{ name: 'A', layouts: { lg: [{ x: 0, y: 0, w: 1, h: 1 }] } }, 'dashboardInput.layouts.lg[0] must be a layout item with a widget id i.'],
    [{ name: 'A', layouts: { lg: [{ i: 'w1', x: 0, y: 0, w: 1.5, h: 1 }] } }, 'dashboardInput.layouts.lg[0].w must be a whole number of grid cells, 0 or more.'],
    [{ name: 'A', widgets: { w1: 'widgetKpiTotalValue' } }, 'dashboardInput.widgets.w1 must be a widget object.'],
    [{ name: 'A', widgets: { w1: { name: 'x', note: 'y'.repeat(300 * 1024) } } }, 'dashboardInput.widgets may be at most 256 KB.'],
    [{ name: 'A', _id: '00000000-0000-4000-8000-000000000000' }, 'dashboardInput._id must be absent when creating; edit with editDashboard.'],
  ])('refuses %j with a message naming the field, and writes nothing', async (input, message) => {
    const user = await signUpUser();
    expect(await errorOf(server, user.idToken, CREATE, { input })).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await list(server, user)).toEqual([]);
  });

  it('refuses an edit without an id, a copy on edit, and the same dashboard twice in one call', async () => {
    const user = await signUpUser();
    const a = await create(user, { name: 'A' });
    expect(await errorOf(server, user.idToken, EDIT, { input: [{ name: 'B' }] })).toMatchObject({ message: 'dashboardInput[0]._id is required to edit a dashboard.' });
    expect(await errorOf(server, user.idToken, EDIT, { input: [{ _id: a._id, copyDashboardId: a._id }] })).toMatchObject({
      message: 'dashboardInput[0].copyDashboardId is only for creating a dashboard.',
    });
    expect(await errorOf(server, user.idToken, EDIT, { input: [{ _id: a._id, name: 'B' }, { _id: a._id, name: 'C' }] })).toMatchObject({
      message: 'dashboardInput[1]._id names a dashboard already edited in this call.',
    });
    expect((await list(server, user)).map((d) => d.name)).toEqual(['A']);
  });
});
