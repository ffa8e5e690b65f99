import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendMocks, dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetFWDYieldAtCostKPI } from './definition';

const mocks = dividendMocks();

describe('widgetFWDYieldAtCostKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetFWDYieldAtCostKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetFWDYieldAtCostKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetFWDYieldAtCostKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the forward income over what the holdings cost', async () => {
    await renderWidget(widgetFWDYieldAtCostKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-yield-on-cost')).toHaveTextContent('2.62%');
    expect(screen.getByText('forward income over what you paid')).toBeInTheDocument();
  });

  it('shows a dash, and why, for shares that cost nothing', async () => {
    // Shares from a spin-off or a gift: a cost basis of zero, which no yield can be measured against.
    await renderWidget(widgetFWDYieldAtCostKPI, { mocks: dividendMocks(dividendsFixture({ forwardYieldAtCost: null })).success });
    expect(await screen.findByTestId('kpi-yield-on-cost')).toHaveTextContent(/^—$/);
    expect(screen.getByText('no cost to measure against')).toBeInTheDocument();
  });
});
