import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { palettes } from '../../ui/themes/palettes';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { renderWidget } from '../framework/testing/renderWidget';
import { chartThemeOf } from '../framework/useChartTheme';
import { shade } from '../sharedDividends/payouts';
import { dividendHolding, dividendHoldingsFixture, dividendMocks, dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetDividendHistory } from './definition';
import { payersOf, yearBars } from './dividendYears';

// The spec's default interval for the history is a year: its filter starts a year before today.
const oneYear = { filter: { from: intervalRange('1Y').from } };
const mocks = dividendMocks(dividendsFixture(), oneYear);
// Tests render without next-themes, where the charts take the dark palette.
const chart = chartThemeOf(palettes.dark);

const bars = () => screen.getAllByLabelText(/^\d{4}( so far)?: /).map((bar) => bar.getAttribute('aria-label'));
const years = (amounts: Record<number, number>) => Object.entries(amounts).map(([year, amount]) => ({ __typename: 'DividendYear' as const, year: Number(year), amount }));

describe('widgetDividendHistory', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDividendHistory, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetDividendHistory, { mocks: mocks.empty });
    expect(await screen.findByText('None of these holdings has paid a dividend yet.')).toBeInTheDocument();
  });

  it('is empty when no holding has ever paid', async () => {
    const brk = dividendHoldingsFixture.filter((holding) => holding.stock.ticker === 'BRK.B');
    await renderWidget(widgetDividendHistory, { mocks: dividendMocks(dividendsFixture({ holdings: brk }), oneYear).success });
    expect(await screen.findByText('None of these holdings has paid a dividend yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDividendHistory, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens on the largest payer, with its growth, forward rate and a bar per year', async () => {
    await renderWidget(widgetDividendHistory, { mocks: mocks.success });
    expect(await screen.findByRole('img', { name: 'O dividend a share per calendar year' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Holding' });
    expect(select).toHaveValue('stock-O');
    // Payers only (Berkshire pays nothing), largest forward income first.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['O · Realty Income Corporation', 'VTI · Vanguard Total Stock Market ETF', 'AAPL · Apple Inc.']);
    expect(screen.getByTestId('dividend-growth')).toHaveTextContent('3Y growth+3.01%5Y growth+3.62%Forward$3.234');
    expect(bars()).toHaveLength(5);
    expect(screen.getByLabelText('2025: $3.206')).toHaveAttribute('fill', chart.series[0]);
  });

  it('switches to the holding picked, with the change on each year in the table', async () => {
    const user = userEvent.setup();
    await renderWidget(widgetDividendHistory, { mocks: mocks.success });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Holding' }), 'stock-AAPL');
    expect(screen.getByRole('img', { name: 'AAPL dividend a share per calendar year' })).toBeInTheDocument();
    expect(bars()).toEqual(['2021: $0.865', '2022: $0.91', '2023: $0.94', '2024: $0.98', '2025: $1.02']);
    expect(screen.getByTestId('dividend-growth')).toHaveTextContent('3Y growth+4.26%5Y growth+5.03%Forward$1.04');
    const table = screen.getByRole('table', { name: 'AAPL dividend a share per calendar year' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'YearDividend a shareOn the year before',
      '2021$0.865—',
      '2022$0.91+5.20%',
      '2023$0.94+3.30%',
      '2024$0.98+4.26%',
      '2025$1.02+4.08%',
    ]);
  });

  it('shows a suspended year as zero and the year of asOf lighter, as "so far"', async () => {
    const cut = dividendHolding('CUT', 'Cut Dividend Co.', { forwardIncome: 900, forwardRate: 0.9, yearly: years({ 2022: 1, 2024: 1.2, 2026: 0.9 }) });
    const config = { selectedInterval: selectedInterval('5Y') };
    const answer = dividendsFixture({ holdings: [cut, ...dividendHoldingsFixture] });
    await renderWidget(widgetDividendHistory, { mocks: dividendMocks(answer, { filter: { from: intervalRange('5Y').from } }).success, config });
    expect(await screen.findByRole('img', { name: 'CUT dividend a share per calendar year' })).toBeInTheDocument();
    expect(bars()).toEqual(['2022: $1.00', '2023: $0.00', '2024: $1.20', '2025: $0.00', '2026 so far: $0.90']);
    expect(screen.getByLabelText('2026 so far: $0.90')).toHaveAttribute('fill', shade(chart.series[0]!, 0.6));
    // Growth unknown without five complete years: a dash, in no colour.
    expect(screen.getByTestId('dividend-growth')).toHaveTextContent('3Y growth—5Y growth—Forward$0.90');
  });
});

describe('payersOf and yearBars', () => {
  it('keeps the holdings with a dividend on record, largest forward income first, unknown last', () => {
    const unknown = dividendHolding('NEW', 'New Co.', { forwardIncome: null, yearly: years({ 2025: 0.5 }) });
    expect(payersOf([unknown, ...dividendHoldingsFixture]).map((holding) => holding.stock.ticker)).toEqual(['O', 'VTI', 'AAPL', 'NEW']);
  });

  it('fills the years between, and compares each with the year before when that one paid', () => {
    expect(yearBars(years({ 2023: 1, 2025: 1.5, 2026: 2 }), 2027)).toEqual([
      { year: 2023, amount: 1, change: null, partial: false },
      { year: 2024, amount: 0, change: -1, partial: false },
      { year: 2025, amount: 1.5, change: null, partial: false },
      { year: 2026, amount: 2, change: 0.3333333333333333, partial: false },
    ]);
    expect(yearBars([], 2026)).toEqual([]);
  });
});
