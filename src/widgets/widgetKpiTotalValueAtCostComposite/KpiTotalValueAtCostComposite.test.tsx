import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalValueAtCostComposite } from './definition';

const mocks = summaryMocks();

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

  it('shows a loss with its minus sign, and names the holdings left out for want of a price', async () => {
    const summary = summaryFixture({ marketValue: 11500, unrealizedGain: -500, unpricedHoldings: ['MSFT'] });
    await renderWidget(widgetKpiTotalValueAtCostComposite, { mocks: summaryMocks(summary).success });
    expect(await screen.findByTestId('kpi-market-value-breakdown')).toHaveTextContent('$11,500.00');
    expect(detail('Unrealised gain')).toHaveTextContent('-$500.00');
    expect(detail('Left out, no price')).toHaveTextContent('MSFT');
  });
});
