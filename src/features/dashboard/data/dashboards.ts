/**
 * Dashboards from the Apollo cache, with the list-slice rules: new dashboards go to the
 * end of the list; a layout update replaces only layouts, a widget update only widgets, a menu
 * update keeps both (each mutation selects only what it changes, see dashboards.graphql); a
 * reorder rebuilds the list in the order the server returns; a delete removes the dashboard and
 * sets needToResetView; a duplicate keeps its source id (copyDashboardId) until the copy exists.
 */
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { copyDashboardIdVar, needToResetViewVar } from '../../../apollo/vars';
import {
  CreateDashboardDocument,
  DeleteDashboardDocument,
  EditDashboardContentDocument,
  EditDashboardLayoutsDocument,
  EditDashboardMenuDocument,
  EditDashboardWidgetsDocument,
  UserDashboardsDocument,
  useUserDashboardsQuery,
  type CreateDashboardMutation,
  type CreateDashboardMutationVariables,
  type DashboardFieldsFragment,
  type DeleteDashboardMutation,
  type DeleteDashboardMutationVariables,
  type EditDashboardContentMutation,
  type EditDashboardContentMutationVariables,
  type EditDashboardLayoutsMutation,
  type EditDashboardLayoutsMutationVariables,
  type EditDashboardMenuMutation,
  type EditDashboardMenuMutationVariables,
  type EditDashboardWidgetsMutation,
  type EditDashboardWidgetsMutationVariables,
  type UserDashboardsQuery,
} from '../../../generated/graphql';
import { removeFromList } from '../../../data/cacheLists';
import { trackSlice, useSlice } from '../../../data/slices';
import { errorMessage } from '../../../ui/errorMessage';
import { useSliceQuery } from '../../../data/useSliceQuery';

type JsonDocument = Record<string, unknown>;

const NO_DASHBOARDS: DashboardFieldsFragment[] = [];

export function useDashboards() {
  const { data, loading, error, refetch } = useUserDashboardsQuery({ fetchPolicy: 'cache-first' });
  const dashboards = data?.userDashboards ?? NO_DASHBOARDS;
  useSliceQuery('dashboards', { loading, error, hasData: Boolean(data) });
  const slice = useSlice('dashboards');
  return { dashboards, loading: loading && !data, loadError: error && !data ? errorMessage(error) : null, refetch, ...slice };
}

export interface DashboardMenu {
  name?: string;
  indicatorColor?: string | null;
}

export function useDashboardActions() {
  const client = useApolloClient();

  const create = useCallback(
    (input: { name: string; indicatorColor?: string | null; layouts?: JsonDocument; widgets?: JsonDocument; copyDashboardId?: string }) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<CreateDashboardMutation, CreateDashboardMutationVariables>({
          mutation: CreateDashboardDocument,
          variables: { dashboardInput: input },
          update(cache, { data: created }) {
            if (!created) return;
            // Added dashboards go to the end.
            cache.updateQuery<UserDashboardsQuery>({ query: UserDashboardsDocument }, (list) =>
              list && !list.userDashboards.some((d) => d._id === created.createDashboard._id)
                ? { ...list, userDashboards: [...list.userDashboards, created.createDashboard] }
                : list,
            );
          },
        });
        return data!.createDashboard;
      }),
    [client],
  );

  /** A copy of `sourceId` with its layouts, widgets and colour; the source id is kept meanwhile. */
  const duplicate = useCallback(
    async (sourceId: string, name: string) => {
      copyDashboardIdVar(sourceId);
      try {
        return await create({ name, copyDashboardId: sourceId });
      } finally {
        copyDashboardIdVar(null);
      }
    },
    [create],
  );

  const saveLayouts = useCallback(
    (dashboardId: string, layouts: JsonDocument) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<EditDashboardLayoutsMutation, EditDashboardLayoutsMutationVariables>({
          mutation: EditDashboardLayoutsDocument,
          variables: { dashboardInput: [{ _id: dashboardId, layouts }] },
        });
        return data!.editDashboard[0]!;
      }),
    [client],
  );

  const saveWidgets = useCallback(
    (dashboardId: string, widgets: JsonDocument) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<EditDashboardWidgetsMutation, EditDashboardWidgetsMutationVariables>({
          mutation: EditDashboardWidgetsDocument,
          variables: { dashboardInput: [{ _id: dashboardId, widgets }] },
        });
        return data!.editDashboard[0]!;
      }),
    [client],
  );

  /** Both documents at once: a widget added or removed. */
  const saveContent = useCallback(
    (dashboardId: string, content: { layouts: JsonDocument; widgets: JsonDocument }) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<EditDashboardContentMutation, EditDashboardContentMutationVariables>({
          mutation: EditDashboardContentDocument,
          variables: { dashboardInput: [{ _id: dashboardId, ...content }] },
        });
        return data!.editDashboard[0]!;
      }),
    [client],
  );

  const updateMenu = useCallback(
    (dashboardId: string, menu: DashboardMenu) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<EditDashboardMenuMutation, EditDashboardMenuMutationVariables>({
          mutation: EditDashboardMenuDocument,
          variables: { dashboardInput: [{ _id: dashboardId, ...menu }] },
        });
        return data!.editDashboard[0]!;
      }),
    [client],
  );

  /** The dashboards in the order given; the list is rebuilt in the order the server returns. */
  const reorder = useCallback(
    (dashboardIds: readonly string[]) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<EditDashboardMenuMutation, EditDashboardMenuMutationVariables>({
          mutation: EditDashboardMenuDocument,
          variables: { dashboardInput: dashboardIds.map((_id, sortOrder) => ({ _id, sortOrder })) },
          update(cache, { data: edited }) {
            if (!edited) return;
            cache.updateQuery<UserDashboardsQuery>({ query: UserDashboardsDocument }, (list) => {
              if (!list) return list;
              const byId = new Map(list.userDashboards.map((d) => [d._id, d]));
              const ordered = edited.editDashboard.flatMap((d) => {
                const known = byId.get(d._id);
                return known ? [{ ...known, ...d }] : [];
              });
              // Any dashboard the call did not name keeps its place after the named ones.
              const rest = list.userDashboards.filter((d) => !edited.editDashboard.some((e) => e._id === d._id));
              return { ...list, userDashboards: [...ordered, ...rest] };
            });
          },
        });
        return data!.editDashboard;
      }),
    [client],
  );

  const remove = useCallback(
    (dashboardId: string) =>
      trackSlice('dashboards', async () => {
        const { data } = await client.mutate<DeleteDashboardMutation, DeleteDashboardMutationVariables>({
          mutation: DeleteDashboardDocument,
          variables: { dashboard_Id: dashboardId },
          update(cache, { data: deleted }) {
            if (!deleted) return;
            removeFromList(cache, UserDashboardsDocument, 'userDashboards', [deleted.deleteDashboard]);
            cache.evict({ id: cache.identify({ __typename: 'Dashboard', _id: deleted.deleteDashboard }) });
            cache.gc();
          },
        });
        needToResetViewVar(true);
        return data!.deleteDashboard;
      }),
    [client],
  );

  return useMemo(
    () => ({ create, duplicate, saveLayouts, saveWidgets, saveContent, updateMenu, reorder, remove }),
    [create, duplicate, saveLayouts, saveWidgets, saveContent, updateMenu, reorder, remove],
  );
}
