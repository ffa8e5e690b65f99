import { subscriptionStatus, tokenBalance, tokenFigures, type BillingFacts } from './billingStatus';
import type { SubscriptionRow } from './billing.repository';

const now = new Date('2026-06-15T12:00:00Z');
const day = 86_400_000;
const noTokens = { allocated: 0, used: 0, trial: 0, usedInTrial: 0, hasTopUp: false };

function subscription(patch: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    id: 'sub_1',
    ownerUid: 'u1',
    status: 'active',
    priceId: 'price_plan',
    trialEnd: null,
    currentPeriodEnd: new Date(now.getTime() + 20 * day),
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    stateAt: now,
    createdAt: now,
    ...patch,
  };
}

const facts = (patch: Partial<BillingFacts>): BillingFacts => ({ now, trialEnd: new Date(now.getTime() + 3 * day), subscription: null, tokens: noTokens, ...patch });

describe('subscriptionStatus', () => {
  it('gives a new user the trial: full features, days left rounded up, no subscription', () => {
    const status = subscriptionStatus(facts({ trialEnd: new Date(now.getTime() + 2.5 * day), tokens: { ...noTokens, allocated: 200_000, trial: 200_000 } }));
    expect(status).toMatchObject({
      fullFeatureEnabled: true,
      isTrialing: true,
      trialDaysLeft: 3,
      hasSubscription: false,
      activeSubscription: false,
      activeSubscriptionId: null,
      subscriptionStatus: null,
      isInTrialAndNoTopUp: true,
      agentTokensBalance: 200_000,
      tokenTrialDaysLeft: 3,
      isValidTokenSubscription: true,
    });
  });

  it('ends the trial without a subscription: features off, trial tokens expired', () => {
    const status = subscriptionStatus(facts({ trialEnd: new Date(now.getTime() - day), tokens: { ...noTokens, allocated: 200_000, trial: 200_000, used: 50_000, usedInTrial: 50_000 } }));
    expect(status).toMatchObject({ fullFeatureEnabled: false, isTrialing: false, trialDaysLeft: 0, agentTokensBalance: 0, agentTokensUsed: 50_000, agentTokensBalanceAllocated: 50_000, tokenTrialDaysLeft: 0, isValidTokenSubscription: false });
  });

  it('keeps top-up tokens after the trial, spending trial tokens first', () => {
    const tokens = { allocated: 1_200_000, trial: 200_000, used: 300_000, usedInTrial: 150_000, hasTopUp: true };
    const figures = tokenFigures({ now, trialEnd: new Date(now.getTime() - day), tokens });
    // 50,000 trial tokens were unspent at the trial's end and expired; the top-up is intact less 150,000.
    expect(figures).toEqual({ allocated: 1_150_000, used: 300_000, balance: 850_000, trialTokensLeft: 0 });
  });

  it('reads an active subscription with its renewal date', () => {
    const status = subscriptionStatus(facts({ trialEnd: new Date(now.getTime() - day), subscription: subscription({}) }));
    expect(status).toMatchObject({ fullFeatureEnabled: true, isTrialing: false, hasSubscription: true, activeSubscription: true, activeSubscriptionId: 'sub_1', subscriptionStatus: 'active', cancel_at_period_end: false, current_period_end: '2026-07-05T12:00:00.000Z', isInTrialAndNoTopUp: false });
  });

  it('counts Stripe\'s own trial as trialing until its end', () => {
    const status = subscriptionStatus(facts({ subscription: subscription({ status: 'trialing', trialEnd: new Date(now.getTime() + 10 * day) }) }));
    expect(status).toMatchObject({ isTrialing: true, trialDaysLeft: 10, activeSubscription: true, isInTrialAndNoTopUp: false });
  });

  it('keeps features while Stripe retries a failed payment, but not as active', () => {
    const status = subscriptionStatus(facts({ trialEnd: new Date(now.getTime() - day), subscription: subscription({ status: 'past_due' }) }));
    expect(status).toMatchObject({ fullFeatureEnabled: true, activeSubscription: false, hasSubscription: true, subscriptionStatus: 'past_due' });
  });

  it('reports a subscription that cancels at period end, and one that has ended', () => {
    expect(subscriptionStatus(facts({ subscription: subscription({ cancelAtPeriodEnd: true }) })).cancel_at_period_end).toBe(true);
    const ended = subscriptionStatus(facts({ trialEnd: new Date(now.getTime() - day), subscription: subscription({ status: 'canceled', cancelAtPeriodEnd: true }) }));
    expect(ended).toMatchObject({ fullFeatureEnabled: false, hasSubscription: false, activeSubscriptionId: null, subscriptionStatus: 'canceled', cancel_at_period_end: false });
  });
});

describe('tokenBalance', () => {
  it('mirrors the status in the spec\'s TokenBalance shape', () => {
    expect(tokenBalance(facts({ subscription: subscription({}), tokens: { ...noTokens, allocated: 2_000_000, used: 1_000 } }))).toEqual({
      isValidSubscription: true,
      isInTrialAndNoTopUp: false,
      balance: 1_999_000,
      totalTokensUsed: 1_000,
      totalBalanceAllocated: 2_000_000,
      trialDaysLeft: 0,
    });
  });
});
