import { fireEvent, screen, within } from '@testing-library/react';
import { palettes } from '../../ui/themes/palettes';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { renderWidget } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { shade } from '../sharedDividends/payouts';
import { dividendMocks, dividendsFixture, emptyDividends } from '../sharedDividends/testing/dividendMocks';
import { widgetDividendIncomeChart } from './definition';
import { incomeMonths, incomeTotals, isIncomeless } from './incomeMonths';

// Dividend income looks back a year by default: its filter starts a year before today.
const oneYear = { filter: { from: intervalRange('1Y').from } };
const mocks = dividendMocks(dividendsFixture(), oneYear);
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);
const LABEL = 'Dividend income per month: received over 1 year, then expected over the next 12 months';

const bars = () => screen.getAllByLabelText(/^\w+ \d{4} (received|declared|estimated): /).map((bar) => bar.getAttribute('aria-label'));

describe('widgetDividendIncomeChart', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDividendIncomeChart, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing was received or is expected', async () => {
    await renderWidget(widgetDividendIncomeChart, { mocks: mocks.empty });
    expect(await screen.findByText('No dividend income received or expected for these holdings.')).toBeInTheDocument();
  });

  it('counts months of zero income as empty', async () => {
    const zeros = dividendsFixture({ received: dividendsFixture().received.map((month) => ({ ...month, gross: 0, taxes: 0, net: 0 })), forecast: [] });
    await renderWidget(widgetDividendIncomeChart, { mocks: dividendMocks(zeros, oneYear).success });
    expect(await screen.findByText('No dividend income received or expected for these holdings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDividendIncomeChart, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws the year received, then the twelve months ahead lighter, declared and estimated stacked', async () => {
    const { container } = await renderWidget(widgetDividendIncomeChart, { mocks: mocks.success });
    const image = await screen.findByRole('img', { name: LABEL });
    expect(screen.getByTestId('income-totals')).toHaveTextContent('Received, 1 year$273.50Next 12 months$449.00');
    // Months without income draw no bar.
    expect(bars().filter((bar) => bar!.includes('received'))).toHaveLength(10);
    expect(screen.getByLabelText('December 2025 received: $19.00')).toHaveAttribute('fill', chart.series[0]);
    expect(screen.getByLabelText('December 2026 declared: $26.95')).toHaveAttribute('fill', shade(chart.series[0]!, 0.6));
    expect(screen.getByLabelText('December 2026 estimated: $18.40')).toHaveAttribute('fill', shade(chart.series[0]!, 0.32));
    expect(screen.getByLabelText('November 2027 estimated: $39.95')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Income' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Received', 'Declared', 'Estimated']);
    expect(within(image).getByText('Dec 25')).toBeInTheDocument();
    expect(within(image).getByText('Nov 27')).toBeInTheDocument();
    // Today (24 November, asOf) is marked inside November 2026's bar.
    const marker = container.querySelector('[data-testid="today-marker"]')!;
    expect(marker).toHaveTextContent('Today');
    const leftOf = (label: string) => Number(/translate\(([\d.]+)/.exec(screen.getByLabelText(label).parentElement!.getAttribute('transform') ?? '')?.[1]);
    const x = Number(marker.querySelector('line')!.getAttribute('x1'));
    // The 24th of 30 days: past the middle of November 2026's bar, before December's.
    const november = leftOf('November 2026 received: $26.95');
    const december = leftOf('December 2026 declared: $26.95');
    expect((x - november) / (december - november)).toBeGreaterThan(0.5);
    expect(x).toBeLessThan(december);
  });

  it('notes the taxes withheld in a received month’s tooltip, and the parts in a forecast month’s', async () => {
    await renderWidget(widgetDividendIncomeChart, { mocks: mocks.success });
    await screen.findByRole('img', { name: LABEL });
    fireEvent.mouseEnter(screen.getByLabelText('June 2026 received: $45.15'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('June 2026ReceivedGross$45.15Taxes withheld-$6.77Net$38.38');
    fireEvent.mouseLeave(screen.getByLabelText('June 2026 received: $45.15'));
    fireEvent.mouseEnter(screen.getByLabelText('December 2026 estimated: $18.40'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('December 2026ExpectedDeclared$26.95Estimated$18.40Expected, gross$45.35');
  });

  it('lists every month in the accessible table', async () => {
    await renderWidget(widgetDividendIncomeChart, { mocks: mocks.success });
    const table = await screen.findByRole('table', { name: LABEL });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(rows[0]!.textContent).toBe('MonthReceivedTaxes withheldDeclaredEstimated');
    expect(rows[1]!.textContent).toBe('December 2025$19.00$2.85——');
    expect(rows[13]!.textContent).toBe('December 2026——$26.95$18.40');
  });

  it('draws only the income received when the forecast is off, over the chosen interval', async () => {
    const config = { selectedInterval: selectedInterval('3M'), showForecast: false };
    const answer = dividendsFixture({ received: dividendsFixture().received.slice(-3) });
    await renderWidget(widgetDividendIncomeChart, { mocks: dividendMocks(answer, { filter: { from: intervalRange('3M').from } }).success, config });
    await screen.findByRole('img', { name: 'Dividend income received per month over 3 months' });
    expect(bars()).toEqual(['September 2026 received: $45.15', 'October 2026 received: $26.95', 'November 2026 received: $26.95']);
    expect(screen.getByTestId('income-totals')).toHaveTextContent('Received, 3 months$99.05');
    expect(screen.queryByRole('list', { name: 'Income' })).not.toBeInTheDocument();
  });

  it('is empty with the forecast off when nothing was received, whatever is expected', async () => {
    const answer = dividendsFixture({ received: [] });
    await renderWidget(widgetDividendIncomeChart, { mocks: dividendMocks(answer, oneYear).success, config: { showForecast: false } });
    expect(await screen.findByText('No dividend income received over this interval.')).toBeInTheDocument();
  });
});

describe('incomeMonths', () => {
  it('puts the forecast after the received months, never twice the same month', () => {
    const answer = dividendsFixture();
    const overlapping = { ...answer, forecast: [{ ...answer.forecast[0]!, month: '2026-11' }, ...answer.forecast] };
    const months = incomeMonths(overlapping, true);
    expect(months.map((month) => month.month)).toEqual([...answer.received.map((month) => month.month), ...answer.forecast.map((month) => month.month)]);
    expect(incomeTotals(months)).toEqual({ received: 273.5, taxes: 41.01, forecast: 449 });
  });

  it('counts a reversal as income, not as nothing', () => {
    expect(isIncomeless(incomeMonths(emptyDividends, true))).toBe(true);
    const reversal = dividendsFixture({ received: [{ ...dividendsFixture().received[0]!, gross: -5 }], forecast: [] });
    expect(isIncomeless(incomeMonths(reversal, true))).toBe(false);
  });
});
