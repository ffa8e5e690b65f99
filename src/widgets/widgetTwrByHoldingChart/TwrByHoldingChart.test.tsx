import { fireEvent, screen } from '@testing-library/react';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { palettes } from '../../ui/themes/palettes';
import { WidgetHoldingReturnsDocument, type WidgetHoldingReturnsQuery } from '../../generated/graphql';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { holdingReturnsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { rankReturns } from './TwrByHoldingChart';
import { widgetTwrByHoldingChart } from './definition';

type HoldingReturn = WidgetHoldingReturnsQuery['holdingReturns'][number];

const threeMonths = { filter: { from: intervalRange('3M').from } };
const mocks = stateMocks(WidgetHoldingReturnsDocument, threeMonths, {
  empty: { holdingReturns: [] },
  success: { holdingReturns: holdingReturnsFixture },
});
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);

// The segmented control measures itself.
beforeAll(stubResizeObserver);

function holdingReturn(ticker: string, twr: number | null, xirr: number | null = null): HoldingReturn & { __typename: 'HoldingReturn' } {
  return { __typename: 'HoldingReturn', key: `holding-${ticker}`, stock: stock(ticker, `${ticker} Corp.`), twr, twrAnnualised: twr === null ? null : twr * 4, xirr };
}

/** The bars' value labels from top to bottom. */
function valuesTopDown(): string[] {
  const labels = Array.from(screen.getByTestId('bar-values').querySelectorAll('text'));
  return labels.sort((a, b) => Number(a.getAttribute('y')) - Number(b.getAttribute('y'))).map((label) => label.textContent ?? '');
}

describe('widgetTwrByHoldingChart', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when no holding has a return', async () => {
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.empty });
    expect(await screen.findByText('No holding has a return over this interval yet.')).toBeInTheDocument();
  });

  it('counts holdings whose return is unknown as nothing to show', async () => {
    const unknown = stateMocks(WidgetHoldingReturnsDocument, threeMonths, { empty: { holdingReturns: [] }, success: { holdingReturns: [holdingReturn('NEW', null)] } });
    await renderWidget(widgetTwrByHoldingChart, { mocks: unknown.success });
    expect(await screen.findByText('No holding has a return over this interval yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws one bar per holding, best first, gains green and losses red', async () => {
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.success });
    expect(await screen.findByRole('img', { name: 'Time-weighted return per holding over 3 months' })).toBeInTheDocument();
    expect(screen.getByLabelText('AAPL: +6.10%')).toHaveAttribute('fill', chart.gain);
    expect(screen.getByLabelText('VTI: -1.20%')).toHaveAttribute('fill', chart.loss);
    expect(valuesTopDown()).toEqual(['+6.10%', '-1.20%']);
  });

  it('leaves out holdings without a return and ranks the rest over the chosen interval', async () => {
    const year = stateMocks(WidgetHoldingReturnsDocument, { filter: { from: intervalRange('1Y').from } }, {
      empty: { holdingReturns: [] },
      success: { holdingReturns: [holdingReturn('LOW', 0.02), holdingReturn('NEW', null), holdingReturn('TOP', 0.153), holdingReturn('DOWN', -0.05)] },
    });
    await renderWidget(widgetTwrByHoldingChart, { mocks: year.success, config: { selectedInterval: selectedInterval('1Y') } });
    expect(await screen.findByRole('img', { name: 'Time-weighted return per holding over 1 year' })).toBeInTheDocument();
    expect(valuesTopDown()).toEqual(['+15.30%', '+2.00%', '-5.00%']);
    expect(screen.queryByLabelText(/^NEW/)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(/^(TOP|LOW|DOWN): /)).toHaveLength(3);
  });
});

describe('widgetTwrByHoldingChart, money-weighted', () => {
  const switchTo = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

  it('switches the bars to the money-weighted return per year, ranked by it', async () => {
    const mixed = stateMocks(WidgetHoldingReturnsDocument, threeMonths, {
      empty: { holdingReturns: [] },
      // B did better as a position, A better for the money put into it.
      success: { holdingReturns: [holdingReturn('A', 0.01, 0.3), holdingReturn('B', 0.05, 0.02), holdingReturn('C', -0.02, null)] },
    });
    await renderWidget(widgetTwrByHoldingChart, { mocks: mixed.success });
    expect(await screen.findByRole('img', { name: 'Time-weighted return per holding over 3 months' })).toBeInTheDocument();
    expect(valuesTopDown()).toEqual(['+5.00%', '+1.00%', '-2.00%']);
    switchTo('Money-weighted');
    expect(await screen.findByRole('img', { name: 'Money-weighted return per year per holding over 3 months' })).toBeInTheDocument();
    expect(screen.getByText('per year, over 3 months')).toBeInTheDocument();
    expect(valuesTopDown()).toEqual(['+30.00%', '+2.00%']);
    expect(screen.getByLabelText('A: +30.00%')).toHaveAttribute('fill', chart.gain);
    // C has no money-weighted return: left out, not drawn at 0%.
    expect(screen.queryByLabelText(/^C: /)).not.toBeInTheDocument();
    switchTo('Time-weighted');
    expect(await screen.findByRole('img', { name: 'Time-weighted return per holding over 3 months' })).toBeInTheDocument();
    expect(screen.getByText('over 3 months')).toBeInTheDocument();
  });

  it('shows both returns in the tooltip, whichever the bars draw', async () => {
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.success });
    fireEvent.mouseEnter(await screen.findByLabelText('AAPL: +6.10%'));
    // Each row reads label then value.
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('AAPLApple Inc.TWR, 3 months+6.10%TWR annualised+26.71%Money-weighted, a year+24.10%');
    switchTo('Money-weighted');
    fireEvent.mouseEnter(await screen.findByLabelText('VTI: -5.00%'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('TWR, 3 months-1.20%TWR annualised-4.72%Money-weighted, a year-5.00%');
  });

  it('keeps the switch when no holding has a money-weighted return, and says why', async () => {
    const noRate = stateMocks(WidgetHoldingReturnsDocument, threeMonths, { empty: { holdingReturns: [] }, success: { holdingReturns: [holdingReturn('A', 0.01)] } });
    await renderWidget(widgetTwrByHoldingChart, { mocks: noRate.success });
    await screen.findByRole('img', { name: 'Time-weighted return per holding over 3 months' });
    switchTo('Money-weighted');
    expect(await screen.findByText(/^No holding has a money-weighted return over this interval/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    switchTo('Time-weighted');
    expect(await screen.findByLabelText('A: +1.00%')).toBeInTheDocument();
  });

  it('offers the explanation of the two returns beside the switch', async () => {
    // The popover itself is tested with the TWR KPI, which shows the same one.
    await renderWidget(widgetTwrByHoldingChart, { mocks: mocks.success });
    expect(await screen.findByRole('button', { name: 'Time-weighted and money-weighted return: what each means' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});

describe('rankReturns', () => {
  it('sorts by the chosen return, then by ticker for equal returns, leaving out holdings without one', () => {
    const returns = [holdingReturn('B', 0.1, 0.2), holdingReturn('C', 0.3, null), holdingReturn('A', 0.1, 0.2), holdingReturn('X', null, 0.5)];
    expect(rankReturns(returns, 'twr').map(({ holding, value }) => [holding.stock.ticker, value])).toEqual([['C', 0.3], ['A', 0.1], ['B', 0.1]]);
    expect(rankReturns(returns, 'xirr').map(({ holding, value }) => [holding.stock.ticker, value])).toEqual([['X', 0.5], ['A', 0.2], ['B', 0.2]]);
  });
});
