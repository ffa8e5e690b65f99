import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendHoldingsFixture, dividendMocks, dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetWeightAveragePayoutRatioKPI } from './definition';

const mocks = dividendMocks();

describe('widgetWeightAveragePayoutRatioKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetWeightAveragePayoutRatioKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetWeightAveragePayoutRatioKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetWeightAveragePayoutRatioKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the payout ratio weighted by value', async () => {
    await renderWidget(widgetWeightAveragePayoutRatioKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-payout-ratio')).toHaveTextContent('44.12%');
    expect(screen.getByText('weighted by value')).toBeInTheDocument();
  });

  it('shows a dash, and why, when only funds pay (they have no earnings ratio)', async () => {
    const vti = dividendHoldingsFixture.find((holding) => holding.stock.ticker === 'VTI')!;
    const fundsOnly = dividendsFixture({ forwardIncome: 73.6, weightedPayoutRatio: null, holdings: [vti] });
    await renderWidget(widgetWeightAveragePayoutRatioKPI, { mocks: dividendMocks(fundsOnly).success });
    expect(await screen.findByTestId('kpi-payout-ratio')).toHaveTextContent(/^—$/);
    expect(screen.getByText('no payer’s ratio is known')).toBeInTheDocument();
  });
});
