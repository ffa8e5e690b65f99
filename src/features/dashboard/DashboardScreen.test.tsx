import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserDashboardsDocument, type DashboardFieldsFragment } from '../../generated/graphql';
import { renderBillingAt, signInForBilling } from '../billing/billingTestUtils';
import { resetProfileTestState } from '../profile/profileTestUtils';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { DashboardScreen } from './DashboardScreen';

beforeAll(stubResizeObserver);
afterEach(resetProfileTestState);

const dashboard = (_id: string, name: string, sortOrder: number): DashboardFieldsFragment & { __typename: 'Dashboard' } => ({
  __typename: 'Dashboard',
  _id,
  name,
  sortOrder,
  indicatorColor: null,
  layouts: {},
  widgets: {},
});

/** The screen of a user who already has the free number of dashboards. */
function renderWithTwoDashboards(fullFeatureEnabled: boolean) {
  const cache = signInForBilling({ fullFeatureEnabled });
  cache.writeQuery({ query: UserDashboardsDocument, data: { userDashboards: [dashboard('d1', 'First', 0), dashboard('d2', 'Second', 1)] } });
  // No CreateDashboard answer is mocked: a create that were sent would fail the test loudly.
  return renderBillingAt(<DashboardScreen />, '/v/d1/first', { cache, mocks: [], route: '/v/:dashboardId/:title' });
}

// The sidebar's button (the narrow-screen switcher has its own).
const newDashboardButton = async () => (await screen.findAllByRole('button', { name: 'New dashboard' }))[0]!;

describe('DashboardScreen and the plan', () => {
  it('asks for the plan instead of opening the form for a third dashboard without the full features', async () => {
    renderWithTwoDashboards(false);

    await userEvent.click(await newDashboardButton());

    const prompt = await screen.findByRole('status', { name: 'Subscription needed' });
    expect(prompt).toHaveTextContent('Creating more than 2 dashboards needs a subscription.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing else is taken away: the existing dashboards stay listed.
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
  });

  it('opens the form as usual with the full features', async () => {
    renderWithTwoDashboards(true);

    await userEvent.click(await newDashboardButton());

    expect(await screen.findByRole('dialog', { name: 'New dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Subscription needed' })).not.toBeInTheDocument();
  });
});
