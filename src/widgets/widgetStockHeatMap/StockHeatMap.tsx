import { Box, HStack, Text } from '@chakra-ui/react';
import { TreeMap, type ComputedNode } from '@nivo/treemap';
import { useCallback, useMemo } from 'react';
import { useWidgetStockHeatmapQuery, type WidgetStockHeatmapQuery } from '../../generated/graphql';
import { formatCompactNumber } from '../../lib/format';
import { palettes } from '../../ui/themes/palettes';
import { useShownPalette } from '../../ui/themes/useShownPalette';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, useMoney, useUserLocale } from '../framework/useMoney';
import { useShowLabel } from '../framework/widgetDisplay';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { ChartFrame } from '../sharedHoldingBars/ChartFrame';
import { heatmapVariables } from '../sharedMarket/marketRequests';
import type { StockHeatMapConfig } from './definition';
import { FULL_SCALE, HEAT_SCALES, fitLabel, heatColor, heatTree, isGroupId, textOn, tilesInOrder, type HeatNode, type HeatScale } from './heatmap';

type Heatmap = WidgetStockHeatmapQuery['stockHeatmap'];

const EMPTY_TEXT = {
  holdings: 'No holdings in this selection yet.',
  screener: "The screener's universe is not loaded yet.",
} as const;

/** The scale's key: red at −3 % or below, grey at no change, green at +3 % or above. */
function HeatLegend({ scale }: { scale: HeatScale }) {
  const full = formatPercent(FULL_SCALE).replace('.00', '');
  return (
    <HStack gap="1.5" textStyle="xs" color="fg.muted" role="img" aria-label={`Colour scale: red for a fall, grey for no change, green for a rise, full colour from ${full}`}>
      <Text as="span">−{full}</Text>
      <Box w="24" h="2" rounded="full" style={{ background: `linear-gradient(to right, ${scale.loss}, ${scale.neutral}, ${scale.gain})` }} />
      <Text as="span">+{full}</Text>
    </HStack>
  );
}

function HeatMapChart({ heatmap }: { heatmap: Heatmap }) {
  const chart = useChartTheme();
  const palette = palettes[useShownPalette()];
  const scale = HEAT_SCALES[palette.scheme];
  const showLabel = useShowLabel();
  const locale = useUserLocale();
  const money = useMoney(heatmap.currency);
  const holdings = heatmap.universe === 'holdings';
  // Holdings are market values in the answer's currency; the market's capitalisations are each in
  // their listing's currency, so they are shortened without a symbol.
  const size = useCallback((value: number) => (holdings ? money(value) : formatCompactNumber(value, { locale })), [holdings, money, locale]);
  const sizeLabel = holdings ? 'Market value' : 'Market cap';
  const tree = useMemo(() => heatTree(heatmap.tiles), [heatmap.tiles]);
  const tiles = tilesInOrder(tree);
  const caption = holdings ? "Today's change of your holdings, by sector" : "Today's change of the market, by sector";

  const tooltip = ({ node }: { node: ComputedNode<HeatNode> }) =>
    isGroupId(node.id) ? (
      <ChartTooltip title={node.data.label} rows={[{ label: sizeLabel, value: size(node.value) }]} />
    ) : (
      <ChartTooltip
        title={node.data.label}
        subtitle={[node.data.name, node.data.sector].filter(Boolean).join(' · ')}
        rows={[
          { label: sizeLabel, value: size(node.value) },
          { label: 'Change today', value: formatPercent(node.data.changePercent, { signed: true }), tone: node.data.changePercent ?? null },
        ]}
      />
    );

  return (
    <ChartFrame
      legend={
        showLabel || heatmap.simulated ? (
          <HStack justify="space-between" gap="2" flexShrink="0">
            {showLabel ? <HeatLegend scale={scale} /> : <span />}
            {heatmap.simulated ? <SimulatedBadge title="Made-up changes and sizes (demo mode), not market data" /> : null}
          </HStack>
        ) : null
      }
      table={
        <ChartDataTable
          caption={caption}
          columns={['Symbol', 'Name', 'Sector', sizeLabel, 'Change today']}
          rows={tiles.map((tile) => ({
            key: tile.id,
            cells: [tile.label, tile.name ?? '', tile.sector, size(tile.value ?? 0), formatPercent(tile.changePercent, { signed: true })],
          }))}
        />
      }
    >
      {({ width, height }) => (
        <TreeMap<HeatNode>
          width={width}
          height={height}
          data={tree}
          identity="id"
          value="value"
          leavesOnly={false}
          tile="squarify"
          innerPadding={2}
          outerPadding={1}
          colors={(node) => (node.isLeaf ? heatColor(node.data.changePercent ?? null, scale) : node.treeDepth === 0 ? palette.bg.panel : palette.bg.muted)}
          nodeOpacity={1}
          borderWidth={0}
          enableLabel
          // The symbol and its change where they fit, the symbol alone where only it does.
          label={(node) => {
            const change = node.data.changePercent;
            return fitLabel(change === null || change === undefined ? [node.data.label] : [`${node.data.label} ${formatPercent(change, { signed: true })}`, node.data.label], node.width);
          }}
          labelSkipSize={14}
          labelTextColor={(node) => textOn(node.color)}
          orientLabel={false}
          enableParentLabel
          parentLabel={(node) => fitLabel([node.data.label], node.width)}
          parentLabelPosition="top"
          parentLabelSize={16}
          parentLabelTextColor={chart.mutedText}
          theme={chart.nivo}
          animate={chart.animate}
          tooltip={tooltip}
          role="img"
          ariaLabel={caption}
        />
      )}
    </ChartFrame>
  );
}

export function StockHeatMap({ config }: WidgetComponentProps<StockHeatMapConfig>) {
  const result = useWidgetStockHeatmapQuery({ variables: heatmapVariables(config) });
  return (
    <WidgetState result={result} select={(data) => data.stockHeatmap} isEmpty={(heatmap) => !heatmap.tiles.some((tile) => tile.size > 0)} emptyText={EMPTY_TEXT[config.universe]} type="Chart">
      {(heatmap) => <HeatMapChart heatmap={heatmap} />}
    </WidgetState>
  );
}
