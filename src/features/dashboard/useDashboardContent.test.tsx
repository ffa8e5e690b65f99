import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { typePolicies } from '../../apollo/typePolicies';
import { EditDashboardWidgetsDocument, type DashboardFieldsFragment } from '../../generated/graphql';
import { widgetHoldingChart } from '../../widgets/widgetHoldingChart/definition';
import { emptyLayouts, placeInLayouts } from './model/dashboardDocument';
import { useDashboardContent } from './useDashboardContent';

// A clean stored dashboard (nothing to migrate, so nothing is saved on reading it) with one widget.
const dashboard: DashboardFieldsFragment = {
  _id: 'd1',
  name: 'Mine',
  sortOrder: 0,
  indicatorColor: null,
  layouts: placeInLayouts(emptyLayouts(), 'w1', widgetHoldingChart) as unknown as Record<string, unknown>,
  widgets: { w1: { name: 'widgetHoldingChart', configVersion: widgetHoldingChart.configVersion, config: { primaryData: 'income' } } },
};

function renderContent() {
  const saved: Record<string, unknown>[] = [];
  const save = {
    request: {
      query: EditDashboardWidgetsDocument,
      variables: (variables: Record<string, unknown>) => {
        saved.push((variables.dashboardInput as Record<string, unknown>[])[0]!);
        return true;
      },
    },
    // Answered late, so the second write is sent before the first is stored.
    delay: 20,
    result: (variables: Record<string, unknown>) => {
      const input = (variables.dashboardInput as Record<string, unknown>[])[0]!;
      return { data: { editDashboard: [{ __typename: 'Dashboard', _id: 'd1', widgets: input.widgets }] } };
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[save, save]} cache={new InMemoryCache({ typePolicies })}>
      {children}
    </MockedProvider>
  );
  return { saved, ...renderHook(() => useDashboardContent(dashboard), { wrapper }) };
}

describe('a widget writing its own config', () => {
  it('saves each patch over the stored config, a second one on top of the first still being saved', async () => {
    const { result, saved } = renderContent();
    await act(async () => {
      await Promise.all([result.current.writeWidgetConfig('w1', { primaryChartType: 'line' }), result.current.writeWidgetConfig('w1', { enableSecondaryData: true })]);
    });
    expect(saved.map((input) => input.widgets)).toEqual([
      { w1: { name: 'widgetHoldingChart', configVersion: widgetHoldingChart.configVersion, config: { primaryData: 'income', primaryChartType: 'line' } } },
      { w1: { name: 'widgetHoldingChart', configVersion: widgetHoldingChart.configVersion, config: { primaryData: 'income', primaryChartType: 'line', enableSecondaryData: true } } },
    ]);
  });

  it('refuses a value its field does not accept, or a setting the widget does not have, and saves nothing', async () => {
    const { result, saved } = renderContent();
    await expect(result.current.writeWidgetConfig('w1', { primaryChartType: 'pie' })).rejects.toThrow('Holding chart has no setting primaryChartType with that value.');
    await expect(result.current.writeWidgetConfig('w1', { colour: 'red' })).rejects.toThrow('Holding chart has no setting colour with that value.');
    await expect(result.current.writeWidgetConfig('gone', { primaryChartType: 'line' })).rejects.toThrow('This widget is no longer on the dashboard.');
    expect(saved).toEqual([]);
  });
});
