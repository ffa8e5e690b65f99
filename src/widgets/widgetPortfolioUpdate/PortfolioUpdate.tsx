import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useWidgetValueSeriesQuery } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { ChartDataTable } from '../framework/ChartDataTable';
import { analyticsFilter } from '../framework/commonFields';
import { KpiFigure } from '../framework/KpiFigure';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, toneColor, useDisplayCurrency, useMoney } from '../framework/useMoney';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import type { PortfolioUpdateConfig } from './definition';
import { UPDATE_TYPES, portfolioUpdate, sparklinePoints, type PortfolioUpdate as Update, type SeriesPoint, type UpdateType } from './portfolioUpdate';

// Series dates are calendar days (yyyy-MM-dd): parsed as local days, as `new Date` would read them as UTC
// midnight and show the day before west of Greenwich.
const day = (date: string) => formatDate(parseISO(date));

const LABELS = Object.fromEntries(UPDATE_TYPES.map((type) => [type.value, type.label])) as Record<UpdateType, string>;

function Sparkline({ series, rising, money }: { series: readonly SeriesPoint[]; rising: boolean; money: (value: number) => string }) {
  const chart = useChartTheme();
  const { data, baseline } = useMemo(() => {
    const points = sparklinePoints(series).map((point) => ({ x: point.date, y: point.value }));
    // The area fills down to the lowest close, not to zero: a zero baseline flattens the line.
    return { data: [{ id: 'value', data: points }], baseline: Math.min(...points.map((point) => point.y)) };
  }, [series]);
  return (
    // A trend, not a chart to read figures from: no axes or grid; the tooltip gives a close's value.
    <Box w="40%" minW="24" maxW="64" h="full" minH="12" flexShrink="0" data-testid="portfolio-update-sparkline">
      <ResponsiveLine
        data={data}
        theme={chart.nivo}
        colors={[rising ? chart.gain : chart.loss]}
        margin={{ top: 6, right: 4, bottom: 6, left: 4 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        curve="monotoneX"
        lineWidth={2}
        enableArea
        areaOpacity={0.12}
        areaBaselineValue={baseline}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisBottom={null}
        axisLeft={null}
        useMesh
        animate={false}
        tooltip={({ point }) => (
          <Box style={chart.nivo.tooltip?.container} px="2" py="1" whiteSpace="nowrap">
            {day(String(point.data.x))}: <strong>{money(Number(point.data.y))}</strong>
          </Box>
        )}
      />
      <ChartDataTable caption="Closing values" columns={['Date', 'Value']} rows={data[0]!.data.map((point) => ({ key: point.x, cells: [day(point.x), money(point.y)] }))} />
    </Box>
  );
}

export function PortfolioUpdate({ config }: WidgetComponentProps<PortfolioUpdateConfig>) {
  // The value series ignores "past holdings" (it always counts closed positions), so it is not a setting.
  const result = useWidgetValueSeriesQuery({ variables: { filter: analyticsFilter({ ...config, displayPastHoldings: false }) } });
  // The series has no currency field: it is in the display currency, the server's default (the user's).
  const money = useMoney(useDisplayCurrency());
  const figure = (update: Update, type: UpdateType): { value: string; tone: number | null } => {
    if (type === 'percentChange') return { value: formatPercent(update.percentChange, { signed: true }), tone: update.percentChange };
    const amount = update[type];
    // Gains carry a plus like the percentage; money formats show only the minus.
    return { value: `${amount > 0 ? '+' : ''}${money(amount)}`, tone: amount };
  };

  return (
    <WidgetState
      result={result}
      select={(data) => data.portfolioValueSeries}
      isEmpty={(series) => portfolioUpdate(series) === null}
      emptyText="No holdings in this interval yet."
      type="KPI"
    >
      {(series) => {
        const update = portfolioUpdate(series);
        if (!update) return null;
        const shown = figure(update, config.dataType);
        const details = UPDATE_TYPES.filter((type) => type.value !== config.dataType).map((type) => ({ label: type.label, ...figure(update, type.value) }));
        const caption =
          config.dataType === 'percentChange' && update.percentChange === null
            ? 'Nothing was held at the start'
            : `${LABELS[config.dataType]} · ${day(update.from)} – ${day(update.to)}`;
        // A KPI row is ~90 px high: the figure and its caption sit beside the sparkline, and the
        // two other figures share one line under both, where the widget's two columns give room.
        return (
          <Stack h="full" gap="1" justify="center" minH="0">
            <HStack flex="1" minH="0" gap="3" align="stretch">
              <Box flex="1" minW="0">
                <KpiFigure testId="portfolio-update" value={shown.value} tone={shown.tone} caption={caption} />
              </Box>
              {series.length > 1 ? <Sparkline series={series} rising={update.valueChange >= 0} money={money} /> : null}
            </HStack>
            <HStack gap="4" textStyle="xs" minW="0" flexShrink="0">
              {details.map((detail) => (
                <HStack key={detail.label} gap="1.5" minW="0">
                  <Text color="fg.muted" truncate>
                    {detail.label}
                  </Text>
                  <Text color={toneColor(detail.tone)} fontWeight="semibold" whiteSpace="nowrap">
                    {detail.value}
                  </Text>
                </HStack>
              ))}
            </HStack>
          </Stack>
        );
      }}
    </WidgetState>
  );
}
