// A display currency beyond the spec's four, on the live FX path: a USD ledger shown in CHF. The
// ECB publishes rates against the euro only, so USD→CHF is crossed through EUR from its answer
// (here a fake ECB endpoint with two days of rates); every figure below is worked out by hand.
import { createEcbProvider } from '../../market/ecb/ecbProvider';
import { createSimulatedProvider } from '../../market/simulated/simulatedProvider';
import { signUpUser } from '../../test/emulatorUsers';
import { SET_MANUAL_PRICES, createPortfolio, createTransactions, dataOf, listTransactions } from '../../test/ledgerCalls';
import { UPDATE_CURRENCY, cents } from '../../test/ledgerFixtures';
import { useTestServer, testDatabases } from '../../test/testServer';

const SUMMARY = 'query ($filter: AnalyticsFilter) { portfolioSummary(filter: $filter) { currency marketValue costBasis unrealizedGain } }';

// Units per euro on two days: USD→CHF is 0.935 / 1.1 = 0.85, then 0.972 / 1.08 = 0.90.
const PER_EURO: Record<string, Record<string, string>> = {
  '2024-01-02': { USD: '1.1000', CHF: '0.9350' },
  '2024-03-28': { USD: '1.0800', CHF: '0.9720' },
};

/** The ECB data API's csvdata answer for the series the URL asks (`EXR/D.USD+CHF.EUR.SP00.A`). */
const fakeEcb: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const currencies = /\/EXR\/D\.([A-Z+]+)\.EUR\./.exec(url.pathname)?.[1]?.split('+') ?? [];
  const rows = Object.entries(PER_EURO).flatMap(([day, rates]) =>
    currencies.filter((code) => rates[code]).map((code) => `EXR.D.${code}.EUR.SP00.A,${code},EUR,${day},${rates[code]}`),
  );
  if (rows.length === 0) return new Response('No results found.', { status: 404 });
  return new Response(['KEY,CURRENCY,CURRENCY_DENOM,TIME_PERIOD,OBS_VALUE', ...rows].join('\n'), { headers: { 'content-type': 'text/csv' } });
};

describe.each(testDatabases)('a USD ledger in a display currency the ECB crosses through EUR, on %s', (kind) => {
  const server = useTestServer(
    kind,
    { MARKET_DATA: 'yahoo', MARKET_JOBS: 'on' },
    { marketProviders: { live: () => [createEcbProvider({ fetch: fakeEcb })], simulated: () => [createSimulatedProvider()] } },
  );

  it('switches to CHF at the first try and values the holding in CHF at each day\'s crossed rate', async () => {
    const user = await signUpUser();
    const portfolio = await createPortfolio(server, user.idToken, 'Main');
    const { stocks } = await createTransactions(server, user.idToken, [
      { portfolio_Id: portfolio, ticker: 'ACME', currency: 'USD', type: 'Buy', date: '2024-01-02', shares: 10, shareprice: 100 },
    ]);
    await dataOf(server, user.idToken, SET_MANUAL_PRICES, { id: stocks[0]!._id, prices: [{ date: '2024-03-28', close: 120 }] });

    // No USD→CHF rate is stored yet: the switch fetches it (the ECB's two legs, crossed) first.
    const switched = await dataOf<{ updateUserCurrency: { currency: string } }>(server, user.idToken, UPDATE_CURRENCY, { currency: 'CHF' });
    expect(switched.updateUserCurrency.currency).toBe('CHF');

    // The buy: 10 × 100 USD × 0.85 = 850 CHF.
    const [buy] = await listTransactions(server, user.idToken);
    expect(buy).toMatchObject({ currency: 'USD', fxRate: 0.85 });
    expect(cents(buy!.valueAtCostPC)).toBe(850);

    // At the close of Sunday 31 March: 10 × 120 USD (28 March) × 0.90 = 1080 CHF; cost 850.
    const { portfolioSummary } = await dataOf<{ portfolioSummary: Record<string, unknown> }>(server, user.idToken, SUMMARY, { filter: { asOf: '2024-03-31' } });
    expect(portfolioSummary).toEqual({ currency: 'CHF', marketValue: 1080, costBasis: 850, unrealizedGain: 230 });
  });
});
