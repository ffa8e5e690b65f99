import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { typePolicies } from '../../apollo/typePolicies';
import { EditDashboardWidgetsDocument, type DashboardFieldsFragment } from '../../generated/graphql';
import { useDashboardContent } from './useDashboardContent';

const dashboard: DashboardFieldsFragment = {
  _id: 'd1',
  name: 'Holdings',
  sortOrder: 0,
  indicatorColor: null,
  layouts: { xl: [{ i: 'table', x: 0, y: 0, w: 4, h: 9 }] },
  widgets: { table: { name: 'widgetStockTable', configVersion: 2, config: { holdingType: 'ETF' } } },
};

describe('useDashboardContent writeWidgetConfig', () => {
  it('checks a widget’s own patch with its fields, as the settings form does, and saves only what they accept', async () => {
    const saves: Record<string, unknown>[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[
          {
            request: { query: EditDashboardWidgetsDocument, variables: () => true },
            maxUsageCount: 5,
            result: (variables: Record<string, unknown>) => {
              const input = (variables.dashboardInput as Record<string, unknown>[])[0]!;
              saves.push(input.widgets as Record<string, unknown>);
              return { data: { editDashboard: [{ __typename: 'Dashboard', _id: 'd1', widgets: input.widgets }] } };
            },
          },
        ]}
      >
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => useDashboardContent(dashboard), { wrapper });

    await expect(result.current.writeWidgetConfig('table', { columnSortModel: { default: [{ field: 'shares', sort: 'up' }] } })).rejects.toThrow('no such setting as columnSortModel, or not that value');
    await expect(result.current.writeWidgetConfig('table', { toString: true })).rejects.toThrow('no such setting as toString');
    await expect(result.current.writeWidgetConfig('gone', { columnSortModel: {} })).rejects.toThrow('no longer on the dashboard');

    await result.current.writeWidgetConfig('table', { columnVisibility: { default: { weight: false, retired: true } } });
    await waitFor(() => expect(saves).toHaveLength(1));
    const config = (saves[0]!.table as { config: { holdingType: string; columnVisibility: Record<string, Record<string, boolean>> } }).config;
    // Stored as the field reads it: every column of both layouts, the retired one dropped.
    expect(config.holdingType).toBe('ETF');
    expect(config.columnVisibility.default).toMatchObject({ weight: false, ticker: true, priceGain: false });
    expect(config.columnVisibility.default).not.toHaveProperty('retired');
    expect(config.columnVisibility.mobile).toMatchObject({ ticker: true, shares: false });
  });
});
