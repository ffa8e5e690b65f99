import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { intervalRange, selectedInterval } from '../framework/intervals';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendMocks, dividendsFixture, payout, payoutsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetDividendTable } from './definition';
import { pastDividends, pastTotal, periodPhrase } from './pastDividends';

// The table looks back one year by default: its filter starts a year before today.
const oneYear = { filter: { from: intervalRange('1Y').from } };
const mocks = dividendMocks(dividendsFixture(), oneYear);

// The Columns menu measures itself.
beforeAll(stubResizeObserver);

/** A cell's text without the logo stand-in's initials. */
function cellText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[role="img"]').forEach((logo) => logo.remove());
  return copy.textContent ?? '';
}

function bodyRows(): string[][] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map(cellText));
}

function footer(): string[] {
  const [, , foot] = screen.getAllByRole('rowgroup');
  return within(foot!).getAllByRole('cell').map(cellText);
}

describe('widgetDividendTable', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDividendTable, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing was paid over the interval', async () => {
    await renderWidget(widgetDividendTable, { mocks: mocks.empty });
    expect(await screen.findByText('No dividends paid in the last 1 year.')).toBeInTheDocument();
  });

  it('counts only declared and estimated payouts as nothing paid yet', async () => {
    const upcoming = dividendMocks(dividendsFixture({ payouts: payoutsFixture.filter((row) => row.status !== 'paid') }), oneYear);
    await renderWidget(widgetDividendTable, { mocks: upcoming.success });
    expect(await screen.findByText('No dividends paid in the last 1 year.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDividendTable, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the paid dividends newest first with their dates, amount a share and income, and the total', async () => {
    await renderWidget(widgetDividendTable, { mocks: mocks.success });
    await screen.findByRole('table', { name: 'Past dividends' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Paid', 'Holding', 'Ex-date', 'Record date', 'Shares', 'Dividend', 'Income']);
    const rows = bodyRows();
    // The declared and estimated payouts of December and after are not past dividends.
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['14 Nov 26', 'ORealty Income Corporation', '02 Nov 26', '02 Nov 26', '100', '$0.27', '$26.95']);
    expect(rows.map((row) => row[0])).toEqual(['14 Nov 26', '13 Aug 26', '30 Jun 26', '13 Jun 26', '14 May 26', '30 Mar 26', '12 Feb 26', '26 Dec 25']);
    expect(rows.at(-1)).toEqual(['26 Dec 25', 'VTIVanguard Total Stock Market ETF', '22 Dec 25', '22 Dec 25', '20', '$0.95', '$19.00']);
    expect(footer()).toEqual(['Total', '', '', '', '', '', '$147.50']);
    expect(screen.getAllByTitle('0.2695 USD a share')[0]).toHaveTextContent('$0.27');
  });

  it('marks a special dividend, and shows a dividend without a rate in its own currency, out of the total', async () => {
    const special = payout('AAPL', '2026-09-01', '2026-09-04', 2.5, 50, 'paid', { special: true });
    const foreign = payout('SHEL', '2026-10-10', '2026-10-20', 0.36, 40, 'paid', { currency: 'GBP', income: null, incomeTC: 14.4, recordDate: null });
    const noPayDate = payout('VTI', '2026-09-24', null, 0.9, 20, 'paid');
    const answer = dividendsFixture({ payouts: [special, foreign, noPayDate] });
    await renderWidget(widgetDividendTable, { mocks: dividendMocks(answer, oneYear).success });
    await screen.findByRole('table', { name: 'Past dividends' });
    // By the day paid; a payout without a pay date counts as paid on its ex-date.
    expect(bodyRows()).toEqual([
      ['20 Oct 26', 'SHELSHEL', '10 Oct 26', '—', '40', '£0.36', '£14.40no rate'],
      ['—', 'VTIVanguard Total Stock Market ETF', '24 Sep 26', '24 Sep 26', '20', '$0.90', '$18.00'],
      ['04 Sep 26', 'AAPLApple Inc.', '01 Sep 26', '01 Sep 26', '50', 'special$2.50', '$125.00'],
    ]);
    expect(footer().at(-1)).toBe('$143.00');
    expect(screen.getByText('1 dividend has no exchange rate yet: shown in its own currency and left out of the total.')).toBeInTheDocument();
  });

  it('hides the hidden columns, over the chosen interval, and says when the list was cut', async () => {
    const config = { selectedInterval: selectedInterval('MAX'), columnVisibility: { default: { exDate: false, recordDate: false, shares: false } } };
    const all = dividendMocks(dividendsFixture({ payoutsTruncated: true }), { filter: {} });
    await renderWidget(widgetDividendTable, { mocks: all.success, config });
    await screen.findByRole('table', { name: 'Past dividends' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Paid', 'Holding', 'Dividend', 'Income']);
    expect(bodyRows()[0]).toEqual(['14 Nov 26', 'ORealty Income Corporation', '$0.27', '$26.95']);
    expect(screen.getByText('Only the latest dividends are shown: choose a shorter period for the earlier ones.')).toBeInTheDocument();
  });

  it('starts in the saved order with the saved columns of the phone layout, fewer by default', async () => {
    const view = await renderWidget(widgetDividendTable, { mocks: mocks.success, layout: 'mobile' });
    await screen.findByRole('table', { name: 'Past dividends' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Paid', 'Holding', 'Income']);
    view.unmount();

    const config = { columnSortModel: { mobile: [{ field: 'potentialIncome', sort: 'desc' }] }, columnVisibility: { mobile: { paymentDate: false, dividend: true } } };
    await renderWidget(widgetDividendTable, { mocks: mocks.success, config, layout: 'mobile' });
    await screen.findByRole('table', { name: 'Past dividends' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holding', 'Dividend', 'Income']);
    // Largest income first, where the default is newest first.
    expect(bodyRows().map((row) => row[2])).toEqual(['$26.95', '$26.95', '$19.00', '$18.20', '$17.40', '$13.00', '$13.00', '$13.00']);
    expect(screen.getByRole('columnheader', { name: 'Income' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts by a clicked column and saves it, and saves a hidden column', async () => {
    const user = userEvent.setup();
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetDividendTable, { mocks: mocks.success, writeConfig });
    await screen.findByRole('table', { name: 'Past dividends' });
    await user.click(screen.getByRole('button', { name: 'Holding' }));
    expect(bodyRows().map((row) => row[1]!.split(/(?=[A-Z][a-z])/)[0])[0]).toBe('AAPL');
    expect(writeConfig).toHaveBeenLastCalledWith({ columnSortModel: { default: [{ field: 'ticker', sort: 'asc' }], mobile: [{ field: 'paymentDate', sort: 'desc' }] } });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Record date' }));
    expect(screen.queryByRole('columnheader', { name: 'Record date' })).not.toBeInTheDocument();
    expect(writeConfig).toHaveBeenLastCalledWith({ columnVisibility: expect.objectContaining({ default: expect.objectContaining({ recordDate: false, exDate: true }) }) });
  });

  it('says "yet" when nothing was ever paid', async () => {
    await renderWidget(widgetDividendTable, { mocks: dividendMocks(dividendsFixture(), { filter: {} }).empty, config: { selectedInterval: selectedInterval('MAX') } });
    expect(await screen.findByText('No dividends paid yet.')).toBeInTheDocument();
  });
});

describe('pastDividends and pastTotal', () => {
  it('keeps the paid payouts, newest first, ties by ticker', () => {
    const payouts = [payout('VTI', '2026-06-26', '2026-06-30', 0.91, 20, 'paid'), payout('AAPL', '2026-06-26', '2026-06-30', 0.26, 50, 'paid'), payout('O', '2026-12-01', '2026-12-15', 0.2695, 100, 'declared')];
    expect(pastDividends(payouts, 'USD').map((row) => row.stock.ticker)).toEqual(['AAPL', 'VTI']);
    // Other columns, ties newest first then by ticker: the dividend a share, smallest first.
    expect(pastDividends(payouts, 'USD', { field: 'dividend', sort: 'asc' }).map((row) => row.stock.ticker)).toEqual(['AAPL', 'VTI']);
    expect(pastDividends(payouts, 'USD', { field: 'shares', sort: 'desc' }).map((row) => row.stock.ticker)).toEqual(['AAPL', 'VTI']);
    expect(pastDividends(payouts, 'USD', { field: 'ticker', sort: 'desc' }).map((row) => row.stock.ticker)).toEqual(['VTI', 'AAPL']);
  });

  it('sums the income to the cent and counts what it could not convert', () => {
    const rows = [payout('O', '2026-06-01', '2026-06-13', 0.1, 1, 'paid', { income: 0.1 }), payout('O', '2026-07-01', '2026-07-13', 0.2, 1, 'paid', { income: 0.2 }), payout('SHEL', '2026-07-01', '2026-07-13', 0.36, 40, 'paid', { currency: 'GBP', income: null })];
    expect(pastTotal(rows, 'USD')).toEqual({ income: 0.3, unconverted: 1 });
  });

  it('phrases the period', () => {
    expect(periodPhrase('3M')).toBe('in the last 3 months');
    expect(periodPhrase('YTD')).toBe('this year');
    expect(periodPhrase('MAX')).toBe('yet');
  });
});
