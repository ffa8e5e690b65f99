import { longMonth, monthOf, monthsFrom, shiftMonth, shortMonth } from './months';

describe('dividend months', () => {
  it('reads the month of a day and steps across years', () => {
    expect(monthOf('2026-11-24')).toBe('2026-11');
    expect(shiftMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftMonth('2026-01', -12)).toBe('2025-01');
  });

  it('lists the months between two, both included', () => {
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsFrom('2026-02', '2026-02')).toEqual(['2026-02']);
    expect(monthsFrom('2026-03', '2026-02')).toEqual([]);
  });

  it('labels a month short for an axis and long for a title', () => {
    expect(shortMonth('2025-12')).toBe('Dec 25');
    expect(longMonth('2025-12')).toBe('December 2025');
  });
});
