import { KpiFigure } from '../framework/KpiFigure';
import { PriceGapMark } from '../framework/PriceGapMark';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { SummaryKpi } from '../sharedKpi/SummaryKpi';
import { earnedNothing, returnCaption, unpricedDetails } from '../sharedKpi/summaryFacts';
import type { TotalPLKpiConfig } from './definition';

export function TotalPLKpi({ config }: WidgetComponentProps<TotalPLKpiConfig>) {
  return (
    <SummaryKpi config={config} isEmpty={earnedNothing} emptyText="No profit or loss in this selection yet.">
      {(summary, { signedMoney }, period) => (
        <KpiFigure
          testId="kpi-total-pl"
          value={signedMoney(summary.totalReturn)}
          tone={summary.totalReturn}
          caption={returnCaption(summary, period)}
          details={unpricedDetails(summary)}
          marker={<PriceGapMark gaps={summary.priceGaps} />}
        />
      )}
    </SummaryKpi>
  );
}
