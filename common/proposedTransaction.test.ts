import { proposalFrom, proposalSearch, type ProposedTransaction } from './proposedTransaction';

const BUY: ProposedTransaction = { type: 'Buy', ticker: 'AAPL', date: '2024-03-01', shares: 10, price: 150.25, currency: 'USD', fees: 1 };
const query = (text: string) => new URLSearchParams(text);

describe('a proposed transaction in a link', () => {
  it('comes back as it went, fees or none', () => {
    expect(proposalSearch(BUY)).toBe('?type=Buy&ticker=AAPL&date=2024-03-01&shares=10&price=150.25&currency=USD&fees=1');
    expect(proposalFrom(query(proposalSearch(BUY)))).toEqual(BUY);
    const { fees: _fees, ...noFees } = BUY;
    expect(proposalFrom(query(proposalSearch(noFees)))).toEqual(noFees);
    expect(proposalFrom(query(proposalSearch({ ...BUY, type: 'Spin-Off', ticker: 'BRK B' })))).toMatchObject({ type: 'Spin-Off', ticker: 'BRK B' });
  });

  it.each([
    ['no query', ''],
    ['an unknown type', '?type=Steal&ticker=AAPL&date=2024-03-01&shares=1&price=1&currency=USD'],
    ['no ticker', '?type=Buy&ticker=%20&date=2024-03-01&shares=1&price=1&currency=USD'],
    ['a ticker too long', `?type=Buy&ticker=${'A'.repeat(33)}&date=2024-03-01&shares=1&price=1&currency=USD`],
    ['a date in words', '?type=Buy&ticker=AAPL&date=yesterday&shares=1&price=1&currency=USD'],
    ['negative shares', '?type=Buy&ticker=AAPL&date=2024-03-01&shares=-1&price=1&currency=USD'],
    ['a price that is no number', '?type=Buy&ticker=AAPL&date=2024-03-01&shares=1&price=abc&currency=USD'],
    ['a lower-case currency', '?type=Buy&ticker=AAPL&date=2024-03-01&shares=1&price=1&currency=usd'],
    ['empty fees', '?type=Buy&ticker=AAPL&date=2024-03-01&shares=1&price=1&currency=USD&fees='],
  ])('is refused with %s', (_case, text) => {
    expect(proposalFrom(query(text))).toBeNull();
  });
});
