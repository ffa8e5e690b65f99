import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetTotalPLKPI } from './definition';

const mocks = summaryMocks();

describe('widgetTotalPLKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing was ever held or earned', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No profit or loss in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the profit with its percentage of the amount invested', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('+$3,525.04');
    expect(screen.getByText('+25.94% on the amount invested')).toBeInTheDocument();
  });

  it('shows the loss of positions since closed', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: summaryMocks(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('-$116.00');
    expect(screen.getByText('-1.16% on the amount invested')).toBeInTheDocument();
  });

  it('leaves the percentage out when nothing was ever bought', async () => {
    const summary = summaryFixture({ totalReturn: 12, totalReturnPercent: null, unpricedHoldings: ['GIFT'] });
    await renderWidget(widgetTotalPLKPI, { mocks: summaryMocks(summary).success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('+$12.00');
    expect(screen.queryByText(/on the amount invested/)).not.toBeInTheDocument();
    expect(screen.getByText('Left out, no price').nextElementSibling).toHaveTextContent('GIFT');
  });
});
