import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WidgetPriceBarsQuery } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { marketRequest } from '../sharedMarket/marketRequests';
import { barsAnswer, barsFixture } from '../sharedMarket/testing/marketFixtures';
import { widgetMiniStockChart } from './definition';
import { rangeChange, thinnedIndexes } from './MiniStockChart';

function barsMocks(success: WidgetPriceBarsQuery, config: Record<string, unknown> = {}) {
  const { query, variables } = marketRequest('bars', resolveConfig(widgetMiniStockChart.configs, config).config as Record<string, unknown>);
  return stateMocks<WidgetPriceBarsQuery>(query, variables, { empty: barsAnswer([]), success });
}

const nasdaq = barsFixture('^IXIC', { range: 'D1', interval: '5m' });
const mocks = barsMocks(barsAnswer([nasdaq]));

describe('the change over a range', () => {
  it('runs from the first bar’s open to the last close when no close before the range is known', () => {
    expect(rangeChange({ open: [100, 101], close: [101, 110], previousClose: null })).toEqual({ last: 110, change: 10, changePercent: 0.1 });
    expect(rangeChange({ open: [], close: [], previousClose: null })).toBeNull();
    expect(rangeChange({ open: [0], close: [5], previousClose: null })).toEqual({ last: 5, change: 5, changePercent: null });
  });

  it('runs from the close before the range (1D: the previous session’s, as a quote’s day change)', () => {
    expect(rangeChange({ open: [100, 101], close: [101, 110], previousClose: 88 })).toEqual({ last: 110, change: 22, changePercent: 0.25 });
  });

  it('draws every bar up to the cap, else evenly spaced ones that keep the first and last', () => {
    expect(thinnedIndexes(3)).toEqual([0, 1, 2]);
    const thinned = thinnedIndexes(2_500, 400);
    expect(thinned).toHaveLength(400);
    expect([thinned[0], thinned[399]]).toEqual([0, 2_499]);
    expect(new Set(thinned).size).toBe(400);
  });
});

describe('widgetMiniStockChart', () => {
  it('asks for the NASDAQ over a day by default', () => {
    expect(marketRequest('bars', resolveConfig(widgetMiniStockChart.configs, {}).config as Record<string, unknown>).variables).toEqual({ symbols: ['^IXIC'], range: 'D1' });
  });

  it('shows a skeleton while loading, with the range buttons', async () => {
    await renderWidget(widgetMiniStockChart, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1D' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetMiniStockChart, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when no provider knows the symbol', async () => {
    await renderWidget(widgetMiniStockChart, { mocks: mocks.empty });
    expect(await screen.findByText('No market data for NASDAQ.')).toBeInTheDocument();
  });

  it('shows the last close and the change over the range, coloured, over an area of the closes', async () => {
    await renderWidget(widgetMiniStockChart, { mocks: mocks.success });
    const last = nasdaq.close[nasdaq.close.length - 1]!;
    const change = rangeChange(nasdaq)!;
    expect(await screen.findByTestId('mini-chart-price')).toHaveTextContent(last.toFixed(2));
    expect(change.change).toBeGreaterThan(0);
    expect(screen.getByTestId('mini-chart-change')).toHaveTextContent(`+${change.change.toFixed(2)} (+${(change.changePercent! * 100).toFixed(2)}%) 1D`);
    expect(screen.getByTestId('mini-chart-change')).toHaveStyle({ color: 'var(--chakra-colors-fg-success)' });
    expect(screen.getByRole('img', { name: 'NASDAQ over 1D' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-data-table').querySelectorAll('tbody tr')).toHaveLength(nasdaq.close.length);
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('colours a fall red and labels simulated bars', async () => {
    const falling = barsFixture('^IXIC', { close: [110, 105, 100], open: [112, 110, 105], time: [1, 2, 3], simulated: true });
    await renderWidget(widgetMiniStockChart, { mocks: barsMocks(barsAnswer([falling])).success });
    expect(await screen.findByTestId('mini-chart-change')).toHaveTextContent('-12.00 (-10.71%) 1D');
    expect(screen.getByTestId('mini-chart-change')).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(screen.getByText('simulated')).toBeInTheDocument();
  });

  it('says the bars are being fetched, or that there are none over the range', async () => {
    const { unmount } = await renderWidget(widgetMiniStockChart, { mocks: barsMocks(barsAnswer([barsFixture('^IXIC', { status: 'pending', close: [], open: [] })])).success });
    expect(await screen.findByText('Fetching prices for NASDAQ…')).toBeInTheDocument();
    unmount();
    await renderWidget(widgetMiniStockChart, { mocks: barsMocks(barsAnswer([barsFixture('^IXIC', { close: [], open: [], time: [] })])).success });
    expect(await screen.findByText('No prices over 1D yet.')).toBeInTheDocument();
  });

  it('prices a listing in its currency', async () => {
    const config = { selectedTicker: { ticker: 'AAPL', tickerDisplay: 'Apple' }, range: 'M3' };
    const apple = barsFixture('AAPL', { range: 'M3', close: [230, 234.93], open: [229, 230], time: [1, 2] });
    await renderWidget(widgetMiniStockChart, { mocks: barsMocks(barsAnswer([apple]), config).success, config });
    expect(await screen.findByTestId('mini-chart-price')).toHaveTextContent('$234.93');
    expect(screen.getByTestId('mini-chart-change')).toHaveTextContent('+$5.93 (+2.59%) 3M');
    expect(screen.getByText('Apple')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3M' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the range with its buttons, asks for that range and saves it', async () => {
    const month = barsFixture('^IXIC', { range: 'M1', close: [100, 90], open: [100, 100], time: [1, 2] });
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetMiniStockChart, { mocks: [...mocks.success, ...barsMocks(barsAnswer([month]), { range: 'M1' }).success], writeConfig });
    await screen.findByTestId('mini-chart-price');
    fireEvent.click(screen.getByRole('button', { name: '1M' }));
    expect(writeConfig).toHaveBeenCalledWith({ range: 'M1' });
    expect(screen.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1D' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('mini-chart-change')).toHaveTextContent('-10.00 (-10.00%) 1M'));
  });

  it('switches the range for the visit where it cannot save it (an embed)', async () => {
    const week = barsFixture('^IXIC', { range: 'D5', close: [100, 103], open: [100, 100], time: [1, 2] });
    await renderWidget(widgetMiniStockChart, { mocks: [...mocks.success, ...barsMocks(barsAnswer([week]), { range: 'D5' }).success] });
    await screen.findByTestId('mini-chart-price');
    fireEvent.click(screen.getByRole('button', { name: '5D' }));
    await waitFor(() => expect(screen.getByTestId('mini-chart-change')).toHaveTextContent('+3.00 (+3.00%) 5D'));
  });
});
