// The market store as the market bench needs it before measuring: the reads the nine market
// widgets send (marketRequest on each widget's default config, as the dashboard prefetches
// them), asked until none answers pending, and one security's whole daily history.
import { print, type DocumentNode } from 'graphql';
import { WidgetPriceBarsDocument } from '../src/generated/graphql';
import { resolveConfig } from '../src/widgets/framework/configFields';
import type { StoredWidgets } from '../src/features/dashboard/model/dashboardDocument';
import { widgetDefinition } from '../src/widgets/catalogue';
import { isMarketSource, marketRequest } from '../src/widgets/sharedMarket/marketRequests';
import { sleep } from './browserPhase';
import type { Call } from './serverProcess';

export interface MarketRead {
  /** The widgets that send it. */
  widgets: string[];
  operation: string;
  query: string;
  variables: Record<string, unknown>;
}

/** The distinct reads of a dashboard's market widgets (two widgets with the same settings share one). */
export function widgetReads(widgets: StoredWidgets): MarketRead[] {
  const reads = new Map<string, MarketRead>();
  for (const stored of Object.values(widgets)) {
    const definition = widgetDefinition(stored.name);
    if (!definition || !isMarketSource(definition.dataSource)) continue;
    const { query, variables } = marketRequest(definition.dataSource, resolveConfig(definition.configs, stored.config).config as Record<string, unknown>);
    const key = `${operationName(query)} ${JSON.stringify(variables)}`;
    const read = reads.get(key) ?? { widgets: [], operation: operationName(query), query: print(query), variables: variables as Record<string, unknown> };
    read.widgets.push(stored.name);
    reads.set(key, read);
  }
  return [...reads.values()];
}

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? 'anonymous';
}

interface Bars {
  symbol: string;
  status: string;
  time: number[];
}

/**
 * Why an answer is not yet what its widget shows in full: symbols pending, bars not stored, a
 * screener not fetched, heatmap tiles without a quote, no news; null when it is. Unknown symbols
 * are final (the widget names them), so they do not count as waiting.
 */
function waitingFor(operation: string, data: Record<string, unknown>, holdings: number): string | null {
  switch (operation) {
    case 'WidgetMarketQuotes': {
      const { pending } = data.marketQuotes as { pending: string[] };
      return pending.length > 0 ? `quotes pending for ${pending.join(', ')}` : null;
    }
    case 'WidgetPriceBars': {
      const waiting = (data.priceBars as Bars[]).filter((bars) => bars.status !== 'ready' || bars.time.length === 0);
      return waiting.length > 0 ? waiting.map((bars) => `${bars.symbol} bars ${bars.status}${bars.status === 'ready' ? ' but none stored' : ''}`).join(', ') : null;
    }
    case 'WidgetTechnicalAnalysis': {
      const { symbol, status } = data.technicalAnalysis as { symbol: string; status: string };
      return status !== 'ready' ? `technical analysis of ${symbol} ${status}` : null;
    }
    case 'WidgetStockScreener': {
      const { status, rows } = data.stockScreener as { status: string; rows: unknown[] };
      return status !== 'ready' || rows.length === 0 ? `screener ${status}, ${rows.length} rows` : null;
    }
    case 'WidgetStockHeatmap': {
      const { tiles } = data.stockHeatmap as { tiles: { changePercent: number | null }[] };
      const unquoted = tiles.filter((tile) => tile.changePercent === null).length;
      return tiles.length < holdings || unquoted > 0 ? `heatmap ${tiles.length} of ${holdings} tiles, ${unquoted} without a quote` : null;
    }
    case 'WidgetMarketNews':
      return (data.marketNews as { articles: unknown[] }).articles.length === 0 ? 'no news articles' : null;
    default:
      return null;
  }
}

export interface Waiting {
  read: MarketRead;
  reason: string;
}

/** Asks every read once a second until none is waiting or `limitMs` passed; returns what still waits, and why. */
export async function untilStored(call: Call, reads: readonly MarketRead[], holdings: number, limitMs: number): Promise<Waiting[]> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const waiting: Waiting[] = [];
    for (const read of reads) {
      const reason = waitingFor(read.operation, await call<Record<string, unknown>>(read.query, read.variables), holdings);
      if (reason) waiting.push({ read, reason });
    }
    if (waiting.length === 0 || Date.now() > deadline) return waiting;
    await sleep(1_000);
  }
}

export const PRICE_BARS_QUERY = print(WidgetPriceBarsDocument);

/** Asks for `symbol`'s whole daily history until it has at least `bars` bars or `limitMs` passed; returns the count. */
export async function untilHistory(call: Call, symbol: string, bars: number, limitMs: number): Promise<number> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const [answer] = (await call<{ priceBars: Bars[] }>(PRICE_BARS_QUERY, { symbols: [symbol], range: 'MAX' })).priceBars;
    const stored = answer?.time.length ?? 0;
    if (stored >= bars || Date.now() > deadline) return stored;
    await sleep(1_000);
  }
}
