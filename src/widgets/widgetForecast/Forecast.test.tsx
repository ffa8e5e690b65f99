import { screen, within } from '@testing-library/react';
import { addMonths, format } from 'date-fns';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { yearStep } from './Forecast';
import { widgetForecast } from './definition';
import { DEFAULT_VOLATILITY, bandSettings, forecastSeries } from './forecastSeries';

beforeAll(stubResizeObserver);

const mocks = summaryMocks();
const plan = { initial: 1000, lumpSum: 0, annualRate: 0.03, payment: 0, frequency: 'monthly' as const, years: 10 };
const yearly = { displayBy: 'duration' as const, inflationAdjusted: false, inflationRate: 0.02 };

describe('forecastSeries', () => {
  it('has a point a year (or a month), the plan on the closed form, the band around it', () => {
    const points = forecastSeries(plan, { annualReturn: 0.03, volatility: 0.15 }, yearly);
    expect(points.map((p) => p.month)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    // =FV(3%/12, 120, 0, -1000) = 1,349.35
    expect(points.at(-1)!.value).toBeCloseTo(1349.3535, 3);
    expect(points.at(-1)!.p10).toBeLessThan(points.at(-1)!.p50);
    expect(points.at(-1)!.p50).toBeLessThan(points.at(-1)!.p90);
    expect(forecastSeries(plan, { annualReturn: 0.03, volatility: 0.15 }, { ...yearly, displayBy: 'monthly' })).toHaveLength(121);
  });

  it('takes inflation out when asked: 1,349.35 in 10 years at 2 % is 1,106.94 of today', () => {
    const points = forecastSeries(plan, { annualReturn: null, volatility: null }, { ...yearly, inflationAdjusted: true });
    expect(points.at(-1)!.value).toBeCloseTo(1349.3535 / 1.02 ** 10, 3);
    expect(points[0]!.value).toBe(1000);
  });

  it("drives the band by the portfolio's past return and volatility, else by the plan and 15 %", () => {
    expect(bandSettings(plan, { annualReturn: 0.12, volatility: 0.2 })).toEqual({ annualReturn: 0.12, annualVolatility: 0.2 });
    expect(bandSettings(plan, { annualReturn: null, volatility: null })).toEqual({ annualReturn: 0.03, annualVolatility: DEFAULT_VOLATILITY });
    // A short history's 300 % a year is not a rate to forecast with.
    expect(bandSettings(plan, { annualReturn: 3, volatility: 0.4 }).annualReturn).toBe(0.5);
  });
});

describe('yearStep', () => {
  it('steps by round numbers of years that end on the last year where they can', () => {
    expect(yearStep(30, 8)).toBe(5);
    expect(yearStep(10, 12)).toBe(1);
    expect(yearStep(40, 5)).toBe(10);
    expect(yearStep(100, 3)).toBe(50);
  });
});

describe('widgetForecast', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetForecast, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('forecasts the initial investment without holdings, with the band at 15 %', async () => {
    await renderWidget(widgetForecast, { mocks: mocks.empty });
    expect(await screen.findByTestId('forecast-legend')).toHaveTextContent('$1,349.35');
    expect(screen.getByTestId('forecast-legend')).toHaveTextContent('volatility 15.00%');
  });

  it('says there is nothing to forecast when it should start from the holdings and none are held', async () => {
    await renderWidget(widgetForecast, { mocks: mocks.empty, config: { useHoldingsValue: true } });
    expect(await screen.findByText('No holdings to forecast yet: start from an initial investment in the settings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetForecast, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
  });

  it("starts from the holdings' value with the portfolio's own return and volatility", async () => {
    await renderWidget(widgetForecast, { mocks: summaryMocks(summaryFixture({ marketValue: 10_000 })).success, config: { useHoldingsValue: true } });
    // 10,000 at 3 % for 10 years: 13,493.54; the band at the fixture's 13.75 % and 16.42 %.
    expect(await screen.findByTestId('forecast-legend')).toHaveTextContent('$13,493.54');
    expect(screen.getByTestId('forecast-legend')).toHaveTextContent('Range at your past 13.75%, volatility 16.42%');
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
  });

  it('names the points by years from now, or by their month when shown monthly, a row a year in the table', async () => {
    const { unmount } = await renderWidget(widgetForecast, { mocks: mocks.empty });
    const yearly = await screen.findByRole('table', { hidden: true });
    expect(within(yearly).getAllByRole('row', { hidden: true })).toHaveLength(12);
    expect(within(yearly).getByText('Year 10')).toBeInTheDocument();
    unmount();
    await renderWidget(widgetForecast, { mocks: mocks.empty, config: { displayBy: 'monthly' } });
    const monthly = await screen.findByRole('table', { hidden: true });
    expect(within(monthly).getAllByRole('row', { hidden: true })).toHaveLength(12);
    expect(within(monthly).getByText(format(addMonths(new Date(), 120), 'MMM yyyy'))).toBeInTheDocument();
    expect(within(monthly).getByText(format(addMonths(new Date(), 12), 'MMM yyyy'))).toBeInTheDocument();
  });
});
