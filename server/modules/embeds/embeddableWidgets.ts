/**
 * Which widgets can be embedded, and the one root query field each may read. An embed token is a
 * credential anyone holding the link can use, so the server keeps its own allowlist instead of
 * trusting the embed page. Pure data, no imports: the client's catalogue test imports this file
 * to hold it equal to every widget definition's `dataSource`, so the two cannot drift.
 */

export type EmbedDataSource = 'summary' | 'holdings' | 'valueSeries' | 'holdingReturns' | 'timeline' | 'transactions';

/** Every widget of the catalogue, by name: the shared query its component reads. */
export const EMBED_DATA_SOURCES: Readonly<Record<string, EmbedDataSource>> = {
  widgetKpiTotalValue: 'summary',
  widgetKpiTotalIncome: 'summary',
  widgetKpiTotalReturn: 'summary',
  widgetKpiTotalValueAtCost: 'summary',
  widgetKpiTotalValueAtCostComposite: 'summary',
  widgetKpiTwr: 'summary',
  widgetTwrByHoldingChart: 'holdingReturns',
  widgetTotalUnRealisedGainLostKPI: 'summary',
  widgetTotalRealisedGainLostKPI: 'summary',
  widgetTotalPLKPI: 'summary',
  widgetTotalHoldingCountKPI: 'summary',
  widgetTransactionTimeline: 'timeline',
  widgetTransactionTable: 'transactions',
  widgetStockTable: 'holdings',
  widgetHoldingChart: 'holdings',
  widgetHoldingAllocation: 'holdings',
  widgetStockAllocation: 'holdings',
  widgetHoldingProfitAndLost: 'holdings',
  widgetHoldingUnrealisedCapitalGL: 'holdings',
  widgetPortfolioValueOvertimeChart: 'valueSeries',
  widgetPortfolioUpdate: 'valueSeries',
};

/** The single root field of Query a data source needs; an embed may call no other (but embeddedWidget). */
export const EMBED_ROOT_FIELDS = {
  summary: 'portfolioSummary',
  holdings: 'portfolioHoldings',
  valueSeries: 'portfolioValueSeries',
  holdingReturns: 'holdingReturns',
  timeline: 'transactionTimeline',
  transactions: 'UserTransactionTable',
} as const satisfies Record<EmbedDataSource, string>;

export type EmbedRootField = (typeof EMBED_ROOT_FIELDS)[EmbedDataSource];

export function embedDataSource(widgetName: string): EmbedDataSource | undefined {
  return Object.hasOwn(EMBED_DATA_SOURCES, widgetName) ? EMBED_DATA_SOURCES[widgetName] : undefined;
}
