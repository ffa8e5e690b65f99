import { screen, within } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetKpiTotalReturn } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetKpiTotalReturn);

const mocks = kpi();

/** The parts grid as "label value" pairs, in reading order. */
async function parts(): Promise<string[]> {
  const grid = await screen.findByTestId('kpi-total-return-parts');
  return within(grid)
    .getAllByTitle(/:/)
    .map((cell) => Array.from(cell.children, (child) => child.textContent).join(' '));
}

describe('widgetKpiTotalReturn', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTotalReturn, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing was ever held or earned', async () => {
    await renderWidget(widgetKpiTotalReturn, { mocks: mocks.empty });
    expect(await screen.findByText('No profit or loss in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTotalReturn, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the total return of the last 3 months, the default, its percentage and its four parts', async () => {
    await renderWidget(widgetKpiTotalReturn, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-total-return')).toHaveTextContent('+$3,525.04');
    expect(screen.getByText('+25.94% in the last 3 months')).toBeInTheDocument();
    // 3525.04 = 200 + 3234.50 + 112.40 - 21.86 (taxes 16.86 and 5 of fees on income).
    expect(await parts()).toEqual(['Realised +$200.00', 'Income +$112.40', 'Unrealised +$3.23K', 'Taxes and fees -$21.86']);
    expect(screen.getByTitle('Unrealised: +$3,234.50')).toBeInTheDocument();
  });

  it('still shows what closed positions made when nothing is held', async () => {
    await renderWidget(widgetKpiTotalReturn, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-total-return')).toHaveTextContent('-$116.00');
    expect(screen.getByText('-1.16% in the last 3 months')).toBeInTheDocument();
    expect(await parts()).toEqual(['Realised -$150.00', 'Income +$40.00', 'Unrealised $0.00', 'Taxes and fees -$6.00']);
  });

  it('asks for the chosen interval: its parts, the unrealised one as its change in it', async () => {
    // 6 months: 80 realised + 30 income + 150 more unrealised (of 3234.50) - 5 taxes and fees = 255.
    const summary = summaryFixture({ realizedGain: 80, income: 30, unrealizedGainChange: 150, taxes: 5, fees: 0, totalReturn: 255, totalReturnPercent: 0.0171 });
    await renderAtInterval(widgetKpiTotalReturn, '6M', summary);
    expect(await screen.findByTestId('kpi-total-return')).toHaveTextContent('+$255.00');
    expect(screen.getByText('+1.71% in the last 6 months')).toBeInTheDocument();
    expect(await parts()).toEqual(['Realised +$80.00', 'Income +$30.00', 'Unrealised +$150.00', 'Taxes and fees -$5.00']);
  });

  it('all time: the percentage of the amount invested', async () => {
    await renderAtInterval(widgetKpiTotalReturn, 'MAX');
    expect(await screen.findByText('+25.94% on the amount invested')).toBeInTheDocument();
  });

  it('with unpriced holdings, counts only the taxes as known and names what is left out', async () => {
    const summary = summaryFixture({ unpricedHoldings: ['MSFT', 'NVDA'] });
    await renderWidget(widgetKpiTotalReturn, { mocks: kpi(summary).success });
    expect(await parts()).toContain('Taxes -$16.86');
    expect(screen.getByText('Left out, no price').nextElementSibling).toHaveTextContent('2 holdings');
  });
});
