import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { closedPositionsSummary, filterOf, kpiMocks, renderAtInterval, summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetTotalHoldingCountKPI } from './definition';

/** The widget's request with its default settings (the count at the end of 3 months). */
const kpi = kpiMocks(widgetTotalHoldingCountKPI);

const mocks = kpi();

describe('widgetTotalHoldingCountKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: mocks.empty });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('is empty when every position is closed', async () => {
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: kpi(closedPositionsSummary).success });
    expect(await screen.findByText('No holdings in this selection yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the count and the count of each type', async () => {
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: mocks.success });
    expect(await screen.findByTestId('kpi-holding-count')).toHaveTextContent('2');
    expect(screen.getByText('Stocks').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('ETFs').nextElementSibling).toHaveTextContent('1');
  });

  it('asks for the chosen interval and shows the count at its end', async () => {
    await renderAtInterval(widgetTotalHoldingCountKPI, '5Y', summaryFixture({ holdingCount: 1, holdingCountByType: [{ holdingType: 'etf', count: 1 }] }));
    expect(await screen.findByTestId('kpi-holding-count')).toHaveTextContent('1');
    expect(screen.getByText('ETFs').nextElementSibling).toHaveTextContent('1');
  });

  it('labels the types as the server stores them, and counts past holdings when asked', async () => {
    // As the server sends them: stored lower case, one type the app has no label for.
    const holdingCountByType = [
      { __typename: 'HoldingTypeCount', holdingType: 'fund', count: 3 },
      { __typename: 'HoldingTypeCount', holdingType: 'stock', count: 7 },
      { __typename: 'HoldingTypeCount', holdingType: 'bond', count: 2 },
    ];
    const summary = summaryFixture({ holdingCount: 12, holdingCountByType });
    const past = summaryMocks(summary, { filter: { ...filterOf(widgetTotalHoldingCountKPI), includePastHoldings: true } });
    await renderWidget(widgetTotalHoldingCountKPI, { mocks: past.success, config: { displayPastHoldings: true } });
    expect(await screen.findByTestId('kpi-holding-count')).toHaveTextContent('12');
    expect(screen.getByText('positions sold in full included')).toBeInTheDocument();
    expect(screen.getByText('Funds').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Stocks').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByText('bond').nextElementSibling).toHaveTextContent('2');
  });
});
