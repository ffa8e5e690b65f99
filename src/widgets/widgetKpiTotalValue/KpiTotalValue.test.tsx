import { screen, within } from '@testing-library/react';
import { cashHeld, emptySummary, summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalValue } from './definition';

/** The widget's request with its default settings (a month's change). */
const kpi = kpiMocks(widgetKpiTotalValue);

const withCash = summaryFixture(cashHeld);

const mocks = kpi();

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

  it('says how the value moved in the last month, the default', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: kpi(summaryFixture({ openingMarketValue: 15000 })).success });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$15,234.50');
    expect(screen.getByText('+$234.50 in the last month')).toBeInTheDocument();
  });

  it('asks for the chosen interval and shows the value at its end and its move in it', async () => {
    await renderAtInterval(widgetKpiTotalValue, '3M', summaryFixture({ marketValue: 14500, openingMarketValue: 15265.5 }));
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$14,500.00');
    expect(screen.getByText('-$765.50 in the last 3 months')).toBeInTheDocument();
  });

  it('all time: the day of the close', async () => {
    await renderAtInterval(widgetKpiTotalValue, 'MAX');
    expect(await screen.findByText('at the close of 2026-11-24')).toBeInTheDocument();
  });

  it('shows net contributions when chosen', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.success, config: { selectedType: 'netContributions' } });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$11,600.00');
  });

  it('marks the market value when a holding has no current close, and not net contributions', async () => {
    const summary = summaryFixture({ priceGaps: [{ stock: { _id: 'stock-GIFT', ticker: 'GIFT' }, reason: 'lastTrade' }] });
    const gap = kpi(summary);
    const { unmount } = await renderWidget(widgetKpiTotalValue, { mocks: gap.success });
    const figure = (await screen.findByTestId('kpi-total-value')).parentElement!;
    expect(await within(figure).findByRole('button', { name: 'GIFT is valued without a current price' })).toBeInTheDocument();
    unmount();
    await renderWidget(widgetKpiTotalValue, { mocks: gap.success, config: { selectedType: 'netContributions' } });
    await screen.findByTestId('kpi-total-value');
    expect(screen.queryByRole('button', { name: /without a current price/ })).not.toBeInTheDocument();
  });

  it('shows the cash and net worth under the market value when cash is held', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: kpi(withCash).success });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$15,234.50');
    expect(screen.getByTestId('kpi-total-value-cash')).toHaveTextContent('$1,234.56');
    expect(screen.getByTestId('kpi-total-value-net-worth')).toHaveTextContent('$16,469.06');
    expect(screen.getByText('Net worth')).toBeInTheDocument();
  });

  it('shows no cash and no net worth for a ledger without cash', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: mocks.success, config: { showCost: true } });
    await screen.findByTestId('kpi-total-value');
    expect(screen.queryByText(/Cash/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Net worth/)).not.toBeInTheDocument();
  });

  it('leaves the cash out of net contributions', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: kpi(withCash).success, config: { selectedType: 'netContributions' } });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$11,600.00');
    expect(screen.queryByText(/Net worth/)).not.toBeInTheDocument();
  });

  it('shows cash held without securities rather than an empty selection', async () => {
    await renderWidget(widgetKpiTotalValue, { mocks: kpi({ ...emptySummary, ...cashHeld, netWorth: 1234.56 }).success });
    expect(await screen.findByTestId('kpi-total-value')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('kpi-total-value-cash')).toHaveTextContent('$1,234.56');
    expect(screen.getByTestId('kpi-total-value-net-worth')).toHaveTextContent('$1,234.56');
    expect(screen.queryByText('No holdings in this selection yet.')).not.toBeInTheDocument();
  });
});
