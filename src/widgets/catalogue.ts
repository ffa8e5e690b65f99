/**
 * The widget catalogue: every built widget's definition, in the order the picker lists them
 * (the spec's catalogue order). Definitions are small (metadata and config schema); each widget's
 * component is loaded only when a dashboard shows it (definition.load). A widget that is not
 * built is not listed here.
 */
import type { AnyWidgetDefinition } from './framework/widgetTypes';
import { widgetAdvancedRealtimeChart } from './widgetAdvancedRealtimeChart/definition';
import { widgetDeclatedPayoutsKPI } from './widgetDeclatedPayoutsKPI/definition';
import { widgetForecast } from './widgetForecast/definition';
import { widgetFutureValueEstimatorKPI } from './widgetFutureValueEstimatorKPI/definition';
import { widgetFWDAnnualIncomeKPI } from './widgetFWDAnnualIncomeKPI/definition';
import { widgetFWDAvgDividendGrowthKPI } from './widgetFWDAvgDividendGrowthKPI/definition';
import { widgetFWDPorfolioYieldKPI } from './widgetFWDPorfolioYieldKPI/definition';
import { widgetFWDYieldAtCostKPI } from './widgetFWDYieldAtCostKPI/definition';
import { widgetDividendCalendar } from './widgetDividendCalendar/definition';
import { widgetDividendHistory } from './widgetDividendHistory/definition';
import { widgetDividendIncomeChart } from './widgetDividendIncomeChart/definition';
import { widgetDividendTable } from './widgetDividendTable/definition';
import { widgetDividendTimeline } from './widgetDividendTimeline/definition';
import { widgetIndicesPrices } from './widgetIndicesPrices/definition';
import { widgetHoldingsRundownKPI } from './widgetHoldingsRundownKPI/definition';
import { widgetHoldingAllocation } from './widgetHoldingAllocation/definition';
import { widgetHoldingChart } from './widgetHoldingChart/definition';
import { widgetHoldingProfitAndLost } from './widgetHoldingProfitAndLost/definition';
import { widgetHoldingUnrealisedCapitalGL } from './widgetHoldingUnrealisedCapitalGL/definition';
import { widgetKpiIndex } from './widgetKpiIndex/definition';
import { widgetKpiTotalIncome } from './widgetKpiTotalIncome/definition';
import { widgetKpiTotalReturn } from './widgetKpiTotalReturn/definition';
import { widgetKpiTotalValue } from './widgetKpiTotalValue/definition';
import { widgetKpiTotalValueAtCost } from './widgetKpiTotalValueAtCost/definition';
import { widgetKpiTotalValueAtCostComposite } from './widgetKpiTotalValueAtCostComposite/definition';
import { widgetKpiTwr } from './widgetKpiTwr/definition';
import { widgetMyStockDividendInfoTable } from './widgetMyStockDividendInfoTable/definition';
import { widgetMiniStockChart } from './widgetMiniStockChart/definition';
import { widgetNotification } from './widgetNotification/definition';
import { newsUpdates } from './newsUpdates/definition';
import { widgetPortfolioUpdate } from './widgetPortfolioUpdate/definition';
import { widgetPortfolioValueOvertimeChart } from './widgetPortfolioValueOvertimeChart/definition';
import { widgetStockAllocation } from './widgetStockAllocation/definition';
import { widgetStockHeatMap } from './widgetStockHeatMap/definition';
import { widgetStockScreener } from './widgetStockScreener/definition';
import { widgetStockTable } from './widgetStockTable/definition';
import { widgetStockPrice } from './widgetStockPrice/definition';
import { widgetTechnicalAnalysisWidget } from './widgetTechnicalAnalysisWidget/definition';
import { widgetTotalHoldingCountKPI } from './widgetTotalHoldingCountKPI/definition';
import { widgetTotalPLKPI } from './widgetTotalPLKPI/definition';
import { widgetTotalRealisedGainLostKPI } from './widgetTotalRealisedGainLostKPI/definition';
import { widgetTotalUnRealisedGainLostKPI } from './widgetTotalUnRealisedGainLostKPI/definition';
import { widgetTransactionTable } from './widgetTransactionTable/definition';
import { widgetTransactionTimeline } from './widgetTransactionTimeline/definition';
import { widgetValueGoalTrackerKPI } from './widgetValueGoalTrackerKPI/definition';
import { widgetTwrByHoldingChart } from './widgetTwrByHoldingChart/definition';
import { widgetWatchlist } from './widgetWatchlist/definition';
import { widgetWeightAveragePayoutRatioKPI } from './widgetWeightAveragePayoutRatioKPI/definition';

export const WIDGETS: readonly AnyWidgetDefinition[] = [
  widgetNotification,
  widgetHoldingsRundownKPI,
  widgetValueGoalTrackerKPI,
  widgetFutureValueEstimatorKPI,
  widgetKpiTotalValue,
  widgetKpiTotalIncome,
  widgetKpiIndex,
  widgetKpiTotalReturn,
  widgetKpiTotalValueAtCost,
  widgetKpiTotalValueAtCostComposite,
  widgetKpiTwr,
  widgetTwrByHoldingChart,
  widgetTotalUnRealisedGainLostKPI,
  widgetTotalRealisedGainLostKPI,
  widgetTotalPLKPI,
  widgetFWDPorfolioYieldKPI,
  widgetFWDAvgDividendGrowthKPI,
  widgetFWDYieldAtCostKPI,
  widgetFWDAnnualIncomeKPI,
  widgetDeclatedPayoutsKPI,
  widgetWeightAveragePayoutRatioKPI,
  widgetTotalHoldingCountKPI,
  widgetForecast,
  widgetTransactionTimeline,
  widgetTransactionTable,
  widgetStockTable,
  widgetHoldingChart,
  widgetMyStockDividendInfoTable,
  widgetStockPrice,
  widgetIndicesPrices,
  newsUpdates,
  widgetDividendCalendar,
  widgetDividendTable,
  widgetDividendHistory,
  widgetHoldingAllocation,
  widgetStockAllocation,
  widgetHoldingProfitAndLost,
  widgetHoldingUnrealisedCapitalGL,
  widgetDividendIncomeChart,
  widgetPortfolioValueOvertimeChart,
  widgetPortfolioUpdate,
  widgetDividendTimeline,
  widgetStockScreener,
  widgetStockHeatMap,
  widgetAdvancedRealtimeChart,
  widgetMiniStockChart,
  widgetTechnicalAnalysisWidget,
  widgetWatchlist,
];

const byName = new Map(WIDGETS.map((definition) => [definition.name, definition]));

export function widgetDefinition(name: string): AnyWidgetDefinition | undefined {
  return byName.get(name);
}
