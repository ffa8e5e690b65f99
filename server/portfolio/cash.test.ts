// Cash in the engine (docs/decisions/0007): each figure worked out by hand in the comments.
import { toDecimalString, toFixed } from './decimal';
import { EngineError } from './EngineError';
import { computeRunningStats, type RunningStatsResult } from './runningStats';
import { buildTransaction as t } from './scenarios/buildTransaction';
import { flowOf, targetFlowOf, cashFlowOf } from './series';
import type { EngineTransaction } from './types';

const USD = 'P:USD-CASH';
const EUR = 'P:EUR-CASH';

function run(transactions: EngineTransaction[]): RunningStatsResult & { cash: (key: string) => Record<string, string> } {
  const result = computeRunningStats(transactions);
  const cash = (key: string) => {
    const p = result.positions.get(key)!;
    return {
      balance: toDecimalString(p.shares),
      costPC: toFixed(p.costPC, 2),
      realizedPC: toFixed(p.realizedPC, 2),
      income: toFixed(p.incomeTC, 2),
      taxes: toFixed(p.taxesTC, 2),
      expenses: toFixed(p.incomeFeesTC, 2),
    };
  };
  return { ...result, cash };
}

describe('cash in the ledger', () => {
  it('takes a deposit on the first day and a withdrawal on the last as the money crossing the edge', () => {
    const deposit = t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '10000', fees: '5' });
    const withdrawal = t('Withdrawal', { id: 'w', date: '2024-12-31', holding: USD, amount: '2000', fees: '1' });
    const { cash } = run([deposit, withdrawal]);
    // 10,000 sent, 9,995 arrive (5 of wire fee); 2,001 leave (2,000 received, 1 of fee): 7,994.
    expect(cash(USD)).toMatchObject({ balance: '7994', costPC: '7994.00', expenses: '6.00' });
    // The investor's flows are the whole amounts: +10,000 in, −2,000 out; the fees are performance.
    expect([flowOf(deposit), flowOf(withdrawal)]).toEqual([10000, -2000]);
  });

  it('books interest gross, with the tax withheld and the net in the balance', () => {
    const { cash } = run([
      t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '1000' }),
      t('Interest', { id: 'i', date: '2024-06-30', holding: USD, amount: '12.5', taxes: '1.88' }),
    ]);
    // 1,000 + 12.50 − 1.88 = 1,010.62; interest is performance, not a flow.
    expect(cash(USD)).toMatchObject({ balance: '1010.62', income: '12.50', taxes: '1.88' });
    expect(flowOf(t('Interest', { id: 'i', date: '2024-06-30', holding: USD, amount: '12.5' }))).toBe(0);
  });

  it('realises the currency gain of foreign cash on the way out, for a EUR investor holding USD', () => {
    const { cash, rows } = run([
      t('Deposit', { id: 'd1', date: '2024-01-02', holding: USD, amount: '1000', fx: '0.9' }),
      t('Deposit', { id: 'd2', date: '2024-02-01', holding: USD, amount: '1000', fx: '0.8' }),
      t('Withdrawal', { id: 'w', date: '2024-03-01', holding: USD, amount: '500', fx: '0.95' }),
    ]);
    // 2,000 USD cost 900 + 800 = 1,700 EUR (0.85 each); 500 out at 0.95 = 475 EUR for a cost of
    // 425: a realised currency gain of 50 EUR; 1,500 USD left at a cost of 1,275 EUR.
    expect(cash(USD)).toMatchObject({ balance: '1500', costPC: '1275.00', realizedPC: '50.00' });
    expect(toFixed(rows.find((r) => r.id === 'w')!.realizedGainLostPC, 2)).toBe('50.00');
  });

  it('settles a trade against cash: the buy takes price and fees, the sale and the dividend bring their net', () => {
    const buy = t('Buy', { id: 'b', date: '2024-01-03', shares: '10', price: '100', fees: '5', cash: USD });
    const { cash, rows } = run([
      t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '10000' }),
      buy,
      t('Sell', { id: 's', date: '2024-02-01', shares: '5', price: '120', fees: '2', cash: USD }),
      t('Income', { id: 'i', date: '2024-03-01', shares: '5', price: '2', taxes: '1.5', cash: USD }),
    ]);
    // 10,000 − (1,000 + 5) + (600 − 2) + (10 − 1.5) = 9,601.50; each row reports the cash after it.
    expect(cash(USD)).toMatchObject({ balance: '9601.5' });
    expect(rows.map((r) => r.cash && toDecimalString(r.cash.shares_balance))).toEqual([undefined, '8995', '9593', '9601.5']);
    // The trade's own flow and its cash holding's net to zero: only the deposit crosses the edge.
    expect(flowOf(buy) + cashFlowOf(buy)).toBe(0);
  });

  it('converts between currencies in one transaction, the target costing what was given', () => {
    const conversion = t('Conversion', { id: 'c', date: '2024-02-01', holding: USD, amount: '1000', shares: '912.5', fees: '2', target: EUR, targetCurrency: 'EUR', fx: '0.92' });
    const { cash } = run([t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '5000', fx: '0.9' }), conversion]);
    // USD: 5,000 − 1,000 − 2 = 3,998; 1,002 out at 0.92 = 921.84 EUR against a cost of 901.80: +20.04.
    expect(cash(USD)).toMatchObject({ balance: '3998', realizedPC: '20.04', expenses: '2.00' });
    // EUR: 912.50 received at a cost of 1,000 × 0.92 = 920 EUR (the spread shows as it is valued).
    expect(cash(EUR)).toMatchObject({ balance: '912.5', costPC: '920.00' });
    expect(flowOf(conversion) + targetFlowOf(conversion)).toBe(0);
  });

  it('takes an account fee and a tax as expenses, and a tax refund back', () => {
    const { cash } = run([
      t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '100' }),
      t('Fee', { id: 'f', date: '2024-01-31', holding: USD, amount: '3' }),
      t('Tax', { id: 'x', date: '2024-04-15', holding: USD, amount: '20' }),
      t('Tax', { id: 'r', date: '2024-05-15', holding: USD, amount: '-8' }),
    ]);
    // 100 − 3 − 20 + 8 = 85; taxes net 12; the fee is an expense.
    expect(cash(USD)).toMatchObject({ balance: '85', taxes: '12.00', expenses: '3.00' });
  });

  it('refuses interest taxed above its gross, a deposit smaller than its fee, and a conversion into its own currency', () => {
    const refused = (tx: EngineTransaction) => {
      try {
        computeRunningStats([tx]);
      } catch (error) {
        if (error instanceof EngineError) return error.field;
      }
      return null;
    };
    expect(refused(t('Interest', { id: 'i', date: '2024-01-02', holding: USD, amount: '10', taxes: '11' }))).toBe('taxes');
    expect(refused(t('Deposit', { id: 'd', date: '2024-01-02', holding: USD, amount: '10', fees: '11' }))).toBe('fees');
    expect(refused(t('Conversion', { id: 'c', date: '2024-01-02', holding: USD, amount: '10', shares: '10', target: EUR, targetCurrency: 'USD' }))).toBe('targetCurrency');
  });
});
