import { STATUSES } from './billingTestUtils';
import { daysText, subscriptionState, subscriptionStateLabel } from './subscriptionState';

describe('subscriptionState', () => {
  it.each([
    ['trial', 'trial', 'Free trial — 12 days left'],
    ['active', 'active', 'Active'],
    ['cancels', 'cancels', 'Cancels on 27 Dec 2026'],
    ['pastDue', 'pastDue', 'Payment failed — update your card'],
    ['ended', 'ended', 'Ended'],
    ['trialEnded', 'ended', 'Ended'],
  ] as const)('reads %s as %s: "%s"', (fixture, state, label) => {
    const status = STATUSES[fixture];
    expect(subscriptionState(status)).toBe(state);
    expect(subscriptionStateLabel(state, status, '27 Dec 2026')).toBe(label);
  });

  it('counts a subscription Stripe has ended as ended, even with a stale cancel flag', () => {
    expect(subscriptionState({ ...STATUSES.ended, cancel_at_period_end: true })).toBe('ended');
  });

  it('says one day in the singular', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0)).toBe('0 days');
  });
});
