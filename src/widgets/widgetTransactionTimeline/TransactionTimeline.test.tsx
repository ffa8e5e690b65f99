import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { WidgetTransactionTimelineDocument, type WidgetTransactionTimelineQuery } from '../../generated/graphql';
import { resolveConfig } from '../framework/configFields';
import { monthBuckets, timelineBucket, timelineFixture } from '../framework/testing/analyticsFixtures';
import { renderWidget } from '../framework/testing/renderWidget';
import { timelineInput, type TimelineConfig } from '../framework/widgetData';
import { widgetTransactionTimeline } from './definition';
import { selectedInterval } from '../framework/intervals';

// The server's answers for a ledger of, in portfolio p1 ("Main"): Buys of $400 (2 Nov 2026) and
// $250 (3 Nov), Income $10 (15 Sep), a Split (1 Sep) and an old Buy (30 Oct 2025); in p2: a Sell
// of $800 (20 Nov). Today is Tuesday 24 November 2026: the server's today, not the browser's.
const LEDGER_COUNT = 6;
const november = { totals: { Buy: 650, Sell: 800 }, count: 3 };
const september = { totals: { Income: 10, Split: 0 }, count: 2 };

/** The request the widget makes for a config (partial; the rest from its defaults), answered with `answer`. */
function timelineMock(config: Record<string, unknown>, answer: WidgetTransactionTimelineQuery['transactionTimeline'] | Error, options: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse {
  const resolved = resolveConfig(widgetTransactionTimeline.configs, config).config as unknown as TimelineConfig;
  const request = { query: WidgetTransactionTimelineDocument, variables: { input: timelineInput(resolved) } };
  const result = answer instanceof Error ? { errors: [new GraphQLError(answer.message)] } : { data: { transactionTimeline: answer } };
  return { request, result, ...options };
}

// A year by month, December 2025 to November 2026: the oldest buy falls before it.
const year = timelineFixture(monthBuckets('2025-12-01', 12, { '2026-11-01': november, '2026-09-01': september }), {
  kinds: ['Buy', 'Sell', 'Income'],
  ledgerCount: LEDGER_COUNT,
  lastDate: '2026-11-20',
});

// nivo draws bars kind by kind; sorted, the list does not depend on that order.
const bars = () => screen.getAllByLabelText(/^\w+ \d{4} \w+: /).map((bar) => bar.getAttribute('aria-label')).sort();

describe('widgetTransactionTimeline', () => {
  it('shows a skeleton while loading', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year, { delay: Infinity })] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('is empty when no transaction falls in the period, naming how many there are and the latest', async () => {
    const day = [timelineBucket('2026-11-23', ['23 Nov', 'Mon 23 Nov 2026']), timelineBucket('2026-11-24', ['24 Nov', 'Tue 24 Nov 2026'])];
    const answer = timelineFixture(day, { ledgerCount: LEDGER_COUNT, lastDate: '2026-11-20' });
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({ mainInterval: selectedInterval('1D'), group_by: 'day' }, answer)], config: { mainInterval: selectedInterval('1D'), group_by: 'day' } });
    expect(await screen.findByText(`No transactions in the last 1 day. ${LEDGER_COUNT} transactions in all, the latest on 20 Nov 26: choose a longer period in this widget's settings.`)).toBeInTheDocument();
  });

  it('is empty without transactions', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({ mainInterval: selectedInterval('MAX') }, timelineFixture([]))], config: { mainInterval: selectedInterval('MAX') } });
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('shows the failure with a retry', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, new Error('The ledger is unavailable.'))] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The ledger is unavailable.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stacks the year’s transaction values per month by kind, in the kinds’ colours', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)] });
    const chart = await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    // The split moves no money: the server leaves it out of the kinds, so it has no bar.
    expect(bars()).toEqual(['November 2026 Buy: $650.00', 'November 2026 Sell: $800.00', 'September 2026 Income: $10.00']);
    const fills = Object.fromEntries(screen.getAllByLabelText(/^\w+ \d{4} \w+: /).map((bar) => [bar.getAttribute('aria-label')!.split(' ')[2], bar.getAttribute('fill')]));
    expect(fills).toEqual({ 'Income:': '#60a5fa', 'Buy:': '#4ade80', 'Sell:': '#fb923c' });
    const legend = screen.getByRole('list', { name: 'Transaction kinds' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Buy', 'Sell', 'Income']);
    // Twelve months, December 2025 to November 2026.
    expect(within(chart).getByText('Dec 25')).toBeInTheDocument();
    expect(within(chart).getByText('Nov 26')).toBeInTheDocument();
    expect(within(chart).queryByText('Oct 25')).not.toBeInTheDocument();
  });

  it('lists every period in the accessible table', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)] });
    const table = await screen.findByRole('table', { name: 'Transaction value per period by kind' });
    const rows = within(table).getAllByRole('row');
    // The header, then twelve months.
    expect(rows).toHaveLength(13);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Period', 'Buy', 'Sell', 'Income']);
    expect(rows.at(-1)!.textContent).toBe('November 2026$650.00$800.00$0.00');
  });

  it('sums the whole period in the tooltip', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)] });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    fireEvent.mouseEnter(screen.getByLabelText('November 2026 Sell: $800.00'));
    expect(await screen.findByTestId('chart-tooltip')).toHaveTextContent('November 20263 transactionsBuy$650.00Sell$800.00');
  });

  it('counts transactions when asked, splits included', async () => {
    const config = { mainValue: 'count', group_by: 'quarter' };
    const quarters = timelineFixture(
      [
        timelineBucket('2026-01-01', ['Q1 26', 'Q1 2026']),
        timelineBucket('2026-04-01', ['Q2 26', 'Q2 2026']),
        timelineBucket('2026-07-01', ['Q3 26', 'Q3 2026'], { Income: 1, Split: 1 }, 2),
        timelineBucket('2026-10-01', ['Q4 26', 'Q4 2026'], { Buy: 2, Sell: 1 }, 3),
      ],
      { kinds: ['Buy', 'Sell', 'Income', 'Split'], ledgerCount: LEDGER_COUNT, lastDate: '2026-11-20' },
    );
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(config, quarters)], config });
    await screen.findByRole('img', { name: 'Transactions per period by kind' });
    expect(bars()).toEqual(['Q3 2026 Income: 1 transaction', 'Q3 2026 Split: 1 transaction', 'Q4 2026 Buy: 2 transactions', 'Q4 2026 Sell: 1 transaction']);
  });

  it('asks for the chosen portfolios and for the current period to be dropped', async () => {
    const config = { portfolio_Ids: ['p1'], includeCurrentInterval: false };
    // November (current) is out, so the window is November 2025 to October 2026; p2's sell is not in it.
    const main = timelineFixture(monthBuckets('2025-11-01', 12, { '2026-09-01': september }), { kinds: ['Income'], ledgerCount: 5, lastDate: '2026-11-03' });
    // Only this request is answered: the widget must send the portfolio and the setting.
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(config, main)], config });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(bars()).toEqual(['September 2026 Income: $10.00']);
  });
});

describe('timelineInput', () => {
  it('sends the settings under the server’s names, the portfolios sorted, and no date', () => {
    const config: TimelineConfig = { portfolio_Ids: ['p2', 'p1'], mainInterval: selectedInterval('YTD'), group_by: 'week', includeCurrentInterval: false, mainValue: 'count' };
    expect(timelineInput(config)).toEqual({ portfolio_Ids: ['p1', 'p2'], interval: 'YTD', groupBy: 'week', includeCurrentInterval: false, measure: 'count' });
    expect(timelineInput({ ...config, portfolio_Ids: [] })).not.toHaveProperty('portfolio_Ids');
  });
});
