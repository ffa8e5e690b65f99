import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { typePolicies } from '../../../apollo/typePolicies';
import { copyDashboardIdVar, initialSlices, ledgerSlicesVar, needToResetViewVar } from '../../../apollo/vars';
import {
  CreateDashboardDocument,
  DeleteDashboardDocument,
  EditDashboardLayoutsDocument,
  EditDashboardMenuDocument,
  EditDashboardWidgetsDocument,
  UserDashboardsDocument,
  type DashboardFieldsFragment,
} from '../../../generated/graphql';
import { useDashboardActions, useDashboards } from './dashboards';

const layouts = { lg: [{ i: 'w1', x: 0, y: 0, w: 1, h: 3 }] };
const widgets = { w1: { name: 'widgetKpiTotalValue' } };
const dashboard = (id: string, sortOrder: number, patch: Partial<DashboardFieldsFragment> = {}): DashboardFieldsFragment & { __typename: 'Dashboard' } => ({
  __typename: 'Dashboard',
  _id: id,
  name: `Dashboard ${id}`,
  sortOrder,
  indicatorColor: null,
  layouts,
  widgets,
  ...patch,
});
const listed = (rows: DashboardFieldsFragment[]): MockLink.MockedResponse => ({ request: { query: UserDashboardsDocument }, result: { data: { userDashboards: rows } } });
const edited = (query: typeof EditDashboardMenuDocument, input: Record<string, unknown>[], answer: Record<string, unknown>[]): MockLink.MockedResponse => ({
  request: { query, variables: { dashboardInput: input } },
  result: { data: { editDashboard: answer.map((d) => ({ __typename: 'Dashboard', ...d })) } },
});

function render(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => ({ list: useDashboards(), actions: useDashboardActions() }), { wrapper });
}

beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
  needToResetViewVar(false);
  copyDashboardIdVar(null);
});

describe('dashboards slice', () => {
  it('loads the list once and puts a new dashboard, or a duplicate, at the end', async () => {
    let copyingWhileSent: string | null = null;
    const { result } = render([
      listed([dashboard('d1', 0), dashboard('d2', 1)]),
      { request: { query: CreateDashboardDocument, variables: { dashboardInput: { name: 'New' } } }, result: { data: { createDashboard: dashboard('d3', 2, { name: 'New', layouts: {}, widgets: {} }) } } },
      {
        request: { query: CreateDashboardDocument, variables: { dashboardInput: { name: 'Copy', copyDashboardId: 'd1' } } },
        result: () => {
          copyingWhileSent = copyDashboardIdVar();
          return { data: { createDashboard: dashboard('d4', 3, { name: 'Copy' }) } };
        },
      },
    ]);
    await waitFor(() => expect(result.current.list.firstLoad).toBe(true));
    await act(() => result.current.actions.create({ name: 'New' }));
    expect(result.current.list.dashboards.map((d) => d._id)).toEqual(['d1', 'd2', 'd3']);
    await act(() => result.current.actions.duplicate('d1', 'Copy'));
    expect(result.current.list.dashboards.map((d) => d._id)).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(copyingWhileSent).toBe('d1');
    expect(copyDashboardIdVar()).toBeNull();
  });

  it('replaces only layouts on a layout update, only widgets on a widget update, and neither on a menu update', async () => {
    const moved = { lg: [{ i: 'w1', x: 2, y: 0, w: 1, h: 3 }] };
    const more = { ...widgets, w2: { name: 'widgetStockTable' } };
    const { result } = render([
      listed([dashboard('d1', 0)]),
      edited(EditDashboardLayoutsDocument, [{ _id: 'd1', layouts: moved }], [{ _id: 'd1', layouts: moved }]),
      edited(EditDashboardWidgetsDocument, [{ _id: 'd1', widgets: more }], [{ _id: 'd1', widgets: more }]),
      edited(EditDashboardMenuDocument, [{ _id: 'd1', name: 'Income', indicatorColor: '#38a169' }], [{ _id: 'd1', name: 'Income', sortOrder: 0, indicatorColor: '#38a169' }]),
    ]);
    await waitFor(() => expect(result.current.list.dashboards).toHaveLength(1));
    await act(() => result.current.actions.saveLayouts('d1', moved));
    expect(result.current.list.dashboards[0]).toMatchObject({ layouts: moved, widgets, name: 'Dashboard d1' });
    await act(() => result.current.actions.saveWidgets('d1', more));
    expect(result.current.list.dashboards[0]).toMatchObject({ layouts: moved, widgets: more });
    await act(() => result.current.actions.updateMenu('d1', { name: 'Income', indicatorColor: '#38a169' }));
    expect(result.current.list.dashboards[0]).toEqual(dashboard('d1', 0, { name: 'Income', indicatorColor: '#38a169', layouts: moved, widgets: more }));
  });

  it('rebuilds the list in the order the server returns after a reorder', async () => {
    const { result } = render([
      listed([dashboard('d1', 0), dashboard('d2', 1), dashboard('d3', 2)]),
      edited(
        EditDashboardMenuDocument,
        [
          { _id: 'd3', sortOrder: 0 },
          { _id: 'd1', sortOrder: 1 },
          { _id: 'd2', sortOrder: 2 },
        ],
        [
          { _id: 'd3', name: 'Dashboard d3', sortOrder: 0, indicatorColor: null },
          { _id: 'd1', name: 'Dashboard d1', sortOrder: 1, indicatorColor: null },
          { _id: 'd2', name: 'Dashboard d2', sortOrder: 2, indicatorColor: null },
        ],
      ),
    ]);
    await waitFor(() => expect(result.current.list.dashboards).toHaveLength(3));
    await act(() => result.current.actions.reorder(['d3', 'd1', 'd2']));
    expect(result.current.list.dashboards.map((d) => [d._id, d.sortOrder])).toEqual([
      ['d3', 0],
      ['d1', 1],
      ['d2', 2],
    ]);
  });

  it('removes a deleted dashboard and asks the view to reset; a refused delete keeps it and stores the error', async () => {
    const { result } = render([
      listed([dashboard('d1', 0), dashboard('d2', 1)]),
      { request: { query: DeleteDashboardDocument, variables: { dashboard_Id: 'd2' } }, result: { errors: [new GraphQLError('Dashboard does not exist!')] } },
      { request: { query: DeleteDashboardDocument, variables: { dashboard_Id: 'd1' } }, result: { data: { deleteDashboard: 'd1' } } },
    ]);
    await waitFor(() => expect(result.current.list.dashboards).toHaveLength(2));
    await act(async () => {
      await expect(result.current.actions.remove('d2')).rejects.toThrow('Dashboard does not exist!');
    });
    expect(result.current.list.dashboards.map((d) => d._id)).toEqual(['d1', 'd2']);
    expect(result.current.list).toMatchObject({ status: 'failed', error: 'Dashboard does not exist!' });
    expect(needToResetViewVar()).toBe(false);
    await act(() => result.current.actions.remove('d1'));
    expect(result.current.list.dashboards.map((d) => d._id)).toEqual(['d2']);
    expect(needToResetViewVar()).toBe(true);
  });
});
