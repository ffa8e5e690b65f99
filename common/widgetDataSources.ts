/**
 * What each widget reads: its data source, the one root query field that source is, and whether
 * the field is built on the ledger (stale after any write). The browser prefetches a dashboard's
 * widgets by it and refetches exactly the ledger-dependent fields after a write; the server lets
 * an embed token read only its widget's field. One list, so the three cannot drift.
 */

/**
 * Each data source's root Query field, whether it reads the user's ledger, and whether it values
 * holdings at closes (stale after a manual price changes; the lists and the timeline hold none).
 */
export const DATA_SOURCES = {
  summary: { field: 'portfolioSummary', readsLedger: true, readsPrices: true },
  holdings: { field: 'portfolioHoldings', readsLedger: true, readsPrices: true },
  // The holdings again, with their dividend figures: only the holding chart pays for those.
  holdingChart: { field: 'portfolioHoldings', readsLedger: true, readsPrices: true },
  valueSeries: { field: 'portfolioValueSeries', readsLedger: true, readsPrices: true },
  holdingReturns: { field: 'holdingReturns', readsLedger: true, readsPrices: true },
  dividends: { field: 'portfolioDividends', readsLedger: true, readsPrices: true },
  timeline: { field: 'transactionTimeline', readsLedger: true, readsPrices: false },
  transactions: { field: 'UserTransactionTable', readsLedger: true, readsPrices: false },
  // Market data: the quotes and the news default to the holdings' symbols (so they follow the
  // ledger); the heatmap also sizes holdings by value at the close.
  quotes: { field: 'marketQuotes', readsLedger: true, readsPrices: false },
  bars: { field: 'priceBars', readsLedger: false, readsPrices: false },
  technical: { field: 'technicalAnalysis', readsLedger: false, readsPrices: false },
  screener: { field: 'stockScreener', readsLedger: false, readsPrices: false },
  heatmap: { field: 'stockHeatmap', readsLedger: true, readsPrices: true },
  news: { field: 'marketNews', readsLedger: true, readsPrices: false },
  // The user's own notifications: never shown on another website (see embedDataSourceOf).
  notifications: { field: 'userNotifications', readsLedger: false, readsPrices: false, embeddable: false },
  // The user's own lists of tickers: no ledger, no closes (the prices are the quotes' own request).
  watchlists: { field: 'userWatchlists', readsLedger: false, readsPrices: false },
} as const satisfies Record<string, { field: string; readsLedger: boolean; readsPrices: boolean; embeddable?: false }>;

export type WidgetDataSource = keyof typeof DATA_SOURCES;
export type DataSourceField = (typeof DATA_SOURCES)[WidgetDataSource]['field'];

/** Every widget of the catalogue, by name: the data source its component reads. */
export const WIDGET_DATA_SOURCES = {
  widgetHoldingsRundownKPI: 'summary',
  widgetValueGoalTrackerKPI: 'summary',
  widgetFutureValueEstimatorKPI: 'summary',
  widgetKpiTotalValue: 'summary',
  widgetKpiTotalIncome: 'summary',
  widgetKpiIndex: 'quotes',
  widgetKpiTotalReturn: 'summary',
  widgetKpiTotalValueAtCost: 'summary',
  widgetKpiTotalValueAtCostComposite: 'summary',
  widgetKpiTwr: 'summary',
  widgetForecast: 'summary',
  widgetTwrByHoldingChart: 'holdingReturns',
  widgetTotalUnRealisedGainLostKPI: 'summary',
  widgetTotalRealisedGainLostKPI: 'summary',
  widgetTotalPLKPI: 'summary',
  widgetFWDPorfolioYieldKPI: 'dividends',
  widgetFWDAvgDividendGrowthKPI: 'dividends',
  widgetFWDYieldAtCostKPI: 'dividends',
  widgetFWDAnnualIncomeKPI: 'dividends',
  widgetDeclatedPayoutsKPI: 'dividends',
  widgetWeightAveragePayoutRatioKPI: 'dividends',
  widgetTotalHoldingCountKPI: 'summary',
  widgetTransactionTimeline: 'timeline',
  widgetTransactionTable: 'transactions',
  widgetStockTable: 'holdings',
  widgetHoldingChart: 'holdingChart',
  widgetMyStockDividendInfoTable: 'dividends',
  widgetStockPrice: 'quotes',
  widgetIndicesPrices: 'quotes',
  newsUpdates: 'news',
  widgetDividendCalendar: 'dividends',
  widgetDividendTable: 'dividends',
  widgetDividendHistory: 'dividends',
  widgetHoldingAllocation: 'holdings',
  widgetStockAllocation: 'holdings',
  widgetHoldingProfitAndLost: 'holdings',
  widgetHoldingUnrealisedCapitalGL: 'holdings',
  widgetDividendIncomeChart: 'dividends',
  widgetPortfolioValueOvertimeChart: 'valueSeries',
  widgetPortfolioUpdate: 'valueSeries',
  widgetDividendTimeline: 'dividends',
  widgetStockScreener: 'screener',
  widgetStockHeatMap: 'heatmap',
  widgetAdvancedRealtimeChart: 'bars',
  widgetMiniStockChart: 'bars',
  widgetTechnicalAnalysisWidget: 'technical',
  widgetNotification: 'notifications',
  widgetWatchlist: 'watchlists',
} as const satisfies Record<string, WidgetDataSource>;

export type WidgetName = keyof typeof WIDGET_DATA_SOURCES;

/**
 * Root fields a widget reads beside its data source's: the value and return widgets compare with
 * a benchmark (market data only, no user's), and the watchlist shows its symbols' quotes, so their
 * embeds may read these too.
 */
export const SECONDARY_FIELDS: Readonly<Partial<Record<WidgetDataSource, readonly string[]>>> = {
  valueSeries: ['benchmarkReturn'],
  summary: ['benchmarkReturn'],
  // The watchlist's prices: quotes of the list's own symbols (market data only).
  watchlists: ['marketQuotes'],
};

export function dataSourceOf(widgetName: string): WidgetDataSource | undefined {
  return Object.hasOwn(WIDGET_DATA_SOURCES, widgetName) ? WIDGET_DATA_SOURCES[widgetName as WidgetName] : undefined;
}

/**
 * The data source an embed of this widget may read, or undefined when the widget cannot be
 * embedded: not in the catalogue, or showing what only its owner may see (their notifications).
 * The server makes and honours embeds by it; the dashboard offers "Embed" by it.
 */
export function embedDataSourceOf(widgetName: string): WidgetDataSource | undefined {
  const source = dataSourceOf(widgetName);
  return source && !('embeddable' in DATA_SOURCES[source]) ? source : undefined;
}

export function fieldOf(source: WidgetDataSource): DataSourceField {
  return DATA_SOURCES[source].field;
}

/** The app's other queries that read the ledger: the transaction lists of the ledger screens. */
const LEDGER_LISTS = ['UserTransactions', 'PortfolioStockTransactions', 'pendingCorporateActions'] as const;

/**
 * Every root Query field whose answer a ledger write changes: what the browser refetches after one.
 * Each field once, though two sources may read it (holdings and holdingChart select differently).
 */
export const LEDGER_QUERY_FIELDS: readonly string[] = [
  ...new Set([
    ...Object.values(DATA_SOURCES)
      .filter((source) => source.readsLedger)
      .map((source) => source.field),
    ...LEDGER_LISTS,
  ]),
];

/** Every root Query field valued at closes: what the browser refetches after a manual price changes. */
export const PRICE_QUERY_FIELDS: readonly string[] = [
  ...new Set(
    Object.values(DATA_SOURCES)
      .filter((source) => source.readsPrices)
      .map((source) => source.field),
  ),
];
