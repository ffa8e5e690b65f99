/**
 * A listing's last six months of closes, opened from a screener row: enough to see the trend
 * behind a figure in the table. The bars are asked for when the dialog opens.
 */
import { Box, CloseButton, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useRefetchWhilePending } from '../sharedMarket/useRefetchWhilePending';
import { ResponsiveLine } from '@nivo/line';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useWidgetPriceBarsQuery, type WidgetPriceBarsQuery } from '../../generated/graphql';
import { formatDate } from '../../lib/dates';
import { DialogShell } from '../../ui/DialogShell';
import { ChartDataTable } from '../framework/ChartDataTable';
import { ChartTooltip } from '../framework/ChartTooltip';
import { SimulatedBadge } from '../framework/SimulatedBadge';
import { useChartTheme } from '../framework/useChartTheme';
import { formatPercent, toneColor, useMoney } from '../framework/useMoney';
import { WidgetFailure, WidgetLoading } from '../framework/WidgetState';

type Bars = WidgetPriceBarsQuery['priceBars'][number];

export interface ChartTarget {
  symbol: string;
  name: string;
}

const RANGE_LABEL = '6 months';

function CloseLine({ bars }: { bars: Bars }) {
  const chart = useChartTheme();
  const money = useMoney(bars.currency);
  const points = useMemo(() => bars.time.map((time, i) => ({ x: new Date(time * 1000), y: bars.close[i]! })), [bars]);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const change = first.y !== 0 ? last.y / first.y - 1 : null;
  const label = `${bars.symbol} closes over ${RANGE_LABEL}: ${money(first.y)} on ${formatDate(first.x)}, ${money(last.y)} on ${formatDate(last.x)}`;
  const rising = change === null || change >= 0;
  return (
    <Stack gap="2">
      <HStack gap="3" textStyle="sm" flexWrap="wrap" data-testid="price-chart-summary">
        <Text>
          Last close <strong>{money(last.y)}</strong>
        </Text>
        <Text color={toneColor(change)} fontWeight="semibold">
          {formatPercent(change, { signed: true })} over {RANGE_LABEL}
        </Text>
        {bars.simulated ? <SimulatedBadge title="Made-up prices (demo mode), not market data" /> : null}
      </HStack>
      <Box h="64">
        <ResponsiveLine
          data={[{ id: bars.symbol, data: points }]}
          theme={chart.nivo}
          animate={chart.animate}
          colors={[rising ? chart.gain : chart.loss]}
          margin={{ top: 8, right: 12, bottom: 28, left: 56 }}
          xScale={{ type: 'time', format: 'native', precision: 'day', useUTC: false }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          curve="monotoneX"
          lineWidth={2}
          enablePoints={points.length < 2}
          enableGridX={false}
          axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: 'every month', format: (date: Date) => format(date, 'MMM') }}
          axisLeft={{ tickSize: 0, tickPadding: 6, tickValues: 5, format: (value: number) => money(value) }}
          useMesh
          tooltip={({ point }) => <ChartTooltip title={formatDate(point.data.x as Date)} rows={[{ label: 'Close', value: money(Number(point.data.y)) }]} />}
          role="img"
          ariaLabel={label}
        />
      </Box>
      <ChartDataTable caption={label} columns={['Date', 'Close']} rows={points.map((point) => ({ key: String(point.x.getTime()), cells: [formatDate(point.x), money(point.y)] }))} />
    </Stack>
  );
}

function PriceChart({ symbol }: { symbol: string }) {
  const result = useWidgetPriceBarsQuery({ variables: { symbols: [symbol], range: 'M6' } });
  useRefetchWhilePending(result, result.data?.priceBars[0]?.status === 'pending');
  if (result.error && !result.data) return <WidgetFailure message={result.error.message} onRetry={() => result.refetch()} />;
  if (!result.data) return <WidgetLoading type="Chart" />;
  const bars = result.data.priceBars.find((series) => series.symbol === symbol) ?? result.data.priceBars[0];
  // The store knows the symbol but is still fetching its bars, or no provider knows it.
  if (bars?.status === 'pending') return <Text color="fg.muted">Fetching prices for {symbol}…</Text>;
  if (!bars || bars.status === 'unknown' || bars.close.length === 0) return <Text color="fg.muted">No market data for {symbol}.</Text>;
  return <CloseLine bars={bars} />;
}

/** `target` stays set while the dialog closes, so its title and chart do not blank during the exit. */
export function PriceChartDialog({ target, open, onClose }: { target: ChartTarget | null; open: boolean; onClose: () => void }) {
  return (
    <DialogShell open={open && target !== null} onClose={onClose} size="lg">
      <Dialog.Content bg="bg.panel">
        <Dialog.Header>
          <Dialog.Title overflowWrap="anywhere" pe="6">
            {target ? `${target.name} (${target.symbol})` : ''}
          </Dialog.Title>
        </Dialog.Header>
        <Dialog.Body pb="6">{target ? <PriceChart symbol={target.symbol} /> : null}</Dialog.Body>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </DialogShell>
  );
}
