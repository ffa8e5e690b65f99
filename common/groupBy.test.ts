import { groupBy } from './groupBy';

describe('groupBy', () => {
  it('keeps each group in the rows’ order, and the groups in order of first appearance', () => {
    const rows = [{ k: 'b', n: 1 }, { k: 'a', n: 2 }, { k: 'b', n: 3 }];
    expect([...groupBy(rows, (row) => row.k)]).toEqual([
      ['b', [{ k: 'b', n: 1 }, { k: 'b', n: 3 }]],
      ['a', [{ k: 'a', n: 2 }]],
    ]);
    expect(groupBy([], () => 'x').size).toBe(0);
  });
});
