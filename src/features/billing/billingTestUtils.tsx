/** Shared set-up of the billing tests: the server's billing answers and a signed-in user with their billing fields. */
import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderRouterWithApollo } from '../../testing/renderRouterWithApollo';
import {
  BillingOfferDocument,
  BillingUser_UserFragmentDoc,
  StripeInvoicesDocument,
  SubscriptionStatusDocument,
  TokenBalanceDocument,
  type BillingMode,
  type BillingOfferQuery,
  type StripeInvoicesQuery,
  type SubscriptionStatusQuery,
  type TokenBalanceQuery,
} from '../../generated/graphql';
import { displaySettingsVar } from '../../apollo/vars';
import { ada, signInWithCachedUser } from '../profile/profileTestUtils';

/** The answers as the server sends them, with their type names. */
type Status = SubscriptionStatusQuery['getSubscriptionStatus'] & { __typename: 'SubscriptionStatus' };
type Offer = BillingOfferQuery['billingOffer'] & { __typename: 'BillingOffer' };

export const STRIPE_ID = 'cus_test_1';
export const PERIOD_END = '2026-12-27T12:00:00.000Z';

const trialStatus: Status = {
  __typename: 'SubscriptionStatus',
  fullFeatureEnabled: true,
  isTrialing: true,
  trialDaysLeft: 12,
  hasSubscription: false,
  activeSubscription: false,
  activeSubscriptionId: null,
  current_period_end: null,
  subscriptionStatus: null,
  cancel_at_period_end: false,
};

const subscribed: Partial<Status> = { isTrialing: false, trialDaysLeft: 0, hasSubscription: true, activeSubscription: true, activeSubscriptionId: 'sub_1', current_period_end: PERIOD_END };

/** The status in each of the five states the screen tells apart. */
export const STATUSES = {
  trial: trialStatus,
  active: { ...trialStatus, ...subscribed, subscriptionStatus: 'active' },
  subscribedInTrial: { ...trialStatus, ...subscribed, isTrialing: true, trialDaysLeft: 12, subscriptionStatus: 'trialing' },
  cancels: { ...trialStatus, ...subscribed, subscriptionStatus: 'active', cancel_at_period_end: true },
  pastDue: { ...trialStatus, ...subscribed, subscriptionStatus: 'past_due' },
  ended: { ...trialStatus, ...subscribed, fullFeatureEnabled: false, activeSubscription: false, activeSubscriptionId: null, subscriptionStatus: 'canceled' },
  trialEnded: { ...trialStatus, fullFeatureEnabled: false, isTrialing: false, trialDaysLeft: 0 },
} satisfies Record<string, Status>;

const price = (id: string, name: string, amount: number, tokens: number, interval: string | null) => ({ __typename: 'BillingPrice' as const, id, name, amount, currency: 'EUR', interval, tokens });

export function offerOf(mode: BillingMode): Offer {
  const off = mode === 'OFF';
  return {
    __typename: 'BillingOffer',
    mode,
    trialDays: 14,
    trialTokens: 200_000,
    plan: off ? null : price('price_plan', 'Pro', 9, 1_000_000, 'month'),
    topUps: off ? [] : [price('price_s', 'Small', 5, 500_000, null), price('price_m', 'Medium', 12, 1_500_000, null), price('price_l', 'Large', 30, 5_000_000, null)],
  };
}

// Each screen and the banner read these, and the screens read them again: answered as often as asked.
const REPEAT = Number.POSITIVE_INFINITY;

export function offerMock(mode: BillingMode = 'STRIPE'): MockLink.MockedResponse {
  return { request: { query: BillingOfferDocument }, result: { data: { billingOffer: offerOf(mode) } }, maxUsageCount: REPEAT };
}

export function statusMock(status: Status, maxUsageCount = REPEAT): MockLink.MockedResponse {
  return { request: { query: SubscriptionStatusDocument }, result: { data: { getSubscriptionStatus: status } }, maxUsageCount };
}

export type Invoice = StripeInvoicesQuery['getStripeInvoices'][number] & { __typename: 'Invoice' };

export const paidInvoice: Invoice = {
  __typename: 'Invoice',
  id: 'in_1',
  date: '2026-11-27T12:00:00.000Z',
  amount: 9,
  currency: 'EUR',
  status: 'paid',
  description: 'Pro, monthly',
  subscriptionId: 'sub_1',
  hosted_invoice_url: 'https://invoice.stripe.test/in_1',
};

export function invoicesMock(invoices: Invoice[]): MockLink.MockedResponse {
  return { request: { query: StripeInvoicesDocument, variables: { stripeId: STRIPE_ID, userLocale: 'en-GB' } }, result: { data: { getStripeInvoices: invoices } }, maxUsageCount: REPEAT };
}

export function balanceMock(balance: Partial<TokenBalanceQuery['getTokenBalance']> = {}, maxUsageCount = REPEAT): MockLink.MockedResponse {
  return {
    request: { query: TokenBalanceDocument },
    result: {
      data: {
        getTokenBalance: {
          __typename: 'TokenBalance',
          isValidSubscription: false,
          isInTrialAndNoTopUp: true,
          balance: 150_000,
          totalTokensUsed: 50_000,
          totalBalanceAllocated: 200_000,
          trialDaysLeft: 12,
          ...balance,
        },
      },
    },
    maxUsageCount,
  };
}

/** A cache with the signed-in user (en-GB) as auditUser leaves it, with their billing fields. */
export function signInForBilling({ fullFeatureEnabled = true, stripeId = STRIPE_ID }: { fullFeatureEnabled?: boolean; stripeId?: string | null } = {}): InMemoryCache {
  const cache = signInWithCachedUser(ada);
  displaySettingsVar({ currency: 'GBP', locale: 'en-GB' });
  cache.writeFragment({ fragment: BillingUser_UserFragmentDoc, fragmentName: 'BillingUser_user', data: { __typename: 'User', _id: ada._id, fullFeatureEnabled, stripeId } });
  return cache;
}

/**
 * Renders `element` at `path` (a router path, no basename) with Apollo's mocks, Chakra and the
 * toasts; `route` is the element's route pattern when it reads parameters.
 */
export function renderBillingAt(element: ReactElement, path: string, { cache, mocks, route = '*' }: { cache: InMemoryCache; mocks: MockLink.MockedResponse[]; route?: string }) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return { router, ...renderRouterWithApollo(router, { cache, mocks }) };
}
