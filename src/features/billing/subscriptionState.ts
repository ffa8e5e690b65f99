/**
 * The one reading of the server's subscription fields that the screen, the banner and the tests
 * share: which of the five states the user is in, and how to say it.
 */
import type { SubscriptionStatusQuery } from '../../generated/graphql';

export type SubscriptionStatusFields = SubscriptionStatusQuery['getSubscriptionStatus'];

export type SubscriptionState = 'trial' | 'active' | 'cancels' | 'pastDue' | 'ended';

/** Stripe's statuses under which the plan's features stay on. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export function subscriptionState(status: SubscriptionStatusFields): SubscriptionState {
  const live = status.hasSubscription && LIVE_STATUSES.has(status.subscriptionStatus ?? '');
  if (live && status.subscriptionStatus === 'past_due') return 'pastDue';
  if (live && status.cancel_at_period_end) return 'cancels';
  if (live) return 'active';
  if (status.isTrialing) return 'trial';
  return 'ended';
}

/** "Free trial — 1 day left", "Cancels on 3 Dec 2026", ... `date` is the period end, already formatted. */
export function subscriptionStateLabel(state: SubscriptionState, status: SubscriptionStatusFields, date: string): string {
  switch (state) {
    case 'trial':
      return `Free trial — ${daysText(status.trialDaysLeft)} left`;
    case 'active':
      return status.subscriptionStatus === 'trialing' ? 'Subscribed — in trial' : 'Active';
    case 'cancels':
      return `Cancels on ${date}`;
    case 'pastDue':
      return 'Payment failed — update your card';
    case 'ended':
      return 'Ended';
  }
}

export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
