// The simulated market indices: walks from their level at the anchor towards their level at the
// start of 2025, on the exchange calendar, in points (no volume, no market cap).

import type { MarketIndex } from '../provider';
import { toDay } from '../../portfolio/days';
import { indexOnOrAfter, openDays } from './calendar';
import { MAX_DAILY_LOG_MOVE } from './stocks';
import { round } from './numbers';
import { hashText, seededWalk } from './seeded';

export interface IndexListing {
  readonly index: MarketIndex;
  readonly symbol: string;
  /** The long name Yahoo gives the index. */
  readonly name: string;
  readonly currency: string;
  readonly closeUtc: string;
  readonly levelAt2000: number;
  readonly levelAt2025: number;
}

/** Standard deviation of an index's daily log move: a broad index moves about 1 % a day. */
export const INDEX_VOLATILITY = 0.011;

export const INDEX_LISTINGS: Readonly<Record<MarketIndex, IndexListing>> = {
  NASDAQ: { index: 'NASDAQ', symbol: '^IXIC', name: 'NASDAQ Composite', currency: 'USD', closeUtc: '21:00', levelAt2000: 4131, levelAt2025: 19280 },
  'S&P 500': { index: 'S&P 500', symbol: '^GSPC', name: 'S&P 500', currency: 'USD', closeUtc: '21:00', levelAt2000: 1455, levelAt2025: 5868 },
  DAX: { index: 'DAX', symbol: '^GDAXI', name: 'DAX Performance Index', currency: 'EUR', closeUtc: '16:30', levelAt2000: 6750, levelAt2025: 19900 },
  'Nikkei 225': { index: 'Nikkei 225', symbol: '^N225', name: 'Nikkei 225', currency: 'JPY', closeUtc: '06:00', levelAt2000: 18937, levelAt2025: 39300 },
  'Dow Jones': { index: 'Dow Jones', symbol: '^DJI', name: 'Dow Jones Industrial Average', currency: 'USD', closeUtc: '21:00', levelAt2000: 11357, levelAt2025: 42390 },
};

const BY_SYMBOL = new Map(Object.values(INDEX_LISTINGS).map((listing) => [listing.symbol, listing]));

/** The index a caret symbol stands for ('^gspc' too); undefined for any other symbol. */
export function indexListingOf(symbol: string): IndexListing | undefined {
  return BY_SYMBOL.get(symbol.toUpperCase());
}

/** Closing levels at open-day indices 0..lastIndex, in points to the hundredth. */
export function indexLevels(listing: IndexListing, lastIndex: number): Float64Array {
  const open = openDays('exchange');
  const stepsTo2025 = indexOnOrAfter(open, toDay('2025-01-02'));
  const levels = seededWalk(
    hashText(`${listing.index}|index`),
    {
      start: listing.levelAt2000,
      drift: Math.log(listing.levelAt2025 / listing.levelAt2000) / stepsTo2025,
      volatility: INDEX_VOLATILITY,
      pull: 0.004,
      maxStep: MAX_DAILY_LOG_MOVE,
    },
    lastIndex + 1,
  );
  for (let i = 0; i < levels.length; i++) levels[i] = round(levels[i]!, 2);
  return levels;
}
