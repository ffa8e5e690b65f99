/** Named scenarios for valuing positions at given prices; arithmetic in the comments. */
import { ONE, ZERO, add, decimal, div, toDecimalString, type Decimal } from './decimal';
import { computeHoldings, totalHoldings, type Holding, type Quote } from './holdings';
import { computeRunningStats } from './runningStats';
import { buildTransaction as t, cents } from './scenarios/buildTransaction';
import { type CostMethod, type EngineTransaction } from './types';

const quote = (price: string, fx = '1'): Quote => ({ price: decimal(price), fxRateToPC: decimal(fx) });

function holdingsOf(transactions: EngineTransaction[], quotes: Record<string, Quote>, costMethod: CostMethod = 'average') {
  const { positions } = computeRunningStats(transactions, { costMethod });
  return computeHoldings(positions, new Map(Object.entries(quotes)));
}

function money(h: Holding | undefined, currency: 'TC' | 'PC') {
  if (!h) throw new Error('missing holding');
  const pick = (name: string) => cents(h[`${name}${currency}` as keyof Holding] as Decimal | null);
  return {
    averageCost: pick('averageCost'),
    costBasis: pick('costBasis'),
    realizedGain: pick('realizedGain'),
    income: pick('income'),
    taxes: pick('taxes'),
    fees: pick('fees'),
    marketValue: pick('marketValue'),
    unrealizedGain: pick('unrealizedGain'),
    totalReturn: pick('totalReturn'),
  };
}

describe('holdings', () => {
  it('dividend with withholding tax counts in total return net of the tax', () => {
    const [h] = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '100', price: '10' }),
        t('Income', { id: 'i1', date: '2024-03-01', shares: '100', price: '0.5', taxes: '7.5' }),
      ],
      { 'ACME:NYSE': quote('11') },
    );
    // market 100 × 11 = 1100; unrealised 1100 − 1000 = 100; total 0 + 100 + 50 − 7.50 = 142.50
    expect(money(h, 'TC')).toEqual({
      averageCost: '10.00',
      costBasis: '1000.00',
      realizedGain: '0.00',
      income: '50.00',
      taxes: '7.50',
      fees: '0.00',
      marketValue: '1100.00',
      unrealizedGain: '100.00',
      totalReturn: '142.50',
    });
  });

  it('DRIP: total return equals value now minus cash put in', () => {
    const [h] = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '50' }), // cash in 500
        t('DRIP', { id: 'd1', date: '2024-03-01', shares: '2', price: '50', taxes: '15' }),
      ],
      { 'ACME:NYSE': quote('55') },
    );
    // 12 × 55 = 660; cost 600; unrealised 60; income 115 − tax 15; total 160 = 660 − 500
    expect(money(h, 'TC')).toMatchObject({ averageCost: '50.00', marketValue: '660.00', unrealizedGain: '60.00', income: '115.00', totalReturn: '160.00' });
    expect(h && toDecimalString(h.shares)).toBe('12');
  });

  it('fees on cash income reduce total return; trade fees are already in cost and proceeds', () => {
    const [h] = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '10', fees: '1' }), // 101
        t('Sell', { id: 's1', date: '2024-02-01', shares: '5', price: '12', fees: '1' }), // 59 − 50.50 = 8.50
        t('Income', { id: 'i1', date: '2024-03-01', amount: '3', fees: '0.25' }),
      ],
      { 'ACME:NYSE': quote('12') },
    );
    // unrealised 5 × 12 − 50.50 = 9.50; total 8.50 + 9.50 + 3 − 0.25 = 20.75; fees reported 2.25
    expect(money(h, 'TC')).toMatchObject({ realizedGain: '8.50', unrealizedGain: '9.50', fees: '2.25', totalReturn: '20.75' });
  });

  it('multi-currency: a USD holding valued in EUR at today\'s rate, against cost at the buy rate', () => {
    const [h] = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-02', shares: '10', price: '100', fees: '10', fx: '0.9' }),
        t('Sell', { id: 's1', date: '2024-06-03', shares: '4', price: '110', fx: '0.8' }),
      ],
      { 'ACME:NYSE': quote('120', '0.85') },
    );
    // TC: 6 × 120 = 720; cost 606; unrealised 114; realised 36; total 150
    expect(money(h, 'TC')).toMatchObject({ averageCost: '101.00', marketValue: '720.00', unrealizedGain: '114.00', realizedGain: '36.00', totalReturn: '150.00' });
    // PC: 720 × 0.85 = 612; cost 545.40; unrealised 66.60; realised −11.60; total 55; fees 10 × 0.9 = 9
    expect(money(h, 'PC')).toMatchObject({ averageCost: '90.90', marketValue: '612.00', unrealizedGain: '66.60', realizedGain: '-11.60', totalReturn: '55.00', fees: '9.00' });
  });

  it('totals across holdings in PC; a held position without a quote is reported, not valued at zero', () => {
    const holdings = holdingsOf(
      [
        t('Buy', { id: 'u1', date: '2024-01-02', holding: 'USD1', shares: '10', price: '100', fx: '0.9' }), // 900 EUR
        t('Buy', { id: 'e1', date: '2024-01-02', holding: 'EUR1', shares: '5', price: '20', currency: 'EUR' }), // 100 EUR
        t('Buy', { id: 'n1', date: '2024-01-02', holding: 'NOQUOTE', shares: '1', price: '7', currency: 'EUR' }),
        t('Buy', { id: 'c1', date: '2024-01-02', holding: 'CLOSED', shares: '1', price: '5', currency: 'EUR' }),
        t('Sell', { id: 'c2', date: '2024-02-02', holding: 'CLOSED', shares: '1', price: '6', currency: 'EUR' }), // +1
      ],
      { USD1: quote('110', '0.95'), EUR1: quote('22') },
    );
    expect(holdings.map((h) => h.holdingKey)).toEqual(['CLOSED', 'EUR1', 'NOQUOTE', 'USD1']);
    const noQuote = holdings.find((h) => h.holdingKey === 'NOQUOTE');
    expect([noQuote?.marketValuePC, noQuote?.totalReturnPC]).toEqual([null, null]);
    const closed = holdings.find((h) => h.holdingKey === 'CLOSED');
    expect([cents(closed?.marketValuePC), closed?.averageCostPC]).toEqual(['0.00', null]);
    const total = totalHoldings(holdings);
    // market 10 × 110 × 0.95 = 1045 + 5 × 22 = 110 → 1155 (+ closed 0); cost 900 + 100 + 7 = 1007;
    // unrealised (1045 − 900) + (110 − 100) = 155; realised 1; total return 156
    expect({
      marketValuePC: cents(total.marketValuePC),
      costBasisPC: cents(total.costBasisPC),
      unrealizedGainPC: cents(total.unrealizedGainPC),
      realizedGainPC: cents(total.realizedGainPC),
      totalReturnPC: cents(total.totalReturnPC),
      unpricedHoldings: total.unpricedHoldings,
    }).toEqual({
      marketValuePC: '1155.00',
      costBasisPC: '1007.00',
      unrealizedGainPC: '155.00',
      realizedGainPC: '1.00',
      totalReturnPC: '156.00',
      unpricedHoldings: ['NOQUOTE'],
    });
  });
});

/**
 * A holding's gains as [gain, price effect, currency effect], realised and unrealised, to the
 * cent, after checking that each pair of effects adds up to its gain exactly.
 */
function effects(h: Holding | undefined) {
  if (!h) throw new Error('missing holding');
  expect(add(h.realizedPriceGainPC, h.realizedCurrencyGainPC)).toBe(h.realizedGainPC);
  if (h.unrealizedPriceGainPC !== null && h.unrealizedCurrencyGainPC !== null) expect(add(h.unrealizedPriceGainPC, h.unrealizedCurrencyGainPC)).toBe(h.unrealizedGainPC);
  return {
    realized: [h.realizedGainPC, h.realizedPriceGainPC, h.realizedCurrencyGainPC].map(cents),
    unrealized: [h.unrealizedGainPC, h.unrealizedPriceGainPC, h.unrealizedCurrencyGainPC].map(cents),
  };
}

const COST_METHODS: CostMethod[] = ['average', 'fifo'];

describe('gains split into price and currency effects', () => {
  // A EUR investor's USD holding: bought at 1.10, 4 of 10 sold at 1.20, the rest valued at 1.05.
  const usdHolding = [
    t('Buy', { id: 'b1', date: '2024-01-02', shares: '10', price: '100', fees: '5', fx: '1.10' }),
    t('Sell', { id: 's1', date: '2024-06-03', shares: '4', price: '120', fees: '2', fx: '1.20' }),
  ];

  it.each(COST_METHODS)('a USD holding of a EUR investor, bought at 1.10, sold partly at 1.20, valued at 1.05 (%s)', (method) => {
    const [h] = holdingsOf(usdHolding, { 'ACME:NYSE': quote('130', '1.05') }, method);
    // Cost: 10 × 100 + 5 = 1005 USD = 1105.50 EUR (× 1.10). One lot, so both methods agree.
    // Sale of 4: proceeds 4 × 120 − 2 = 478 USD = 573.60 EUR; cost of sold 1005 × 4/10 = 402 USD,
    //   1105.50 × 4/10 = 442.20 EUR; realised 573.60 − 442.20 = 131.40
    //   currency 402 × 1.20 − 442.20 = 482.40 − 442.20 = 40.20
    //   price (478 − 402) × 1.20 = 91.20                       (91.20 + 40.20 = 131.40)
    // Left 6 shares: cost 603 USD, 663.30 EUR; value 6 × 130 = 780 USD × 1.05 = 819 EUR
    //   unrealised 819 − 663.30 = 155.70
    //   currency 603 × 1.05 − 663.30 = 633.15 − 663.30 = −30.15
    //   price (780 − 603) × 1.05 = 185.85                      (185.85 − 30.15 = 155.70)
    expect(effects(h)).toEqual({ realized: ['131.40', '91.20', '40.20'], unrealized: ['155.70', '185.85', '-30.15'] });
  });

  it.each(COST_METHODS)('a holding in the display currency has a currency effect of exactly zero (%s)', (method) => {
    const [h] = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-02', shares: '3', price: '33.33', fees: '1.1', currency: 'EUR' }),
        t('Buy', { id: 'b2', date: '2024-02-01', shares: '7', price: '41.07', currency: 'EUR' }),
        t('Sell', { id: 's1', date: '2024-06-03', shares: '4', price: '45.5', fees: '0.9', currency: 'EUR' }),
      ],
      { 'ACME:NYSE': quote('44.44') },
      method,
    );
    // Rate 1 everywhere, so costPC = costTC and the whole gain is the price effect, with no rounding residue.
    expect([h?.realizedCurrencyGainPC, h?.unrealizedCurrencyGainPC]).toEqual([ZERO, ZERO]);
    expect([h?.realizedPriceGainPC, h?.unrealizedPriceGainPC]).toEqual([h?.realizedGainPC, h?.unrealizedGainPC]);
  });

  // Portfolio Performance's own test of its currency gains (CapitalGainsCalculation, the example of
  // its pull request 4546): EUR investor, USD security; inbound 100 for 5000 USD = 4500 EUR (0.90),
  // 50 for 3000 USD = 2550 EUR (0.85); outbound 50 for 3500 USD = 3080 EUR (0.88); valued at a
  // price of 80 USD and EUR/USD 1.1588 (a rate of 1 / 1.1588 into EUR).
  const ppCase = [
    t('Buy', { id: 'b1', date: '2024-01-01', shares: '100', price: '50', fx: '0.90' }),
    t('Buy', { id: 'b2', date: '2024-02-01', shares: '50', price: '60', fx: '0.85' }),
    t('Sell', { id: 's1', date: '2024-03-01', shares: '50', price: '70', fx: '0.88' }),
  ];
  const ppQuote: Quote = { price: decimal('80'), fxRateToPC: div(ONE, decimal('1.1588')) };

  it('matches Portfolio Performance\'s published currency gains under average cost', () => {
    const [h] = holdingsOf(ppCase, { 'ACME:NYSE': ppQuote }, 'average');
    // Realised (PP: 730, forex −3.33): cost of sold 8000 × 50/150 = 2666.67 USD, 7050 × 50/150 = 2350 EUR
    //   3080 − 2350 = 730; currency 2666.666… × 0.88 − 2350 = −3.33; price (3500 − 2666.666…) × 0.88 = 733.33
    // Unrealised (PP: 2203.69, forex −97.54): 100 left, cost 5333.33 USD, 4700 EUR; value 8000 / 1.1588 = 6903.69
    //   6903.69 − 4700 = 2203.69; currency 5333.333… / 1.1588 − 4700 = −97.54; price 2666.666… / 1.1588 = 2301.23
    expect(effects(h)).toEqual({ realized: ['730.00', '733.33', '-3.33'], unrealized: ['2203.69', '2301.23', '-97.54'] });
  });

  it('under FIFO the same case takes the first lot\'s cost and rate', () => {
    const [h] = holdingsOf(ppCase, { 'ACME:NYSE': ppQuote }, 'fifo');
    // Realised (PP: 830): half the first lot, 2500 USD, 2250 EUR; 3080 − 2250 = 830
    //   currency 2500 × 0.88 − 2250 = −50; price (3500 − 2500) × 0.88 = 880
    // Unrealised: 50 of lot 1 + lot 2 = 5500 USD, 4800 EUR; 6903.69 − 4800 = 2103.69
    //   currency 5500 / 1.1588 − 4800 = 4746.289… − 4800 = −53.71; price 2500 / 1.1588 = 2157.40
    expect(effects(h)).toEqual({ realized: ['830.00', '880.00', '-50.00'], unrealized: ['2103.69', '2157.40', '-53.71'] });
  });

  it.each(COST_METHODS)('selling everything at once realises the same split under either method (%s)', (method) => {
    const [h] = holdingsOf([...ppCase.slice(0, 2), t('Sell', { id: 's1', date: '2024-03-01', shares: '150', price: '70', fx: '0.88' })], {}, method);
    // Proceeds 150 × 70 = 10500 USD = 9240 EUR; cost 8000 USD, 7050 EUR; realised 2190
    //   currency 8000 × 0.88 − 7050 = −10; price (10500 − 8000) × 0.88 = 2200. Nothing left: no unrealised effect.
    expect(effects(h)).toEqual({ realized: ['2190.00', '2200.00', '-10.00'], unrealized: ['0.00', '0.00', '0.00'] });
  });

  it.each(COST_METHODS)('Spin-Off and Merge realise nothing; the cost they carry keeps its currency effect (%s)', (method) => {
    const holdings = holdingsOf(
      [
        t('Buy', { id: 'b1', date: '2024-01-02', holding: 'PARENT', shares: '10', price: '100', fx: '0.9' }),
        t('Spin-Off', { id: 'so', date: '2024-02-01', holding: 'PARENT', shares: '5', target: 'SPIN', fraction: '0.2', fx: '0.95' }),
        t('Merge', { id: 'm1', date: '2024-03-01', holding: 'SPIN', ratio: '3:1', target: 'MERGED', fx: '1.0' }),
      ],
      { PARENT: quote('90', '1.1'), MERGED: quote('10', '1.1') },
      method,
    );
    const byKey = new Map(holdings.map((h) => [h.holdingKey, effects(h)]));
    // PARENT keeps 80 % of 1000 USD / 900 EUR: 800 USD, 720 EUR; value 900 USD × 1.1 = 990 EUR
    //   unrealised 270; currency 800 × 1.1 − 720 = 160; price (900 − 800) × 1.1 = 110
    // MERGED (via SPIN) has 200 USD, 180 EUR, 15 shares; value 150 USD × 1.1 = 165 EUR
    //   unrealised −15; currency 200 × 1.1 − 180 = 40; price (150 − 200) × 1.1 = −55
    const nothing = ['0.00', '0.00', '0.00'];
    expect(byKey.get('PARENT')).toEqual({ realized: nothing, unrealized: ['270.00', '110.00', '160.00'] });
    expect(byKey.get('MERGED')).toEqual({ realized: nothing, unrealized: ['-15.00', '-55.00', '40.00'] });
    expect(byKey.get('SPIN')).toEqual({ realized: nothing, unrealized: nothing });
  });

  it('totals add the parts over holdings; an unpriced holding\'s unrealised parts are left out with it', () => {
    const holdings = holdingsOf(
      [
        ...usdHolding,
        t('Buy', { id: 'e1', date: '2024-01-02', holding: 'EUR1', shares: '5', price: '20', currency: 'EUR' }),
        t('Buy', { id: 'n1', date: '2024-01-02', holding: 'NOQUOTE', shares: '1', price: '7', fx: '0.9' }),
        t('Sell', { id: 'n2', date: '2024-02-02', holding: 'NOQUOTE', shares: '0.5', price: '8', fx: '1' }),
      ],
      { 'ACME:NYSE': quote('130', '1.05'), EUR1: quote('22') },
    );
    const noQuote = holdings.find((h) => h.holdingKey === 'NOQUOTE');
    expect([noQuote?.unrealizedPriceGainPC, noQuote?.unrealizedCurrencyGainPC]).toEqual([null, null]);
    const total = totalHoldings(holdings);
    // Realised: ACME 91.20 + 40.20; NOQUOTE 0.5 × 8 = 4 EUR − 3.15 EUR → 0.85, currency 3.5 × 1 − 3.15 = 0.35, price 0.50
    //   → price 91.70, currency 40.55, total 132.25
    // Unrealised: ACME 185.85 − 30.15; EUR1 5 × 22 − 100 = 10 (all price); NOQUOTE left out
    //   → price 195.85, currency −30.15, total 165.70
    expect([total.realizedGainPC, total.realizedPriceGainPC, total.realizedCurrencyGainPC].map(cents)).toEqual(['132.25', '91.70', '40.55']);
    expect([total.unrealizedGainPC, total.unrealizedPriceGainPC, total.unrealizedCurrencyGainPC].map(cents)).toEqual(['165.70', '195.85', '-30.15']);
  });
});
