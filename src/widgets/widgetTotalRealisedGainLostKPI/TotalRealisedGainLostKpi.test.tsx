import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, kpiMocks, renderAtInterval } from '../sharedKpi/summaryMocks';
import { widgetTotalRealisedGainLostKPI } from './definition';

/** The widget's request with its default settings (3 months' flows). */
const kpi = kpiMocks(widgetTotalRealisedGainLostKPI);

const mocks = kpi();

describe('widgetTotalRealisedGainLostKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held or was sold', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings or sales in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the realised gain', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-realised-gain')).toHaveTextContent('+$200.00');
    expect(screen.getByText('realised in the last 3 months')).toBeInTheDocument();
    // A ledger in the display currency: no currency line.
    expect(screen.queryByText('of which currency')).not.toBeInTheDocument();
  });

  it('says how much of a foreign realised gain the exchange rate made', async () => {
    // A EUR holding of a USD investor: 91.20 from the price, 40.20 from the rate (see gainEffects.test.ts).
    const summary = summaryFixture({ realizedGain: 131.4, realizedPriceGain: 91.2, realizedCurrencyGain: 40.2 });
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: kpi(summary).success });
    expect(await screen.findByTestId('kpi-realised-gain')).toHaveTextContent('+$131.40');
    expect(screen.getByText('of which currency').nextElementSibling).toHaveTextContent('+$40.20');
  });

  it('shows the loss of positions closed in full', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByTestId('kpi-realised-gain')).toHaveTextContent('-$150.00');
  });

  it('shows zero while holdings have not been sold', async () => {
    await renderWidget(widgetTotalRealisedGainLostKPI, { mocks: kpi(summaryFixture({ realizedGain: 0 })).success });
    expect(await screen.findByTestId('kpi-realised-gain')).toHaveTextContent('$0.00');
    expect(screen.getByText('nothing sold in the last 3 months')).toBeInTheDocument();
  });

  it('asks for the chosen interval and shows the gain realised in it', async () => {
    await renderAtInterval(widgetTotalRealisedGainLostKPI, '1M', summaryFixture({ realizedGain: -35.25, realizedPriceGain: -35.25 }));
    expect(await screen.findByTestId('kpi-realised-gain')).toHaveTextContent('-$35.25');
    expect(screen.getByText('realised in the last month')).toBeInTheDocument();
  });

  it('all time: on every share sold', async () => {
    await renderAtInterval(widgetTotalRealisedGainLostKPI, 'MAX');
    expect(await screen.findByText('on shares sold, after commissions')).toBeInTheDocument();
  });

  it('all time: nothing sold yet', async () => {
    await renderAtInterval(widgetTotalRealisedGainLostKPI, 'MAX', summaryFixture({ realizedGain: 0 }));
    expect(await screen.findByText('nothing sold at a gain or loss yet')).toBeInTheDocument();
  });
});
