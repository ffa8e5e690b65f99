// One simulated symbol as the market widgets see it, at a present instant: its daily closes up to
// the session a quote shows, that session's position, and the figures (shares, earnings,
// volume) that make its market cap, P/E and traded volume. Listings come from stocks.ts,
// indices from indices.ts; the rest of the simulation reads prices through this one shape.

import { isDisplayCurrency } from '../../../common/displayCurrencies';
import type { SecurityKind } from '../provider';
import { toDay } from '../../portfolio/days';
import { indexOnOrBefore, openDays } from './calendar';
import { USD_VALUES } from './fx';
import { INDEX_VOLATILITY, indexLevels, indexListingOf } from './indices';
import type { PathSource } from './intraday';
import { companyName, describeListing } from './listings';
import { round } from './numbers';
import { createRandom, hashText } from './seeded';
import { hoursOf, positionAt, type Hours, type Position, type Present } from './session';
import { simulateListing, type SimulatedListing } from './stocks';

export interface Series extends PathSource {
  readonly symbol: string;
  /** The company's or index's name; a symbol nobody knows is named as listings.ts names it. */
  readonly name: string;
  readonly currency: string;
  readonly exchange: string | null;
  readonly kind: SecurityKind;
  readonly sector: string | null;
  readonly closeUtc: string;
  readonly hours: Hours;
  readonly crypto: boolean;
  readonly position: Position;
  /** The listing's simulation (splits, dividends, adjusted closes); null for an index. */
  readonly listing: SimulatedListing | null;
  /** Shares (or coins) outstanding; null for an index. */
  readonly shares: number | null;
  /** Trailing earnings per share; null where none are made (losses, funds, coins, indices). */
  readonly earnings: number | null;
}

// Rough market capitalisations (USD) of the well-known listings, so the screener ranks them as
// their real counterparts rank; other symbols draw theirs.
const KNOWN_CAPS_USD: Readonly<Record<string, number>> = {
  AAPL: 3.4e12, MSFT: 3.1e12, GOOGL: 2.1e12, AMZN: 2.0e12, NVDA: 3.0e12, META: 1.4e12, TSLA: 1.0e12,
  NFLX: 3.7e11, ADBE: 2.0e11, COST: 4.1e11, PEP: 2.1e11, JPM: 6.5e11, KO: 2.7e11, 'BRK-B': 1.0e12,
  'SAP.DE': 3.0e11, 'SIE.DE': 1.6e11, 'ALV.DE': 1.3e11, 'BMW.DE': 5.5e10, 'MC.PA': 3.5e11, 'OR.PA': 2.1e11,
  'AIR.PA': 1.3e11, 'TTE.PA': 1.4e11, 'ASML.AS': 2.8e11, 'NESN.SW': 2.5e11, 'HSBA.L': 1.9e11, 'SHEL.L': 2.1e11,
  'AZN.L': 2.2e11, 'ULVR.L': 1.5e11, '7203.T': 2.5e11, '6758.T': 1.3e11, 'RY.TO': 1.7e11, 'SHOP.TO': 1.4e11,
  'BTC-USD': 1.2e12, 'ETH-USD': 3.0e11,
};

// Price-to-earnings ranges typical of each sector (low, high).
const SECTOR_PE: Readonly<Record<string, readonly [number, number]>> = {
  Technology: [22, 45],
  Healthcare: [15, 35],
  'Financial Services': [9, 16],
  'Consumer Cyclical': [14, 35],
  'Consumer Defensive': [17, 28],
  Industrials: [15, 28],
  Energy: [7, 14],
  Utilities: [13, 22],
  'Basic Materials': [10, 20],
  'Communication Services': [14, 30],
  'Real Estate': [20, 45],
};

/** The day shares, earnings and volume are fixed on: caps and P/Es are about right then. */
const REFERENCE_DAY = toDay('2025-01-02');

interface Figures {
  readonly shares: number;
  readonly earnings: number | null;
  readonly dailyVolume: number;
}

function figuresOf(symbol: string, kind: SecurityKind, sector: string | null, currency: string, closes: Float64Array): Figures {
  const draw = createRandom(hashText(`${symbol}|figures`));
  const [capDraw, peDraw, lossDraw, turnoverDraw] = [draw(), draw(), draw(), draw()];
  const capUsd = KNOWN_CAPS_USD[symbol] ?? 1e9 * 200 ** capDraw;
  const usdPerUnit = isDisplayCurrency(currency) ? USD_VALUES[currency] : 1;
  const reference = closes[Math.min(closes.length - 1, indexOnOrBefore(openDays('exchange'), REFERENCE_DAY))]!;
  const shares = Math.round(capUsd / usdPerUnit / reference);
  const range = kind === 'stock' && sector !== null ? SECTOR_PE[sector] : undefined;
  // About one company in twelve is losing money: no trailing P/E.
  const pe = range && lossDraw >= 1 / 12 ? range[0] + (range[1] - range[0]) * peDraw : null;
  return { shares, earnings: pe === null ? null : reference / pe, dailyVolume: Math.round(shares * (0.003 + 0.007 * turnoverDraw)) };
}

/** The series of `symbol` at `present`; null for what is not a symbol or before the first session. */
export function seriesOf(symbol: string, present: Present): Series | null {
  const index = indexListingOf(symbol);
  if (index) {
    const hours = hoursOf(index.closeUtc, false);
    const position = positionAt(present, hours, false);
    if (!position) return null;
    return {
      symbol: index.symbol,
      name: index.name,
      currency: index.currency,
      exchange: null,
      kind: 'index',
      sector: null,
      closeUtc: index.closeUtc,
      hours,
      crypto: false,
      position,
      listing: null,
      shares: null,
      earnings: null,
      seed: hashText(`${index.symbol}|minutes`),
      closes: indexLevels(index, position.session.index),
      volatility: INDEX_VOLATILITY,
      gapped: true,
      dailyVolume: null,
    };
  }
  const listing = describeListing(symbol);
  if (!listing) return null;
  const crypto = listing.kind === 'crypto';
  const hours = hoursOf(listing.closeUtc, crypto);
  const position = positionAt(present, hours, crypto);
  if (!position) return null;
  const simulated = simulateListing(listing, position.session.index);
  const figures = figuresOf(listing.symbol, listing.kind, listing.sector, listing.currency, simulated.closes);
  return {
    symbol: listing.symbol,
    name: companyName(listing.symbol) ?? listing.name,
    currency: listing.currency,
    exchange: listing.exchange,
    kind: listing.kind,
    sector: listing.sector,
    closeUtc: listing.closeUtc,
    hours,
    crypto,
    position,
    listing: simulated,
    shares: figures.shares,
    earnings: figures.earnings,
    seed: hashText(`${listing.symbol}|minutes`),
    closes: simulated.closes,
    volatility: simulated.volatility,
    gapped: !crypto,
    dailyVolume: figures.dailyVolume,
  };
}

/** The adjusted close at open-day index `i`: the listing's, an index's own level. */
export function adjustedClose(series: Series, i: number): number {
  const listing = series.listing;
  return listing ? round(listing.walk[i]! * listing.endFactor, 6) : series.closes[i]!;
}
