/**
 * Test mocks of WidgetSummary for the summary KPIs: the four states of one filter, with the
 * fixture ledger (or a variant of it) as the success answer.
 */
import { WidgetSummaryDocument, type AnalyticsFilter } from '../../generated/graphql';
import { emptySummary, summaryFixture } from '../framework/testing/analyticsFixtures';
import { stateMocks } from '../framework/testing/renderWidget';
import type { Summary } from './summaryFacts';

export function summaryMocks(success: Summary = summaryFixture(), { filter = {}, empty = emptySummary }: { filter?: AnalyticsFilter; empty?: Summary } = {}) {
  return stateMocks(WidgetSummaryDocument, { filter }, { empty: { portfolioSummary: empty }, success: { portfolioSummary: success } });
}

/** Everything sold: no holding, no value, but gains, income and taxes from the closed positions. */
export const closedPositionsSummary = summaryFixture({
  marketValue: 0,
  costBasis: 0,
  unrealizedGain: 0,
  realizedGain: -150,
  unrealizedPriceGain: 0,
  realizedPriceGain: -150,
  income: 40,
  taxes: 6,
  fees: 0,
  totalReturn: -116,
  totalReturnPercent: -0.0116,
  holdingCount: 0,
  holdingCountByType: [],
  twr: -0.012,
  twrAnnualised: -0.012,
});
