import { appSymbol, type IbkrListing } from './ibkrSymbols';

const listing = (symbol: string, extra: Partial<IbkrListing> = {}): IbkrListing => ({ symbol, currency: 'EUR', isin: null, listingExchange: null, exchange: null, ...extra });

describe('appSymbol', () => {
  it('writes IBKR symbols of European listings as the market data writes them (testIBFlexStatementFile02.xml, 14.xml)', () => {
    expect(appSymbol(listing('BMWd', { exchange: 'IBIS' }), new Map())).toBe('BMW.DE');
    expect(appSymbol(listing('DBKEUR', { exchange: 'IBIS' }), new Map())).toBe('DBK.DE');
    expect(appSymbol(listing('H5E', { listingExchange: 'IBIS', exchange: 'TGATE' }), new Map())).toBe('H5E.DE');
    expect(appSymbol(listing('CHSPIz', { currency: 'CHF', listingExchange: 'EBS' }), new Map())).toBe('CHSPI.SW');
    expect(appSymbol(listing('GCM', { currency: 'CAD', exchange: 'TSE' }), new Map())).toBe('GCM.TO');
    expect(appSymbol(listing('VOD', { currency: 'GBP', listingExchange: 'LSE' }), new Map())).toBe('VOD.L');
  });

  it('leaves US symbols bare, with a dash for class shares, and never strips USD from them', () => {
    expect(appSymbol(listing('VTI', { currency: 'USD', listingExchange: 'ARCA', exchange: 'DARK' }), new Map())).toBe('VTI');
    expect(appSymbol(listing('BRK B', { currency: 'USD', listingExchange: 'NYSE' }), new Map())).toBe('BRK-B');
    expect(appSymbol(listing('XUSD', { currency: 'USD', listingExchange: 'NASDAQ' }), new Map())).toBe('XUSD');
  });

  it('keeps the ticker the ledger already holds for the ISIN, and an unknown venue as written', () => {
    const known = new Map([['DE0005190003', 'BMWD']]);
    expect(appSymbol(listing('BMWd', { isin: 'DE0005190003', exchange: 'IBIS' }), known)).toBe('BMWD');
    expect(appSymbol(listing('XYZ', { exchange: 'SOMEWHERE' }), new Map())).toBe('XYZ');
    expect(appSymbol(listing('ORCL', { currency: 'USD' }), new Map())).toBe('ORCL');
  });
});
