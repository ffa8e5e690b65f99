// The spec's SubscriptionStatus and TokenBalance from what is stored: the product's own trial
// (from the user's trial start), the subscription Stripe's events described, and the token
// ledger. Pure, so every state is tested without a server.
import { daysLeft } from '../../../common/billing';
import type { SubscriptionStatus, TokenBalance } from '../../generated/resolvers-types';
import type { SubscriptionRow, TokenTotals } from './billing.repository';

/** Stripe statuses under which the plan's features stay on: past_due while Stripe retries the card. */
const FEATURE_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses of a subscription that is paid (or in Stripe's own trial) right now. */
const ACTIVE_STATUSES = new Set(['active', 'trialing']);
/** Statuses after which a subscription is over for good. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export interface BillingFacts {
  now: Date;
  trialEnd: Date;
  /** The subscription that matters (live before ended, newest first), or null. */
  subscription: SubscriptionRow | null;
  tokens: TokenTotals;
}

/** Tokens left once the trial's unspent allocation has expired (usage spends trial tokens first). */
export function tokenFigures({ now, trialEnd, tokens }: Pick<BillingFacts, 'now' | 'trialEnd' | 'tokens'>) {
  const trialLeft = Math.max(0, tokens.trial - tokens.usedInTrial);
  const expired = now >= trialEnd ? trialLeft : 0;
  const allocated = tokens.allocated - expired;
  return {
    allocated,
    used: tokens.used,
    balance: Math.max(0, allocated - tokens.used),
    trialTokensLeft: now < trialEnd ? trialLeft : 0,
  };
}

export function subscriptionStatus(facts: BillingFacts): SubscriptionStatus {
  const { now, trialEnd, subscription } = facts;
  const status = subscription?.status ?? null;
  const ownTrial = now < trialEnd;
  const stripeTrial = status === 'trialing';
  const activeSubscription = status !== null && ACTIVE_STATUSES.has(status);
  const hasSubscription = status !== null && !ENDED_STATUSES.has(status);
  const isTrialing = (ownTrial || stripeTrial) && status !== 'active';
  const trialEnds = stripeTrial && subscription?.trialEnd && subscription.trialEnd > trialEnd ? subscription.trialEnd : trialEnd;
  const tokens = tokenFigures(facts);
  return {
    fullFeatureEnabled: ownTrial || (status !== null && FEATURE_STATUSES.has(status)),
    isTrialing,
    trialDaysLeft: isTrialing ? daysLeft(trialEnds, now) : 0,
    hasSubscription,
    activeSubscription,
    activeSubscriptionId: hasSubscription ? subscription!.id : null,
    current_period_end: subscription?.currentPeriodEnd?.toISOString() ?? null,
    subscriptionStatus: status,
    cancel_at_period_end: hasSubscription ? subscription!.cancelAtPeriodEnd : false,
    agentTokensBalance: tokens.balance,
    agentTokensUsed: tokens.used,
    agentTokensBalanceAllocated: tokens.allocated,
    isInTrialAndNoTopUp: ownTrial && !facts.tokens.hasTopUp && !activeSubscription,
    isValidTokenSubscription: tokens.balance > 0,
    tokenTrialDaysLeft: tokens.trialTokensLeft > 0 ? daysLeft(trialEnd, now) : 0,
  };
}

export function tokenBalance(facts: BillingFacts): TokenBalance {
  const status = subscriptionStatus(facts);
  return {
    isValidSubscription: status.activeSubscription,
    isInTrialAndNoTopUp: status.isInTrialAndNoTopUp,
    balance: status.agentTokensBalance,
    totalTokensUsed: status.agentTokensUsed,
    totalBalanceAllocated: status.agentTokensBalanceAllocated,
    trialDaysLeft: status.trialDaysLeft,
  };
}

/** What a user without billing (BILLING=off) sees: every feature, no plan, no tokens. */
export const BILLING_OFF_STATUS: SubscriptionStatus = {
  fullFeatureEnabled: true,
  isTrialing: false,
  trialDaysLeft: 0,
  hasSubscription: false,
  activeSubscription: false,
  activeSubscriptionId: null,
  current_period_end: null,
  subscriptionStatus: null,
  cancel_at_period_end: false,
  agentTokensBalance: 0,
  agentTokensUsed: 0,
  agentTokensBalanceAllocated: 0,
  isInTrialAndNoTopUp: false,
  isValidTokenSubscription: false,
  tokenTrialDaysLeft: 0,
};
