import { Box, Flex } from '@chakra-ui/react';
import { useWidgetHoldingsQuery } from '../../generated/graphql';
import { analyticsFilter } from '../framework/commonFields';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, useDisplayMoney } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { allocationBy, withOther } from '../sharedAllocation/allocation';
import { AllocationDonut, colourGroups } from '../sharedAllocation/AllocationDonut';
import { HorizontalBars } from '../sharedHorizontalBars/HorizontalBars';
import { AllocationTable } from './AllocationTable';
import type { StockAllocationConfig } from './definition';

const GROUP_NAMES: Record<StockAllocationConfig['allocationBy'], string> = {
  holding: 'holding',
  holdingType: 'holding type',
  country: 'country',
  currency: 'currency',
  exchange: 'exchange',
};

/** Axis ticks of shares: whole percents ("25%"). */
const tickFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const formatTick = (value: number) => tickFormat.format(value);
const formatShare = (value: number) => formatPercent(value);

export function StockAllocation({ config }: WidgetComponentProps<StockAllocationConfig>) {
  const result = useWidgetHoldingsQuery({ variables: { filter: analyticsFilter(config) } });
  const chart = useChartTheme();
  const { money, compactMoney } = useDisplayMoney();
  const label = `Allocation by ${GROUP_NAMES[config.allocationBy]}`;
  return (
    <WidgetState
      result={result}
      select={(data) => allocationBy(data.portfolioHoldings, config.allocationBy)}
      isEmpty={(allocation) => allocation.groups.length === 0}
      emptyText="No priced holdings in this selection yet."
      type="Chart"
    >
      {(allocation) => {
        // The chart folds the tail into "Other"; the table, which scrolls, lists every group.
        const slices = colourGroups(withOther(allocation.groups), chart);
        return (
          <Flex direction="column" h="full" gap="2">
            <Box flex="1 1 0" minH="36" overflow="hidden" data-testid="allocation-chart" data-chart-type={config.chartType}>
              {config.chartType === 'pie' ? (
                <AllocationDonut label={label} withDataTable={!config.showTable} slices={slices} chart={chart} money={money} compactMoney={compactMoney} total={allocation.total} />
              ) : (
                <HorizontalBars
                  label={label}
                  withDataTable={!config.showTable}
                  rows={slices.map((slice) => ({ id: slice.id, label: slice.label, value: slice.share, color: slice.color }))}
                  chart={chart}
                  formatValue={formatShare}
                  formatTick={formatTick}
                  tooltip={(row) => {
                    const slice = slices.find((candidate) => candidate.id === row.id);
                    return slice ? (
                      <ChartTooltip
                        title={slice.label}
                        subtitle={slice.detail !== slice.label ? slice.detail : undefined}
                        rows={[
                          { label: 'Value', value: money(slice.value), color: slice.color },
                          { label: 'Share', value: formatShare(slice.share) },
                        ]}
                      />
                    ) : null;
                  }}
                />
              )}
            </Box>
            {config.showTable ? <AllocationTable groups={allocation.groups} total={allocation.total} money={money} groupName={GROUP_NAMES[config.allocationBy]} /> : null}
          </Flex>
        );
      }}
    </WidgetState>
  );
}
