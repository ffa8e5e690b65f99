import { useWidgetHoldingsQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { useChartTheme } from '../framework/useChartTheme';
import { useDisplayMoney } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { allocationBy, withOther } from '../sharedAllocation/allocation';
import { AllocationDonut, colourGroups } from '../sharedAllocation/AllocationDonut';
import type { HoldingAllocationConfig } from './definition';

export function HoldingAllocation({ config }: WidgetComponentProps<HoldingAllocationConfig>) {
  const result = useWidgetHoldingsQuery({ variables: { filter: analyticsFilter(config) } });
  const chart = useChartTheme();
  const { money, compactMoney } = useDisplayMoney();
  return (
    <WidgetState
      result={result}
      select={(data) => allocationBy(data.portfolioHoldings, 'holding')}
      isEmpty={(allocation) => allocation.groups.length === 0}
      emptyText="No priced holdings in this selection yet."
      type="Chart"
    >
      {(allocation) => (
        <AllocationDonut
          label="Holdings allocation"
          slices={colourGroups(withOther(allocation.groups), chart)}
          chart={chart}
          money={money}
          compactMoney={compactMoney}
          total={config.showTotalValue ? allocation.total : undefined}
        />
      )}
    </WidgetState>
  );
}
