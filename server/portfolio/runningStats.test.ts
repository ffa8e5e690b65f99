/**
 * Named scenarios for the ledger pass. Every figure is worked by hand in the comment above its
 * check; money is compared to the cent, shares exactly.
 */
import { TRANSACTION_TYPES } from '../kernel/scalars';
import { toDecimalString } from './decimal';
import { EngineError } from './EngineError';
import { computeRunningStats } from './runningStats';
import { buildTransaction as t, cents } from './scenarios/buildTransaction';
import { TRANSACTION_KINDS, type CostMethod, type EngineTransaction, type TransactionStats } from './types';

/** A row as the checks read it: shares exact, money to the cent. */
function view(row: TransactionStats | undefined) {
  if (!row) throw new Error('missing row');
  return {
    shares: toDecimalString(row.shares_balance),
    costTC: cents(row.valueAtCostTC),
    costPC: cents(row.valueAtCostPC),
    soldTC: cents(row.costOfSoldTC),
    soldPC: cents(row.costOfSoldPC),
    gainTC: cents(row.realizedGainLostTC),
    gainPC: cents(row.realizedGainLostPC),
  };
}

function run(transactions: EngineTransaction[], costMethod: CostMethod = 'average') {
  const result = computeRunningStats(transactions, { costMethod });
  const row = (id: string) => view(result.rows.find((r) => r.id === id));
  return { ...result, row };
}

function engineError(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected an EngineError');
}

const buyBuySell = [
  t('Buy', { id: 'b1', date: '2024-01-02', shares: '10', price: '100', fees: '5' }),
  t('Buy', { id: 'b2', date: '2024-02-01', shares: '10', price: '120', fees: '5' }),
  t('Sell', { id: 's1', date: '2024-03-01', shares: '15', price: '130', fees: '7' }),
];

describe('running stats', () => {
  it('kinds are exactly the GraphQL TransactionType values', () => {
    expect([...TRANSACTION_KINDS]).toEqual([...TRANSACTION_TYPES]);
  });

  it('average cost: buy, buy, sell with fees in cost and out of proceeds', () => {
    const { row } = run(buyBuySell);
    // b1: 10 × 100 + 5 = 1005
    expect(row('b1')).toEqual({ shares: '10', costTC: '1005.00', costPC: '1005.00', soldTC: '0.00', soldPC: '0.00', gainTC: '0.00', gainPC: '0.00' });
    // b2: 1005 + 10 × 120 + 5 = 2210 for 20 shares (average 110.50)
    expect(row('b2')).toMatchObject({ shares: '20', costTC: '2210.00' });
    // s1: proceeds 15 × 130 − 7 = 1943; cost of sold 2210 × 15/20 = 1657.50; gain 285.50;
    // left 5 shares at 2210 − 1657.50 = 552.50
    expect(row('s1')).toEqual({ shares: '5', costTC: '552.50', costPC: '552.50', soldTC: '1657.50', soldPC: '1657.50', gainTC: '285.50', gainPC: '285.50' });
  });

  it('FIFO: the same trades sell the oldest lot first', () => {
    const { row, lots } = run(buyBuySell, 'fifo');
    // s1: all of b1 (1005) + 5 of b2's 10 (1205 × 5/10 = 602.50) = 1607.50; gain 1943 − 1607.50 = 335.50;
    // left: 5 shares of b2 costing 602.50
    expect(row('s1')).toEqual({ shares: '5', costTC: '602.50', costPC: '602.50', soldTC: '1607.50', soldPC: '1607.50', gainTC: '335.50', gainPC: '335.50' });
    expect(lots.get('ACME:NYSE')?.map((l) => [l.date, toDecimalString(l.shares), cents(l.costTC)])).toEqual([['2024-02-01', '5', '602.50']]);
  });

  it('FIFO: partial sells cut across lot boundaries', () => {
    const { row, lots } = run(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '10' }), // lot 100
        t('Buy', { id: 'b2', date: '2024-01-02', shares: '10', price: '20' }), // lot 200
        t('Buy', { id: 'b3', date: '2024-01-03', shares: '10', price: '30' }), // lot 300
        t('Sell', { id: 's1', date: '2024-02-01', shares: '5', price: '40' }),
        t('Sell', { id: 's2', date: '2024-02-02', shares: '10', price: '40' }),
        t('Sell', { id: 's3', date: '2024-02-03', shares: '10', price: '40' }),
      ],
      'fifo',
    );
    // s1: 5 of b1 = 50; proceeds 200; gain 150; left 600 − 50 = 550
    expect(row('s1')).toMatchObject({ shares: '25', costTC: '550.00', soldTC: '50.00', gainTC: '150.00' });
    // s2: last 5 of b1 (50) + 5 of b2 (100) = 150; proceeds 400; gain 250; left 400
    expect(row('s2')).toMatchObject({ shares: '15', costTC: '400.00', soldTC: '150.00', gainTC: '250.00' });
    // s3: last 5 of b2 (100) + 5 of b3 (150) = 250; proceeds 400; gain 150; left 5 of b3 = 150
    expect(row('s3')).toMatchObject({ shares: '5', costTC: '150.00', soldTC: '250.00', gainTC: '150.00' });
    expect(lots.get('ACME:NYSE')?.map((l) => [l.date, toDecimalString(l.shares), cents(l.costTC)])).toEqual([['2024-01-03', '5', '150.00']]);
  });

  it('average cost: selling everything closes the position and the next buy starts a fresh average', () => {
    const { row } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '3', price: '10', fees: '1' }), // 31 for 3
      t('Sell', { id: 's1', date: '2024-01-02', shares: '1', price: '12' }),
      t('Sell', { id: 's2', date: '2024-01-03', shares: '2', price: '12', fees: '1' }),
      t('Buy', { id: 'b2', date: '2024-02-01', shares: '4', price: '70', fees: '2' }),
      t('Sell', { id: 's3', date: '2024-03-01', shares: '2', price: '80' }),
    ]);
    // s1: 31 × 1/3 = 10.333333333333 (10.33); proceeds 12; gain 1.67; left 20.666666666667 (20.67)
    expect(row('s1')).toMatchObject({ shares: '2', costTC: '20.67', soldTC: '10.33', gainTC: '1.67' });
    // s2 sells everything: the whole remaining cost 20.666666666667, no residue; proceeds 24 − 1 = 23; gain 2.33
    expect(row('s2')).toMatchObject({ shares: '0', costTC: '0.00', soldTC: '20.67', gainTC: '2.33' });
    // b2: 4 × 70 + 2 = 282, average 70.50, nothing of the old position left
    expect(row('b2')).toMatchObject({ shares: '4', costTC: '282.00' });
    // s3: 282 × 2/4 = 141; proceeds 160; gain 19
    expect(row('s3')).toMatchObject({ shares: '2', costTC: '141.00', soldTC: '141.00', gainTC: '19.00' });
  });

  it.each<CostMethod>(['average', 'fifo'])('2-for-1 split doubles shares and keeps total cost (%s)', (method) => {
    const { row } = run(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '100', fees: '10' }), // 1010
        t('Split', { id: 'x1', date: '2024-06-01', ratio: '2:1' }),
        t('Sell', { id: 's1', date: '2024-07-01', shares: '5', price: '60', fees: '2' }),
      ],
      method,
    );
    // x1: 20 shares, still 1010 (50.50 a share)
    expect(row('x1')).toEqual({ shares: '20', costTC: '1010.00', costPC: '1010.00', soldTC: '0.00', soldPC: '0.00', gainTC: '0.00', gainPC: '0.00' });
    // s1: cost of sold 5 × 50.50 = 252.50; proceeds 5 × 60 − 2 = 298; gain 45.50; left 15 at 757.50
    expect(row('s1')).toMatchObject({ shares: '15', costTC: '757.50', soldTC: '252.50', gainTC: '45.50' });
  });

  it.each<CostMethod>(['average', 'fifo'])('keeps shares to 15 significant digits through a chain of splits (%s)', (method) => {
    const { rows } = computeRunningStats(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '20', price: '30' }),
        t('Split', { id: 'x1', date: '2024-02-01', ratio: '1:3' }),
        t('Split', { id: 'x2', date: '2024-03-01', ratio: '7:2' }),
        t('Split', { id: 'x3', date: '2024-04-01', ratio: '6:7' }),
      ],
      { costMethod: method },
    );
    const shares = (id: string) => toDecimalString(rows.find((r) => r.id === id)!.shares_balance);
    // 20 × 1 ÷ 3 = 6.666…: 19 significant digits, where 20 × 0.333333333333 gave 6.66666666666.
    expect(shares('x1')).toBe('6.666666666666666667');
    // × 7 ÷ 2 = 23.333…; × 6 ÷ 7 = 20 (20 × 1/3 × 7/2 × 6/7), off by 1e-18 at most: 15 digits and more.
    expect(shares('x2')).toBe('23.333333333333333334'); // 23.3333333333333333345, half-even
    expect(Math.abs(Number(shares('x3')) - 20)).toBeLessThan(1e-15 * 20);
    expect(shares('x3').slice(0, 17)).toBe('20.00000000000000');
  });

  it('reverse split 1-for-10 (ratio 0.1), average cost', () => {
    const { row } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '100', price: '2' }), // 200
      t('Buy', { id: 'b2', date: '2024-01-02', shares: '50', price: '1.6' }), // 80
      t('Split', { id: 'x1', date: '2024-02-01', ratio: '1:10' }),
      t('Sell', { id: 's1', date: '2024-03-01', shares: '15', price: '20', fees: '1' }),
    ]);
    // x1: 150 × 0.1 = 15 shares, cost 280 (18.666… a share)
    expect(row('x1')).toMatchObject({ shares: '15', costTC: '280.00' });
    // s1: everything: cost 280; proceeds 300 − 1 = 299; gain 19
    expect(row('s1')).toMatchObject({ shares: '0', costTC: '0.00', soldTC: '280.00', gainTC: '19.00' });
  });

  it('reverse split 1-for-10 under FIFO divides each lot', () => {
    const { row } = run(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '100', price: '2' }), // lot 100 sh, 200
        t('Buy', { id: 'b2', date: '2024-01-02', shares: '50', price: '1.6' }), // lot 50 sh, 80
        t('Split', { id: 'x1', date: '2024-02-01', ratio: '1:10' }), // lots 10 sh/200, 5 sh/80
        t('Sell', { id: 's1', date: '2024-03-01', shares: '12', price: '20' }),
      ],
      'fifo',
    );
    // s1: 10 sh of lot 1 (200) + 2 of lot 2's 5 (80 × 2/5 = 32) = 232; proceeds 240; gain 8; left 3 sh at 48
    expect(row('s1')).toMatchObject({ shares: '3', costTC: '48.00', soldTC: '232.00', gainTC: '8.00' });
  });

  it('Income leaves shares and cost alone', () => {
    const { row, positions } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '100', price: '10' }),
      t('Income', { id: 'i1', date: '2024-03-01', shares: '100', price: '0.5', taxes: '7.5' }),
      t('Income', { id: 'i2', date: '2024-06-01', amount: '42', taxes: '6.3' }),
    ]);
    expect(row('i1')).toEqual({ shares: '100', costTC: '1000.00', costPC: '1000.00', soldTC: '0.00', soldPC: '0.00', gainTC: '0.00', gainPC: '0.00' });
    // gross 100 × 0.50 + 42 = 92; withheld 7.50 + 6.30 = 13.80
    const p = positions.get('ACME:NYSE');
    expect([cents(p?.incomeTC), cents(p?.taxesTC)]).toEqual(['92.00', '13.80']);
  });

  it('DRIP counts the dividend as income and adds the shares at cost', () => {
    const { row, positions } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '50' }), // 500
      t('DRIP', { id: 'd1', date: '2024-03-01', shares: '2', price: '50', taxes: '15' }),
    ]);
    // d1: 12 shares; cost 500 + 2 × 50 = 600; the gross dividend is the 100 reinvested + 15 withheld = 115
    expect(row('d1')).toMatchObject({ shares: '12', costTC: '600.00', gainTC: '0.00' });
    const p = positions.get('ACME:NYSE');
    expect([cents(p?.incomeTC), cents(p?.taxesTC)]).toEqual(['115.00', '15.00']);
  });

  it('DRIP of a fractional share stays exact', () => {
    const { row } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '50' }),
      t('DRIP', { id: 'd1', date: '2024-03-01', shares: '0.123456', price: '48.6' }),
    ]);
    // 10.123456 shares; cost 500 + 0.123456 × 48.6 = 500 + 5.9999616 = 505.9999616 → 506.00
    expect(row('d1')).toMatchObject({ shares: '10.123456', costTC: '506.00' });
  });

  it('Spin-Off moves 20% of the parent cost basis into the new holding', () => {
    const { row, positions } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', holding: 'PARENT', shares: '100', price: '50' }), // 5000
      t('Spin-Off', { id: 'so', date: '2024-05-01', holding: 'PARENT', target: 'CHILD', shares: '25', fraction: '0.2' }),
      t('Sell', { id: 's1', date: '2024-06-01', holding: 'CHILD', shares: '25', price: '45' }),
    ]);
    // parent keeps 100 shares at 5000 × 0.8 = 4000; child gets 25 shares at 5000 × 0.2 = 1000
    expect(row('so')).toMatchObject({ shares: '100', costTC: '4000.00', gainTC: '0.00' });
    const so = computeRunningStats([
      t('Buy', { id: 'b1', date: '2024-01-01', holding: 'PARENT', shares: '100', price: '50' }),
      t('Spin-Off', { id: 'so', date: '2024-05-01', holding: 'PARENT', target: 'CHILD', shares: '25', fraction: '0.2' }),
    ]).rows[1]?.target;
    expect([so?.holdingKey, so && toDecimalString(so.shares_balance), cents(so?.valueAtCostTC)]).toEqual(['CHILD', '25', '1000.00']);
    // s1: proceeds 25 × 45 = 1125 against the moved cost 1000: gain 125
    expect(row('s1')).toMatchObject({ shares: '0', soldTC: '1000.00', gainTC: '125.00' });
    expect(cents(positions.get('PARENT')?.costTC)).toBe('4000.00');
  });

  it('Spin-Off under FIFO takes 20% of every parent lot', () => {
    const { row, lots } = run(
      [
        t('Buy', { id: 'b1', date: '2024-01-01', holding: 'PARENT', shares: '50', price: '40' }), // 2000
        t('Buy', { id: 'b2', date: '2024-02-01', holding: 'PARENT', shares: '50', price: '60' }), // 3000
        t('Spin-Off', { id: 'so', date: '2024-05-01', holding: 'PARENT', target: 'CHILD', shares: '25', fraction: '0.2' }),
        t('Sell', { id: 's1', date: '2024-06-01', holding: 'PARENT', shares: '50', price: '50' }),
      ],
      'fifo',
    );
    // lots become 1600 and 2400 (child 400 + 600 = 1000); s1 sells lot 1: 2500 − 1600 = 900
    expect(row('so')).toMatchObject({ costTC: '4000.00' });
    expect(row('s1')).toMatchObject({ shares: '50', costTC: '2400.00', soldTC: '1600.00', gainTC: '900.00' });
    expect(lots.get('CHILD')?.map((l) => [l.date, toDecimalString(l.shares), cents(l.costTC)])).toEqual([['2024-05-01', '25', '1000.00']]);
  });

  it('Merge converts 1 source share into 1.5 target shares, carrying cost', () => {
    const { row, positions, rows } = run([
      t('Buy', { id: 'b1', date: '2024-01-01', holding: 'OLD', shares: '100', price: '30', fees: '6' }), // 3006
      t('Merge', { id: 'm1', date: '2024-04-01', holding: 'OLD', target: 'NEW', ratio: '3:2' }),
      t('Sell', { id: 's1', date: '2024-05-01', holding: 'NEW', shares: '150', price: '25', fees: '4' }),
    ]);
    // m1: OLD empties, no gain; NEW has 100 × 1.5 = 150 shares at 3006
    expect(row('m1')).toEqual({ shares: '0', costTC: '0.00', costPC: '0.00', soldTC: '0.00', soldPC: '0.00', gainTC: '0.00', gainPC: '0.00' });
    const target = rows.find((r) => r.id === 'm1')?.target;
    expect([target?.holdingKey, target && toDecimalString(target.shares_balance), cents(target?.valueAtCostTC)]).toEqual(['NEW', '150', '3006.00']);
    // s1: proceeds 150 × 25 − 4 = 3746; cost 3006; gain 740
    expect(row('s1')).toMatchObject({ shares: '0', soldTC: '3006.00', gainTC: '740.00' });
    const old = positions.get('OLD');
    expect(old && [toDecimalString(old.shares), cents(old.costTC), cents(old.realizedTC)]).toEqual(['0', '0.00', '0.00']);
  });

  it('Merge under FIFO keeps acquisition dates, so older merged lots sell first', () => {
    const { row } = run(
      [
        t('Buy', { id: 'a1', date: '2019-12-01', holding: 'OLD', shares: '100', price: '30' }), // 3000
        t('Buy', { id: 'n1', date: '2020-01-01', holding: 'NEW', shares: '10', price: '20' }), // 200
        t('Merge', { id: 'm1', date: '2020-06-01', holding: 'OLD', target: 'NEW', ratio: '3:2' }),
        t('Sell', { id: 's1', date: '2020-07-01', holding: 'NEW', shares: '150', price: '25' }),
      ],
      'fifo',
    );
    // NEW lots: [2019-12-01: 150 sh, 3000], [2020-01-01: 10 sh, 200]; s1 takes the first: 3750 − 3000 = 750
    expect(row('s1')).toMatchObject({ shares: '10', costTC: '200.00', soldTC: '3000.00', gainTC: '750.00' });
  });

  it('multi-currency: a USD holding in a EUR portfolio realises the FX move in PC', () => {
    const { row } = run([
      // 1 USD = 0.90 EUR on the buy: cost 10 × 100 + 10 = 1010 USD = 909 EUR
      t('Buy', { id: 'b1', date: '2024-01-02', shares: '10', price: '100', fees: '10', fx: '0.9' }),
      // 1 USD = 0.80 EUR on the sell
      t('Sell', { id: 's1', date: '2024-06-03', shares: '4', price: '110', fx: '0.8' }),
      t('Sell', { id: 's2', date: '2024-09-02', shares: '6', price: '110', fees: '10', fx: '0.8' }),
    ]);
    expect(row('b1')).toMatchObject({ costTC: '1010.00', costPC: '909.00' });
    // s1: proceeds 440 USD = 352 EUR; cost 1010 × 4/10 = 404 USD, 909 × 4/10 = 363.60 EUR;
    // gain +36 USD but −11.60 EUR; left 606 USD / 545.40 EUR
    expect(row('s1')).toEqual({ shares: '6', costTC: '606.00', costPC: '545.40', soldTC: '404.00', soldPC: '363.60', gainTC: '36.00', gainPC: '-11.60' });
    // s2: proceeds 660 − 10 = 650 USD = 520 EUR; cost 606 / 545.40; gain +44 USD, −25.40 EUR
    expect(row('s2')).toEqual({ shares: '0', costTC: '0.00', costPC: '0.00', soldTC: '606.00', soldPC: '545.40', gainTC: '44.00', gainPC: '-25.40' });
  });

  it('processes by date, keeping input order on the same date', () => {
    const { rows, row } = run([
      t('Sell', { id: 's1', date: '2024-03-01', shares: '5', price: '12' }),
      t('Buy', { id: 'b2', date: '2024-02-01', shares: '5', price: '11' }),
      t('Buy', { id: 'b1', date: '2024-01-01', shares: '5', price: '10' }),
      t('Sell', { id: 's2', date: '2024-03-01', shares: '5', price: '12' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['b1', 'b2', 's1', 's2']);
    // s1 on 105 for 10: cost 52.50, gain 7.50; s2 sells the rest: cost 52.50
    expect(row('s1')).toMatchObject({ shares: '5', soldTC: '52.50', gainTC: '7.50' });
    expect(row('s2')).toMatchObject({ shares: '0', soldTC: '52.50' });
  });
});

describe('bad input', () => {
  it('selling more shares than held names the transaction and "shares"', () => {
    const error = engineError(() =>
      computeRunningStats([
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '10' }),
        t('Sell', { id: 'oversell', date: '2024-01-02', shares: '10.5', price: '10' }),
      ]),
    );
    expect([error.transactionId, error.field]).toEqual(['oversell', 'shares']);
    expect(error.message).toContain('only 10 are held');
  });

  it('selling a holding never bought is an oversell too', () => {
    const error = engineError(() => computeRunningStats([t('Sell', { id: 'naked', date: '2024-01-02', shares: '1', price: '10' })]));
    expect([error.transactionId, error.field]).toEqual(['naked', 'shares']);
  });

  it('a split ratio of zero is refused, naming "ratio"', () => {
    const error = engineError(() =>
      computeRunningStats([
        t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '10' }),
        t('Split', { id: 'zero-split', date: '2024-01-02', ratio: '0:1' }),
      ]),
    );
    expect([error.transactionId, error.field]).toEqual(['zero-split', 'ratio']);
  });

  it.each([
    ['price', { price: '-1' }],
    ['shares', { shares: '-1' }],
    ['fees', { fees: '-0.01' }],
    ['taxes', { taxes: '-0.01' }],
    ['fxRateToPC', { fx: '0' }],
  ])('a negative %s is refused, naming the field', (field, bad) => {
    const error = engineError(() => computeRunningStats([t('Buy', { id: 'bad', date: '2024-01-01', shares: '1', price: '10', ...bad })]));
    expect([error.transactionId, error.field]).toEqual(['bad', field]);
  });

  it('a buy of zero shares, a spin-off fraction above 1, a merge into itself and a second currency are refused', () => {
    const buy = t('Buy', { id: 'b1', date: '2024-01-01', shares: '10', price: '10' });
    const cases: [EngineTransaction, string][] = [
      [t('Buy', { id: 'x', date: '2024-01-02', shares: '0', price: '10' }), 'shares'],
      [t('Spin-Off', { id: 'x', date: '2024-01-02', target: 'C', shares: '1', fraction: '1.2' }), 'costBasisFraction'],
      [t('Merge', { id: 'x', date: '2024-01-02', target: 'ACME:NYSE', ratio: '1:1' }), 'targetHoldingKey'],
      [t('Buy', { id: 'x', date: '2024-01-02', shares: '1', price: '10', currency: 'EUR' }), 'currency'],
    ];
    for (const [bad, field] of cases) {
      const error = engineError(() => computeRunningStats([buy, bad]));
      expect([error.transactionId, error.field]).toEqual(['x', field]);
    }
  });
});
