import type { MappingStep } from '../pipeline/importPreview';
import { dateOrderExample, spellDate } from './dateOrderExample';

const step = (sample: string[][]): MappingStep => ({
  columns: ['Date', 'Symbol'],
  sample,
  mapping: { columns: { date: 0, symbol: 1 }, type: { from: 'fixed', type: 'Buy' }, currency: null, dateOrder: null, decimalSeparator: '.' },
  guessed: true,
  missing: [],
  dateOrder: 'ambiguous',
  decimalSeparator: '.',
});

describe('dateOrderExample', () => {
  it('reads the first sample date that depends on the order both ways', () => {
    // 13/04 can only be day first and 05/05 reads the same either way: neither makes the point.
    expect(dateOrderExample(step([['13/04/2023', 'A'], ['05/05/2023', 'B'], ['03/04/2023', 'C']]), 0)).toEqual({
      written: '03/04/2023',
      dayFirst: '3 April 2023',
      monthFirst: '4 March 2023',
    });
  });

  it('falls back to a made-up date when the sample has none (or no date column is chosen)', () => {
    const fallback = { written: '03/04/2023', dayFirst: '3 April 2023', monthFirst: '4 March 2023' };
    expect(dateOrderExample(step([['2023-04-03', 'A']]), 0)).toEqual(fallback);
    expect(dateOrderExample(step([['01/02/2023', 'A']]), undefined)).toEqual(fallback);
  });

  it('spells a date so it cannot be misread', () => {
    expect(spellDate('2024-12-01')).toBe('1 December 2024');
  });
});
