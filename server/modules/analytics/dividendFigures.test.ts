import { toDay } from '../../portfolio/days';
import { dividendFigures, forecastWindow, PAYOUTS_LIMIT, type DividendHoldingInput, type DividendInput, type ReceivedIncome } from './dividendFigures';
import { prepareMarket, type MarketDividend, type MarketSplit } from './dividendHistory';

const day = toDay;

/** Shares after each dated event: [['2020-01-02', 100], ['2025-06-20', 0]]. */
function sharesOver(events: readonly [string, number][]): (d: number) => number {
  return (d) => {
    let shares = 0;
    for (const [date, after] of events) if (day(date) <= d) shares = after;
    return shares;
  };
}

function div(exDate: string, amount: number, payDate: string | null = null, currency = 'USD'): MarketDividend {
  return { exDay: day(exDate), payDay: payDate === null ? null : day(payDate), recordDay: null, declaredDay: null, amount, currency };
}

/** Quarterly dividends of `amount` per year, ex on the 10th of Feb, May, Aug, Nov, paid 3 days later. */
function quarterly(year: number, amounts: readonly number[]): MarketDividend[] {
  return ['02', '05', '08', '11'].map((month, i) => div(`${year}-${month}-10`, amounts[i]!, `${year}-${month}-13`));
}

function holding({ events = [['2019-01-02', 100]], dividends = [], splits = [], ...patch }: Partial<DividendHoldingInput> & { events?: [string, number][]; dividends?: MarketDividend[]; splits?: MarketSplit[] }): DividendHoldingInput {
  return {
    securityId: 'sec',
    tradeCurrency: 'USD',
    sharesAt: sharesOver(events),
    shares: events.at(-1)![1],
    marketValuePC: 5000,
    costBasisPC: 4000,
    market: prepareMarket(dividends, splits),
    profile: null,
    answered: true,
    simulated: false,
    ...patch,
  };
}

function input(holdings: DividendHoldingInput[], patch: Partial<DividendInput> = {}): DividendInput {
  return { asOf: day('2026-01-15'), from: day('2025-01-01'), holdings, received: [], rateToPC: () => 1, ...patch };
}

const only = (figures: ReturnType<typeof dividendFigures>) => figures.holdings[0]!;

describe('dividendFigures: a quarterly payer with one raise', () => {
  // 100 shares since 2019. Regular dividends per share a year: 2020 0.80, 2021 0.84, 2022 0.88,
  // 2023 0.92, 2024 0.96, 2025 0.25 + 0.25 + 0.25 + 0.26 = 1.01 (the raise in November).
  const history = [
    ...quarterly(2020, [0.2, 0.2, 0.2, 0.2]),
    ...quarterly(2021, [0.21, 0.21, 0.21, 0.21]),
    ...quarterly(2022, [0.22, 0.22, 0.22, 0.22]),
    ...quarterly(2023, [0.23, 0.23, 0.23, 0.23]),
    ...quarterly(2024, [0.24, 0.24, 0.24, 0.24]),
    ...quarterly(2025, [0.25, 0.25, 0.25, 0.26]),
  ];

  it('takes the forward rate from the last twelve months without a provider rate, and yields on value and cost', () => {
    const figures = dividendFigures(input([holding({ dividends: history })]));
    const h = only(figures);
    // 2025-01-16..2026-01-15: 0.25 × 3 + 0.26 = 1.01 a share; × 100 shares = 101.
    expect(h.forwardRate).toBeCloseTo(1.01, 12);
    expect(h.forwardIncome).toBe(101);
    expect(h.frequency).toBe('quarterly');
    // 101 / 5,000 market value; 101 / 4,000 cost.
    expect(figures.forwardYield).toBeCloseTo(0.0202, 12);
    expect(figures.forwardYieldAtCost).toBeCloseTo(0.02525, 12);
  });

  it('prefers the provider forward rate (the raised payment annualised)', () => {
    const profile = { currency: 'USD', forwardRate: 1.04, payoutRatio: 0.4, nextExDay: null, nextPayDay: null, frequency: null };
    const figures = dividendFigures(input([holding({ dividends: history, profile })]));
    // 0.26 × 4 = 1.04 a share, × 100 = 104.
    expect(only(figures).forwardIncome).toBe(104);
    expect(figures.forwardIncome).toBe(104);
    expect(figures.weightedPayoutRatio).toBe(0.4);
  });

  it('grows the dividend over 3 and 5 complete years', () => {
    const h = only(dividendFigures(input([holding({ dividends: history })])));
    // 3 years: 2025 over 2022, (1.01 / 0.88)^(1/3) − 1 = 4.70 %; 5 years: (1.01 / 0.80)^(1/5) − 1 = 4.77 %.
    expect(h.growth3Y).toBeCloseTo((1.01 / 0.88) ** (1 / 3) - 1, 12);
    expect(h.growth3Y).toBeCloseTo(0.047, 3);
    expect(h.growth5Y).toBeCloseTo((1.01 / 0.8) ** (1 / 5) - 1, 12);
    expect(h.yearly.map((y) => y.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
    expect(h.yearly.at(-1)!.amount).toBeCloseTo(1.01, 12);
  });

  it('has no 5-year growth when the first year paid only part of its payments', () => {
    // Paying since August 2020: 2020 had two payments of four, so 2020→2025 growth is not known.
    const h = only(dividendFigures(input([holding({ dividends: history.filter((d) => d.exDay >= day('2020-08-01')) })])));
    expect(h.growth5Y).toBeNull();
    expect(h.growth3Y).not.toBeNull();
  });

  it('lists the past payouts for the shares held, and forecasts the next four at the last rate', () => {
    const figures = dividendFigures(input([holding({ dividends: history })]));
    const paid = figures.payouts.filter((p) => p.status === 'paid');
    // From 2025-01-01: the four of 2025, 25, 25, 25 and 26 for 100 shares.
    expect(paid.map((p) => [p.exDate, p.payDate, p.incomeTC])).toEqual([
      ['2025-02-10', '2025-02-13', 25],
      ['2025-05-10', '2025-05-13', 25],
      ['2025-08-10', '2025-08-13', 25],
      ['2025-11-10', '2025-11-13', 26],
    ]);
    // Estimated from the last ex-date every 3 months, the usual 3-day lag, 1.01 / 4 = 0.2525 a share.
    const estimated = figures.payouts.filter((p) => p.status === 'estimated');
    expect(estimated.map((p) => [p.exDate, p.payDate, p.amount])).toEqual([
      ['2026-02-10', '2026-02-13', 0.2525],
      ['2026-05-10', '2026-05-13', 0.2525],
      ['2026-08-10', '2026-08-13', 0.2525],
      ['2026-11-10', '2026-11-13', 0.2525],
    ]);
    // The forecast runs January to December 2026: 25.25 in each of February, May, August, November.
    expect(figures.forecast.map((m) => m.month)).toEqual(forecastWindow(day('2026-01-15')).months);
    expect(figures.forecast.filter((m) => m.income > 0).map((m) => [m.month, m.estimated])).toEqual([
      ['2026-02', 25.25],
      ['2026-05', 25.25],
      ['2026-08', 25.25],
      ['2026-11', 25.25],
    ]);
    expect(figures.declaredIncome).toBe(0);
  });

  it('counts a declared next ex-date as declared, and estimates after it', () => {
    const profile = { currency: 'USD', forwardRate: 1.04, payoutRatio: null, nextExDay: day('2026-02-09'), nextPayDay: day('2026-02-12'), frequency: 'quarterly' as const };
    const figures = dividendFigures(input([holding({ dividends: history, profile })]));
    const next = figures.payouts.filter((p) => p.status !== 'paid');
    // 1.04 / 4 = 0.26 a share, 26 for 100 shares: declared on 2026-02-09, then every 3 months from it.
    expect(next.map((p) => [p.status, p.exDate, p.payDate, p.incomeTC])).toEqual([
      ['declared', '2026-02-09', '2026-02-12', 26],
      ['estimated', '2026-05-09', '2026-05-12', 26],
      ['estimated', '2026-08-09', '2026-08-12', 26],
      ['estimated', '2026-11-09', '2026-11-12', 26],
    ]);
    expect(figures.declaredIncome).toBe(26);
    expect(only(figures).nextExDate).toBe('2026-02-09');
    expect(only(figures).nextPayDate).toBe('2026-02-12');
    expect(figures.forecast.find((m) => m.month === '2026-02')).toMatchObject({ declared: 26, estimated: 0, income: 26 });
  });
});

describe('dividendFigures: a monthly payer', () => {
  // 0.2695 a share, ex on the 1st, paid on the 15th, from January 2024 to January 2026; 100 shares.
  const history: MarketDividend[] = [];
  for (let m = 0; m < 25; m++) {
    const month = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    history.push(div(`${month}-01`, 0.2695, `${month}-15`));
  }

  it('forecasts eleven payments after the one paid today, 26.95 each', () => {
    const figures = dividendFigures(input([holding({ dividends: history })]));
    const h = only(figures);
    expect(h.frequency).toBe('monthly');
    // Twelve payments in the last twelve months: 0.2695 × 12 = 3.234 a share, 323.40 for 100 shares.
    expect(h.forwardRate).toBeCloseTo(3.234, 12);
    expect(h.forwardIncome).toBe(323.4);
    // January 2026's was paid on the 15th, as of the 15th: February to December are estimated.
    expect(figures.forecast[0]).toMatchObject({ month: '2026-01', income: 0 });
    expect(figures.forecast.slice(1).every((m) => m.estimated === 26.95)).toBe(true);
    expect(figures.payouts.filter((p) => p.status === 'estimated')).toHaveLength(11);
  });
});

describe('dividendFigures: a special dividend', () => {
  // Quarterly 0.50 through 2024 and 2025, plus a 5.00 special on 2025-12-15.
  const history = [...quarterly(2024, [0.5, 0.5, 0.5, 0.5]), ...quarterly(2025, [0.5, 0.5, 0.5, 0.5]), div('2025-12-15', 5, '2025-12-30')];

  it('pays it as a payout marked special, but leaves it out of the rate and the growth', () => {
    const figures = dividendFigures(input([holding({ dividends: history })]));
    const special = figures.payouts.find((p) => p.exDate === '2025-12-15')!;
    // 5.00 × 100 shares = 500.
    expect(special).toMatchObject({ special: true, incomeTC: 500, status: 'paid' });
    // The regular four of the last year: 2.00 a share, 200 for 100 shares; 2025 over 2024 flat.
    expect(only(figures).forwardRate).toBe(2);
    expect(only(figures).yearly.map((y) => y.amount)).toEqual([2, 2]);
    // The estimates step from the last regular ex-date (2025-11-10), at 0.50.
    expect(figures.payouts.find((p) => p.status === 'estimated')).toMatchObject({ exDate: '2026-02-10', amount: 0.5 });
  });
});

describe('dividendFigures: the shares of the ex-date', () => {
  const dividend = div('2025-06-10', 1, '2025-06-30');

  it('gives nothing to shares bought on the ex-date', () => {
    const figures = dividendFigures(input([holding({ dividends: [dividend], events: [['2025-06-10', 100]] })]));
    expect(figures.payouts).toEqual([]);
  });

  it('pays shares held at the ex-date and sold before the pay date', () => {
    const figures = dividendFigures(input([holding({ dividends: [dividend], events: [['2025-01-02', 100], ['2025-06-20', 0]] })]));
    // Held 100 at the close of 2025-06-09: 100 × 1.00 = 100, paid on the 30th after the sale.
    expect(figures.payouts.map((p) => [p.exDate, p.shares, p.incomeTC, p.status])).toEqual([['2025-06-10', 100, 100, 'paid']]);
    // Sold: nothing held, nothing forward.
    expect(only(figures).forwardIncome).toBe(0);
  });

  it('treats a payout whose ex-date passed and pay date has not as declared, for the ex-date shares', () => {
    const figures = dividendFigures(input([holding({ dividends: [dividend], events: [['2025-01-02', 100], ['2025-06-20', 40]] })], { asOf: day('2025-06-25') }));
    expect(figures.payouts.map((p) => [p.status, p.shares, p.incomeTC])).toEqual([['declared', 100, 100]]);
    expect(figures.declaredIncome).toBe(100);
  });
});

describe('dividendFigures: a 2:1 split between two payments', () => {
  // 100 shares; 0.80 went ex on 2025-03-10 before the split of 2025-04-01 (200 shares after), then
  // 0.40 a share on the new shares. 2024 paid 0.80 four times, on the old shares.
  const dividends = [
    ...quarterly(2024, [0.8, 0.8, 0.8, 0.8]),
    div('2025-03-10', 0.8, '2025-03-13'),
    div('2025-06-10', 0.4, '2025-06-13'),
    div('2025-09-10', 0.4, '2025-09-13'),
    div('2025-12-10', 0.4, '2025-12-13'),
  ];
  const splits = [{ day: day('2025-04-01'), ratio: 2 }];
  const events: [string, number][] = [
    ['2023-06-01', 100],
    ['2025-04-01', 200],
  ];

  it('pays each for the shares of its day: 80 before and 80 after', () => {
    const figures = dividendFigures(input([holding({ dividends, splits, events })]));
    expect(figures.payouts.filter((p) => p.exDate >= '2025-03-01' && p.status === 'paid').map((p) => [p.exDate, p.shares, p.incomeTC])).toEqual([
      ['2025-03-10', 100, 80],
      ['2025-06-10', 200, 80],
      ['2025-09-10', 200, 80],
      ['2025-12-10', 200, 80],
    ]);
  });

  it('compares the years on today’s shares: the halved amount is not a cut', () => {
    const h = only(dividendFigures(input([holding({ dividends, splits, events })])));
    // On today's shares 2024 paid 0.40 × 4 = 1.60 and 2025 0.40 × 4 = 1.60: no growth, no fall.
    expect(h.yearly.map((y) => [y.year, y.amount])).toEqual([
      [2024, 1.6],
      [2025, 1.6],
    ]);
    // The last twelve months on today's shares: 1.60 a share, for 200 shares = 320.
    expect(h.forwardRate).toBeCloseTo(1.6, 12);
    expect(h.forwardIncome).toBe(320);
  });
});

describe('dividendFigures: a foreign payer with tax withheld', () => {
  // SAP: 10 shares, 2.20 EUR paid on 2025-05-20 (EUR→USD 1.12 then, 1.05 today); the ledger
  // recorded it as 24.64 USD gross with 26.375 % German tax withheld: 6.50 USD.
  const sap = holding({ tradeCurrency: 'EUR', events: [['2024-01-02', 10]], dividends: [div('2025-05-15', 2.2, '2025-05-20', 'EUR')], marketValuePC: 2100, costBasisPC: 1800 });
  const rateToPC = (currency: string, d: number) => (currency === 'USD' ? 1 : d <= day('2025-12-31') ? 1.12 : 1.05);
  const received: ReceivedIncome[] = [{ day: day('2025-05-20'), securityId: 'sec', grossPC: 24.64, taxesPC: 6.5, feesPC: 0 }];

  it('values the payout at the pay date’s rate and the forward income at today’s', () => {
    const figures = dividendFigures(input([sap], { rateToPC, received }));
    // 2.20 × 10 = 22.00 EUR; × 1.12 = 24.64 USD.
    expect(figures.payouts[0]).toMatchObject({ currency: 'EUR', incomeTC: 22, income: 24.64, status: 'paid' });
    // One payment in the last year: 2.20 EUR a share (annual); 22 EUR × 1.05 = 23.10 USD.
    expect(only(figures).forwardIncome).toBe(23.1);
    expect(only(figures).currency).toBe('EUR');
  });

  it('sums the income received per month, gross, tax and net', () => {
    const figures = dividendFigures(input([sap], { rateToPC, received }));
    // 24.64 − 6.50 = 18.14 net in May 2025; every month from January 2025 to January 2026 listed.
    expect(figures.received).toHaveLength(13);
    expect(figures.received.find((m) => m.month === '2025-05')).toEqual({ month: '2025-05', gross: 24.64, taxes: 6.5, fees: 0, net: 18.14 });
    expect(only(figures).receivedIncome).toBe(24.64);
  });
});

describe('dividendFigures: what the market does not say', () => {
  it('counts a security that stopped paying as paying nothing', () => {
    const figures = dividendFigures(input([holding({ dividends: quarterly(2023, [0.5, 0.5, 0.5, 0.5]) })]));
    // Last ex-date 2023-11-10, more than 400 days before 2026-01-15.
    expect(only(figures).forwardRate).toBe(0);
    expect(figures.payouts.filter((p) => p.status !== 'paid')).toEqual([]);
  });

  it('says when the market has not answered yet, and when the data is made up', () => {
    const figures = dividendFigures(input([holding({ answered: false }), holding({ securityId: 'sim', simulated: true, dividends: quarterly(2025, [0.1, 0.1, 0.1, 0.1]) })]));
    expect(figures.holdings.find((h) => h.securityId === 'sec')!.dataPending).toBe(true);
    expect(figures.simulated).toBe(true);
  });

  it('leaves income out without a rate into the display currency, rather than mixing currencies', () => {
    const figures = dividendFigures(input([holding({ dividends: quarterly(2025, [0.1, 0.1, 0.1, 0.1]) })], { rateToPC: () => undefined }));
    expect(only(figures).forwardIncome).toBeNull();
    expect(figures.forwardIncome).toBe(0);
    expect(figures.payouts.every((p) => p.income === null)).toBe(true);
  });

  it('keeps the latest payouts past the limit and says so', () => {
    const wide = Array.from({ length: 501 }, (_, i) => holding({ securityId: `w${i}`, dividends: [...quarterly(2024, [0.1, 0.1, 0.1, 0.1]), ...quarterly(2025, [0.1, 0.1, 0.1, 0.1])] }));
    const figures = dividendFigures(input(wide, { from: day('2024-01-01') }));
    // 501 securities × (8 paid + 4 estimated) = 6,012 payouts, the latest 5,000 kept.
    expect(figures.payoutsTruncated).toBe(true);
    expect(figures.payouts).toHaveLength(PAYOUTS_LIMIT);
    expect(figures.payouts.at(-1)!.exDate).toBe('2026-11-10');
  });
});
