import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetTotalUnRealisedGainLostKPI } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetTotalUnRealisedGainLostKPI);

const mocks = kpi();

describe('widgetTotalUnRealisedGainLostKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the unrealised gain and its percentage of cost', async () => {
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    // 3234.50 / 12000
    expect(screen.getByText('+26.95% on cost')).toBeInTheDocument();
    expect(screen.queryByText('of which currency')).not.toBeInTheDocument();
    // The default interval's change: all of it, in the fixture.
    expect(screen.getByText('Last 3 months').nextElementSibling).toHaveTextContent('+$3,234.50');
  });

  it('asks for the chosen interval and shows how much of the gain it made', async () => {
    await renderAtInterval(widgetTotalUnRealisedGainLostKPI, '1W', summaryFixture({ unrealizedGainChange: -120.4 }));
    // The gain itself stands as of the end; the line under it is the week's change.
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    expect(screen.getByTestId('kpi-unrealised-change')).toHaveTextContent('-$120.40');
    expect(screen.getByText('Last week')).toBeInTheDocument();
  });

  it('all time: no change line', async () => {
    await renderAtInterval(widgetTotalUnRealisedGainLostKPI, 'MAX');
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    expect(screen.queryByTestId('kpi-unrealised-change')).not.toBeInTheDocument();
  });

  it('says how much of a foreign unrealised gain the exchange rate took, above the unpriced note', async () => {
    // 185.85 from the price, −30.15 from the rate (see gainEffects.test.ts); less than a cent is no line.
    const summary = summaryFixture({ unrealizedGain: 155.7, unrealizedPriceGain: 185.85, unrealizedCurrencyGain: -30.15, unpricedHoldings: ['MSFT'] });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$155.70');
    const line = screen.getByText('of which currency');
    expect(line.nextElementSibling).toHaveTextContent('-$30.15');
    expect(screen.getByText('Left out, no price').compareDocumentPosition(line)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('leaves out a currency effect under a cent', async () => {
    const summary = summaryFixture({ unrealizedPriceGain: 3234.504, unrealizedCurrencyGain: -0.004 });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    expect(screen.queryByText('of which currency')).not.toBeInTheDocument();
  });

  it('shows a loss', async () => {
    const summary = summaryFixture({ marketValue: 9000, unrealizedGain: -3000 });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('-$3,000.00');
    expect(screen.getByText('-25.00% on cost')).toBeInTheDocument();
  });

  it('drops the percentage when unpriced holdings are in the cost but not in the gain', async () => {
    const summary = summaryFixture({ unpricedHoldings: ['MSFT'] });
    await renderWidget(widgetTotalUnRealisedGainLostKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-unrealised-gain')).toHaveTextContent('+$3,234.50');
    expect(screen.queryByText(/on cost/)).not.toBeInTheDocument();
    expect(screen.getByText('Left out, no price').nextElementSibling).toHaveTextContent('MSFT');
  });
});
