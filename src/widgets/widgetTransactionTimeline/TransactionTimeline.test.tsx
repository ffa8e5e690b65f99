import { formatDate } from '../../lib/dates';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { initialSlices, ledgerSlicesVar } from '../../apollo/vars';
import { UserTransactionTableDocument } from '../../generated/graphql';
import { vtiTransaction } from '../../testing/ledgerFixtures';
import { transactionTableMock } from '../../testing/transactionTable';
import { renderWidget } from '../framework/testing/renderWidget';
import { widgetTransactionTimeline } from './definition';

const main = { __typename: 'NamedRef', _id: 'p1', name: 'Main' } as const;
const income = { __typename: 'NamedRef', _id: 'p2', name: 'Income' } as const;

const ledger = [
  vtiTransaction({ _id: 'b1', type: 'Buy', date: '2026-11-02T00:00:00.000', transactionValue: 500, transactionValue_userCurrency: 400, parentportfolio: main }),
  vtiTransaction({ _id: 'b2', type: 'Buy', date: '2026-11-03T00:00:00.000', transactionValue: 250, transactionValue_userCurrency: null, parentportfolio: main }),
  vtiTransaction({ _id: 's1', type: 'Sell', date: '2026-11-20T00:00:00.000', transactionValue: 1000, transactionValue_userCurrency: 800, parentportfolio: income }),
  vtiTransaction({ _id: 'i1', type: 'Income', date: '2026-09-15T00:00:00.000', transactionValue: 12.5, transactionValue_userCurrency: 10, parentportfolio: main }),
  vtiTransaction({ _id: 'x1', type: 'Split', date: '2026-09-01T00:00:00.000', transactionValue: 0, transactionValue_userCurrency: 0, parentportfolio: main }),
  // More than a year back.
  vtiTransaction({ _id: 'old', type: 'Buy', date: '2025-10-30T00:00:00.000', transactionValue: 9999, transactionValue_userCurrency: 9999, parentportfolio: main }),
];

// nivo draws bars kind by kind; sorted, the list does not depend on that order.
const bars = () => screen.getAllByLabelText(/^\w+ \d{4} \w+: /).map((bar) => bar.getAttribute('aria-label')).sort();

beforeEach(() => {
  ledgerSlicesVar({ ...initialSlices });
  // Only the clock is fixed (Tuesday 24 November 2026): timers stay real for Apollo and nivo.
  jest.useFakeTimers({
    now: new Date(2026, 10, 24, 15, 30),
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('widgetTransactionTimeline', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger, { delay: Infinity })] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is empty when no transaction falls in the period', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger)], config: { mainTime: '1D', group_by: 'day' } });
    const latest = formatDate(ledger.map((t) => t.date).reduce((a, b) => (b > a ? b : a)));
    expect(await screen.findByText(`No transactions in the last 1 day. ${ledger.length} transactions in all, the latest on ${latest}: choose a longer period in this widget's settings.`)).toBeInTheDocument();
  });

  it('is empty without transactions', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock([])], config: { mainTime: 'MAX' } });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    const failing = { request: { query: UserTransactionTableDocument }, result: { errors: [new GraphQLError('The ledger is unavailable.')] } };
    await renderWidget(widgetTransactionTimeline, { mocks: [failing] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stacks the year’s transaction values per month by kind, in the kinds’ colours', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger)] });
    const chart = await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    // Values in the display currency, else the transaction's own; the split moves no money.
    expect(bars()).toEqual(['November 2026 Buy: $650.00', 'November 2026 Sell: $800.00', 'September 2026 Income: $10.00']);
    const fills = Object.fromEntries(screen.getAllByLabelText(/^\w+ \d{4} \w+: /).map((bar) => [bar.getAttribute('aria-label')!.split(' ')[2], bar.getAttribute('fill')]));
    expect(fills).toEqual({ 'Income:': '#60a5fa', 'Buy:': '#4ade80', 'Sell:': '#fb923c' });
    const legend = screen.getByRole('list', { name: 'Transaction kinds' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Buy', 'Sell', 'Income']);
    // Twelve months, December 2025 to November 2026, the oldest buy left out.
    expect(within(chart).getByText('Dec 25')).toBeInTheDocument();
    expect(within(chart).getByText('Nov 26')).toBeInTheDocument();
    expect(within(chart).queryByText('Oct 25')).not.toBeInTheDocument();
  });

  it('sums the whole period in the tooltip', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger)] });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    fireEvent.mouseEnter(screen.getByLabelText('November 2026 Sell: $800.00'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('November 20263 transactionsBuy$650.00Sell$800.00');
  });

  it('counts transactions when asked, splits included', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger)], config: { mainValue: 'count', group_by: 'quarter' } });
    await screen.findByRole('img', { name: 'Transactions per period by kind' });
    expect(bars()).toEqual(['Q3 2026 Income: 1 transaction', 'Q3 2026 Split: 1 transaction', 'Q4 2026 Buy: 2 transactions', 'Q4 2026 Sell: 1 transaction']);
  });

  it('keeps to the chosen portfolios and drops the current period when asked', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [transactionTableMock(ledger)], config: { portfolio_Ids: ['p1'], includeCurrentInterval: false } });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    // November (current) is out, so the window is November 2025 to October 2026.
    expect(bars()).toEqual(['September 2026 Income: $10.00']);
  });
});
