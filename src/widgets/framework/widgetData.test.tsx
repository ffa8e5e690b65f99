import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { Kind, visit, type DocumentNode } from 'graphql';
import { fieldOf } from '../../../common/widgetDataSources';
import { typePolicies } from '../../apollo/typePolicies';
import type * as FakeCharts from '../../testing/fakeLightweightCharts';
import { stubResizeObserver } from '../../testing/stubResizeObserver';
import { transactionTableData } from '../../testing/transactionTable';
import { vtiTransaction } from '../../testing/ledgerFixtures';
import { WIDGETS } from '../catalogue';
import { resolveConfig } from './configFields';
import { holdingChartFixture, holdingReturnsFixture, holdingsFixture, monthBuckets, summaryFixture, timelineFixture, valueSeriesFixture } from './testing/analyticsFixtures';
import { renderWidget } from './testing/renderWidget';
import { dividendsFixture } from '../sharedDividends/testing/dividendMocks';
import { widgetRequest, type WidgetDataSource } from './widgetData';
import { barsAnswer, barsFixture, heatmapAnswer, newsAnswer, quotesAnswer, screenerAnswer, technicalFixture } from '../sharedMarket/testing/marketFixtures';
import { INDEX_SYMBOLS } from '../sharedMarket/marketRequests';
import { notificationFixture, notificationPage } from '../../data/notifications/testing/notificationFixtures';
import { watchlistsAnswer } from '../sharedWatchlist/testing/watchlistFixtures';

const answers: Record<WidgetDataSource, Record<string, unknown>> = {
  summary: { portfolioSummary: summaryFixture() },
  holdings: { portfolioHoldings: holdingsFixture },
  holdingChart: { portfolioHoldings: holdingChartFixture },
  valueSeries: { portfolioValueSeries: valueSeriesFixture() },
  holdingReturns: { holdingReturns: holdingReturnsFixture },
  dividends: { portfolioDividends: dividendsFixture() },
  timeline: { transactionTimeline: timelineFixture(monthBuckets('2026-01-01', 12, { '2026-11-01': { totals: { Buy: 400 }, count: 1 } }), { kinds: ['Buy'], lastDate: '2026-11-02' }) },
  transactions: transactionTableData([vtiTransaction({ date: new Date().toISOString() })]),
  quotes: quotesAnswer(INDEX_SYMBOLS),
  bars: barsAnswer([barsFixture('^IXIC')]),
  technical: technicalFixture('^IXIC'),
  screener: screenerAnswer(),
  heatmap: heatmapAnswer(),
  news: newsAnswer(),
  notifications: notificationPage([notificationFixture()]),
  watchlists: watchlistsAnswer(),
};

// jsdom has no canvas for the chart library to draw on: it draws into a recording fake.
jest.mock('lightweight-charts', () => jest.requireActual<typeof FakeCharts>('../../testing/fakeLightweightCharts').fakeLightweightCharts());

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

/** The fields the document selects under its root field `root`, by path ("dividends.growth5Y"). */
function selectedUnder(document: DocumentNode, root: string): string[] {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const paths: string[] = [];
  const walk = (node: Parameters<typeof visit>[0], prefix: string) =>
    visit(node, {
      Field(field) {
        if (field.name.value === '__typename') return false;
        paths.push(`${prefix}${field.name.value}`);
        if (field.selectionSet) walk(field.selectionSet, `${prefix}${field.name.value}.`);
        return false;
      },
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment) walk(fragment.selectionSet, prefix);
      },
    });
  visit(document, {
    Field(field) {
      if (field.name.value !== root) return undefined;
      if (field.selectionSet) walk(field.selectionSet, '');
      return false;
    },
    FragmentDefinition: () => false,
  });
  return paths;
}

describe('the holdings’ dividend figures', () => {
  const holdingsWidgets = WIDGETS.filter((widget) => fieldOf(widget.dataSource) === 'portfolioHoldings');

  it('are asked for by the holding chart alone, which the server computes them for', () => {
    const config = (widget: (typeof WIDGETS)[number]) => resolveConfig(widget.configs, {}).config as Record<string, unknown>;
    const asking = holdingsWidgets.filter((widget) => selectedUnder(widgetRequest(widget.dataSource, config(widget)).query, 'portfolioHoldings').includes('dividends'));
    expect(asking.map((widget) => widget.name)).toEqual(['widgetHoldingChart']);
    expect(holdingsWidgets.length).toBeGreaterThan(1);
  });

  it('come with everything the other holdings widgets read, so their answer can serve them', () => {
    const chart = selectedUnder(widgetRequest('holdingChart', {}).query, 'portfolioHoldings');
    const holdings = selectedUnder(widgetRequest('holdings', {}).query, 'portfolioHoldings');
    expect(chart).toEqual(expect.arrayContaining(holdings));
    expect(chart.filter((path) => !holdings.includes(path)).sort()).toEqual(['dividends', 'dividends.forwardIncome', 'dividends.forwardYield', 'dividends.forwardYieldAtCost', 'dividends.growth3Y', 'dividends.growth5Y']);
  });
});

describe('the holdings widgets and the holding chart on one dashboard', () => {
  it.each([
    ['the chart’s', 10, 40],
    ['the holdings’', 40, 10],
  ])('share one filter’s holdings in the cache when %s answer lands first: no request twice', async (_first, chartDelay, holdingsDelay) => {
    const sent: string[] = [];
    const link = new ApolloLink((operation) => {
      const source = operation.operationName === 'WidgetHoldingChart' ? 'holdingChart' : 'holdings';
      sent.push(source);
      return new Observable((observer) => {
        const timer = setTimeout(() => {
          observer.next({ data: answers[source] });
          observer.complete();
        }, source === 'holdingChart' ? chartDelay : holdingsDelay);
        return () => clearTimeout(timer);
      });
    });
    const client = new ApolloClient({ cache: new InMemoryCache({ typePolicies }), link });
    const chart = client.watchQuery(widgetRequest('holdingChart', {}));
    const holdings = client.watchQuery(widgetRequest('holdings', {}));
    const subscriptions = [chart.subscribe(() => undefined), holdings.subscribe(() => undefined)];
    await waitFor(() => expect(sent).toHaveLength(2));
    // Were the narrower answer to replace the wider one, the chart would ask again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.sort()).toEqual(['holdingChart', 'holdings']);
    const result = chart.getCurrentResult();
    expect(result.dataState).toBe('complete');
    expect((result.data as { portfolioHoldings: { dividends: unknown }[] }).portfolioHoldings.map((holding) => holding.dividends)).not.toContain(undefined);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});
