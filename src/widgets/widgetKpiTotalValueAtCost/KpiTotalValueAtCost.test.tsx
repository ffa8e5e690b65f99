import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, filterOf, kpiMocks, renderAtInterval, summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalValueAtCost } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetKpiTotalValueAtCost);

const mocks = kpi();

describe('widgetKpiTotalValueAtCost', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('is empty when every position is closed, whatever they earned', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the cost of the holdings, and what the last 3 months bought, the default', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,000.00');
    expect(screen.getByText('Last 3 months').nextElementSibling).toHaveTextContent('$13,590.00 bought');
  });

  it('asks for the chosen interval: the cost at its end, what it bought', async () => {
    await renderAtInterval(widgetKpiTotalValueAtCost, '1M', summaryFixture({ costBasis: 12500, bought: 500 }));
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,500.00');
    expect(screen.getByTestId('kpi-value-at-cost-bought')).toHaveTextContent('$500.00 bought');
    expect(screen.getByText('Last month')).toBeInTheDocument();
  });

  it('all time: the cost alone', async () => {
    await renderAtInterval(widgetKpiTotalValueAtCost, 'MAX');
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,000.00');
    expect(screen.queryByTestId('kpi-value-at-cost-bought')).not.toBeInTheDocument();
  });

  it('asks for the holdings of the chosen portfolios and type', async () => {
    // The portfolios in order, so equal selections share a request; the default interval's start.
    const filtered = summaryMocks(undefined, { filter: { ...filterOf(widgetKpiTotalValueAtCost), portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF' } });
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: filtered.success, config: { portfolio_Ids: ['p2', 'p1'], holdingType: 'ETF' } });
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,000.00');
  });
});
