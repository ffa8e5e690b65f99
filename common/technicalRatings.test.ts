import { RATING_BANDS, ratingOf } from './technicalRatings';

describe('ratingOf', () => {
  it("bands a score as TradingView's ratings do", () => {
    expect([-1, -0.51, -0.5, -0.11, -0.1, 0, 0.1, 0.11, 0.5, 0.51, 1].map(ratingOf)).toEqual([
      'strongSell',
      'strongSell',
      'sell',
      'sell',
      'neutral',
      'neutral',
      'neutral',
      'buy',
      'buy',
      'strongBuy',
      'strongBuy',
    ]);
  });
});

describe('RATING_BANDS', () => {
  it('cover −1 … 1 in order, each band rating its own middle', () => {
    expect(RATING_BANDS[0]!.from).toBe(-1);
    expect(RATING_BANDS[RATING_BANDS.length - 1]!.to).toBe(1);
    RATING_BANDS.forEach((band, i) => {
      if (i > 0) expect(band.from).toBe(RATING_BANDS[i - 1]!.to);
      expect(ratingOf((band.from + band.to) / 2)).toBe(band.rating);
    });
  });
});
