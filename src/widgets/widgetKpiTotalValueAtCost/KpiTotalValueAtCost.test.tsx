import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalValueAtCost } from './definition';

const mocks = summaryMocks();

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
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: summaryMocks(closedPositionsSummary).success });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the cost of the holdings', async () => {
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,000.00');
  });

  it('asks for the holdings of the chosen portfolios and type', async () => {
    const filtered = summaryMocks(undefined, { filter: { portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF' } });
    await renderWidget(widgetKpiTotalValueAtCost, { mocks: filtered.success, config: { portfolio_Ids: ['p2', 'p1'], holdingType: 'ETF' } });
    expect(await screen.findByTestId('kpi-value-at-cost')).toHaveTextContent('$12,000.00');
  });
});
