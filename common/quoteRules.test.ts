import { quoteDateProblem, quoteValueProblem } from './quoteRules';

describe('quote rules', () => {
  it.each([
    ['2024-02-29', null],
    [' 2024-01-02 ', null],
    ['2023-02-29', 'must be a date written yyyy-MM-dd, not "2023-02-29".'],
    ['2024-13-01', 'must be a date written yyyy-MM-dd, not "2024-13-01".'],
    ['01/02/2024', 'must be a date written yyyy-MM-dd, not "01/02/2024".'],
    ['2024-01-02T10:00', 'must be a date written yyyy-MM-dd, not "2024-01-02T10:00".'],
    ['1899-12-31', 'must be between 1900-01-01 and 2099-12-31.'],
    ['2100-01-01', 'must be between 1900-01-01 and 2099-12-31.'],
  ])('date %j: %j', (text, problem) => {
    expect(quoteDateProblem(text)).toBe(problem);
  });

  it.each([
    [1e-12, null],
    [123.45, null],
    [0, 'must be at least 1e-12 and less than 1e15; got 0.'],
    [-3, 'must be at least 1e-12 and less than 1e15; got -3.'],
    [1e15, 'must be at least 1e-12 and less than 1e15; got 1000000000000000.'],
    [Number.NaN, 'must be at least 1e-12 and less than 1e15; got NaN.'],
    [Number.POSITIVE_INFINITY, 'must be at least 1e-12 and less than 1e15; got Infinity.'],
  ])('value %p: %j', (value, problem) => {
    expect(quoteValueProblem(value)).toBe(problem);
  });
});
