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

describe('the timeline settings', () => {
  // Two periods, each kind in its own: a quarter of income and one of trades.
  const quarters = (totals: [Record<string, number>, Record<string, number>], kinds: string[]) =>
    timelineFixture(
      [timelineBucket('2026-07-01', ['Q3 26', 'Q3 2026'], totals[0], 2), timelineBucket('2026-10-01', ['Q4 26', 'Q4 2026'], totals[1], 3)],
      { kinds: kinds as WidgetTransactionTimelineQuery['transactionTimeline']['kinds'], ledgerCount: LEDGER_COUNT, lastDate: '2026-11-20' },
    );
  /** A bar's left edge: nivo places each bar in a group translated to it. */
  const barX = (name: string) => /translate\(([\d.]+),/.exec(screen.getByLabelText(name).parentElement!.getAttribute('transform') ?? '')?.[1];

  it('asks for the chosen dataset only', async () => {
    const config = { dataset: 'income', group_by: 'quarter' };
    // Only this request is answered: the widget must send the dataset.
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(config, quarters([{ Income: 10, DRIP: 4 }, {}], ['Income', 'DRIP']))], config });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(bars()).toEqual(['Q3 2026 DRIP: $4.00', 'Q3 2026 Income: $10.00']);
  });

  it('says what an average and a running total are, and leaves a period without a transaction blank in an average', async () => {
    const average = { operation: 'average', group_by: 'quarter' };
    const { unmount } = await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(average, quarters([{ Income: 5 }, { Buy: 325 }], ['Buy', 'Income']))], config: average });
    const table = await screen.findByRole('table', { name: 'Average transaction value per period by kind' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['PeriodBuyIncome', 'Q3 2026No transactions$5.00', 'Q4 2026$325.00No transactions']);
    unmount();

    const running = { operation: 'cumulative', group_by: 'quarter' };
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(running, quarters([{ Income: 5 }, { Buy: 650, Income: 5 }], ['Buy', 'Income']))], config: running });
    await screen.findByRole('img', { name: 'Running total of transaction value by kind' });
    expect(bars()).toEqual(['Q3 2026 Income: $5.00', 'Q4 2026 Buy: $650.00', 'Q4 2026 Income: $5.00']);
  });

  it('does not ask for an average of counts, and says why', async () => {
    const config = { operation: 'average', mainValue: 'count' };
    const asked = jest.fn();
    const mock = timelineMock(config, year);
    await renderWidget(widgetTransactionTimeline, { mocks: [{ ...mock, result: () => (asked(), mock.result as { data: Record<string, unknown> }) }], config });
    expect(screen.getByText(/An average per transaction is of values/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toHaveBeenCalled();
  });

  it('stacks the kinds of a period by default, and sets them side by side when asked', async () => {
    const answer = quarters([{}, { Buy: 650, Sell: 800 }], ['Buy', 'Sell']);
    const { unmount } = await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({ group_by: 'quarter' }, answer)], config: { group_by: 'quarter' } });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(barX('Q4 2026 Buy: $650.00')).toMatch(/^\d/);
    expect(barX('Q4 2026 Buy: $650.00')).toBe(barX('Q4 2026 Sell: $800.00'));
    unmount();

    const grouped = { group_by: 'quarter', chartType: 'grouped' };
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(grouped, answer)], config: grouped });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(Number(barX('Q4 2026 Sell: $800.00'))).toBeGreaterThan(Number(barX('Q4 2026 Buy: $650.00')));
  });

  it('places income by its ex-date when asked: the request says so', async () => {
    const config = { dataset: 'income', group_by: 'quarter', mainTime: 'exDate' };
    // Only the request with dateBy exDate is answered.
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(config, quarters([{ Income: 10 }, {}], ['Income']))], config });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(bars()).toEqual(['Q3 2026 Income: $10.00']);
    expect(timelineInput(resolveConfig(widgetTransactionTimeline.configs, config).config as unknown as TimelineConfig).dateBy).toBe('exDate');
    expect(timelineInput(resolveConfig(widgetTransactionTimeline.configs, {}).config as unknown as TimelineConfig).dateBy).toBe('transactionDate');
  });

  it('draws a line per kind when asked', async () => {
    const config = { group_by: 'quarter', chartType: 'line' };
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock(config, quarters([{ Income: 10 }, { Buy: 650 }], ['Buy', 'Income']))], config });
    const chart = await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    // Points along lines, not bars: a sum of no transaction is a point at zero.
    const points = screen.getAllByLabelText(/^Q\d 2026 \w+: /);
    expect(points.map((point) => point.getAttribute('aria-label')).sort()).toEqual(['Q3 2026 Buy: $0.00', 'Q3 2026 Income: $10.00', 'Q4 2026 Buy: $650.00', 'Q4 2026 Income: $0.00']);
    expect(points.every((point) => point.tagName !== 'rect')).toBe(true);
    expect(chart.querySelectorAll('path[fill="none"]').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the timeline quick options', () => {
  const options = widgetTransactionTimeline.quickOptions!;

  it('applies and saves the one chosen, and shows the one the settings hold', async () => {
    const writeConfig = jest.fn(() => Promise.resolve());
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)], writeConfig });
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['Last week', 'Last month', 'Last quarter', 'Last year']);
    // The default settings are a year by month: "Last year".
    expect(within(group).getByRole('button', { name: 'Last year' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(group).getByRole('button', { name: 'Last month' }));
    expect(writeConfig).toHaveBeenCalledWith(options[1]!.config);
    expect(await screen.findByRole('img', { name: 'Transaction value per period by kind' })).toBeInTheDocument();
  });

  it('says so when the choice is not saved', async () => {
    const writeConfig = jest.fn(() => Promise.reject(new Error('The dashboard is unavailable.')));
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)], writeConfig });
    fireEvent.click(screen.getByRole('button', { name: 'Last week' }));
    expect(await screen.findByText('Not saved: The dashboard is unavailable.')).toBeInTheDocument();
  });

  it('are not offered where the widget cannot save its settings', async () => {
    await renderWidget(widgetTransactionTimeline, { mocks: [timelineMock({}, year)] });
    await screen.findByRole('img', { name: 'Transaction value per period by kind' });
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
  });
});

describe('timelineInput', () => {
  it('sends the settings under the server’s names, the portfolios sorted, and no date', () => {
    const config: TimelineConfig = { portfolio_Ids: ['p2', 'p1'], mainInterval: selectedInterval('YTD'), group_by: 'week', includeCurrentInterval: false, mainValue: 'count', dataset: 'income', operation: 'cumulative', mainTime: 'exDate' };
    expect(timelineInput(config)).toEqual({ portfolio_Ids: ['p1', 'p2'], interval: 'YTD', groupBy: 'week', includeCurrentInterval: false, measure: 'count', dataset: 'income', operation: 'cumulative', dateBy: 'exDate' });
    expect(timelineInput({ ...config, portfolio_Ids: [] })).not.toHaveProperty('portfolio_Ids');
  });
});
