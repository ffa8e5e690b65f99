import { describeListing, isSymbolLike, searchListings } from './listings';

describe('simulated listings', () => {
  it('accepts tickers of letters, digits, dots and dashes up to 12 characters', () => {
    expect(['AAPL', 'vod.l', 'BRK-B', '7203.T', 'ABCDEFGHIJKL'].every(isSymbolLike)).toBe(true);
    expect(['', 'ABCDEFGHIJKLM', 'A B', '.L', '^GSPC', 'EUR=X'].some(isSymbolLike)).toBe(false);
  });

  it('names the venue and currency from the suffix', () => {
    expect(describeListing('vod.l')).toMatchObject({ symbol: 'VOD.L', exchange: 'LSE', currency: 'GBP', country: 'GB' });
    expect(describeListing('ASML.AS')).toMatchObject({ exchange: 'Euronext Amsterdam', currency: 'EUR', country: 'NL' });
    expect(describeListing('NESN.SW')).toMatchObject({ exchange: 'SIX Swiss Exchange', currency: 'CHF' });
    expect(describeListing('ABC.XX')).toMatchObject({ exchange: null, currency: 'USD', country: null });
    expect(describeListing('A B')).toBeNull();
  });

  it('tells crypto pairs from share classes written with a dash', () => {
    expect(describeListing('ETH-EUR')).toMatchObject({ kind: 'crypto', currency: 'EUR', sector: null, country: null });
    expect(describeListing('BRK-B')).toMatchObject({ kind: 'stock', exchange: 'NYSE', currency: 'USD' });
  });

  it('gives known ETFs their kind and other stocks a fixed sector', () => {
    expect(describeListing('SPY')).toMatchObject({ kind: 'etf', sector: null, exchange: 'NYSE Arca' });
    const sector = describeListing('UNKNOWN1')?.sector;
    expect(typeof sector).toBe('string');
    expect(describeListing('unknown1')?.sector).toBe(sector);
  });

  it('finds by name prefix in any case and puts an exact symbol first', () => {
    expect(searchListings('SONY').map((hit) => hit.symbol)).toEqual(['6758.T', 'SONY']);
    expect(searchListings('shop').map((hit) => hit.symbol)).toEqual(['SHOP.TO', 'SHOP']);
    expect(searchListings('META')[0]?.symbol).toBe('META');
    expect(searchListings('meta').map((hit) => hit.symbol)).toEqual(['META']);
  });

  it('never returns more than ten hits and keeps the offered symbol last', () => {
    const hits = searchListings('A');
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits.at(-1)).toEqual({ symbol: 'A', name: 'A (simulated)', exchange: 'NASDAQ', kind: 'stock' });
  });
});
