import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetHoldingsDocument, type WidgetHoldingsQuery } from '../../generated/graphql';
import { holdingsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { widgetHoldingUnrealisedCapitalGL } from './definition';

type Holding = WidgetHoldingsQuery['portfolioHoldings'][number];

const [aapl, vti] = holdingsFixture as [Holding, Holding];
const nvda: Holding = { ...aapl, key: 'holding-NVDA', stock: stock('NVDA', 'NVIDIA Corp.'), marketValuePC: 800, unrealizedGainPC: -420.8, totalReturnPC: -300 };
// No price: no market value, so no unrealised figure to draw.
const unpriced: Holding = { ...vti, key: 'holding-XYZ', stock: stock('XYZ', 'Unpriced Co.'), marketValuePC: null, unrealizedGainPC: null, totalReturnPC: null };

const mocks = stateMocks(WidgetHoldingsDocument, { filter: {} }, {
  empty: { portfolioHoldings: [unpriced] },
  success: { portfolioHoldings: [nvda, unpriced, vti, aapl] },
});

const bars = () => screen.getAllByLabelText(/Unrealised gain\/loss: /);

describe('widgetHoldingUnrealisedCapitalGL', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetHoldingUnrealisedCapitalGL, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is empty when no holding has a price', async () => {
    await renderWidget(widgetHoldingUnrealisedCapitalGL, { mocks: mocks.empty });
    expect(await screen.findByText('No priced holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetHoldingUnrealisedCapitalGL, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws the unrealised gain of each priced holding, largest first, losses in red', async () => {
    await renderWidget(widgetHoldingUnrealisedCapitalGL, { mocks: mocks.success });
    const chart = await screen.findByRole('img', { name: 'Unrealised gain or loss per holding' });
    expect(bars().map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'AAPL Unrealised gain/loss: $3,220.00',
      'VTI Unrealised gain/loss: $14.50',
      'NVDA Unrealised gain/loss: -$420.80',
    ]);
    expect(bars().map((bar) => bar.getAttribute('fill'))).toEqual(['#4ade80', '#4ade80', '#f87171']);
    expect(within(chart).queryByText('XYZ')).not.toBeInTheDocument();
    fireEvent.mouseEnter(bars()[0]!);
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('AAPLApple Inc.Unrealised gain/loss$3,220.00');
  });

  it('never asks for past holdings, which have no unrealised gain', async () => {
    const filtered = stateMocks(WidgetHoldingsDocument, { filter: { holdingType: 'allStocks' } }, {
      empty: { portfolioHoldings: [] },
      success: { portfolioHoldings: [aapl] },
    });
    await renderWidget(widgetHoldingUnrealisedCapitalGL, { mocks: filtered.success, config: { holdingType: 'allStocks', displayPastHoldings: true } });
    await screen.findByRole('img', { name: 'Unrealised gain or loss per holding' });
    expect(bars()).toHaveLength(1);
  });
});
