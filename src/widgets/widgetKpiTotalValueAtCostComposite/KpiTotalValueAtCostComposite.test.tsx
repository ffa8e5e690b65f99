import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalValueAtCostComposite } from './definition';

/** The widget's request with its default settings (values at the end of 3 months). */
const kpi = kpiMocks(widgetKpiTotalValueAtCostComposite);

const mocks = kpi();

/** The value beside a detail line's label. */
function detail(label: string): Element | null {
  return screen.getByText(label).nextElementSibling;
}

describe('widgetKpiTotalValueAtCostComposite', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('splits the market value into cost and unrealised gain', async () => {
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-market-value-breakdown')).toHaveTextContent('$15,234.50');
    expect(detail('At cost')).toHaveTextContent('$12,000.00');
    expect(detail('Unrealised gain')).toHaveTextContent('+$3,234.50');
    expect(screen.queryByText('Left out, no price')).not.toBeInTheDocument();
  });

  it('asks for the chosen interval and says how the value moved in it', async () => {
    await renderAtInterval(widgetKpiTotalValueAtCostComposite, '1Y', summaryFixture({ openingMarketValue: 14000 }));
    expect(await screen.findByTestId('kpi-market-value-breakdown')).toHaveTextContent('$15,234.50');
    // 15234.50 − 14000
    expect(screen.getByText('+$1,234.50 in the last year')).toBeInTheDocument();
  });

  it('all time: no move to tell', async () => {
    await renderAtInterval(widgetKpiTotalValueAtCostComposite, 'MAX');
    expect(await screen.findByTestId('kpi-market-value-breakdown')).toHaveTextContent('$15,234.50');
    expect(screen.queryByText(/ in the /)).not.toBeInTheDocument();
  });

  it('shows a loss with its minus sign, and names the holdings left out for want of a price', async () => {
    const summary = summaryFixture({ marketValue: 11500, unrealizedGain: -500, unpricedHoldings: ['MSFT'] });
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-market-value-breakdown')).toHaveTextContent('$11,500.00');
    expect(detail('Unrealised gain')).toHaveTextContent('-$500.00');
    expect(detail('Left out, no price')).toHaveTextContent('MSFT');
  });
});
