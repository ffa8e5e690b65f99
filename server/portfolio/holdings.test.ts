/** Named scenarios for valuing positions at given prices; arithmetic in the comments. */
import { decimal, toDecimalString, type Decimal } from './decimal';
import { computeHoldings, totalHoldings, type Holding, type Quote } from './holdings';
import { computeRunningStats } from './runningStats';
import { buildTransaction as t, cents } from './scenarios/buildTransaction';
import { type EngineTransaction } from './types';

const quote = (price: string, fx = '1'): Quote => ({ price: decimal(price), fxRateToPC: decimal(fx) });

function holdingsOf(transactions: EngineTransaction[], quotes: Record<string, Quote>) {
  const { positions } = computeRunningStats(transactions);
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
