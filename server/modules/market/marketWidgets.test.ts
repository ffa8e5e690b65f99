import { GraphQLError } from 'graphql';
import { checkedSymbols, isStale, mergeNews } from './marketWidgets.service';

describe('checkedSymbols', () => {
  it('normalises and deduplicates in order', () => {
    expect(checkedSymbols([' aapl', 'VOD.L', 'AAPL', '^gspc', 'brk-b', 'EURUSD=X'])).toEqual(['AAPL', 'VOD.L', '^GSPC', 'BRK-B', 'EURUSD=X']);
  });

  it('refuses what is no ticker, naming it', () => {
    expect(() => checkedSymbols(['AAPL', 'DROP TABLE'])).toThrow(new GraphQLError('Not a ticker: "DROP TABLE".'));
    expect(() => checkedSymbols([''])).toThrow('Not a ticker');
  });

  it('refuses more symbols than one request may name', () => {
    expect(() => checkedSymbols(Array.from({ length: 51 }, (_, i) => `S${i}`))).toThrow('At most 50 symbols at once.');
    expect(() => checkedSymbols(['A', 'B', 'C', 'D'], 3)).toThrow('At most 3 symbols at once.');
  });
});

describe('isStale', () => {
  const settings = { quoteEveryMs: 60_000, closedQuoteEveryMs: 1_800_000 };
  const now = Date.UTC(2026, 10, 27, 15);
  it('marks an open market quote three periods old', () => {
    expect(isStale(new Date(now - 179_000), 'regular', settings, now)).toBe(false);
    expect(isStale(new Date(now - 181_000), 'regular', settings, now)).toBe(true);
  });
  it('gives a closed market longer, and a never-fetched quote is stale', () => {
    expect(isStale(new Date(now - 3_600_000), 'closed', settings, now)).toBe(false);
    expect(isStale(null, 'closed', settings, now)).toBe(true);
  });
});

describe('mergeNews', () => {
  const item = (url: string, publishedAt: string) => ({ title: url, publisher: 'Wire', url, publishedAt });
  it('lists each article once with every symbol it came for, newest first', () => {
    const merged = mergeNews([
      { symbol: 'AAPL', items: [item('https://n.example/1', '2026-11-27T10:00:00Z'), item('https://n.example/2', '2026-11-27T12:00:00Z')] },
      { symbol: 'MSFT', items: [item('https://n.example/1', '2026-11-27T10:00:00Z')] },
      { symbol: null, items: [item('https://n.example/3', '2026-11-27T11:00:00Z'), item('javascript:alert(1)', '2026-11-27T13:00:00Z')] },
    ]);
    expect(merged.map((a) => [a.url, a.symbols])).toEqual([
      ['https://n.example/2', ['AAPL']],
      ['https://n.example/3', []],
      ['https://n.example/1', ['AAPL', 'MSFT']],
    ]);
  });
});
