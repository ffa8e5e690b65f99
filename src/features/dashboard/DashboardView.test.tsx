import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { dashboardViewModeVar } from '../../apollo/vars';
import { system } from '../../ui/theme';
import userEvent from '@testing-library/user-event';
import { EditDashboardContentDocument, EditDashboardWidgetsDocument, WidgetHoldingsDocument, WidgetSummaryDocument, WidgetTransactionTimelineDocument, type DashboardFieldsFragment } from '../../generated/graphql';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { holdingsFixture, summaryFixture } from '../../widgets/framework/testing/analyticsFixtures';
import { resolveConfig } from '../../widgets/framework/configFields';
import { timelineInput, type TimelineConfig } from '../../widgets/framework/widgetData';
import { widgetTransactionTimeline } from '../../widgets/widgetTransactionTimeline/definition';
import { emptyLayouts, placeInLayouts } from './model/dashboardDocument';
import { filterOf } from '../../widgets/sharedKpi/summaryMocks';
import { widgetKpiTotalValue } from '../../widgets/widgetKpiTotalValue/definition';
import { DashboardView } from './DashboardView';
import { oneWidgetDashboard, widgetsSaveMock } from './testing/dashboardMocks';

// The Columns menu measures itself.
beforeAll(stubResizeObserver);

// A dashboard stored by an older app: a widget since retired, a KPI whose config is damaged, and
// a layout that names neither correctly.
const stored: DashboardFieldsFragment = {
  _id: 'd1',
  name: 'Old dashboard',
  sortOrder: 0,
  indicatorColor: null,
  layouts: { xl: [{ i: 'gone', x: 0, y: 0, w: 2, h: 9 }, 'not an item'] },
  widgets: {
    gone: { name: 'widgetRetiredLongAgo', configVersion: 1, config: {} },
    kpi: { name: 'widgetKpiTotalValue', configVersion: 1, config: { showCost: 'yes' } },
  },
};

function renderView(mocks: MockLink.MockedResponse[]) {
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter>
          <DashboardView dashboard={stored} />
        </MemoryRouter>
      </MockedProvider>
    </ChakraProvider>,
  );
}

describe('DashboardView with a stored dashboard from an older version', () => {
  beforeEach(() => dashboardViewModeVar('LIST'));

  it('shows what it could keep, says what changed, and saves the cleaned documents once', async () => {
    let saved: Record<string, unknown> | null = null;
    renderView([
      // The value's default interval: a month's start.
      { request: { query: WidgetSummaryDocument, variables: { filter: filterOf(widgetKpiTotalValue) } }, result: { data: { portfolioSummary: summaryFixture() } } },
      {
        request: {
          query: EditDashboardContentDocument,
          variables: (variables: Record<string, unknown>) => {
            saved = (variables.dashboardInput as Record<string, unknown>[])[0]!;
            return true;
          },
        },
        result: (variables: Record<string, unknown>) => {
          const input = (variables.dashboardInput as Record<string, unknown>[])[0]!;
          return { data: { editDashboard: [{ __typename: 'Dashboard', _id: 'd1', layouts: input.layouts, widgets: input.widgets }] } };
        },
      },
    ]);

    const notice = (await screen.findByText('This dashboard was updated')).closest<HTMLElement>('[role="status"]')!;
    expect(within(notice).getByText('The widget "widgetRetiredLongAgo" is no longer available and was removed.')).toBeInTheDocument();
    expect(within(notice).getByText('Some settings of "Value of holdings" were unreadable and were reset: Show value at cost.')).toBeInTheDocument();
    expect(within(notice).getByText("This dashboard's layout could not be read and was rebuilt.")).toBeInTheDocument();

    // The kept widget shows its figure with its default settings.
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$15,234.50');
    expect(screen.queryByText('At cost')).not.toBeInTheDocument();

    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({ _id: 'd1', widgets: { kpi: { name: 'widgetKpiTotalValue', configVersion: 1, config: { showCost: false } } } });
    expect(Object.keys((saved as unknown as { widgets: object }).widgets)).toEqual(['kpi']);
    expect((saved as unknown as { layouts: { xl: { i: string }[] } }).layouts.xl.map((item) => item.i)).toEqual(['kpi']);
  });
});

describe('DashboardView saving what a widget changes itself', () => {
  beforeEach(() => dashboardViewModeVar('LIST'));

  const withTable = oneWidgetDashboard('d2', { name: 'widgetStockTable', configVersion: 2, config: { holdingType: 'ETF', displayPastHoldings: true } });

  function renderTable(saves: Record<string, unknown>[]) {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            // Answered once: a refetch after the save would find no answer and show a failure.
            { request: { query: WidgetHoldingsDocument, variables: { filter: { holdingType: 'ETF', includePastHoldings: true } } }, result: { data: { portfolioHoldings: holdingsFixture } } },
            widgetsSaveMock('d2', saves),
          ]}
          cache={new InMemoryCache({ typePolicies })}
        >
          <MemoryRouter>
            <DashboardView dashboard={withTable} />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    return user;
  }

  it('saves quick header clicks once, the last sort, keeping the other settings, without a refetch', async () => {
    const saves: Record<string, unknown>[] = [];
    const user = renderTable(saves);
    await screen.findByRole('table', { name: 'Holdings' });
    // In one turn of the event loop: "quick" must not depend on how busy the machine is (three
    // awaited user-event clicks took longer than the save's 600 ms wait on a loaded CI).
    fireEvent.click(screen.getByRole('button', { name: 'Holding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Holding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Shares' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      table: {
        name: 'widgetStockTable',
        configVersion: 2,
        config: {
          holdingType: 'ETF',
          displayPastHoldings: true,
          columnSortModel: { default: [{ field: 'shares', sort: 'desc' }], mobile: [{ field: 'marketValue', sort: 'desc' }] },
        },
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Shares' })).toHaveAttribute('aria-sort', 'descending');

    // A hidden column is merged into what was saved before.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Weight' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    const config = (saves[1]!.table as { config: Record<string, unknown> }).config;
    expect(config).toMatchObject({ holdingType: 'ETF', columnSortModel: { default: [{ field: 'shares', sort: 'desc' }] }, columnVisibility: { default: { weight: false, ticker: true } } });
    expect(screen.queryByRole('columnheader', { name: 'Weight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Holdings' })).getAllByRole('row').length).toBeGreaterThan(2);
  });

  it('shows the table’s phone columns in the dashboard’s narrowest layout', async () => {
    const width = window.innerWidth;
    window.innerWidth = 599;
    try {
      renderTable([]);
      const table = await screen.findByRole('table', { name: 'Holdings' });
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holding', 'Market value', 'Unrealised']);
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('DashboardView with a widget that writes its own settings', () => {
  const timeline: DashboardFieldsFragment = {
    _id: 'd2',
    name: 'Activity',
    sortOrder: 1,
    indicatorColor: null,
    layouts: placeInLayouts(emptyLayouts(), 't1', widgetTransactionTimeline) as unknown as Record<string, unknown>,
    widgets: { t1: { name: 'widgetTransactionTimeline', configVersion: widgetTransactionTimeline.configVersion, config: {} } },
  };
  const lastMonth = widgetTransactionTimeline.quickOptions![1]!;

  it('saves a quick option chosen on the dashboard, and offers none in the read-only view', async () => {
    dashboardViewModeVar('LIST');
    let saved: Record<string, unknown> | null = null;
    const input = timelineInput(resolveConfig(widgetTransactionTimeline.configs, {}).config as unknown as TimelineConfig);
    const pendingTimeline = { request: { query: WidgetTransactionTimelineDocument, variables: { input } }, result: { data: {} }, delay: Infinity, maxUsageCount: 2 };
    render(
      <ChakraProvider value={system}>
        <MockedProvider
          mocks={[
            pendingTimeline,
            {
              request: {
                query: EditDashboardWidgetsDocument,
                variables: (variables: Record<string, unknown>) => {
                  saved = (variables.dashboardInput as Record<string, unknown>[])[0]!;
                  return true;
                },
              },
              result: (variables: Record<string, unknown>) => ({ data: { editDashboard: [{ __typename: 'Dashboard', _id: 'd2', widgets: (variables.dashboardInput as Record<string, unknown>[])[0]!.widgets }] } }),
            },
          ]}
          cache={new InMemoryCache({ typePolicies })}
        >
          <MemoryRouter>
            <DashboardView dashboard={timeline} />
          </MemoryRouter>
        </MockedProvider>
      </ChakraProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: lastMonth.label }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({ _id: 'd2', widgets: { t1: { name: 'widgetTransactionTimeline', configVersion: widgetTransactionTimeline.configVersion, config: lastMonth.config } } });

    act(() => dashboardViewModeVar('SIMPLE'));
    // The widget's body is there (its chart still loading), without the quick options.
    const region = await screen.findByRole('region', { name: widgetTransactionTimeline.title });
    expect(await within(region).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
  });
});
