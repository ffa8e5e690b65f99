/**
 * A donut (or a pie) of allocation groups with an HTML legend and, optionally, the total in its
 * centre.
 * The legend is HTML rather than nivo's SVG legend so that it truncates long names and scrolls:
 * the holdings allocation pie is one column wide (about 200 px) by default. A container query
 * puts the legend beside the donut once the widget is wide enough, below it otherwise.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { ResponsivePie, type PieCustomLayerProps } from '@nivo/pie';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import { useMemo } from 'react';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import type { ChartTheme } from '../framework/useChartTheme';
import { useShowLabel } from '../framework/widgetDisplay';
import { OTHER_GROUP_ID, type AllocationGroup } from './allocation';
import type { AllocationDisplay } from './allocationFields';

export interface AllocationSlice extends AllocationGroup {
  color: string;
}

/** Colours by rank, so the largest slice always has the first series colour; "Other" is grey. */
export function colourGroups(groups: readonly AllocationGroup[], chart: ChartTheme): AllocationSlice[] {
  return groups.map((group, index) => ({ ...group, color: group.id === OTHER_GROUP_ID ? chart.mutedText : chart.series[index % chart.series.length]! }));
}

export interface AllocationDonutProps {
  slices: readonly AllocationSlice[];
  chart: ChartTheme;
  /** How slices are named and measured (legend, tooltip, hidden table). */
  display: AllocationDisplay;
  /** A full pie instead of a donut: no hole, so no total in it. */
  pie?: boolean;
  money: (value: number) => string;
  /** The total when the full amount does not fit the hole ("$65.0K"). */
  compactMoney: (value: number) => string;
  /** The total shown in the hole; leave out for an empty hole. */
  total?: number;
  /** What the total sums ("Total", "Income a year"). */
  totalCaption?: string;
  /** Read by screen readers, e.g. "Holdings allocation". */
  label: string;
  /** The hidden table of the figures; off when the widget shows them in a table of its own. */
  withDataTable?: boolean;
}

/** Where the layout turns from donut over legend to donut beside legend. */
const WIDE = '@container (min-width: 400px)';
const MIN_FONT = 10;
const MAX_FONT = 18;

/** The font size at which `text` spans 80% of the hole (bold digits are about 0.62 em wide). */
function fittingFontSize(innerRadius: number, text: string): number {
  return Math.min(MAX_FONT, (innerRadius * 2 * 0.8) / (Math.max(text.length, 4) * 0.62));
}

/** The full amount when it fits the hole at a readable size, else the compact one. */
export function centreTotal(innerRadius: number, full: string, compact: string): { text: string; fontSize: number } | null {
  const fullSize = fittingFontSize(innerRadius, full);
  if (fullSize >= MIN_FONT) return { text: full, fontSize: fullSize };
  const compactSize = fittingFontSize(innerRadius, compact);
  return compactSize >= MIN_FONT ? { text: compact, fontSize: compactSize } : null;
}

export function AllocationDonut({ slices, chart, display, pie = false, money, compactMoney, total, totalCaption = 'Total', label, withDataTable = true }: AllocationDonutProps) {
  const byId = useMemo(() => new Map(slices.map((slice) => [slice.id, slice])), [slices]);
  // The widget's showLabel off: the donut without its legend; the slices keep their names in the tooltips and the data table.
  const showLabel = useShowLabel();
  const full = total === undefined || pie ? null : money(total);
  const compact = total === undefined || pie ? null : compactMoney(total);

  const CentreTotal = useMemo(() => {
    function Centre({ centerX, centerY, innerRadius }: PieCustomLayerProps<AllocationSlice>) {
      const theme = useTheme();
      const fit = full !== null && compact !== null ? centreTotal(innerRadius, full, compact) : null;
      if (!fit) return null;
      const { text, fontSize } = fit;
      const style = sanitizeSvgTextStyle(theme.labels.text);
      return (
        <g data-testid="allocation-total">
          <title>{full}</title>
          <text x={centerX} y={centerY - fontSize * 0.5} textAnchor="middle" dominantBaseline="central" style={{ ...style, fill: chart.mutedText, fontSize: Math.max(MIN_FONT, fontSize * 0.6) }}>
            {totalCaption}
          </text>
          <text x={centerX} y={centerY + fontSize * 0.55} textAnchor="middle" dominantBaseline="central" style={{ ...style, fontSize, fontWeight: 700 }}>
            {text}
          </text>
        </g>
      );
    }
    return Centre;
  }, [full, compact, chart, totalCaption]);

  // Named by ticker or code and measured as the settings say, even with the labels off.
  const ariaLabel = `${label}: ${slices.map((slice) => `${slice.label} ${display.figure(slice)}`).join(', ')}`;
  const named = slices.some((slice) => display.name(slice) !== null);
  // A container query applies to the container's descendants only: the outer box is measured,
  // the flex inside it turns.
  return (
    <Box h="full" w="full" containerType="inline-size">
      <Flex h="full" direction="column" justify="center" gap="2" css={{ [WIDE]: { flexDirection: 'row', alignItems: 'center' } }}>
        <Box
          // Over the legend: a square as wide as the widget, shrinking when the height is short.
          flex="0 1 auto"
          aspectRatio="1"
          w="full"
          minH="24"
          mx="auto"
          css={{ [WIDE]: { flex: '1 1 0', aspectRatio: 'auto', height: '100%', width: 'auto' } }}
          role="img"
          aria-label={ariaLabel}
        >
          <ResponsivePie<AllocationSlice>
            data={slices}
            id="id"
            value="value"
            theme={chart.nivo}
            animate={chart.animate}
            // The box around it is the image, named with every slice's share.
            role="presentation"
            colors={(datum) => byId.get(String(datum.id))?.color ?? chart.mutedText}
            margin={{ top: 6, right: 6, bottom: 6, left: 6 }}
            innerRadius={pie ? 0 : 0.62}
            padAngle={0.8}
            cornerRadius={2}
            activeOuterRadiusOffset={4}
            borderWidth={0}
            sortByValue={false}
            enableArcLabels={false}
            enableArcLinkLabels={false}
            layers={['arcs', CentreTotal]}
            tooltip={({ datum }) => (
              <ChartTooltip
                title={datum.data.label}
                subtitle={datum.data.detail !== datum.data.label ? datum.data.detail : undefined}
                rows={display.figures(datum.data).map((row, index) => (index === 0 ? { ...row, color: datum.color } : row))}
              />
            )}
          />
        </Box>
        {named && showLabel ? <AllocationLegend slices={slices} display={display} /> : null}
      </Flex>
      {withDataTable ? (
        <ChartDataTable
          caption={label}
          columns={['Name', ...display.columns]}
          rows={slices.map((slice) => ({
            key: slice.id,
            cells: [slice.detail && slice.detail !== slice.label ? `${slice.label} (${slice.detail})` : slice.label, ...display.figures(slice).map((row) => row.value)],
          }))}
        />
      ) : null}
    </Box>
  );
}

function AllocationLegend({ slices, display }: { slices: readonly AllocationSlice[]; display: AllocationDisplay }) {
  return (
    <Box
      as="ul"
      aria-label="Legend"
      listStyleType="none"
      flexShrink={0}
      maxH="45%"
      overflowY="auto"
      css={{ [WIDE]: { maxHeight: '100%', width: '45%', maxWidth: '16rem' } }}
    >
      {slices.map((slice) => (
        <HStack as="li" key={slice.id} gap="2" textStyle="xs" py="0.5" title={slice.detail}>
          <Box flexShrink={0} w="2.5" h="2.5" rounded="sm" style={{ background: slice.color }} />
          <Text truncate flex="1" minW="0">
            {display.name(slice)}
          </Text>
          <Text color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {display.figure(slice)}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}
