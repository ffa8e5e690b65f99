import { pointAt, tally } from './technicalRatings';

describe('tally', () => {
  it('counts a group’s actions and their mean', () => {
    expect(tally([{ action: 'buy' }, { action: 'buy' }, { action: 'sell' }, { action: 'neutral' }])).toEqual({ buy: 2, neutral: 1, sell: 1, score: 0.25 });
    expect(tally([])).toEqual({ buy: 0, neutral: 0, sell: 0, score: 0 });
  });
});

describe('pointAt', () => {
  it('puts strong sell on the left, neutral at the top and strong buy on the right', () => {
    const at = (score: number) => {
      const { x, y } = pointAt(score, 10, 50, 50);
      return [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
    };
    expect(at(-1)).toEqual([40, 50]);
    expect(at(0)).toEqual([50, 40]);
    expect(at(1)).toEqual([60, 50]);
    expect(at(3)).toEqual(at(1));
  });
});
