import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import { formatPercent } from '../framework/useMoney';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { earnedNothing, unpricedDetails } from '../sharedKpi/summaryFacts';
import type { TotalPLKpiConfig } from './definition';

export function TotalPLKpi({ config }: WidgetComponentProps<TotalPLKpiConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={earnedNothing} emptyText="No profit or loss in this selection yet.">
      {(summary, { signedMoney }) => (
        <KpiFigure
          testId="kpi-total-pl"
          value={signedMoney(summary.totalReturn)}
          tone={summary.totalReturn}
          // The server leaves the percentage out when nothing was ever bought (no base to divide by).
          caption={summary.totalReturnPercent === null ? undefined : `${formatPercent(summary.totalReturnPercent, { signed: true })} on the amount invested`}
          details={unpricedDetails(summary)}
          marker={<PriceGapMark gaps={summary.priceGaps} />}
        />
      )}
    </SummaryKpi>
  );
}
