import { CashBook } from './cashBook';
import { decimal, toDecimalString, type Decimal } from './decimal';

const d = (value: string) => decimal(value);
const text = (value: Decimal) => toDecimalString(value);

describe('a cash balance and its cost', () => {
  it('keeps money in at the value it arrived with, and realises the currency gain on money out', () => {
    // A EUR investor's USD: 1,000 in at 0.90 (900 EUR), 1,000 in at 0.80 (800): 2,000 at 0.85 average.
    const book = new CashBook();
    expect(text(book.move(d('1000'), d('900')))).toBe('0');
    book.move(d('1000'), d('800'));
    expect([text(book.shares), text(book.costTC), text(book.costPC)]).toEqual(['2000', '2000', '1700']);
    // 500 out at 0.95: worth 475, cost 500 × 0.85 = 425, so 50 EUR of currency gain.
    expect(text(book.move(d('-500'), d('-475')))).toBe('50');
    expect([text(book.shares), text(book.costPC)]).toEqual(['1500', '1275']);
  });

  it('goes below zero (an overdraft) at the value borrowed, and realises the gain or loss on repaying it', () => {
    const book = new CashBook();
    book.move(d('100'), d('110'));
    // 300 out at 1.2: the 100 held realise 100 × 1.2 − 110 = 10; 200 are borrowed at 240.
    expect(text(book.move(d('-300'), d('-360')))).toBe('10');
    expect([text(book.shares), text(book.costPC)]).toEqual(['-200', '-240']);
    // 250 in at 1.3: repaying 200 borrowed at 1.2 costs 260, a loss of 20; 50 remain at 65.
    expect(text(book.move(d('250'), d('325')))).toBe('-20');
    expect([text(book.shares), text(book.costPC)]).toEqual(['50', '65']);
  });

  it('leaves no cost behind when the balance returns to zero', () => {
    const book = new CashBook();
    book.move(d('3'), d('1'));
    expect(text(book.move(d('-3'), d('-1.5')))).toBe('0.5');
    expect([text(book.shares), text(book.costPC)]).toEqual(['0', '0']);
  });
});
