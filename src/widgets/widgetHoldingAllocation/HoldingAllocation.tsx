import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { allocationBy } from '../sharedAllocation/allocation';
import { AllocationChart } from '../sharedAllocation/AllocationChart';
import { allocationEmptyText, allocationSize } from '../sharedAllocation/allocationFields';
import { useAllocationHoldings } from '../sharedAllocation/useAllocationHoldings';
import type { HoldingAllocationConfig } from './definition';

export function HoldingAllocation({ config }: WidgetComponentProps<HoldingAllocationConfig>) {
  const result = useAllocationHoldings(config);
  return (
    <WidgetState
      result={result}
      select={(holdings) => allocationBy(holdings, 'holding', allocationSize(config))}
      isEmpty={(allocation) => allocation.groups.length === 0}
      emptyText={allocationEmptyText(config)}
      type="Chart"
    >
      {(allocation) => <AllocationChart allocation={allocation} config={config} groupName="holding" label="Holdings allocation" />}
    </WidgetState>
  );
}
