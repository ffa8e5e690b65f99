import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../framework/testing/renderWidget';
import { dividendMocks, dividendsFixture, payout, payoutsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetDividendCalendar } from './definition';

// The calendar sends no interval: the server's default range, a year either side of asOf (24 Nov 2026).
const mocks = dividendMocks();

const grid = () => screen.getByTestId('calendar-grid');
const list = () => screen.getByTestId('calendar-list');
const dayCell = (day: string) => grid().querySelector<HTMLElement>(`[data-day="${day}"]`)!;
/** The chips of a day in the grid: kind, ticker and status. */
const chipsOn = (day: string) => Array.from(dayCell(day).querySelectorAll('[data-kind]'), (chip) => `${chip.getAttribute('data-kind')} ${chip.getAttribute('data-status')} ${chip.getAttribute('title') ?? ''}`);

describe('widgetDividendCalendar', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetDividendCalendar, { mocks: mocks.loading });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    await renderWidget(widgetDividendCalendar, { mocks: mocks.empty });
    expect(await screen.findByText('No dividends paid or expected for these holdings.')).toBeInTheDocument();
  });

  it('is empty when the holdings pay nothing', async () => {
    const noPayouts = dividendMocks(dividendsFixture({ payouts: [] }));
    await renderWidget(widgetDividendCalendar, { mocks: noPayouts.success });
    expect(await screen.findByText('No dividends paid or expected for these holdings.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetDividendCalendar, { mocks: mocks.failure });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics service is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens on the month of asOf, Monday first, with today marked and each date on its day', async () => {
    await renderWidget(widgetDividendCalendar, { mocks: mocks.success });
    expect(await screen.findByTestId('calendar-month')).toHaveTextContent('November 2026');
    expect(within(grid()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // Six weeks: 26 October to 6 December.
    expect(within(grid()).getAllByRole('row')).toHaveLength(7);
    expect(dayCell('2026-11-24')).toHaveAttribute('aria-current', 'date');
    expect(dayCell('2026-11-24')).toHaveTextContent('24, today');
    expect(grid().querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(chipsOn('2026-11-02')).toEqual(['ex paid O ex-dividend date, paid: $0.27 a share, $26.95 on 100 shares']);
    expect(chipsOn('2026-11-14')).toEqual(['pay paid O payment, paid: $0.27 a share, $26.95 on 100 shares']);
    // The days of the months either side show no dates: those belong to their own month's page.
    expect(chipsOn('2026-12-01')).toEqual([]);
    expect(screen.getByTestId('calendar-income')).toHaveTextContent('1 payment: $26.95');
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('browses to the next month by keyboard, estimated dates lighter and labelled, and back to today', async () => {
    const user = userEvent.setup();
    await renderWidget(widgetDividendCalendar, { mocks: mocks.success });
    await screen.findByTestId('calendar-month');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('December 2026');
    expect(chipsOn('2026-12-01')).toEqual(['ex declared O ex-dividend date, declared: $0.27 a share, $26.95 on 100 shares']);
    expect(chipsOn('2026-12-29')).toEqual(['pay estimated VTI payment, estimated: $0.92 a share, $18.40 on 20 shares']);
    const estimated = dayCell('2026-12-29').querySelector('[data-kind]')!;
    expect(estimated).toHaveTextContent(/est\./);
    expect(estimated).toHaveAttribute('title', expect.stringContaining('estimated'));
    expect(dayCell('2026-12-29')).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('calendar-income')).toHaveTextContent('2 payments: $45.35');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('November 2026');
  });

  it('stops a year back and a year ahead of asOf, where the answer ends', async () => {
    const user = userEvent.setup();
    await renderWidget(widgetDividendCalendar, { mocks: mocks.success });
    await screen.findByTestId('calendar-month');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    for (let month = 0; month < 12; month++) await user.click(previous);
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('November 2025');
    expect(previous).toBeDisabled();
    expect(screen.getByText('No ex-dates or payments in November 2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('December 2025');
    expect(chipsOn('2025-12-22')).toEqual(['ex paid VTI ex-dividend date, paid: $0.95 a share, $19.00 on 20 shares']);
  });

  it('lists the month’s dates by day for a narrow widget, with what each brings', async () => {
    const user = userEvent.setup();
    await renderWidget(widgetDividendCalendar, { mocks: mocks.success });
    await screen.findByTestId('calendar-month');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    // The test's widget is 600 px wide: the list is there, hidden until the container is narrower than 480 px.
    expect(list()).not.toBeVisible();
    expect(grid()).toBeVisible();
    const days = within(list()).getAllByRole('listitem', { hidden: true }).filter((item) => item.parentElement === list());
    expect(days.map((day) => day.firstChild?.textContent)).toEqual(['Tue 1 Dec', 'Tue 15 Dec', 'Wed 23 Dec', 'Tue 29 Dec']);
    expect(days[1]).toHaveTextContent('O payment, declared');
    expect(days[1]).toHaveTextContent('Realty Income Corporation$26.95 · declared');
    expect(days[0]).toHaveTextContent('$0.27 a share · declared');
    expect(days[3]).toHaveTextContent('$18.40 · estimated');
  });

  it('marks today in the list, and a payout without a rate in its own currency, left out of the total', async () => {
    const foreign = payout('SHEL', '2026-11-10', '2026-11-24', 0.36, 40, 'paid', { currency: 'GBP', income: null, incomeTC: 14.4 });
    const noPayDate = payout('VTI', '2026-11-20', null, 0.9, 20, 'declared');
    const answer = dividendsFixture({ payouts: [...payoutsFixture, foreign, noPayDate] });
    await renderWidget(widgetDividendCalendar, { mocks: dividendMocks(answer).success });
    await screen.findByTestId('calendar-month');
    expect(chipsOn('2026-11-24')).toEqual(['pay paid SHEL payment, paid: £0.36 a share, £14.40 on 40 shares']);
    // The declared payout without a pay date has only its ex-date.
    expect(chipsOn('2026-11-20')).toEqual(['ex declared VTI ex-dividend date, declared: $0.90 a share, $18.00 on 20 shares']);
    expect(screen.getByTestId('calendar-income')).toHaveTextContent('2 payments: $26.95');
    const today = within(list()).getAllByRole('listitem', { hidden: true }).find((item) => item.getAttribute('aria-current') === 'date')!;
    expect(today.firstChild).toHaveTextContent('Tue 24 Nov · today');
    expect(today).toHaveTextContent('£14.40');
  });
});
