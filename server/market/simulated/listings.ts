// Who a simulated symbol is: venue, currency, kind and sector follow from the symbol's suffix
// (Yahoo's conventions, which users type), so any symbol gets a coherent profile without a
// lookup. A short list of well-known listings gives search something real to find.

import { type SearchHit, type SecurityKind } from '../provider';
import { hashText } from './seeded';

interface Venue {
  readonly exchange: string | null;
  readonly currency: string;
  readonly country: string | null;
  /** Usual closing time in UTC (standard time; the simulation ignores daylight saving). */
  readonly closeUtc: string;
}

const US_VENUE: Venue = { exchange: 'NASDAQ', currency: 'USD', country: 'US', closeUtc: '21:00' };

// An unrecognised suffix ('BRK.B', 'ABC.XX') still needs a quote currency; USD is the most
// likely guess and the exchange is left unknown rather than invented.
const UNKNOWN_SUFFIX_VENUE: Venue = { exchange: null, currency: 'USD', country: null, closeUtc: '21:00' };

const SUFFIX_VENUES: Readonly<Record<string, Venue>> = {
  L: { exchange: 'LSE', currency: 'GBP', country: 'GB', closeUtc: '16:30' },
  DE: { exchange: 'XETRA', currency: 'EUR', country: 'DE', closeUtc: '16:30' },
  PA: { exchange: 'Euronext Paris', currency: 'EUR', country: 'FR', closeUtc: '16:30' },
  AS: { exchange: 'Euronext Amsterdam', currency: 'EUR', country: 'NL', closeUtc: '16:30' },
  MI: { exchange: 'Borsa Italiana', currency: 'EUR', country: 'IT', closeUtc: '16:30' },
  SW: { exchange: 'SIX Swiss Exchange', currency: 'CHF', country: 'CH', closeUtc: '16:30' },
  T: { exchange: 'TSE', currency: 'JPY', country: 'JP', closeUtc: '06:00' },
  TO: { exchange: 'TSX', currency: 'CAD', country: 'CA', closeUtc: '21:00' },
  HK: { exchange: 'HKEX', currency: 'HKD', country: 'HK', closeUtc: '08:00' },
  AX: { exchange: 'ASX', currency: 'AUD', country: 'AU', closeUtc: '05:00' },
};

// Crypto pairs are written COIN-FIAT; only fiat codes are recognised so that share classes
// such as 'BRK-B' stay stocks.
const CRYPTO_QUOTES = new Set(['USD', 'EUR', 'GBP']);

export const SECTORS = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Consumer Cyclical',
  'Consumer Defensive',
  'Industrials',
  'Energy',
  'Utilities',
  'Basic Materials',
  'Communication Services',
  'Real Estate',
] as const;

interface KnownListing {
  readonly symbol: string;
  readonly name: string;
  readonly kind: SecurityKind;
  readonly sector: string | null;
  /** Only where the suffix rule would name the wrong exchange (NYSE listings have no suffix). */
  readonly exchange?: string;
}

const KNOWN_LISTINGS: readonly KnownListing[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'MSFT', name: 'Microsoft Corporation', kind: 'stock', sector: 'Technology' },
  { symbol: 'GOOGL', name: 'Alphabet Inc. Class A', kind: 'stock', sector: 'Communication Services' },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.', kind: 'stock', sector: 'Consumer Cyclical' },
  { symbol: 'NVDA', name: 'NVIDIA Corporation', kind: 'stock', sector: 'Technology' },
  { symbol: 'META', name: 'Meta Platforms, Inc.', kind: 'stock', sector: 'Communication Services' },
  { symbol: 'TSLA', name: 'Tesla, Inc.', kind: 'stock', sector: 'Consumer Cyclical' },
  { symbol: 'NFLX', name: 'Netflix, Inc.', kind: 'stock', sector: 'Communication Services' },
  { symbol: 'ADBE', name: 'Adobe Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'COST', name: 'Costco Wholesale Corporation', kind: 'stock', sector: 'Consumer Defensive' },
  { symbol: 'PEP', name: 'PepsiCo, Inc.', kind: 'stock', sector: 'Consumer Defensive' },
  { symbol: 'QQQ', name: 'Invesco QQQ Trust', kind: 'etf', sector: null },
  { symbol: 'JPM', name: 'JPMorgan Chase & Co.', kind: 'stock', sector: 'Financial Services', exchange: 'NYSE' },
  { symbol: 'KO', name: 'The Coca-Cola Company', kind: 'stock', sector: 'Consumer Defensive', exchange: 'NYSE' },
  { symbol: 'BRK-B', name: 'Berkshire Hathaway Inc. Class B', kind: 'stock', sector: 'Financial Services', exchange: 'NYSE' },
  { symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', kind: 'etf', sector: null, exchange: 'NYSE Arca' },
  { symbol: 'SAP.DE', name: 'SAP SE', kind: 'stock', sector: 'Technology' },
  { symbol: 'SIE.DE', name: 'Siemens AG', kind: 'stock', sector: 'Industrials' },
  { symbol: 'ALV.DE', name: 'Allianz SE', kind: 'stock', sector: 'Financial Services' },
  { symbol: 'BMW.DE', name: 'Bayerische Motoren Werke AG', kind: 'stock', sector: 'Consumer Cyclical' },
  { symbol: 'MC.PA', name: 'LVMH Moët Hennessy Louis Vuitton', kind: 'stock', sector: 'Consumer Cyclical' },
  { symbol: 'OR.PA', name: "L'Oréal S.A.", kind: 'stock', sector: 'Consumer Defensive' },
  { symbol: 'AIR.PA', name: 'Airbus SE', kind: 'stock', sector: 'Industrials' },
  { symbol: 'TTE.PA', name: 'TotalEnergies SE', kind: 'stock', sector: 'Energy' },
  { symbol: 'ASML.AS', name: 'ASML Holding N.V.', kind: 'stock', sector: 'Technology' },
  { symbol: 'NESN.SW', name: 'Nestlé S.A.', kind: 'stock', sector: 'Consumer Defensive' },
  { symbol: 'HSBA.L', name: 'HSBC Holdings plc', kind: 'stock', sector: 'Financial Services' },
  { symbol: 'SHEL.L', name: 'Shell plc', kind: 'stock', sector: 'Energy' },
  { symbol: 'AZN.L', name: 'AstraZeneca PLC', kind: 'stock', sector: 'Healthcare' },
  { symbol: 'ULVR.L', name: 'Unilever PLC', kind: 'stock', sector: 'Consumer Defensive' },
  { symbol: 'VWRL.L', name: 'Vanguard FTSE All-World UCITS ETF', kind: 'etf', sector: null },
  { symbol: '7203.T', name: 'Toyota Motor Corporation', kind: 'stock', sector: 'Consumer Cyclical' },
  { symbol: '6758.T', name: 'Sony Group Corporation', kind: 'stock', sector: 'Technology' },
  { symbol: 'RY.TO', name: 'Royal Bank of Canada', kind: 'stock', sector: 'Financial Services' },
  { symbol: 'SHOP.TO', name: 'Shopify Inc.', kind: 'stock', sector: 'Technology' },
  { symbol: 'BTC-USD', name: 'Bitcoin USD', kind: 'crypto', sector: null },
  { symbol: 'ETH-USD', name: 'Ethereum USD', kind: 'crypto', sector: null },
];

type Sector = (typeof SECTORS)[number];

// Made-up companies that fill the screener's universe out to every sector and a few venues:
// names from a prefix and a word of the sector, symbols from their letters, all fixed.
const INVENTED_PREFIXES = [
  'Northwind', 'Bluewater', 'Summit', 'Crescent', 'Ironwood', 'Silverline', 'Harbor', 'Redstone',
  'Evergreen', 'Pioneer', 'Granite', 'Aurora', 'Beacon', 'Cobalt', 'Keystone', 'Meridian',
  'Orion', 'Pinnacle', 'Sterling', 'Vantage', 'Juniper', 'Lakeshore', 'Westbrook', 'Highland',
] as const;

const SECTOR_WORDS: Readonly<Record<Sector, readonly [string, string, string, string]>> = {
  Technology: ['Semiconductor', 'Software', 'Systems', 'Networks'],
  Healthcare: ['Therapeutics', 'Biosciences', 'Medical', 'Diagnostics'],
  'Financial Services': ['Bancorp', 'Capital', 'Financial', 'Insurance'],
  'Consumer Cyclical': ['Motors', 'Apparel', 'Leisure', 'Retail'],
  'Consumer Defensive': ['Foods', 'Brands', 'Beverages', 'Grocers'],
  Industrials: ['Aerospace', 'Machinery', 'Logistics', 'Rail'],
  Energy: ['Energy', 'Petroleum', 'Drilling', 'Gas'],
  Utilities: ['Power', 'Water', 'Electric', 'Utilities'],
  'Basic Materials': ['Chemicals', 'Mining', 'Steel', 'Materials'],
  'Communication Services': ['Media', 'Telecom', 'Broadcasting', 'Interactive'],
  'Real Estate': ['Realty', 'Properties', 'Residential', 'Land'],
};

const INVENTED_PER_SECTOR = 11;
/** Every fifth made-up company lists abroad, in turn on these venues (with their company form). */
const FOREIGN_VENUES = [
  ['DE', 'AG'],
  ['L', 'plc'],
  ['PA', 'SA'],
  ['TO', 'Inc.'],
  ['T', 'Corporation'],
] as const;

function inventedListings(taken: Set<string>): KnownListing[] {
  const invented: KnownListing[] = [];
  SECTORS.forEach((sector, s) => {
    for (let j = 0; j < INVENTED_PER_SECTOR; j++) {
      const prefix = INVENTED_PREFIXES[(s * 5 + j) % INVENTED_PREFIXES.length]!;
      const word = SECTOR_WORDS[sector][j % 4]!;
      const foreign = j % 5 === 4 ? FOREIGN_VENUES[(s + j) % FOREIGN_VENUES.length]! : null;
      const letters = `${prefix.slice(0, 2)}${word.slice(0, 2)}`.toUpperCase();
      // Tokyo lists by number, as its real codes are.
      const base = foreign?.[0] === 'T' ? String(8000 + s * 10 + j) : letters;
      let symbol = foreign ? `${base}.${foreign[0]}` : base;
      for (let extra = 0; taken.has(symbol); extra++) symbol = foreign ? `${base}${'XYZ'[extra % 3]}.${foreign[0]}` : `${base}${'XYZ'[extra % 3]}`;
      taken.add(symbol);
      invented.push({ symbol, name: `${prefix} ${word} ${foreign?.[1] ?? 'Inc.'}`, kind: 'stock', sector });
    }
  });
  return invented;
}

const INVENTED_LISTINGS = inventedListings(new Set(KNOWN_LISTINGS.map((listing) => listing.symbol)));
const ALL_LISTINGS: readonly KnownListing[] = [...KNOWN_LISTINGS, ...INVENTED_LISTINGS];
const KNOWN_BY_SYMBOL = new Map(ALL_LISTINGS.map((listing) => [listing.symbol, listing]));

/** The shares the screener filters: every known and made-up stock, about 150 across the 11 sectors. */
/**
 * A pair whose simulated market never closes and whose price (about $1,100) moves a cent or more
 * most seconds: what a test or bench follows to see a pushed price change whatever the day and
 * hour of the run. Not BTC-USD: its simulated price is about $27 and can stay on one cent for
 * minutes, so a wait for its price to change is a coin toss.
 */
export const LIVELY_PAIR = 'DOT-USD';

export const UNIVERSE_SYMBOLS: readonly string[] = ALL_LISTINGS.filter((listing) => listing.kind === 'stock').map((listing) => listing.symbol);

/** The company name of a known or made-up listing ('Apple Inc.'); null for any other symbol. */
export function companyName(symbol: string): string | null {
  return KNOWN_BY_SYMBOL.get(symbol.toUpperCase())?.name ?? null;
}

const SYMBOL_LIKE = /^[A-Za-z0-9][A-Za-z0-9.-]{0,11}$/;
const MAX_SEARCH_HITS = 10;

/** Everything the simulation says about a listing. */
export interface Listing {
  /** Upper-cased: 'aapl' and 'AAPL' are one listing with one history. */
  readonly symbol: string;
  readonly name: string;
  readonly exchange: string | null;
  readonly currency: string;
  readonly country: string | null;
  readonly kind: SecurityKind;
  readonly sector: string | null;
  readonly closeUtc: string;
}

/** Whether `text` could be a ticker: letters, digits, dots and dashes, 1 to 12 characters. */
export function isSymbolLike(text: string): boolean {
  return SYMBOL_LIKE.test(text);
}

/** The listing a symbol stands for; null when it does not look like a symbol at all. */
export function describeListing(symbol: string): Listing | null {
  if (!isSymbolLike(symbol)) return null;
  const upper = symbol.toUpperCase();
  const known = KNOWN_BY_SYMBOL.get(upper);
  const cryptoQuote = cryptoQuoteOf(upper);
  const venue = cryptoQuote ? cryptoVenue(cryptoQuote) : venueOf(upper);
  const kind: SecurityKind = known?.kind ?? (cryptoQuote ? 'crypto' : 'stock');
  return {
    symbol: upper,
    name: `${upper} (simulated)`,
    exchange: known?.exchange ?? venue.exchange,
    currency: venue.currency,
    country: venue.country,
    kind,
    sector: known ? known.sector : kind === 'stock' ? SECTORS[hashText(`${upper}|sector`) % SECTORS.length]! : null,
    closeUtc: venue.closeUtc,
  };
}

function cryptoQuoteOf(upper: string): string | null {
  const dash = upper.lastIndexOf('-');
  const quote = dash > 0 ? upper.slice(dash + 1) : '';
  return CRYPTO_QUOTES.has(quote) ? quote : null;
}

function cryptoVenue(quote: string): Venue {
  // Crypto has no home exchange or country; 23:59 is the daily close of the UTC day.
  return { exchange: 'Crypto', currency: quote, country: null, closeUtc: '23:59' };
}

function venueOf(upper: string): Venue {
  const dot = upper.lastIndexOf('.');
  if (dot < 0) return US_VENUE;
  return SUFFIX_VENUES[upper.slice(dot + 1)] ?? UNKNOWN_SUFFIX_VENUE;
}

/**
 * Well-known listings whose symbol or name starts with `query` (case-insensitive), exact symbol
 * first, then the query itself as a symbol when it looks like one and is not already listed.
 */
export function searchListings(query: string): SearchHit[] {
  const text = query.trim();
  if (text === '') return [];
  const lower = text.toLowerCase();
  const upper = text.toUpperCase();
  const matches = ALL_LISTINGS.filter(
    (listing) => listing.symbol.toLowerCase().startsWith(lower) || listing.name.toLowerCase().startsWith(lower),
  ).sort((a, b) => Number(b.symbol === upper) - Number(a.symbol === upper));
  const hits: SearchHit[] = matches.map((listing) => ({
    symbol: listing.symbol,
    name: listing.name,
    exchange: describeListing(listing.symbol)?.exchange ?? null,
    kind: listing.kind,
  }));
  const offered = matches.some((listing) => listing.symbol === upper) ? null : describeListing(text);
  if (!offered) return hits.slice(0, MAX_SEARCH_HITS);
  const offer: SearchHit = { symbol: offered.symbol, name: offered.name, exchange: offered.exchange, kind: offered.kind };
  return [...hits.slice(0, MAX_SEARCH_HITS - 1), offer];
}
