import { fireEvent, screen, within } from '@testing-library/react';
import { WidgetTechnicalAnalysisDocument } from '../../generated/graphql';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { renderWidget, stateMocks } from '../framework/testing/renderWidget';
import { marketRequest } from '../sharedMarket/marketRequests';
import { technicalFixture } from '../sharedMarket/testing/marketFixtures';
import { widgetTechnicalAnalysisWidget } from './definition';

// The timeframe tabs are a segmented control, which measures itself.
beforeAll(stubResizeObserver);

const NASDAQ = { ticker: '^IXIC', tickerDisplay: 'NASDAQ' };
const variables = marketRequest('technical', { selectedTicker: NASDAQ }).variables;
const unknown = technicalFixture('^IXIC', { status: 'unknown', name: null, asOf: null, lastClose: null, timeframes: [], outlook: null });
const mocks = stateMocks(WidgetTechnicalAnalysisDocument, variables, { empty: unknown, success: technicalFixture('^IXIC') });

const answering = (data: ReturnType<typeof technicalFixture>) => stateMocks(WidgetTechnicalAnalysisDocument, variables, { empty: data, success: data }).success;

describe('widgetTechnicalAnalysisWidget', () => {
  it('asks for the NASDAQ by default', () => {
    expect(variables).toEqual({ symbol: '^IXIC' });
  });

  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when no provider knows the symbol', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.empty });
    expect(await screen.findByText('No market data for ^IXIC.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('says the prices are being fetched while the symbol is pending', async () => {
    const pending = technicalFixture('^IXIC', { status: 'pending', timeframes: [], outlook: null, asOf: null, lastClose: null });
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: answering(pending) });
    expect(await screen.findByText('Fetching prices for ^IXIC…')).toBeInTheDocument();
  });

  it('shows the daily summary on a gauge at its score, at the default size', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success });
    const gauge = await screen.findByRole('meter', { name: 'Summary' });
    expect(gauge).toHaveAttribute('aria-valuenow', '0.47');
    expect(gauge).toHaveAttribute('aria-valuemin', '-1');
    expect(gauge).toHaveAttribute('aria-valuemax', '1');
    expect(gauge).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Buy, score 0.47/));
    expect(screen.getByTestId('rating-Summary')).toHaveTextContent('Buy');
    expect(screen.getByText('Sell 2 · Neutral 4 · Buy 9')).toBeInTheDocument();
    expect(screen.getByText('NASDAQ Composite')).toBeInTheDocument();
    // An index's level is points, as the price widgets write it; the day as the app writes days.
    expect(screen.getByText('^IXIC · 18,972.42 · close of 26 Nov 26')).toBeInTheDocument();
    expect(screen.queryByText('simulated')).not.toBeInTheDocument();
  });

  it('rates the oscillators and the moving averages on gauges of their own, from their readings', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success });
    // Oscillators: neutral, buy, neutral; averages: buy, buy, sell. Both (1 − 0)/3 and (2 − 1)/3.
    expect(await screen.findByRole('meter', { name: 'Oscillators' })).toHaveAttribute('aria-valuenow', '0.33');
    expect(screen.getByRole('meter', { name: 'Moving averages' })).toHaveAttribute('aria-valuenow', '0.33');
    // The ratings are the answer's.
    expect(screen.getByTestId('rating-Oscillators')).toHaveTextContent('Neutral');
    expect(screen.getByTestId('rating-Moving averages')).toHaveTextContent('Buy');
    expect(screen.getByText('Sell 0 · Neutral 2 · Buy 1')).toBeInTheDocument();
    expect(screen.getByText('Sell 1 · Neutral 0 · Buy 2')).toBeInTheDocument();
  });

  it('lists each reading with its value and action', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success });
    const oscillators = await screen.findByRole('table', { name: 'Oscillators' });
    const rsi = within(oscillators).getByRole('row', { name: /RSI \(14\)/ });
    expect(rsi).toHaveTextContent('RSI (14)58.2Neutral');
    const averages = screen.getByRole('table', { name: 'Moving averages' });
    expect(within(averages).getByRole('row', { name: /SMA \(200\)/ })).toHaveTextContent('SMA (200)239.1Sell');
  });

  it('shows the provider’s outlook per horizon, with support and resistance', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success });
    const outlook = await screen.findByTestId('technical-outlook');
    expect(outlook).toHaveTextContent('Outlook (Trading Central)');
    expect(outlook).toHaveTextContent('Short term: Bearish');
    expect(outlook).toHaveTextContent('Mid term: Bullish');
    expect(outlook).toHaveTextContent('Long term: Bullish');
    expect(outlook).toHaveTextContent('Support $221.50 · Resistance $247.30 · Stop loss $215.00');
  });

  it('leaves the outlook out when the provider has none', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: answering(technicalFixture('^IXIC', { outlook: null })) });
    await screen.findByRole('meter', { name: 'Summary' });
    expect(screen.queryByTestId('technical-outlook')).not.toBeInTheDocument();
  });

  it('switches the timeframe with its tabs and saves it', async () => {
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success, writeConfig });
    await screen.findByRole('meter', { name: 'Summary' });
    fireEvent.click(screen.getByText('Week'));
    expect(await screen.findByTestId('rating-Summary')).toHaveTextContent('Strong buy');
    expect(screen.getByRole('meter', { name: 'Summary' })).toHaveAttribute('aria-valuenow', '0.6');
    expect(writeConfig).toHaveBeenLastCalledWith({ timeframe: 'week' });
  });

  it('shows the configured timeframe', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: mocks.success, config: { timeframe: 'month' } });
    expect(await screen.findByRole('meter', { name: 'Summary' })).toHaveAttribute('aria-valuenow', '0.05');
    expect(screen.getByTestId('rating-Summary')).toHaveTextContent('Neutral');
  });

  it('says how much history a timeframe lacks', async () => {
    const young = technicalFixture('^IXIC');
    const onlyDays = technicalFixture('^IXIC', { timeframes: young.technicalAnalysis.timeframes.filter((summary) => summary.timeframe === 'day') });
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: answering(onlyDays), config: { timeframe: 'week' } });
    expect(await screen.findByText('Not enough history for a weekly rating of ^IXIC: it needs 35 weeks of prices.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    // The other timeframes stay a click away.
    fireEvent.click(screen.getByText('Day'));
    expect(await screen.findByRole('meter', { name: 'Summary' })).toHaveAttribute('aria-valuenow', '0.47');
  });

  it('labels a rating of simulated prices', async () => {
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: answering(technicalFixture('^IXIC', { simulated: true })) });
    expect(await screen.findByText('simulated')).toHaveAttribute('title', 'Rated from simulated prices');
  });

  it('asks for the configured security', async () => {
    const apple = { ticker: 'AAPL', tickerDisplay: 'Apple' };
    const appleMocks = stateMocks(WidgetTechnicalAnalysisDocument, { symbol: 'AAPL' }, { empty: technicalFixture('AAPL'), success: technicalFixture('AAPL') });
    await renderWidget(widgetTechnicalAnalysisWidget, { mocks: appleMocks.success, config: { selectedTicker: apple } });
    expect(await screen.findByText('Apple Inc.')).toBeInTheDocument();
  });
});
