import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetHoldingsDocument, type WidgetHoldingsQuery } from '../../generated/graphql';
import { holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetHoldingProfitAndLost } from './definition';

type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

const [aapl, vti] = holdingsFixture as [Holding, Holding];
// A loss, and a holding without a price (no return known: no bar).
const msft: Holding = { ...vti, key: 'holding-MSFT', stock: stock('MSFT', 'Microsoft Corp.'), holdingType: 'Stock', totalReturnPC: -1250.25, totalReturnTC: -1250.25 };
const unpriced: Holding = { ...vti, key: 'holding-XYZ', stock: stock('XYZ', 'Unpriced Co.'), marketValuePC: null, unrealizedGainPC: null, totalReturnPC: null };

const mocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, {
  empty: { portfolioHoldings: [] },
  success: { portfolioHoldings: [vti, msft, unpriced, aapl] },
});

const bars = () => screen.getAllByLabelText(/Profit\/loss: /);

describe('widgetHoldingProfitAndLost', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetHoldingProfitAndLost, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetHoldingProfitAndLost, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetHoldingProfitAndLost, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws one bar per priced holding, largest first, losses in red', async () => {
    await renderWidget(widgetHoldingProfitAndLost, { mocks: mocks.success });
    const chart = await screen.findByRole('img', { name: 'Profit and loss per holding' });
    expect(bars().map((bar) => bar.getAttribute('aria-label'))).toEqual(['AAPL Profit/loss: $3,515.54', 'VTI Profit/loss: $9.50', 'MSFT Profit/loss: -$1,250.25']);
    // The dark scheme's gain and loss colours (jsdom has no theme class: the app starts dark).
    expect(bars().map((bar) => bar.getAttribute('fill'))).toEqual(['#4ade80', '#4ade80', '#f87171']);
    // Ticker labels under the bars, compact money on the value axis.
    for (const ticker of ['AAPL', 'VTI', 'MSFT']) expect(within(chart).getByText(ticker)).toBeInTheDocument();
    expect(within(chart).queryByText('XYZ')).not.toBeInTheDocument();
    expect(within(chart).getAllByText(/^-?\$\d+(\.\d)?K$/).length).toBeGreaterThan(1);
  });

  it('names the holding and its full figure in the tooltip', async () => {
    await renderWidget(widgetHoldingProfitAndLost, { mocks: mocks.success });
    await screen.findByRole('img', { name: 'Profit and loss per holding' });
    fireEvent.mouseEnter(bars()[2]!);
    const tooltip = await screen.findByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('MSFT');
    expect(tooltip).toHaveTextContent('Microsoft Corp.');
    expect(tooltip).toHaveTextContent('-$1,250.25');
  });

  it('asks for the chosen portfolios and holding type', async () => {
    const filtered = stateMocks(WidgetHoldingsDocument, { filter: { portfolio_Ids: ['p1', 'p2'], holdingType: 'ETF', includePastHoldings: true } }, {
      empty: { portfolioHoldings: [] },
      success: { portfolioHoldings: [vti] },
    });
    await renderWidget(widgetHoldingProfitAndLost, { mocks: filtered.success, config: { portfolio_Ids: ['p2', 'p1'], holdingType: 'ETF', displayPastHoldings: true } });
    await screen.findByRole('img', { name: 'Profit and loss per holding' });
    expect(bars().map((bar) => bar.getAttribute('aria-label'))).toEqual(['VTI Profit/loss: $9.50']);
  });

  it('draws a lone loss as a bar down from zero', async () => {
    const alone = stateMocks(WidgetHoldingsDocument, { filter: {} }, { empty: { portfolioHoldings: [] }, success: { portfolioHoldings: [msft] } });
    await renderWidget(widgetHoldingProfitAndLost, { mocks: alone.success });
    const chart = await screen.findByRole('img', { name: 'Profit and loss per holding' });
    const [bar] = bars();
    expect(Number(bar!.getAttribute('height'))).toBeGreaterThan(100);
    // The axis runs from the loss up to zero.
    expect(within(chart).getByText('$0')).toBeInTheDocument();
  });
});
