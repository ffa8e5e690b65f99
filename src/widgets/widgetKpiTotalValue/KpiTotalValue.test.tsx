import { screen, within } from '@testing-library/react';
import { WidgetSummaryDocument } from '../../generated/graphql';
import { emptySummary, summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetKpiTotalValue } from './definition';

const mocks = stateMocks(WidgetSummaryDocument, { filter: {} }, {
  empty: { portfolioSummary: emptySummary },
  success: { portfolioSummary: summaryFixture() },
});

describe('widgetKpiTotalValue', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the market value, and the value at cost when asked', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.success, config: { showCost: true } });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$15,234.50');
    expect(screen.getByText('At cost').nextSibling).toHaveTextContent('$12,000.00');
  });

  it('shows net contributions when chosen', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.success, config: { selectedType: 'netContributions' } });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$11,600.00');
  });

  it('marks the market value when a holding has no current close, and not net contributions', async () => {
    const summary = summaryFixture({ priceGaps: [{ stock: { _id: 'stock-GIFT', ticker: 'GIFT' }, reason: 'lastTrade' }] });
    const gap = stateMocks(WidgetSummaryDocument, { filter: {} }, { empty: { portfolioSummary: emptySummary }, success: { portfolioSummary: summary } });
    const { unmount } = await renderWidget(widgetKpiTotalValue, { mocks: gap.success });
    const figure = (await screen.findByTestId('kpi-total-value')).parentElement!;
    expect(await within(figure).findByRole('button', { name: 'GIFT is valued without a current price' })).toBeInTheDocument();
    unmount();
    await renderWidget(widgetKpiTotalValue, { mocks: gap.success, config: { selectedType: 'netContributions' } });
    await screen.findByTestId('kpi-total-value');
    expect(screen.queryByRole('button', { name: /without a current price/ })).not.toBeInTheDocument();
  });
});
