/**
 * The chart's controls above it: the range buttons, the chart type and the indicators menu. Each
 * change is the widget's own setting, saved as it is made (useSavedConfigValue in the widget).
 */
import { Button, ButtonGroup, HStack, Menu, Portal } from '@chakra-ui/react';
import { CHART_RANGE_LABELS, CHART_RANGES, type ChartRangeName } from '../../../common/market';
import { CHART_TYPE_OPTIONS, MOVING_AVERAGE_OPTIONS, type ChartType, type MovingAverages } from './chartLabels';

export interface ChartSettings {
  range: ChartRangeName;
  chartType: ChartType;
  showVolume: boolean;
  movingAverages: MovingAverages;
  bollinger: boolean;
}

/** One setter per setting. */
export type ChartSetters = { readonly [K in keyof ChartSettings]: (value: ChartSettings[K]) => void };

export interface ChartToolbarProps {
  settings: ChartSettings;
  onChange: ChartSetters;
  /** Comparing draws lines of percent change whatever the chart type. */
  comparing: boolean;
}

export function ChartToolbar({ settings, onChange, comparing }: ChartToolbarProps) {
  return (
    <HStack gap="2" flexWrap="wrap" rowGap="1" flexShrink={0}>
      <ButtonGroup size="2xs" variant="outline" attached role="group" aria-label="Range" flexWrap="wrap">
        {CHART_RANGES.map((range) => (
          <Toggle key={range} pressed={settings.range === range} onClick={() => onChange.range(range)}>
            {CHART_RANGE_LABELS[range]}
          </Toggle>
        ))}
      </ButtonGroup>
      <ButtonGroup size="2xs" variant="outline" attached role="group" aria-label="Chart type">
        {CHART_TYPE_OPTIONS.map(({ value, label }) => (
          <Toggle
            key={value}
            pressed={!comparing && settings.chartType === value}
            disabled={comparing}
            title={comparing ? 'Compared: both drawn as lines of percent change' : undefined}
            onClick={() => onChange.chartType(value)}
          >
            {label}
          </Toggle>
        ))}
      </ButtonGroup>
      <Menu.Root closeOnSelect={false}>
        <Menu.Trigger asChild>
          <Button size="2xs" variant="outline">
            Indicators
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              <Menu.CheckboxItem value="volume" checked={settings.showVolume} onCheckedChange={(checked) => onChange.showVolume(checked)}>
                Volume
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.CheckboxItem value="bollinger" checked={settings.bollinger} onCheckedChange={(checked) => onChange.bollinger(checked)}>
                Bollinger bands (20, 2)
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
              <Menu.Separator />
              <Menu.RadioItemGroup value={settings.movingAverages} onValueChange={({ value }) => onChange.movingAverages(value as MovingAverages)}>
                <Menu.ItemGroupLabel>Moving averages</Menu.ItemGroupLabel>
                {MOVING_AVERAGE_OPTIONS.map(({ value, label }) => (
                  <Menu.RadioItem key={value} value={value}>
                    {label}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}

function Toggle({ pressed, children, ...rest }: { pressed: boolean; children: string; disabled?: boolean; title?: string | undefined; onClick: () => void }) {
  return (
    <Button aria-pressed={pressed} variant={pressed ? 'subtle' : 'outline'} fontWeight={pressed ? 'semibold' : 'normal'} {...rest}>
      {children}
    </Button>
  );
}
