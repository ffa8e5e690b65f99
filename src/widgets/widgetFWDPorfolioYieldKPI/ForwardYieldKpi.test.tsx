import { screen } from '@testing-library/react';
import { renderWidget } from '../framework/testing/renderWidget';
import { awaitingRealtyIncome, dividendHolding, dividendMocks, dividendsFixture, simulatedDividends } from '../sharedDividends/testing/dividendMocks';
import { widgetFWDPorfolioYieldKPI } from './definition';

const mocks = dividendMocks();

describe('widgetFWDPorfolioYieldKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the forward yield and the income a year behind it', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-forward-yield')).toHaveTextContent('2.16%');
    expect(screen.getByText('$449.00 a year at today’s rates')).toBeInTheDocument();
    expect(screen.queryByTestId('dividend-data-pending')).not.toBeInTheDocument();
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('shows a dash, and why, when no holding has a market value yet', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: dividendMocks(dividendsFixture({ forwardYield: null })).success });
    expect(await screen.findByTestId('kpi-forward-yield')).toHaveTextContent('—');
    expect(screen.getByText('no market value yet to measure against')).toBeInTheDocument();
  });

  it('shows a yield of nothing when no holding pays', async () => {
    const noPayers = dividendsFixture({ forwardIncome: 0, forwardYield: 0, forwardYieldAtCost: 0, holdings: [dividendHolding('BRK.B', 'Berkshire Hathaway Inc.')] });
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: dividendMocks(noPayers).success });
    expect(await screen.findByTestId('kpi-forward-yield')).toHaveTextContent('0.00%');
    expect(screen.getByText('none of these holdings pays a dividend')).toBeInTheDocument();
  });

  it('marks a figure that counts a security the market has not answered for as paying nothing', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: dividendMocks(awaitingRealtyIncome).success });
    const mark = await screen.findByTestId('dividend-data-pending');
    expect(mark).toHaveTextContent('awaiting data for O: counted as paying nothing until it arrives');
    expect(mark).toHaveAttribute('title', 'Awaiting market data for O: counted as paying nothing until it arrives');
  });

  it('labels a figure built on simulated dividends', async () => {
    await renderWidget(widgetFWDPorfolioYieldKPI, { mocks: dividendMocks(simulatedDividends).success });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Simulated dividend data (demo mode), not the market’s');
  });
});
