import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { transactionTableData } from '../../testing/transactionTable';
import { vtiTransaction } from '../../testing/ledgerFixtures';
import { WIDGETS } from '../catalogue';
import { resolveConfig } from './configFields';
import { holdingReturnsFixture, holdingsFixture, monthBuckets, summaryFixture, timelineFixture, valueSeriesFixture } from './testing/analyticsFixtures';
import { renderWidget } from './testing/renderWidget';
import { dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetRequest, type WidgetDataSource } from './widgetData';

const answers: Record<WidgetDataSource, Record<string, unknown>> = {
  summary: { portfolioSummary: summaryFixture() },
  holdings: { portfolioHoldings: holdingsFixture },
  valueSeries: { portfolioValueSeries: valueSeriesFixture() },
  holdingReturns: { holdingReturns: holdingReturnsFixture },
  dividends: { portfolioDividends: dividendsFixture() },
  timeline: { transactionTimeline: timelineFixture(monthBuckets('2026-01-01', 12, { '2026-11-01': { totals: { Buy: 400 }, count: 1 } }), { kinds: ['Buy'], lastDate: '2026-11-02' }) },
  transactions: transactionTableData([vtiTransaction({ date: new Date().toISOString() })]),
};

// Widgets with a segmented control (the return per holding's switch) measure it; the charts' size
// does not matter here, only the request.
beforeAll(stubResizeObserver);

// The dashboard prefetches widgetRequest(...) while a widget's code loads; the widget must then ask
// for exactly that, or the dashboard would make two round trips for it. With only that request
// answered, every widget shows its data (any other request would fail it).
describe.each(WIDGETS.map((widget) => [widget.name, widget] as const))('%s', (_name, widget) => {
  it('asks for exactly the request the dashboard prefetches', async () => {
    const config = resolveConfig(widget.configs, {}).config as Record<string, unknown>;
    const mock: MockLink.MockedResponse = { request: widgetRequest(widget.dataSource, config), result: { data: answers[widget.dataSource] } };
    const { container } = await renderWidget(widget, { mocks: [mock] });
    await waitFor(() => expect(container.querySelector('[data-state="loading"]')).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
