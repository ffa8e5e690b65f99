import { completedSteps, firstOpenStep, needsSetup } from './setupProgress';

const none = { currencyConfirmed: false, accountCount: 0, portfolioCount: 0, transactionCount: 0 };

describe('setup progress', () => {
  it('starts a new user at the currency', () => {
    expect(firstOpenStep(none)).toBe('currency');
    expect(completedSteps(none).size).toBe(0);
  });

  it('moves on as the ledger fills', () => {
    expect(firstOpenStep({ ...none, currencyConfirmed: true })).toBe('broker');
    expect(firstOpenStep({ ...none, currencyConfirmed: true, accountCount: 1 })).toBe('portfolio');
    expect(firstOpenStep({ ...none, accountCount: 1, portfolioCount: 1 })).toBe('transactions');
    expect(firstOpenStep({ ...none, accountCount: 1, portfolioCount: 1, transactionCount: 3 })).toBeNull();
  });

  it('counts a broker without accounts as not set up', () => {
    expect(completedSteps({ ...none, currencyConfirmed: true, accountCount: 0, portfolioCount: 1 }).has('broker')).toBe(false);
  });

  it('sends users without accounts, portfolios or transactions to setup', () => {
    expect(needsSetup({ accountCount: 0, portfolioCount: 0, transactionCount: 0 })).toBe(true);
    expect(needsSetup({ accountCount: 1, portfolioCount: 1, transactionCount: 0 })).toBe(true);
    expect(needsSetup({ accountCount: 1, portfolioCount: 1, transactionCount: 1 })).toBe(false);
  });
});
