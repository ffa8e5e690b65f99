// The summary over a range (filter.from): flows counted in the range, values as of its end, every
// figure worked by hand. ACME is bought before the range (a fee before it), pays a dividend and is
// partly sold inside it (a fee inside it); BETA is bought inside it.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { SET_MANUAL_PRICES, createPortfolio, createTransactions, dataOf } from '../../test/ledgerCalls';
import { cents, trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases } from '../../test/testServer';

const SUMMARY = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) {
  asOf from marketValue openingMarketValue costBasis unrealizedGain unrealizedGainChange realizedGain realizedPriceGain realizedCurrencyGain
  income taxes fees totalReturn totalReturnPercent bought netContributions holdingCount } }`;

type Summary = Record<string, number | string | null>;

describe.each(testDatabases)('the summary over a range on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { stocks } = await createTransactions(server, user.idToken, [
      // Cost 10 × 100 + 5 = 1005 (100.50 a share).
      trade(portfolio, 'Buy', '2024-01-02', 10, 100, { fees: 5 }),
      // 10 × 0.50 = 5 gross, 1 withheld.
      trade(portfolio, 'Income', '2024-05-15', 10, 0.5, { taxes: 1 }),
      trade(portfolio, 'Buy', '2024-05-01', 2, 50, { ticker: 'BETA' }),
      // Proceeds 4 × 130 − 3 = 517, cost of sold 4 × 100.50 = 402: realised 115; 6 left costing 603.
      trade(portfolio, 'Sell', '2024-06-03', 4, 130, { fees: 3 }),
    ]);
    const idOf = (ticker: string) => stocks.find((s) => s.ticker === ticker)!._id;
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, {
      id: idOf('ACME'),
      prices: [
        { date: '2024-03-28', close: 110 },
        { date: '2024-06-28', close: 140 },
      ],
    });
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: idOf('BETA'), prices: [{ date: '2024-06-28', close: 60 }] });
  });

  const summary = async (filter: Record<string, unknown>) => {
    const { portfolioSummary } = await dataOf<{ portfolioSummary: Summary }>(server, user.idToken, SUMMARY, { filter });
    return portfolioSummary;
  };

  it('counts the flows in the range and the values at its end', async () => {
    const answer = await summary({ from: '2024-04-01', asOf: '2024-06-30' });
    // Opening, the close of 31 March: ACME 10 × 110 = 1100 against 1005, unrealised 95; no BETA.
    // End: ACME 6 × 140 = 840 against 603 (237), BETA 2 × 60 = 120 against 100 (20).
    expect(answer).toMatchObject({
      asOf: '2024-06-30',
      from: '2024-04-01',
      marketValue: 960,
      openingMarketValue: 1100,
      costBasis: 703,
      unrealizedGain: 257,
      // 257 − 95
      unrealizedGainChange: 162,
      realizedGain: 115,
      realizedPriceGain: 115,
      realizedCurrencyGain: 0,
      income: 5,
      taxes: 1,
      // The sale's; the purchase's 5 was paid before the range.
      fees: 3,
      // 115 + 162 + 5 − 1
      totalReturn: 281,
      // BETA's purchase; ACME's was before the range.
      bought: 100,
      // 1005 + 100 − 517 − (5 − 1), to the end
      netContributions: 584,
      holdingCount: 2,
    });
    // Over what was at work: ACME's 1100 at the opening close plus BETA's 100 bought in the range.
    expect(answer.totalReturnPercent).toBeCloseTo(281 / 1200, 12);
  });

  it('answers all time without a range, as before', async () => {
    const answer = await summary({ asOf: '2024-06-30' });
    expect(answer).toMatchObject({
      asOf: '2024-06-30',
      from: null,
      marketValue: 960,
      openingMarketValue: null,
      costBasis: 703,
      unrealizedGain: 257,
      unrealizedGainChange: 257,
      realizedGain: 115,
      income: 5,
      taxes: 1,
      fees: 8,
      // 115 + 257 + 5 − 1
      totalReturn: 376,
      bought: 1105,
      netContributions: 584,
    });
    // Over everything bought: 1005 + 100.
    expect(answer.totalReturnPercent).toBeCloseTo(376 / 1105, 12);
  });

  it('stops at filter.to when it comes before the as-of close: values and flows both', async () => {
    const answer = await summary({ from: '2024-04-01', to: '2024-05-31', asOf: '2024-06-30' });
    // At the close of 31 May: ACME 10 × 110 (the 28 March close), BETA 2 × 50 (its own trade).
    // No sale yet; the dividend is in. Unrealised 95 + 0, unchanged since the opening.
    expect(answer).toMatchObject({ asOf: '2024-05-31', marketValue: 1200, unrealizedGainChange: 0, realizedGain: 0, income: 5, taxes: 1, fees: 0, totalReturn: 4 });
  });

  it('a range from before the first transaction counts every flow, as all time does', async () => {
    const answer = await summary({ from: '2023-01-01', asOf: '2024-06-30' });
    expect(answer).toMatchObject({ from: '2023-01-01', realizedGain: 115, income: 5, taxes: 1, fees: 8, unrealizedGainChange: 257, totalReturn: 376 });
    expect(cents(answer.totalReturnPercent as number)).toBe(cents(376 / 1105));
  });

  it('a range with no transaction in it: only the prices moved', async () => {
    const answer = await summary({ from: '2024-06-10', asOf: '2024-06-30' });
    // Opening, the close of 9 June: ACME 6 × 130 (the sale of 3 June is newer than the 28 March
    // close) against 603 = 177, BETA 2 × 50 against 100 = 0. End: 237 + 20, so 80 more.
    // Nothing bought in the range: the base is the opening value, 780 + 100.
    expect(answer).toMatchObject({ openingMarketValue: 880, realizedGain: 0, income: 0, taxes: 0, fees: 0, unrealizedGainChange: 80, totalReturn: 80 });
    expect(answer.totalReturnPercent).toBeCloseTo(80 / 880, 12);
  });
});
