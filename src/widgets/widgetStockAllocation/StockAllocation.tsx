import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { allocationBy } from '../sharedAllocation/allocation';
import { AllocationChart } from '../sharedAllocation/AllocationChart';
import { allocationEmptyText, allocationSize } from '../sharedAllocation/allocationFields';
import { useAllocationHoldings } from '../sharedAllocation/useAllocationHoldings';
import type { StockAllocationConfig } from './definition';

const GROUP_NAMES: Record<StockAllocationConfig['allocationBy'], string> = {
  holding: 'holding',
  holdingType: 'holding type',
  sector: 'sector',
  country: 'country',
  currency: 'currency',
  exchange: 'exchange',
};

export function StockAllocation({ config }: WidgetComponentProps<StockAllocationConfig>) {
  const result = useAllocationHoldings(config);
  const groupName = GROUP_NAMES[config.allocationBy];
  return (
    <WidgetState
      result={result}
      select={(holdings) => allocationBy(holdings, config.allocationBy, allocationSize(config))}
      isEmpty={(allocation) => allocation.groups.length === 0}
      emptyText={allocationEmptyText(config)}
      type="Chart"
    >
      {(allocation) => <AllocationChart allocation={allocation} config={config} groupName={groupName} label={`Allocation by ${groupName}`} />}
    </WidgetState>
  );
}
