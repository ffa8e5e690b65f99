import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetTotalUnRealisedGainLostKPI } from './definition';

const mocks = summaryMocks();

describe('widgetTotalUnRealisedGainLostKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the unrealised gain and its percentage of cost', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    // 3234.50 / 12000
    expect(screen.getByText('+26.95% on cost')).toBeInTheDocument();
  });

  it('shows a loss', async () => {
    const summary = summaryFixture({ marketValue: 9000, unrealizedGain: -3000 });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: summaryMocks(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('-$3,000.00');
    expect(screen.getByText('-25.00% on cost')).toBeInTheDocument();
  });

  it('drops the percentage when unpriced holdings are in the cost but not in the gain', async () => {
    const summary = summaryFixture({ unpricedHoldings: ['MSFT'] });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: summaryMocks(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    expect(screen.queryByText(/on cost/)).not.toBeInTheDocument();
    expect(screen.getByText('Left out, no price').nextElementSibling).toHaveTextContent('MSFT');
  });
});
