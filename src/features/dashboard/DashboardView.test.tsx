import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { typePolicies } from '../../apollo/typePolicies';
import { dashboardViewModeVar } from '../../apollo/vars';
import { system } from '../../ui/theme';
import { EditDashboardContentDocument, WidgetSummaryDocument, type DashboardFieldsFragment } from '../../generated/graphql';
import { summaryFixture } from '../../widgets/framework/testing/analyticsFixtures';
import { filterOf } from '../../widgets/sharedKpi/summaryMocks';
import { widgetKpiTotalValue } from '../../widgets/widgetKpiTotalValue/definition';
import { DashboardView } from './DashboardView';

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
