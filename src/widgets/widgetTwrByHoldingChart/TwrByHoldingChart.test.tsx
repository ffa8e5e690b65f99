import { screen } from '@testing-library/react';
import { palettes } from '../../ui/themes/palettes';
import { WidgetHoldingReturnsDocument, type WidgetHoldingReturnsQuery } from '../../generated/graphql';
import { intervalRange } from '../framework/intervals';
import { holdingReturnsFixture, stock } from '../framework/testing/analyticsFixtures';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { rankByTwr } from './TwrByHoldingChart';
import { widgetTwrByHoldingChart } from './definition';

type HoldingReturn = WidgetHoldingReturnsQuery['holdingReturns'][number];

const threeMonths = { filter: { from: intervalRange('3M').from } };
const mocks = stateMocks(WidgetHoldingReturnsDocument, threeMonths, {
  empty: { holdingReturns: [] },
  success: { holdingReturns: holdingReturnsFixture },
});
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);

function holdingReturn(ticker: string, twr: number | null): HoldingReturn & { __typename: 'HoldingReturn' } {
  return { __typename: 'HoldingReturn', key: `holding-${ticker}`, stock: stock(ticker, `${ticker} Corp.`), twr, twrAnnualised: twr === null ? null : twr * 4, xirr: null };
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
    await renderWidget(widgetTwrByHoldingChart, { mocks: year.success, config: { selectedInterval: '1Y' } });
    expect(await screen.findByRole('img', { name: 'Time-weighted return per holding over 1 year' })).toBeInTheDocument();
    expect(valuesTopDown()).toEqual(['+15.30%', '+2.00%', '-5.00%']);
    expect(screen.queryByLabelText(/^NEW/)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(/^(TOP|LOW|DOWN): /)).toHaveLength(3);
  });
});

describe('rankByTwr', () => {
  it('sorts by return, then by ticker for equal returns', () => {
    const ranked = rankByTwr([holdingReturn('B', 0.1), holdingReturn('C', 0.3), holdingReturn('A', 0.1), holdingReturn('X', null)]);
    expect(ranked.map((holding) => holding.stock.ticker)).toEqual(['C', 'A', 'B']);
  });
});
