import { screen } from '@testing-library/react';
import { summaryFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { summaryMocks } from '../sharedKpi/summaryMocks';
import { widgetHoldingsRundownKPI } from './definition';
import { duration, monthFromNow, whenIn } from '../sharedPlanning/duration';

const mocks = summaryMocks();

describe('widgetHoldingsRundownKPI', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetHoldingsRundownKPI, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('never runs out without a withdrawal, and says how to set one', async () => {
    await renderWidget(widgetHoldingsRundownKPI, { mocks: mocks.empty });
    expect(await screen.findByTestId('kpi-rundown')).toHaveTextContent('Never runs out');
    expect(screen.getByText('no withdrawal set: choose one in the settings')).toBeInTheDocument();
  });

  it('says there is nothing to draw on when it should start from the holdings and none are held', async () => {
    await renderWidget(widgetHoldingsRundownKPI, { mocks: mocks.empty, config: { useHoldingsValue: true } });
    expect(await screen.findByText('No holdings to draw on yet: start from an initial investment in the settings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetHoldingsRundownKPI, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
  });

  it('says how long the holdings last: 100,000 at 4 % less 700 a month lasts 16 years 2 months', async () => {
    const config = { useHoldingsValue: true, annualHoldingsGrowthRate: 0.04, regularWithdrawalAmount: 700 };
    await renderWidget(widgetHoldingsRundownKPI, { mocks: summaryMocks(summaryFixture({ marketValue: 100_000 })).success, config });
    // =NPER(4%/12, -700, 100000) = 194.31 months: 16 years and 2 whole months.
    expect(await screen.findByTestId('kpi-rundown')).toHaveTextContent('16 years 2 months');
    expect(screen.getByText('taking $700.00 a month from $100,000.00')).toBeInTheDocument();
  });

  it('counts quarters as three months, and a withdrawal the growth pays as lasting', async () => {
    await renderWidget(widgetHoldingsRundownKPI, { mocks: mocks.success, config: { initialInvestment: 12_000, annualHoldingsGrowthRate: 0, regularWithdrawalAmount: 1000, withdrawalFrequency: 'quarterly' } });
    // 12 quarterly withdrawals of 1,000: 36 months.
    expect(await screen.findByTestId('kpi-rundown')).toHaveTextContent('3 years');
  });

  it('says the month it runs out when displayed by date', async () => {
    const config = { useHoldingsValue: true, annualHoldingsGrowthRate: 0.04, regularWithdrawalAmount: 700, displayBy: 'date' };
    await renderWidget(widgetHoldingsRundownKPI, { mocks: summaryMocks(summaryFixture({ marketValue: 100_000 })).success, config });
    expect(await screen.findByTestId('kpi-rundown')).toHaveTextContent(`until ${monthFromNow(194.31)}`);
  });

  it('counts whole months forward from today for a date', () => {
    // 27 November 2026 plus 194 whole months (16 years 2 months): January 2043.
    expect(monthFromNow(194.31, new Date(2026, 10, 27))).toBe('January 2043');
    expect(whenIn(194.31, 'date', new Date(2026, 10, 27))).toBe('by January 2043');
    expect(whenIn(194.31, 'duration')).toBe('in 16 years 2 months');
  });

  it('writes durations in whole years and months', () => {
    expect(duration(194.31)).toBe('16 years 2 months');
    expect(duration(12)).toBe('1 year');
    expect(duration(0.5)).toBe('0 months');
    expect(duration(13)).toBe('1 year 1 month');
  });
});
