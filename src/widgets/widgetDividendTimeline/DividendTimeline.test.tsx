import { fireEvent, screen, within } from '@testing-library/react';
import { palettes } from '../../ui/themes/palettes';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { renderWidget } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { shade } from '../sharedDividends/payouts';
import { dividendMocks, dividendsFixture, payout, payoutsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetDividendTimeline } from './definition';
import { barKey, monthTotals, OTHER, payoutTimeline } from './payoutTimeline';

// The timeline looks back three months by default (its filter starts three months before today)
// and always runs a year ahead of asOf (24 November 2026): August 2026 to November 2027.
const threeMonths = { filter: { from: intervalRange('3M').from } };
const mocks = dividendMocks(dividendsFixture(), threeMonths);
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);
const LABEL = 'Dividends per month by holding, August 2026 to November 2027';

const bars = () => screen.getAllByLabelText(/^\w+ \d{4} \S+ (paid|declared|estimated): /).map((bar) => bar.getAttribute('aria-label')).sort();

describe('widgetDividendTimeline', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDividendTimeline, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetDividendTimeline, { mocks: mocks.empty });
    expect(await screen.findByText('No dividends paid or expected for these holdings over this time.')).toBeInTheDocument();
  });

  it('is empty when every payout falls before the interval', async () => {
    const old = dividendsFixture({ payouts: payoutsFixture.filter((row) => row.exDate < '2026-06-01') });
    await renderWidget(widgetDividendTimeline, { mocks: dividendMocks(old, threeMonths).success });
    expect(await screen.findByText('No dividends paid or expected for these holdings over this time.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDividendTimeline, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stacks each month’s payouts by holding, paid solid and the rest lighter, with the next payment named', async () => {
    const { container } = await renderWidget(widgetDividendTimeline, { mocks: mocks.success });
    const image = await screen.findByRole('img', { name: LABEL });
    expect(bars()).toEqual([
      'August 2026 AAPL paid: $13.00',
      'December 2026 O declared: $26.95',
      'December 2026 VTI estimated: $18.40',
      'February 2027 AAPL estimated: $13.00',
      'November 2026 O paid: $26.95',
    ]);
    // Each payer keeps its colour, by the size of its dividends: O, then AAPL, then VTI.
    expect(screen.getByLabelText('November 2026 O paid: $26.95')).toHaveAttribute('fill', chart.series[0]);
    expect(screen.getByLabelText('December 2026 O declared: $26.95')).toHaveAttribute('fill', shade(chart.series[0]!, 0.6));
    expect(screen.getByLabelText('December 2026 VTI estimated: $18.40')).toHaveAttribute('fill', shade(chart.series[2]!, 0.32));
    expect(screen.getByLabelText('February 2027 AAPL estimated: $13.00')).toHaveAttribute('fill', shade(chart.series[1]!, 0.32));
    expect(within(screen.getByRole('list', { name: 'Holdings' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['O', 'AAPL', 'VTI']);
    expect(within(screen.getByRole('list', { name: 'Status' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paid', 'Declared', 'Estimated']);
    expect(screen.getByTestId('next-payment')).toHaveTextContent('Next paymentO $26.95 on 15 Dec 26');
    expect(within(image).getByText('Aug 26')).toBeInTheDocument();
    expect(within(image).getByText('Nov 27')).toBeInTheDocument();
    expect(container.querySelector('[data-testid="today-marker"]')).toHaveTextContent('Today');
  });

  it('lists the month’s payouts in the tooltip, and every payout in the accessible table', async () => {
    await renderWidget(widgetDividendTimeline, { mocks: mocks.success });
    await screen.findByRole('img', { name: LABEL });
    fireEvent.mouseEnter(screen.getByLabelText('December 2026 VTI estimated: $18.40'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('December 20262 payments, $45.35O 15 Dec, declared$26.95VTI 29 Dec, estimated$18.40');
    const rows = within(screen.getByRole('table', { name: LABEL })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Paid or expected onHoldingStatusIncome',
      '13 Aug 26AAPLPaid$13.00',
      '14 Nov 26OPaid$26.95',
      '15 Dec 26ODeclared$26.95',
      '29 Dec 26VTIEstimated$18.40',
      '12 Feb 27AAPLEstimated$13.00',
    ]);
  });

  it('starts at the first payout over all time, and leaves out what it cannot convert', async () => {
    const foreign = payout('SHEL', '2026-10-10', '2026-10-20', 0.36, 40, 'paid', { currency: 'GBP', income: null });
    const answer = dividendsFixture({ payouts: [...payoutsFixture, foreign] });
    await renderWidget(widgetDividendTimeline, { mocks: dividendMocks(answer, { filter: {} }).success, config: { selectedInterval: selectedInterval('MAX') } });
    await screen.findByRole('img', { name: 'Dividends per month by holding, December 2025 to November 2027' });
    expect(bars()).toHaveLength(11);
    expect(screen.queryByLabelText(/SHEL/)).not.toBeInTheDocument();
    expect(screen.getByText('1 dividend has no exchange rate yet: left out.')).toBeInTheDocument();
  });
});

describe('payoutTimeline', () => {
  const range = { first: '2025-12', last: '2027-11' };

  it('gives the largest payers their own colour and the rest one "Other" when the palette runs out', () => {
    const timeline = payoutTimeline(payoutsFixture, range, 'USD', 2);
    expect(timeline.series.map((series) => [series.label, series.colorIndex])).toEqual([
      ['O', 0],
      ['Other', null],
    ]);
    expect(timeline.entries.filter((entry) => entry.series === OTHER).map((entry) => entry.payout.stock.ticker)).toEqual(['VTI', 'AAPL', 'VTI', 'AAPL', 'VTI', 'AAPL', 'VTI', 'AAPL']);
    expect(payoutTimeline(payoutsFixture, range, 'USD', 3).series.map((series) => series.label)).toEqual(['O', 'VTI', 'AAPL']);
  });

  it('places a payout by the day its money arrives, the ex-date without a pay date, and sums a month per payer and status', () => {
    const noPayDate = payout('O', '2026-12-20', null, 0.5, 100, 'declared');
    const timeline = payoutTimeline([...payoutsFixture, noPayDate], { first: '2026-12', last: '2026-12' }, 'USD', 12);
    expect(timeline.months).toEqual(['2026-12']);
    expect(monthTotals(timeline).get('2026-12')).toEqual({ [barKey('stock-O', 'declared')]: 76.95, [barKey('stock-VTI', 'estimated')]: 18.4 });
  });
});
