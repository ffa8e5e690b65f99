import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { monthFromNow } from '../sharedPlanning/duration';
import { widgetValueGoalTrackerKPI } from './definition';

const mocks = summaryMocks();

describe('widgetValueGoalTrackerKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says there is nothing towards the goal without holdings', async () => {
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings towards the goal yet: start from an initial investment in the settings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
  });

  it('says how far along the goal is and when it is reached: 15,234.50 of 100,000 at 3 % with nothing added', async () => {
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.success });
    // 15,234.50 / 100,000 = 15.23 %; =NPER(3%/12, 0, -15234.5, 100000) = 753.7 months: 62 years 9 months.
    expect(await screen.findByTestId('kpi-goal')).toHaveTextContent('15.23%');
    expect(screen.getByText('of $100,000.00: reached in 62 years 9 months at this pace')).toBeInTheDocument();
  });

  it('reaches it sooner with contributions, and never when shrinking', async () => {
    const config = { useHoldingsValue: false, initialInvestment: 1000, annualHoldingsGrowthRate: 0.12, regularContributionValue: 100, goalValue: 10_000 };
    const { unmount } = await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.success, config });
    // =NPER(12%/12, -100, -1000, 10000) = 60.08 months: 5 years 0 months → "5 years".
    expect(await screen.findByText('of $10,000.00: reached in 5 years at this pace')).toBeInTheDocument();
    unmount();
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: summaryMocks(summaryFixture()).success, config: { annualHoldingsGrowthRate: -0.05 } });
    expect(await screen.findByText('of $100,000.00: not reached at this pace')).toBeInTheDocument();
  });

  it('says the month the goal is reached when displayed by date', async () => {
    const config = { useHoldingsValue: false, initialInvestment: 1000, annualHoldingsGrowthRate: 0.12, regularContributionValue: 100, goalValue: 10_000, displayBy: 'date' };
    await renderWidget(widgetValueGoalTrackerKPI, { mocks: mocks.success, config });
    expect(await screen.findByText(`of $10,000.00: reached by ${monthFromNow(60.08)} at this pace`)).toBeInTheDocument();
  });
});
