/**
 * What both allocation widgets draw: a donut, a pie or bars of the groups, the total and the table
 * when asked, every part naming and measuring the groups as the settings say.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { ChartTooltip } from '../framework/ChartTooltip';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, formatPercentTick, useDisplayMoney } from '../framework/useMoney';
import { HorizontalBars } from '../sharedHorizontalBars/HorizontalBars';
import { withOther, type Allocation } from './allocation';
import { AllocationDonut, colourGroups } from './AllocationDonut';
import { allocationDisplay, allocationSize, TOTAL_CAPTIONS, type AllocationConfig } from './allocationFields';
import { AllocationTable } from './AllocationTable';

export interface AllocationChartProps {
  allocation: Allocation;
  config: AllocationConfig;
  /** "holding", "country": the table's first column. */
  groupName: string;
  /** The chart's accessible name ("Allocation by country"). */
  label: string;
}

export function AllocationChart({ allocation, config, groupName, label }: AllocationChartProps) {
  const chart = useChartTheme();
  const { money, compactMoney } = useDisplayMoney();
  const size = allocationSize(config);
  const display = allocationDisplay(config, size, money);
  const amounts = config.dataDisplay === 'value';
  // The chart folds the tail into "Other"; the table, which scrolls, lists every group.
  const slices = colourGroups(withOther(allocation.groups), chart);
  // A pie and bars have no hole: their total goes above them.
  const totalAbove = config.showTotalValue && config.chartType !== 'donut';
  const labelled = slices.some((slice) => display.name(slice) !== null);
  return (
    <Flex direction="column" h="full" gap="2">
      {totalAbove ? (
        <HStack data-testid="allocation-total" gap="2" textStyle="sm" title={money(allocation.total)}>
          <Text color="fg.muted">{TOTAL_CAPTIONS[size]}</Text>
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {money(allocation.total)}
          </Text>
        </HStack>
      ) : null}
      <Box flex="1 1 0" minH="36" overflow="hidden" data-testid="allocation-chart" data-chart-type={config.chartType}>
        {config.chartType === 'bar' ? (
          <HorizontalBars
            label={label}
            withDataTable={!config.showTable}
            showRowLabels={labelled}
            rows={slices.map((slice) => ({ id: slice.id, label: display.name(slice) ?? slice.label, value: amounts ? slice.value : slice.share, color: slice.color }))}
            chart={chart}
            formatValue={amounts ? money : formatPercent}
            formatTick={amounts ? compactMoney : formatPercentTick}
            tooltip={(row) => {
              const slice = slices.find((candidate) => candidate.id === row.id);
              return slice ? (
                <ChartTooltip
                  title={slice.label}
                  subtitle={slice.detail !== slice.label ? slice.detail : undefined}
                  rows={display.figures(slice).map((figure, index) => (index === 0 ? { ...figure, color: slice.color } : figure))}
                />
              ) : null;
            }}
          />
        ) : (
          <AllocationDonut
            label={label}
            withDataTable={!config.showTable}
            pie={config.chartType === 'pie'}
            slices={slices}
            chart={chart}
            display={display}
            money={money}
            compactMoney={compactMoney}
            total={config.showTotalValue ? allocation.total : undefined}
            totalCaption={TOTAL_CAPTIONS[size]}
          />
        )}
      </Box>
      {config.showTable ? <AllocationTable groups={allocation.groups} total={allocation.total} display={display} groupName={groupName} /> : null}
    </Flex>
  );
}
