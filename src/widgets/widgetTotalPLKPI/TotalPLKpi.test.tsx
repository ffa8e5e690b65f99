import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetTotalPLKPI } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetTotalPLKPI);

const mocks = kpi();

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

  it('shows the profit of the last 3 months, the default, with its percentage', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('+$3,525.04');
    expect(screen.getByText('+25.94% in the last 3 months')).toBeInTheDocument();
  });

  it('asks for the chosen interval and shows the profit made in it', async () => {
    await renderAtInterval(widgetTotalPLKPI, 'YTD', summaryFixture({ totalReturn: -420.5, totalReturnPercent: -0.031 }));
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('-$420.50');
    expect(screen.getByText('-3.10% year to date')).toBeInTheDocument();
  });

  it('all time: the percentage of the amount invested', async () => {
    await renderAtInterval(widgetTotalPLKPI, 'MAX');
    expect(await screen.findByText('+25.94% on the amount invested')).toBeInTheDocument();
  });

  it('shows the loss of positions since closed', async () => {
    await renderWidget(widgetTotalPLKPI, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('-$116.00');
    expect(screen.getByText('-1.16% in the last 3 months')).toBeInTheDocument();
  });

  it('leaves the percentage out when nothing was ever bought', async () => {
    const summary = summaryFixture({ totalReturn: 12, totalReturnPercent: null, unpricedHoldings: ['GIFT'] });
    await renderWidget(widgetTotalPLKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-total-pl')).toHaveTextContent('+$12.00');
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.getByText('Left out, no price').nextElementSibling).toHaveTextContent('GIFT');
  });
});
