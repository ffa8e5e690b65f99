// The price of last resort (a holding's own trade prices, what the analytics value a holding at
// when no market price is known, as offline) follows splits and merges.
import { holdingKeyOf, runEngineRows, storedRate, type EngineRow } from './ledger';

const P = '11111111-1111-4111-8111-111111111111';
const A = '22222222-2222-4222-8222-222222222222';
const B = '33333333-3333-4333-8333-333333333333';

let seq = 0;
/** "1:25" as the engine row's two ratio columns. */
const ratioParts = (ratio: string | undefined): [string | null, string | null] => {
  const [newShares, oldShares] = ratio?.split(':') ?? [];
  return [newShares ?? null, oldShares ?? null];
};

function row(type: string, date: string, fields: { security?: string; target?: string; shares?: string; price?: string; ratio?: string } = {}): EngineRow {
  seq += 1;
  const shares = fields.shares ?? '0';
  const price = fields.price ?? '0';
  return [`t${seq}`, P, fields.security ?? A, fields.target ?? null, type, `${date}T00:00:00.000`, 'CAD', false, '1', shares, price, String(Number(shares) * Number(price)), '0', '0', ...ratioParts(fields.ratio), null, seq, null, null];
}

const pricesOf = (rows: EngineRow[], security: string) => {
  const holding = runEngineRows(rows, { costMethod: 'average', rateOf: storedRate }).holdings.get(holdingKeyOf(P, security))!;
  return [...holding.tradePrices.values];
};

describe('trade prices of last resort', () => {
  it('are re-priced per new share by a split (GCM: 12,000 at 0.27, then 1 for 25)', () => {
    expect(pricesOf([row('Buy', '2013-04-01', { shares: '12000', price: '0.27' }), row('Split', '2013-06-17', { ratio: '1:25' })], A)).toEqual([0.27, 6.75]);
  });

  it('price the target of a merge from the source, per target share', () => {
    const rows = [row('Buy', '2024-01-02', { shares: '100', price: '10' }), row('Merge', '2024-02-01', { target: B, ratio: '2:1' })];
    expect(pricesOf(rows, B)).toEqual([5]);
  });

  it('leave a split before any trade alone', () => {
    expect(pricesOf([row('Split', '2024-01-01', { ratio: '2:1' }), row('Buy', '2024-02-01', { shares: '1', price: '7' })], A)).toEqual([7]);
  });
});
