import { ProviderError } from '../provider';
import {
  barsFromChart,
  dividendProfileFromSummary,
  earningsFromSummary,
  dividendYieldOfQuote,
  dividendsFromChart,
  exchangeDay,
  newsFromYahoo,
  profileFromYahoo,
  quoteFromYahoo,
  searchHitsFromYahoo,
  securityKind,
  splitsFromChart,
  type ChartPayload,
} from './yahooMapping';

const utc = (iso: string) => Date.parse(iso) / 1000;
const WIDE = { from: '2000-01-01', to: '2099-12-31' };

function chart(overrides: Partial<ChartPayload> & { closes?: (number | null)[]; adj?: (number | null)[] } = {}): ChartPayload {
  const { closes = [], adj, ...rest } = overrides;
  return {
    meta: { currency: 'USD', gmtoffset: -18000, exchangeTimezoneName: 'America/New_York' },
    indicators: { quote: [{ close: closes }], ...(adj ? { adjclose: [{ adjclose: adj }] } : {}) },
    ...rest,
  };
}

describe('securityKind', () => {
  it.each([
    ['EQUITY', 'stock'],
    ['ETF', 'etf'],
    ['MUTUALFUND', 'fund'],
    ['CRYPTOCURRENCY', 'crypto'],
    ['CURRENCY', 'currency'],
    ['INDEX', 'index'],
    ['OPTION', 'other'],
    ['FUTURE', 'other'],
    ['constructor', 'other'],
    [undefined, 'other'],
  ])('maps %s to %s', (quoteType, kind) => {
    expect(securityKind(quoteType)).toBe(kind);
  });
});

describe('exchangeDay', () => {
  it('uses the exchange zone, not UTC: 00:00 BST in July is 23:00 UTC the day before', () => {
    // meta.gmtoffset recorded in winter (0) would put this bar on 2020-06-30.
    expect(exchangeDay(utc('2020-06-30T23:00:00Z'), { zone: 'Europe/London', gmtoffset: 0 })).toBe('2020-07-01');
  });

  it('puts a Tokyo bar stamped 00:00 JST on its own day although that is the previous day in UTC', () => {
    expect(exchangeDay(utc('2020-01-05T15:00:00Z'), { zone: 'Asia/Tokyo', gmtoffset: 32400 })).toBe('2020-01-06');
  });

  it('falls back to gmtoffset for a zone the runtime does not know', () => {
    expect(exchangeDay(utc('2020-01-05T15:00:00Z'), { zone: 'Mars/Olympus', gmtoffset: 32400 })).toBe('2020-01-06');
    expect(exchangeDay(utc('2020-01-06T02:00:00Z'), { zone: null, gmtoffset: -18000 })).toBe('2020-01-05');
  });
});

describe('barsFromChart', () => {
  it('skips null, NaN, zero and negative closes and converts pence to pounds', () => {
    const bars = barsFromChart(
      chart({
        meta: { currency: 'GBp', gmtoffset: 0, exchangeTimezoneName: 'Europe/London' },
        timestamp: [utc('2020-01-02T08:00:00Z'), utc('2020-01-03T08:00:00Z'), utc('2020-01-06T08:00:00Z'), utc('2020-01-07T08:00:00Z'), utc('2020-01-08T08:00:00Z')],
        closes: [1259.5, null, Number.NaN, 0, -3],
        adj: [1200, null, null, null, null],
      }),
      WIDE,
    );
    expect(bars).toEqual([{ date: '2020-01-02', close: 12.595, adjClose: 12 }]);
  });

  it('keeps one bar per exchange day, the later one, and filters to the range inclusively', () => {
    const bars = barsFromChart(
      chart({
        timestamp: [utc('2021-03-01T14:30:00Z'), utc('2021-03-02T14:30:00Z'), utc('2021-03-02T20:59:00Z'), utc('2021-03-03T14:30:00Z')],
        closes: [10, 11, 11.5, 12],
      }),
      { from: '2021-03-02', to: '2021-03-02' },
    );
    expect(bars).toEqual([{ date: '2021-03-02', close: 11.5, adjClose: null }]);
  });

  it('drops a bar whose close jumps 1000x and an adjusted close that does', () => {
    const bars = barsFromChart(
      chart({
        timestamp: [utc('2021-03-01T14:30:00Z'), utc('2021-03-02T14:30:00Z'), utc('2021-03-03T14:30:00Z'), utc('2021-03-04T14:30:00Z')],
        closes: [10, 20_000, 11, 12],
        adj: [9, 9.5, 10, 10_000],
      }),
      WIDE,
    );
    expect(bars.map((bar) => bar.date)).toEqual(['2021-03-01', '2021-03-03']);
  });

  it('calls a payload whose columns disagree malformed', () => {
    const broken = chart({ timestamp: [utc('2021-03-01T14:30:00Z'), utc('2021-03-02T14:30:00Z')], closes: [10] });
    expect(() => barsFromChart(broken, WIDE)).toThrow(ProviderError);
    expect(() => barsFromChart(broken, WIDE)).toThrow(/2 timestamps but 1 closes/);
  });
});

describe('corporate actions', () => {
  const events: ChartPayload['events'] = {
    dividends: {
      '1': { amount: 12.5, date: new Date('2021-05-20T07:00:00Z') },
      '2': { amount: 0, date: new Date('2021-06-20T07:00:00Z') },
    },
    splits: {
      '3': { date: new Date('2021-07-20T08:00:00Z'), numerator: 1, denominator: 10 },
      '4': { date: new Date('2021-08-20T08:00:00Z'), numerator: 4, denominator: 0 },
    },
  };
  const london = chart({ meta: { currency: 'GBp', gmtoffset: 0, exchangeTimezoneName: 'Europe/London' }, events });

  it('converts pence dividends to pounds and leaves out non-positive amounts', () => {
    expect(dividendsFromChart(london, WIDE)).toEqual([
      { exDate: '2021-05-20', recordDate: null, payDate: null, declaredDate: null, amount: 0.125, currency: 'GBP' },
    ]);
    expect(dividendsFromChart(london, { from: '2021-05-21', to: '2021-12-31' })).toEqual([]);
  });

  it('reads a reverse split as ratio 0.1 and ignores a zero denominator', () => {
    expect(splitsFromChart(london, WIDE)).toEqual([{ date: '2021-07-20', ratio: 0.1 }]);
  });

  it('refuses dividends without a currency', () => {
    expect(() => dividendsFromChart(chart({ meta: { currency: null }, events }), WIDE)).toThrow(/without a currency/);
  });
});

describe('quotes, search, news and profile', () => {
  it('converts a pence quote and its previous close to pounds', () => {
    const quote = quoteFromYahoo({
      symbol: 'OCDO.L',
      regularMarketPrice: 308.8,
      currency: 'GBp',
      regularMarketTime: new Date('2025-02-17T10:38:44Z'),
      regularMarketPreviousClose: 315.2,
    });
    expect(quote).toMatchObject({ symbol: 'OCDO.L', price: 3.088, currency: 'GBP', at: '2025-02-17T10:38:44.000Z' });
    expect(quote?.previousClose).toBeCloseTo(3.152, 12);
  });

  it('leaves out a quote without price, currency or time', () => {
    const base = { symbol: 'X', regularMarketPrice: 1, currency: 'USD', regularMarketTime: new Date('2025-01-01T00:00:00Z') };
    expect(quoteFromYahoo(base)).not.toBeNull();
    expect(quoteFromYahoo({ ...base, regularMarketPrice: undefined })).toBeNull();
    expect(quoteFromYahoo({ ...base, currency: '' })).toBeNull();
    expect(quoteFromYahoo({ ...base, regularMarketTime: new Date(Number.NaN) })).toBeNull();
  });

  it('skips search entries without a symbol and prefers long names and display exchanges', () => {
    expect(
      searchHitsFromYahoo([
        { symbol: 'BMW.DE', shortname: 'BMW', longname: 'Bayerische Motoren Werke AG', exchange: 'GER', exchDisp: 'XETRA', quoteType: 'EQUITY' },
        { name: 'A company', permalink: 'a-company', isYahooFinance: false },
        { symbol: 'X', quoteType: 'OPTION' },
      ]),
    ).toEqual([
      { symbol: 'BMW.DE', name: 'Bayerische Motoren Werke AG', exchange: 'XETRA', kind: 'stock' },
      { symbol: 'X', name: null, exchange: null, kind: 'other' },
    ]);
  });

  it('keeps news items with a title, link and time', () => {
    const at = new Date('2025-02-25T00:20:00Z');
    expect(
      newsFromYahoo([
        { title: 'T', publisher: 'P', link: 'https://example.com/a', providerPublishTime: at },
        { title: 'No link', providerPublishTime: at },
      ]),
    ).toEqual([{ title: 'T', publisher: 'P', url: 'https://example.com/a', publishedAt: '2025-02-25T00:20:00.000Z' }]);
  });

  it('builds a profile in the main currency with the sector from search', () => {
    expect(
      profileFromYahoo(
        { symbol: 'OCDO.L', longName: 'Ocado Group plc', fullExchangeName: 'LSE', currency: 'GBp', quoteType: 'EQUITY' },
        { symbol: 'OCDO.L', sector: 'Consumer Defensive' },
      ),
    ).toEqual({
      symbol: 'OCDO.L',
      name: 'Ocado Group plc',
      exchange: 'LSE',
      currency: 'GBP',
      kind: 'stock',
      sector: 'Consumer Defensive',
      country: null,
      isin: null,
      logoUrl: null,
    });
  });
});

describe('dividend figures', () => {
  it("reads the quote endpoint's yield as the percent it is (ABBV's recorded 3.4 is 3.4 %)", () => {
    expect(dividendYieldOfQuote({ dividendYield: 3.4 })).toBeCloseTo(0.034, 12);
    expect(dividendYieldOfQuote({ dividendYield: 0 })).toBeNull();
    expect(dividendYieldOfQuote({})).toBeNull();
  });

  it('turns rates quoted in pence into pounds, and leaves yields and the payout ratio as they are', () => {
    const profile = dividendProfileFromSummary('ULVR.L', {
      summaryDetail: { currency: 'GBp', dividendRate: 148.36, dividendYield: 0.0331, trailingAnnualDividendRate: 146, payoutRatio: 0.7 },
    });
    expect(profile).toMatchObject({ currency: 'GBP', forwardYield: 0.0331, payoutRatio: 0.7 });
    expect(profile.forwardRate).toBeCloseTo(1.4836, 12);
    expect(profile.trailingRate).toBeCloseTo(1.46, 12);
  });

  it('invents nothing Yahoo left out, and refuses a negative rate', () => {
    expect(dividendProfileFromSummary('X', { summaryDetail: { dividendRate: -1, payoutRatio: -0.2 } })).toEqual({
      symbol: 'X',
      currency: null,
      forwardRate: null,
      forwardYield: null,
      trailingRate: null,
      trailingYield: null,
      payoutRatio: null,
      nextExDate: null,
      nextPayDate: null,
      sector: null,
      industry: null,
      nextEarningsDate: null,
      nextEarningsEstimated: false,
      epsEstimate: null,
      lastEarnings: null,
    });
  });

  it('reads earnings per share quoted in pence as pounds, and skips a quarter with no figure', () => {
    const earnings = earningsFromSummary(
      {
        calendarEvents: { earnings: { earningsDate: [new Date('2025-07-24T06:00:00Z')], isEarningsDateEstimate: false, earningsAverage: 95 } },
        earningsHistory: { history: [{ quarter: new Date('2024-12-31T00:00:00Z'), epsActual: 80, epsEstimate: 78 }, { quarter: new Date('2025-03-31T00:00:00Z'), epsActual: null }] },
      },
      100,
    );
    expect(earnings).toEqual({ nextEarningsDate: '2025-07-24', nextEarningsEstimated: false, epsEstimate: 0.95, lastEarnings: { quarterEnd: '2024-12-31', epsActual: 0.8, epsEstimate: 0.78 } });
  });
});
