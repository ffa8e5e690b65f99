import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { typePolicies } from '../../apollo/typePolicies';
import { oneWidgetDashboard, widgetsSaveMock } from './testing/dashboardMocks';
import { useDashboardContent } from './useDashboardContent';

const dashboard = oneWidgetDashboard('d1', { name: 'widgetStockTable', configVersion: 2, config: { holdingType: 'ETF' } });

describe('useDashboardContent writeWidgetConfig', () => {
  it('checks a widget’s own patch with its fields, as the settings form does, and saves only what they accept', async () => {
    const saves: Record<string, unknown>[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider
        cache={new InMemoryCache({ typePolicies })}
        mocks={[widgetsSaveMock('d1', saves)]}
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
