// A holding's prices as the figures read them: layers of the user's manual closes, the provider's
// and its own trade prices, the price as of a day over them, the demo's anchoring of simulated
// closes to what the user paid, and why a value rests on no current close.
import type { HoldingLedger } from '../../ledger/ledger';
import { PRICE_SOURCES, type PriceSource } from '../../market/quoteBook';
import { indexAsOf, type AsOfSeries } from '../../portfolio/asOf';
import { isZero } from '../../portfolio/decimal';
import type { Holding } from '../../portfolio/holdings';

/**
 * Why a held security's value is not a current market or manual close, in the order a user
 * would mend it: no price at all (left out of the value figures), only its own trade prices
 * (no manual or provider close known on or before the as-of day), or a close too old.
 */
export type PriceGapReason = 'noPrice' | 'lastTrade' | 'stale';

/** A holding's prices: the user's manual closes, the provider's (in the holding's currency), its own trade prices, in that precedence (PRICE_SOURCES' order). */
export interface Priced {
  readonly layers: readonly [manual: AsOfSeries | undefined, provider: AsOfSeries | undefined, transaction: AsOfSeries];
  /** The provider layer is simulated data. */
  readonly simulated: boolean;
}

/**
 * The price as of a day over layers by exact-date precedence, as mergeLayers would give it: the
 * latest point on or before the day, from the first layer that has that day. No merged series is
 * built, so a summary over hundreds of holdings costs a few binary searches each.
 */
export function priceAsOf(layers: Priced['layers'], day: number): { value: number; day: number; source: PriceSource } | undefined {
  let best: { value: number; day: number; source: PriceSource } | undefined;
  layers.forEach((layer, l) => {
    if (!layer) return;
    const i = indexAsOf(layer, day);
    if (i >= 0 && (!best || layer.days[i]! > best.day)) best = { value: layer.values[i]!, day: layer.days[i]!, source: PRICE_SOURCES[l]! };
  });
  return best;
}

/**
 * Simulated closes (demo mode) run through the user's own prices: each security's made-up series
 * is scaled so that on the day of its latest trade price it equals that price. The demo then
 * wanders from what the user paid (a £0.72 share stays near £0.72) instead of valuing it at an
 * unrelated made-up level. The latest point, which splits re-price (ledger.ts), so a reverse split
 * after the trades does not leave the demo 25 times too low. Per security, from the latest point
 * among all its holdings, so every holding of one security has one price. Real prices are never touched.
 */
export function simulatedAnchors(
  holdings: readonly HoldingLedger[],
  provider: ReadonlyMap<HoldingLedger, AsOfSeries | undefined>,
  isSimulated: (holding: HoldingLedger) => boolean,
): Map<string, number> {
  const latest = new Map<string, { day: number; price: number; series: AsOfSeries }>();
  for (const holding of holdings) {
    const series = provider.get(holding);
    const trades = holding.tradePrices;
    const last = trades.days.length - 1;
    if (!series || !isSimulated(holding) || last < 0) continue;
    const day = trades.days[last]!;
    const found = latest.get(holding.securityId);
    if (!found || day > found.day) latest.set(holding.securityId, { day, price: trades.values[last]!, series });
  }
  const anchors = new Map<string, number>();
  for (const [securityId, { day, price, series }] of latest) {
    // The made-up close on the trade's day, or the first one after it when the series starts later.
    const at = indexAsOf(series, day);
    const close = series.values[Math.max(at, 0)];
    if (close !== undefined && close > 0 && price > 0) anchors.set(securityId, price / close);
  }
  return anchors;
}

/**
 * A price this many days older than the as-of day is flagged stale: a weekend plus a two-day
 * holiday (Good Friday to Easter Monday) is 4 days, so 5 means the provider stopped answering
 * or the listing stopped trading.
 */
export const STALE_AFTER_DAYS = 5;

export function priceGapOf(holding: Holding, closeKnown: boolean, stale: boolean): PriceGapReason | null {
  // A closed position is worth zero whatever its price.
  if (isZero(holding.shares)) return null;
  if (holding.marketValuePC === null) return 'noPrice';
  if (!closeKnown) return 'lastTrade';
  return stale ? 'stale' : null;
}
