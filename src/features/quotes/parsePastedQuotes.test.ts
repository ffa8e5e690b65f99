import { parsePastedQuotes, readQuoteNumber } from './parsePastedQuotes';

describe('parsePastedQuotes', () => {
  it('reads tab-separated rows from a spreadsheet, leaving out the header line', () => {
    const pasted = parsePastedQuotes('Date\tClose\n2024-01-02\t101.5\r\n\n2024-01-03\t1,234.25\n', 'close');
    expect(pasted.skippedHeader).toBe(true);
    expect(pasted.rows.map((row) => row.problem)).toEqual([null, null]);
    expect(pasted.valid).toEqual([
      { date: '2024-01-02', value: 101.5 },
      { date: '2024-01-03', value: 1234.25 },
    ]);
  });

  it('takes semicolons with decimal commas, and commas with decimal points', () => {
    expect(parsePastedQuotes('2024-01-02;12,5\n2024-01-03 ; 1.234,75', 'close').valid).toEqual([
      { date: '2024-01-02', value: 12.5 },
      { date: '2024-01-03', value: 1234.75 },
    ]);
    expect(parsePastedQuotes('2024-01-02,0.9123', 'rate').valid).toEqual([{ date: '2024-01-02', value: 0.9123 }]);
  });

  it('flags each bad row with its line, and saves nothing while one is bad', () => {
    const pasted = parsePastedQuotes(['2024-01-02\t10', '02/01/2024\t11', '2024-01-04\tabc', '2024-01-05\t-0.5', '2024-01-06', '2024-01-02\t12', '2024-01-07\t1\t2'].join('\n'), 'close');
    expect(pasted.rows.map((row) => [row.line, row.problem])).toEqual([
      [1, null],
      [2, 'The date must be a date written yyyy-MM-dd, not "02/01/2024".'],
      [3, 'The close "abc" is not a number.'],
      [4, 'The close must be greater than 0 and less than 1e15.'],
      [5, 'No close: write the date, then the close.'],
      [6, '2024-01-02 is also on line 1.'],
      [7, 'More than two columns: paste the date and the value only.'],
    ]);
    expect(pasted.valid).toEqual([]);
  });

  it('finds nothing to save in an empty paste', () => {
    expect(parsePastedQuotes(' \n\n', 'close')).toEqual({ rows: [], skippedHeader: false, valid: [] });
  });
});

describe('readQuoteNumber', () => {
  it.each([
    ['12', 12],
    ['0.0001234', 0.0001234],
    ['1 234,5', 1234.5],
    ["1'234.5", 1234.5],
    ['1.234.567,8', 1234567.8],
    ['-3', -3],
    ['--3', null],
    ['1.2.3', null],
    ['12 EUR', null],
    ['', null],
  ])('%j → %p', (text, value) => {
    expect(readQuoteNumber(text)).toBe(value);
  });
});
