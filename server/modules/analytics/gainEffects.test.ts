// The gains of a foreign holding split into price and currency effects through the API: a USD
// investor's EUR holding with manual closes and manual EUR→USD rates, every figure worked by hand.
// Currency effect = cost in TC at the rate of the sale (realised) or of the as-of day (unrealised)
// less the cost in PC at the purchase's rate; price effect = the TC gain at that rate.
import { signUpUser, type TestUser } from '../../test/emulatorUsers';
import { SET_MANUAL_PRICES, SET_MANUAL_RATES, createPortfolio, createTransactions, dataOf } from '../../test/ledgerCalls';
import { cents, trade } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases } from '../../test/testServer';

const GAINS = 'unrealizedGain realizedGain unrealizedPriceGain unrealizedCurrencyGain realizedPriceGain realizedCurrencyGain';
const HOLDING_GAINS = 'unrealizedGainPC realizedGainPC unrealizedPriceGainPC unrealizedCurrencyGainPC realizedPriceGainPC realizedCurrencyGainPC';
const QUERY = `query ($filter: AnalyticsFilter) {
  portfolioSummary(filter: $filter) { currency ${GAINS} }
  portfolioHoldings(filter: $filter) { stock { ticker } ${HOLDING_GAINS} } }`;

interface Answer {
  portfolioSummary: {
    currency: string;
    unrealizedGain: number;
    unrealizedPriceGain: number;
    unrealizedCurrencyGain: number;
    realizedGain: number;
    realizedPriceGain: number;
    realizedCurrencyGain: number;
  };
  portfolioHoldings: {
    stock: { ticker: string };
    unrealizedGainPC: number | null;
    unrealizedPriceGainPC: number | null;
    unrealizedCurrencyGainPC: number | null;
    realizedGainPC: number;
    realizedPriceGainPC: number;
    realizedCurrencyGainPC: number;
  }[];
}

/** A holding's gains as [gain, price effect, currency effect] in PC, to the cent (null stays null). */
const splitOf = (h: Answer['portfolioHoldings'][number]) => {
  const toCents = (values: (number | null)[]) => values.map((v) => (v === null ? v : cents(v)));
  return {
    unrealized: toCents([h.unrealizedGainPC, h.unrealizedPriceGainPC, h.unrealizedCurrencyGainPC]),
    realized: toCents([h.realizedGainPC, h.realizedPriceGainPC, h.realizedCurrencyGainPC]),
  };
};

describe.each(testDatabases)('price and currency effects of a foreign holding on %s', (kind) => {
  const server = useTestServer(kind);
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    // EUR→USD: 1.10 when bought, 1.20 when partly sold, 1.05 at the last close before the as-of day.
    await dataOf(server, user.idToken, SET_MANUAL_RATES, {
      base: 'EUR',
      quote: 'USD',
      rates: [
        { date: '2024-01-02', rate: 1.1 },
        { date: '2024-06-03', rate: 1.2 },
        { date: '2024-06-28', rate: 1.05 },
      ],
    });
    const { stocks } = await createTransactions(server, user.idToken, [
      trade(portfolio, 'Buy', '2024-01-02', 10, 100, { ticker: 'SAP', currency: 'EUR', fees: 5 }),
      trade(portfolio, 'Sell', '2024-06-03', 4, 120, { ticker: 'SAP', currency: 'EUR', fees: 2 }),
      trade(portfolio, 'Buy', '2024-01-02', 5, 20, { ticker: 'ACME' }),
    ]);
    const idOf = (ticker: string) => stocks.find((s) => s.ticker === ticker)!._id;
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: idOf('SAP'), prices: [{ date: '2024-06-28', close: 130 }] });
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: idOf('ACME'), prices: [{ date: '2024-06-28', close: 22 }] });
  });

  it('splits each holding\'s realised and unrealised gain in USD, to the cent', async () => {
    const { portfolioHoldings } = await dataOf<Answer>(server, user.idToken, QUERY, { filter: { asOf: '2024-06-30' } });
    const byTicker = new Map(portfolioHoldings.map((h) => [h.stock.ticker, splitOf(h)]));
    // SAP: cost 10 × 100 + 5 = 1005 EUR = 1105.50 USD (× 1.10).
    // Sale of 4 at 1.20: proceeds 480 − 2 = 478 EUR = 573.60 USD; cost of sold 402 EUR, 442.20 USD
    //   realised 573.60 − 442.20 = 131.40; currency 402 × 1.20 − 442.20 = 40.20; price (478 − 402) × 1.20 = 91.20
    // 6 left: cost 603 EUR, 663.30 USD; value 6 × 130 = 780 EUR × 1.05 = 819 USD
    //   unrealised 819 − 663.30 = 155.70; currency 603 × 1.05 − 663.30 = −30.15; price (780 − 603) × 1.05 = 185.85
    expect(byTicker.get('SAP')).toEqual({ unrealized: [155.7, 185.85, -30.15], realized: [131.4, 91.2, 40.2] });
    // ACME is in USD: 5 × 22 − 100 = 10, all of it price, the currency effect exactly 0.
    expect(byTicker.get('ACME')).toEqual({ unrealized: [10, 10, 0], realized: [0, 0, 0] });
  });

  it('sums the split in the summary: 155.70 + 10 unrealised, 131.40 realised', async () => {
    const { portfolioSummary } = await dataOf<Answer>(server, user.idToken, QUERY, { filter: { asOf: '2024-06-30' } });
    // Unrealised price 185.85 + 10 = 195.85, currency −30.15; realised as SAP's.
    const { currency, unrealizedGain, unrealizedPriceGain, unrealizedCurrencyGain, realizedGain, realizedPriceGain, realizedCurrencyGain } = portfolioSummary;
    expect(currency).toBe('USD');
    expect([unrealizedGain, unrealizedPriceGain, unrealizedCurrencyGain].map(cents)).toEqual([165.7, 195.85, -30.15]);
    expect([realizedGain, realizedPriceGain, realizedCurrencyGain].map(cents)).toEqual([131.4, 91.2, 40.2]);
  });

  it('over a range holding the sale, the realised split is the sale\'s and the unrealised gain its change', async () => {
    const RANGE = `query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { ${GAINS} unrealizedGainChange } }`;
    const { portfolioSummary } = await dataOf<{ portfolioSummary: Answer['portfolioSummary'] & { unrealizedGainChange: number } }>(server, user.idToken, RANGE, {
      filter: { from: '2024-06-01', asOf: '2024-06-30' },
    });
    expect([portfolioSummary.realizedGain, portfolioSummary.realizedPriceGain, portfolioSummary.realizedCurrencyGain]).toEqual([131.4, 91.2, 40.2]);
    // Opening, 31 May: SAP 10 × 100 EUR (its own trade) × 1.10 = 1100 against 1105.50 = −5.50; ACME 5 × 20 against 100 = 0.
    // End: 155.70 + 10 = 165.70, so 171.20 more.
    expect(portfolioSummary.unrealizedGainChange).toBe(171.2);
  });

  it('shown in EUR, the EUR holding has no currency effect and the USD one has', async () => {
    const { portfolioHoldings } = await dataOf<Answer>(server, user.idToken, QUERY, { filter: { asOf: '2024-06-30', currency: 'EUR' } });
    const byTicker = new Map(portfolioHoldings.map((h) => [h.stock.ticker, splitOf(h)]));
    // SAP in its own currency: unrealised 6 × 130 − 603 = 177; realised 478 − 402 = 76; all price.
    expect(byTicker.get('SAP')).toEqual({ unrealized: [177, 177, 0], realized: [76, 76, 0] });
    // ACME at USD→EUR = 1 / EUR→USD: cost 100 / 1.10 = 90.91 EUR; value 110 / 1.05 = 104.76 EUR
    //   unrealised 104.7619 − 90.9091 = 13.85; currency 100 / 1.05 − 100 / 1.10 = 4.33; price 10 / 1.05 = 9.52
    expect(byTicker.get('ACME')?.unrealized).toEqual([13.85, 9.52, 4.33]);
  });
});
