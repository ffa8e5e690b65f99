/**
 * Interactive Brokers symbols to the symbols the rest of the app (and its market data, Yahoo
 * Finance style) uses, so one security is one security: BMW typed by hand as BMW.DE and imported
 * from IBKR as "BMWd" on IBIS must be one holding, not two.
 *
 * In order:
 * 1. A security the ledger already holds under the same ISIN keeps its ticker (so a statement
 *    imported before, under IBKR's symbol, still matches its earlier rows).
 * 2. Otherwise IBKR's symbol loses what IBKR adds to it (a lowercase venue letter: BMWd, CHSPIz;
 *    the currency: DBKEUR), class shares get Yahoo's dash (BRK B → BRK-B), and the listing
 *    exchange gives the suffix (IBIS → .DE, LSE → .L, TSE → .TO, EBS → .SW; US venues none).
 * 3. A symbol on a venue this table does not know stays as IBKR writes it.
 */

/** Yahoo Finance suffixes by IBKR exchange code; '' for US venues, whose symbols have none. */
const SUFFIXES: Readonly<Record<string, string>> = {
  // United States
  NASDAQ: '', NYSE: '', ARCA: '', AMEX: '', BATS: '', BYX: '', ISLAND: '', IEX: '', PINK: '', NYSENAT: '', PSX: '', CBOE: '', EDGEA: '', EDGX: '', DRCTEDGE: '', BEX: '',
  // Germany
  IBIS: '.DE', IBIS2: '.DE', XETRA: '.DE', FWB: '.F', FWB2: '.F', SWB: '.SG', GETTEX: '.DE', GETTEX2: '.DE', TGATE: '.DE', TRQXDE: '.DE', MUNICH: '.MU', BERLIN: '.BE', DUS: '.DU', HAMB: '.HM',
  // Rest of Europe
  LSE: '.L', LSEETF: '.L', LSEIOB1: '.IL', SBF: '.PA', AEB: '.AS', ENEXT_BE: '.BR', 'ENEXT.BE': '.BR', BVL: '.LS', ISE: '.IR', BVME: '.MI', 'BVME.ETF': '.MI', BM: '.MC',
  EBS: '.SW', SWX: '.SW', VIRTX: '.VX', VSE: '.VI', SFB: '.ST', KFB: '.CO', OSE: '.OL', HEX: '.HE', WSE: '.WA', PRA: '.PR', BUX: '.BD',
  // Americas and Asia-Pacific
  TSE: '.TO', TSX: '.TO', VENTURE: '.V', CSE: '.CN', MEXI: '.MX', ASX: '.AX', NZE: '.NZ', SEHK: '.HK', TSEJ: '.T', SGX: '.SI', KSE: '.KS', NSE: '.NS',
};

export interface IbkrListing {
  symbol: string;
  currency: string;
  isin: string | null;
  /** ListingExchange when the file has it, else the execution Exchange (often the listing, but also DARK or a smart router). */
  listingExchange: string | null;
  exchange: string | null;
}

/** The ledger's tickers by ISIN, to keep a security under the ticker it already has. */
export type KnownTickers = ReadonlyMap<string, string>;

export function appSymbol(listing: IbkrListing, known: KnownTickers): string {
  const held = listing.isin ? known.get(listing.isin.toUpperCase()) : undefined;
  if (held) return held;
  const suffix = suffixOf(listing.listingExchange) ?? suffixOf(listing.exchange);
  if (suffix === undefined) return listing.symbol;
  let base = listing.symbol.trim();
  // IBKR marks some European listings with a lowercase letter (BMWd, CHSPIz); tickers are upper case.
  base = base.replace(/(?<=[A-Z0-9])[a-z]+$/, '');
  // …and others with their currency (DBKEUR), never a US one.
  const currency = listing.currency.toUpperCase();
  if (suffix !== '' && base.length > currency.length + 1 && base.endsWith(currency)) base = base.slice(0, -currency.length);
  return `${base.replace(/\s+/g, '-')}${suffix}`;
}

function suffixOf(exchange: string | null): string | undefined {
  const code = exchange?.trim().toUpperCase();
  return code ? SUFFIXES[code] : undefined;
}
