import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import type { AnalyticsFilter } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { emptySummary, summaryFixture } from '../framework/testing/analyticsFixtures';
import { selectedInterval, type IntervalName } from '../framework/intervals';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetKpiTwr } from './definition';
import { WidgetBenchmarkReturnDocument } from '../../generated/graphql';
import { benchmarkAnswer } from '../sharedMarket/testing/marketFixtures';

/** The filter the widget sends for an interval: its start, today. */
function filterFor(name: IntervalName): AnalyticsFilter {
  return analyticsFilter({ portfolio_Ids: [], holdingType: 'allHoldings', displayPastHoldings: false, selectedInterval: selectedInterval(name) });
}

// The explanation's popover measures itself.
beforeAll(stubResizeObserver);

const mocks = summaryMocks(summaryFixture(), { filter: filterFor('1Y') });

describe('widgetKpiTwr', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held and there is no return', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the annualised return over a year, the default interval', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('+13.75%');
    expect(screen.getByText('annualised, 1 year')).toBeInTheDocument();
  });

  it('shows the cumulative return over a shorter interval', async () => {
    const threeMonths = summaryMocks(summaryFixture(), { filter: filterFor('3M') });
    await renderWidget(widgetKpiTwr, { mocks: threeMonths.success, config: { selectedInterval: selectedInterval('3M') } });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('+4.12%');
    expect(screen.getByText('cumulative, 3 months')).toBeInTheDocument();
  });

  it('annualises all time, which sends no start', async () => {
    const loss = summaryMocks(summaryFixture({ twr: -0.08, twrAnnualised: -0.031 }), { filter: {} });
    await renderWidget(widgetKpiTwr, { mocks: loss.success, config: { selectedInterval: selectedInterval('MAX') } });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('-3.10%');
    expect(screen.getByText('annualised, all time')).toBeInTheDocument();
  });

  it('shows a dash when there is not enough history', async () => {
    const young = summaryMocks(summaryFixture({ twr: null, twrAnnualised: null }), { filter: filterFor('1Y') });
    await renderWidget(widgetKpiTwr, { mocks: young.success });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('—');
    expect(screen.getByText('not enough history for 1 year')).toBeInTheDocument();
  });

  it('shows the money-weighted return per year beside it, labelled', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-money-weighted')).toHaveTextContent('+12.11% a year');
    expect(screen.getByText('Money-weighted')).toBeInTheDocument();
  });

  it('shows a money-weighted loss per year even over a short interval', async () => {
    const threeMonths = summaryMocks(summaryFixture({ xirr: -0.0875 }), { filter: filterFor('3M') });
    await renderWidget(widgetKpiTwr, { mocks: threeMonths.success, config: { selectedInterval: selectedInterval('3M') } });
    expect(await screen.findByTestId('kpi-money-weighted')).toHaveTextContent('-8.75% a year');
  });

  it('explains the two returns behind a button', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.success });
    fireEvent.click(await screen.findByRole('button', { name: 'Time-weighted and money-weighted return: what each means' }));
    const help = await screen.findByRole('dialog', { name: 'Two ways to measure a return' });
    expect(help).toHaveTextContent('Time-weighted measures the investments themselves, whenever and however much money went in or came out.');
    expect(help).toHaveTextContent('Money-weighted (XIRR) measures your own result per year: when and how much you bought and sold counts.');
  });

  it('shows a dash for the money-weighted return with the history it lacks', async () => {
    const young = summaryMocks(summaryFixture({ twr: null, twrAnnualised: null, xirr: null }), { filter: filterFor('1Y') });
    await renderWidget(widgetKpiTwr, { mocks: young.success });
    const moneyWeighted = await screen.findByTestId('kpi-money-weighted');
    expect(moneyWeighted).toHaveTextContent(/^—: not enough history for 1 year$/);
    expect(moneyWeighted).toHaveAttribute('title', 'not enough history for 1 year');
  });

  it('says why there is no money-weighted return when no rate fits the money in and out', async () => {
    const oneWay = summaryMocks(summaryFixture({ xirr: null }), { filter: filterFor('1Y') });
    await renderWidget(widgetKpiTwr, { mocks: oneWay.success });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('+13.75%');
    expect(screen.getByTestId('kpi-money-weighted')).toHaveTextContent(/^—: no rate balances the money put in and taken out$/);
    fireEvent.click(screen.getByRole('button', { name: /what each means/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('No money-weighted return here: no rate balances the money put in and taken out.');
  });

  it('shows the figure alone when labels are turned off', async () => {
    await renderWidget(widgetKpiTwr, { mocks: mocks.success, config: { showLabel: false } });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('+13.75%');
    expect(screen.queryByText('annualised, 1 year')).not.toBeInTheDocument();
    expect(screen.queryByText('Money-weighted')).not.toBeInTheDocument();
    expect(screen.queryByTestId('kpi-money-weighted')).not.toBeInTheDocument();
  });

  it('shows the return of positions since closed', async () => {
    const closed = summaryMocks({ ...emptySummary, realizedGain: 90, twr: 0.05, twrAnnualised: 0.05 }, { filter: filterFor('1Y') });
    await renderWidget(widgetKpiTwr, { mocks: closed.success });
    expect(await screen.findByTestId('kpi-twr')).toHaveTextContent('+5.00%');
  });

  describe('compared with a benchmark', () => {
    const sp500 = { ticker: '^GSPC', tickerDisplay: 'S&P 500' };
    const benchmark = (name: IntervalName, answer: ReturnType<typeof benchmarkAnswer>) => ({
      request: { query: WidgetBenchmarkReturnDocument, variables: { symbol: '^GSPC', from: filterFor(name).from } },
      result: { data: answer },
    });

    it('shows the benchmark per year over the same year', async () => {
      await renderWidget(widgetKpiTwr, { mocks: [...mocks.success, benchmark('1Y', benchmarkAnswer('^GSPC', { twr: 0.12, twrAnnualised: 0.0934 }))], config: { benchmark: sp500 } });
      const compared = await screen.findByTestId('kpi-benchmark');
      await waitFor(() => expect(compared).toHaveTextContent('+9.34% a year'));
      expect(screen.getByText('S&P 500')).toBeInTheDocument();
    });

    it('shows the cumulative benchmark over a shorter interval, as the portfolio', async () => {
      const threeMonths = summaryMocks(summaryFixture(), { filter: filterFor('3M') });
      await renderWidget(widgetKpiTwr, { mocks: [...threeMonths.success, benchmark('3M', benchmarkAnswer('^GSPC'))], config: { selectedInterval: selectedInterval('3M'), benchmark: sp500 } });
      await waitFor(() => expect(screen.getByTestId('kpi-benchmark')).toHaveTextContent(/^\+5\.12%$/));
    });

    it('says why it cannot compare all time, asking for nothing', async () => {
      const all = summaryMocks(summaryFixture(), { filter: {} });
      await renderWidget(widgetKpiTwr, { mocks: all.success, config: { selectedInterval: selectedInterval('MAX'), benchmark: sp500 } });
      expect(await screen.findByTestId('kpi-benchmark')).toHaveAttribute('title', 'choose an interval to compare over the same days');
    });

    it('says when no provider knows the benchmark', async () => {
      await renderWidget(widgetKpiTwr, { mocks: [...mocks.success, benchmark('1Y', benchmarkAnswer('^GSPC', { status: 'unknown', twr: null, points: [] }))], config: { benchmark: sp500 } });
      await waitFor(() => expect(screen.getByTestId('kpi-benchmark')).toHaveAttribute('title', 'no market data for S&P 500'));
    });
  });
});
