import { excelSerialToDate, inferDateOrder, parseImportDate } from './importDates';

describe('parseImportDate', () => {
  it.each([
    ['20230403', { ok: true, date: '2023-04-03' }],
    ['20230403;095853', { ok: true, date: '2023-04-03', time: '09:58:53' }],
    ['2023-04-03', { ok: true, date: '2023-04-03' }],
    ['2023-04-03T09:58:53', { ok: true, date: '2023-04-03', time: '09:58:53' }],
    ['2023-04-03 09:58:53', { ok: true, date: '2023-04-03', time: '09:58:53' }],
    ['2023-04-03T09:58', { ok: true, date: '2023-04-03', time: '09:58:00' }],
    ['2023/04/03', { ok: true, date: '2023-04-03' }],
    ['  2023-04-03  ', { ok: true, date: '2023-04-03' }],
  ])('reads %j', (text, expected) => {
    expect(parseImportDate(text)).toEqual(expected);
  });

  // The spellings Portfolio Performance's IBKR importer accepts (see the fixtures README).
  it.each([
    ['20240115;14:30:52', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['20240115;143052 EST', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['2024-01-15, 14:30:52', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['2024-01-15;143052', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['01/15/2024;143052', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['15/01/24;143052', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['15-Jan-24', { ok: true, date: '2024-01-15' }],
    ['15-Jan-24;14:30:52', { ok: true, date: '2024-01-15', time: '14:30:52' }],
    ['15-Jan-24;143052 UTC', { ok: true, date: '2024-01-15', time: '14:30:52' }],
  ])('reads %j as Portfolio Performance does', (text, expected) => {
    expect(parseImportDate(text)).toEqual(expected);
  });

  it.each([
    ['15 January 2024', '2024-01-15'],
    ['3rd Apr 2023', '2023-04-03'],
    ['Jan 15, 2024', '2024-01-15'],
    ['September 1 2023', '2023-09-01'],
    ['1-Sept-2023', '2023-09-01'],
    ['apr-03-2023', '2023-04-03'],
  ])('reads the month name in %j without an order', (text, date) => {
    expect(parseImportDate(text)).toEqual({ ok: true, date });
    expect(inferDateOrder([text])).toBe('ambiguous');
  });

  it('rejects an unknown month name and an impossible day', () => {
    expect(parseImportDate('15-Foo-2024')).toEqual({ ok: false, error: '"15-Foo-2024" is not a date format we can read' });
    expect(parseImportDate('31 Feb 2024')).toEqual({ ok: false, error: '"31 Feb 2024" is not a real date' });
  });

  it('keeps the written date and time of an ISO value with a zone instead of shifting it', () => {
    expect(parseImportDate('2023-04-03T23:30:00Z')).toEqual({ ok: true, date: '2023-04-03', time: '23:30:00' });
    expect(parseImportDate('2023-04-03T00:15:00.250-05:00')).toEqual({ ok: true, date: '2023-04-03', time: '00:15:00' });
    expect(parseImportDate('2023-04-03T09:58:53+0200')).toEqual({ ok: true, date: '2023-04-03', time: '09:58:53' });
  });

  describe('day and month written with / . or -', () => {
    it.each([
      ['03/04/2023', 'dayFirst', '2023-04-03'],
      ['03/04/2023', 'monthFirst', '2023-03-04'],
      ['3.4.2023', 'dayFirst', '2023-04-03'],
      ['03-04-2023', 'dayFirst', '2023-04-03'],
      ['4/3/23', 'monthFirst', '2023-04-03'],
    ] as const)('reads %j %s as %s', (text, order, date) => {
      expect(parseImportDate(text, order)).toEqual({ ok: true, date });
    });

    it('reads a value that only one order can read without being told the order', () => {
      expect(parseImportDate('13/04/2023')).toEqual({ ok: true, date: '2023-04-13' });
      expect(parseImportDate('04/13/2023')).toEqual({ ok: true, date: '2023-04-13' });
      expect(parseImportDate('03/03/2023')).toEqual({ ok: true, date: '2023-03-03' });
    });

    it('refuses to guess when both orders give different dates', () => {
      expect(parseImportDate('03/04/2023')).toEqual({
        ok: false,
        error: '"03/04/2023" is ambiguous: 3 April 2023 (day first) or 4 March 2023 (month first)',
      });
    });

    it('says when the chosen order is what makes the date impossible', () => {
      expect(parseImportDate('13/04/2023', 'monthFirst')).toEqual({
        ok: false,
        error: '"13/04/2023" is not a real date when read month first',
      });
    });

    it('reads a time after the date', () => {
      expect(parseImportDate('13/04/2023 09:58')).toEqual({ ok: true, date: '2023-04-13', time: '09:58:00' });
      expect(parseImportDate('04/13/2023, 09:58:53')).toEqual({ ok: true, date: '2023-04-13', time: '09:58:53' });
    });

    it('puts two-digit years 00-69 in the 2000s and 70-99 in the 1900s', () => {
      expect(parseImportDate('13/04/00')).toEqual({ ok: true, date: '2000-04-13' });
      expect(parseImportDate('13/04/69')).toEqual({ ok: true, date: '2069-04-13' });
      expect(parseImportDate('13/04/70')).toEqual({ ok: true, date: '1970-04-13' });
      expect(parseImportDate('13/04/99')).toEqual({ ok: true, date: '1999-04-13' });
    });

    it('does not accept mixed separators', () => {
      expect(parseImportDate('03/04-2023', 'dayFirst')).toEqual({
        ok: false,
        error: '"03/04-2023" is not a date format we can read',
      });
    });
  });

  describe('spreadsheet serial numbers', () => {
    it('reads a serial as text or as a number from the 1899-12-30 epoch', () => {
      expect(parseImportDate('45019')).toEqual({ ok: true, date: '2023-04-03' });
      expect(parseImportDate(45019)).toEqual({ ok: true, date: '2023-04-03' });
      expect(parseImportDate(25569)).toEqual({ ok: true, date: '1970-01-01' });
    });

    it('reads the fractional part as the time of day, rounded to the second', () => {
      expect(parseImportDate('45019.5')).toEqual({ ok: true, date: '2023-04-03', time: '12:00:00' });
      expect(parseImportDate(45019 + (9 * 3600 + 58 * 60 + 53) / 86_400)).toEqual({
        ok: true,
        date: '2023-04-03',
        time: '09:58:53',
      });
      // 23:59:59.9 rounds into the next day rather than to an impossible 23:59:60.
      expect(parseImportDate(45019 + 86_399.9 / 86_400)).toEqual({ ok: true, date: '2023-04-04', time: '00:00:00' });
    });

    it("rejects serial 60, Excel's fictitious 1900-02-29", () => {
      expect(parseImportDate(60)).toEqual({ ok: false, error: '"60" is 29 February 1900, a day that exists only in Excel' });
    });

    it('rejects serials outside the date picker range', () => {
      expect(parseImportDate(0)).toEqual({ ok: false, error: '"0" is outside 1900-01-01 to 2099-12-31' });
      expect(parseImportDate('73051')).toEqual({ ok: false, error: '"73051" is outside 1900-01-01 to 2099-12-31' });
      expect(parseImportDate(-1).ok).toBe(false);
      expect(parseImportDate(Number.NaN).ok).toBe(false);
    });
  });

  describe('errors', () => {
    it.each([
      ['2023-02-29', '"2023-02-29" is not a real date'],
      ['31/04/2023', '"31/04/2023" is not a real date'],
      ['20231301', '"20231301" is not a real date'],
      ['1899-12-31', '"1899-12-31" is outside 1900-01-01 to 2099-12-31'],
      ['2100-01-01', '"2100-01-01" is outside 1900-01-01 to 2099-12-31'],
      ['03/04/1899', '"03/04/1899" is outside 1900-01-01 to 2099-12-31'],
      ['2023-04-03T24:00:00', '"2023-04-03T24:00:00" has an impossible time of day'],
      ['', 'The date is empty'],
      ['   ', 'The date is empty'],
      ['next Tuesday', '"next Tuesday" is not a date format we can read'],
      ['2023-4', '"2023-4" is not a date format we can read'],
    ])('rejects %j', (text, error) => {
      expect(parseImportDate(text)).toEqual({ ok: false, error });
    });

    it('accepts the leap day of a leap year and the ends of the range', () => {
      expect(parseImportDate('2024-02-29')).toEqual({ ok: true, date: '2024-02-29' });
      expect(parseImportDate('2000-02-29')).toEqual({ ok: true, date: '2000-02-29' });
      expect(parseImportDate('1900-01-01')).toEqual({ ok: true, date: '1900-01-01' });
      expect(parseImportDate('2099-12-31')).toEqual({ ok: true, date: '2099-12-31' });
      expect(parseImportDate('1900-02-29')).toEqual({ ok: false, error: '"1900-02-29" is not a real date' });
    });

    it('shortens a long cell in the message', () => {
      const result = parseImportDate('x'.repeat(200));
      expect(result).toEqual({ ok: false, error: `"${'x'.repeat(39)}…" is not a date format we can read` });
    });
  });
});

describe('excelSerialToDate', () => {
  it('counts from 1899-12-30 from serial 61 on, where every spreadsheet program agrees', () => {
    expect(excelSerialToDate(61)).toBe('1900-03-01');
    expect(excelSerialToDate(45019)).toBe('2023-04-03');
    expect(excelSerialToDate(45019.75)).toBe('2023-04-03');
    expect(excelSerialToDate(73050)).toBe('2099-12-31');
  });

  it('shows serials below 60 as Excel does', () => {
    expect(excelSerialToDate(1)).toBe('1900-01-01');
    expect(excelSerialToDate(59)).toBe('1900-02-28');
  });

  it('throws for serials that are not dates in range', () => {
    expect(() => excelSerialToDate(60)).toThrow(RangeError);
    expect(() => excelSerialToDate(0)).toThrow(RangeError);
    expect(() => excelSerialToDate(73051)).toThrow(RangeError);
    expect(() => excelSerialToDate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('inferDateOrder', () => {
  it('finds day first when a value proves it and none proves month first', () => {
    expect(inferDateOrder(['03/04/2023', '13/04/2023', '2023-04-03'])).toBe('dayFirst');
  });

  it('finds month first when a value proves it and none proves day first', () => {
    expect(inferDateOrder(['03/04/2023', '04/13/2023'])).toBe('monthFirst');
  });

  it('reports a column that proves both orders as mixed', () => {
    expect(inferDateOrder(['13/04/2023', '04/13/2023'])).toBe('mixed');
  });

  it('leaves the choice to the user when nothing proves either order', () => {
    expect(inferDateOrder(['03/04/2023', '05/06/2023', '03/03/2023'])).toBe('ambiguous');
    expect(inferDateOrder([])).toBe('ambiguous');
  });

  it('does not count impossible or unreadable values as proof', () => {
    expect(inferDateOrder(['31/02/2023', '', 'garbage', '03/04/2023'])).toBe('ambiguous');
  });
});
