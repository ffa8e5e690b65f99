/** Test helpers for the dashboard: a stored dashboard and a widgets save that records what it got. */
import type { MockLink } from '@apollo/client/testing';
import { EditDashboardWidgetsDocument, type DashboardFieldsFragment } from '../../../generated/graphql';

/** A dashboard holding one widget, `table`, with this stored entry. */
export function oneWidgetDashboard(_id: string, widget: { name: string; configVersion: number; config: Record<string, unknown> }): DashboardFieldsFragment {
  return { _id, name: 'Holdings', sortOrder: 0, indicatorColor: null, layouts: { xl: [{ i: 'table', x: 0, y: 0, w: 4, h: 9 }] }, widgets: { table: widget } };
}

/** Answers every widgets save of `dashboardId` with what was sent, and pushes it onto `saves`. */
export function widgetsSaveMock(dashboardId: string, saves: Record<string, unknown>[]): MockLink.MockedResponse {
  return {
    request: { query: EditDashboardWidgetsDocument, variables: () => true },
    maxUsageCount: 10,
    result: (variables: Record<string, unknown>) => {
      const input = (variables.dashboardInput as Record<string, unknown>[])[0]!;
      saves.push(input.widgets as Record<string, unknown>);
      return { data: { editDashboard: [{ __typename: 'Dashboard', _id: dashboardId, widgets: input.widgets }] } };
    },
  };
}
