import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetStockHeatmapDocument } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { marketRequest } from '../sharedMarket/marketRequests';
import { heatmapAnswer } from '../sharedMarket/testing/marketFixtures';
import { widgetStockHeatMap } from './definition';

function mocksFor(stored: Record<string, unknown>, success = heatmapAnswer()) {
  const config = resolveConfig(widgetStockHeatMap.configs, stored).config as Record<string, unknown>;
  return stateMocks(WidgetStockHeatmapDocument, marketRequest('heatmap', config).variables, { empty: heatmapAnswer({ tiles: [] }), success });
}

// Typed as the cache stores them (with __typename), which the answer's type leaves out.
const marketTiles = [
  { __typename: 'HeatmapTile' as const, symbol: 'AAPL', name: 'Apple Inc.', sector: 'Technology', size: 3.55e12, changePercent: 0.045 },
  { __typename: 'HeatmapTile' as const, symbol: 'XOM', name: 'Exxon Mobil Corporation', sector: 'Energy', size: 5.31e11, changePercent: -0.0231 },
];
const market = heatmapAnswer({ universe: 'screener', currency: null, tiles: marketTiles });

/** The rows of the chart's accessible table: symbol, name, sector, size, change. */
function tableRows(): string[][] {
  const table = screen.getByTestId('chart-data-table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('widgetStockHeatMap', () => {
  const mocks = mocksFor({});

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetStockHeatMap, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when the selection holds nothing', async () => {
    await renderWidget(widgetStockHeatMap, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('says so when the market’s universe is not loaded', async () => {
    const screener = mocksFor({ universe: 'screener' });
    expect(screener.empty[0]!.request.variables).toEqual({ universe: 'screener' });
    await renderWidget(widgetStockHeatMap, { mocks: screener.empty, config: { universe: 'screener' } });
    expect(await screen.findByText("The screener's universe is not loaded yet.")).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetStockHeatMap, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws a tile per holding, grouped by sector, labelled with its symbol and change', async () => {
    const { container } = await renderWidget(widgetStockHeatMap, { mocks: mocks.success });
    expect(await screen.findByRole('img', { name: "Today's change of your holdings, by sector" })).toBeInTheDocument();
    const labels = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    // JNJ has no change yet: its symbol alone.
    expect(labels).toEqual(expect.arrayContaining(['AAPL -0.06%', 'MSFT -1.06%', 'VTI +0.97%', 'JNJ', 'Technology', 'Healthcare', 'Other']));
    expect(screen.getByRole('img', { name: /Colour scale: red for a fall, grey for no change, green for a rise, full colour from 3%/ })).toBeInTheDocument();
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('lists the tiles in an accessible table, values in the answer’s currency', async () => {
    await renderWidget(widgetStockHeatMap, { mocks: mocks.success });
    await screen.findByTestId('chart-data-table');
    expect(tableRows()).toEqual([
      ['AAPL', 'Apple Inc.', 'Technology', '$11,746.50', '-0.06%'],
      ['MSFT', 'Microsoft Corporation', 'Technology', '$4,234.60', '-1.06%'],
      ['VTI', 'Vanguard Total Stock Market ETF', 'Other', '$8,999.40', '+0.97%'],
      ['JNJ', 'Johnson & Johnson', 'Healthcare', '$1,550.20', '—'],
    ]);
  });

  it('shows the market by capitalisation, shortened without a currency', async () => {
    const screener = mocksFor({ universe: 'screener' }, market);
    await renderWidget(widgetStockHeatMap, { mocks: screener.success, config: { universe: 'screener' } });
    expect(await screen.findByRole('img', { name: "Today's change of the market, by sector" })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['AAPL', 'Apple Inc.', 'Technology', '3.55T', '+4.50%'],
      ['XOM', 'Exxon Mobil Corporation', 'Energy', '531B', '-2.31%'],
    ]);
  });

  it('gives a tile’s name, size and change on hover', async () => {
    const { container } = await renderWidget(widgetStockHeatMap, { mocks: mocks.success });
    await screen.findByTestId('chart-data-table');
    const vti = [...container.querySelectorAll('svg text')].find((text) => text.textContent === 'VTI +0.97%')!.closest('g')!;
    fireEvent.mouseEnter(vti.querySelector('rect')!);
    const tooltip = await screen.findByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('VTIVanguard Total Stock Market ETF · OtherMarket value$8,999.40Change today+0.97%');
  });

  it('colours falls red and rises green', async () => {
    const screener = mocksFor({ universe: 'screener' }, market);
    const { container } = await renderWidget(widgetStockHeatMap, { mocks: screener.success, config: { universe: 'screener' } });
    await screen.findByTestId('chart-data-table');
    const fillOf = (label: string) => [...container.querySelectorAll('svg text')].find((text) => text.textContent?.startsWith(label))!.closest('g')!.querySelector('rect')!.getAttribute('fill');
    // The dark scheme's ends (the app's theme until one is known): beyond ±3 % is full colour.
    expect(fillOf('AAPL')).toBe('#2f9e57');
    // 77 % of the way from the grey to the red.
    expect(fillOf('XOM')).toBe('#c24a50');
  });

  it('labels made-up data', async () => {
    const simulated = mocksFor({}, heatmapAnswer({ simulated: true }));
    await renderWidget(widgetStockHeatMap, { mocks: simulated.success });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Made-up changes and sizes (demo mode), not market data');
  });
});
