import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { monthFromNow } from '../sharedPlanning/duration';
import { widgetFutureValueEstimatorKPI } from './definition';

const mocks = summaryMocks();

describe('widgetFutureValueEstimatorKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('grows the initial investment by default, holdings or not: 1,000 at 3 % for 10 years', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.empty });
    // =FV(3%/12, 120, 0, -1000) = 1,349.35
    expect(await screen.findByTestId('kpi-future-value')).toHaveTextContent('$1,349.35');
    expect(screen.getByText('in 10 years, $1,000.00 put in')).toBeInTheDocument();
  });

  it('says there is nothing to start from when it should start from the holdings and none are held', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.empty, config: { useHoldingsValue: true } });
    expect(await screen.findByText('No holdings to start from yet: start from an initial investment in the settings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
  });

  it('starts from the holdings’ value with contributions and a lump sum when asked', async () => {
    const config = { useHoldingsValue: true, annualHoldingsGrowthRate: 0.06, regularContributionValue: 250, contributionFrequency: 'quarterly', lumpSumContributionValue: 1000, forecastLengthYears: 5 };
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: summaryMocks(summaryFixture({ marketValue: 5000 })).success, config });
    // =FV(6%/4, 20, -250, -(5,000 + 1,000)) = 13,862.05; put in: 6,000 + 20 × 250 = 11,000.
    expect(await screen.findByTestId('kpi-future-value')).toHaveTextContent('$13,862.05');
    expect(screen.getByText('in 5 years, $11,000.00 put in')).toBeInTheDocument();
  });

  it('ignores a stored growth rate outside −100 %..+100 % and uses the default', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.success, config: { annualHoldingsGrowthRate: 5 } });
    expect(await screen.findByTestId('kpi-future-value')).toHaveTextContent('$1,349.35');
  });

  it('says the month the value is reached when displayed by date', async () => {
    await renderWidget(widgetFutureValueEstimatorKPI, { mocks: mocks.success, config: { forecastLengthYears: 5, displayBy: 'date' } });
    expect(await screen.findByText(`by ${monthFromNow(60)}, $1,000.00 put in`)).toBeInTheDocument();
  });
});
