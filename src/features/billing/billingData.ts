/**
 * The billing reads and the acting calls, each with its fetch policy in one place.
 *
 * Reads use cache-and-network: the banner and both screens show the last answer at once, and
 * the network answer follows, because the state changes on the server (Stripe's webhooks)
 * without the browser doing anything. The acting calls are queries in the contract, but each
 * call does something (cancels, opens a new checkout): they run with no-cache, so an answer is
 * never reused and never stored.
 */
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import {
  BillingPortalLinkDocument,
  type BillingPortalLinkQuery,
  type BillingPortalLinkQueryVariables,
  CancelSubscriptionDocument,
  type CancelSubscriptionQuery,
  type CancelSubscriptionQueryVariables,
  CheckoutSessionDocument,
  type CheckoutSessionQuery,
  type CheckoutSessionQueryVariables,
  RenewSubscriptionDocument,
  type RenewSubscriptionQuery,
  type RenewSubscriptionQueryVariables,
  SubscriptionStatusDocument,
  TopUpCheckoutSessionDocument,
  type TopUpCheckoutSessionQuery,
  type TopUpCheckoutSessionQueryVariables,
  useBillingOfferQuery,
  useStripeInvoicesQuery,
  useSubscriptionStatusQuery,
  useTokenBalanceQuery,
  type SubscriptionStatusQuery,
} from '../../generated/graphql';
import { leaveForStripe } from './leaveForStripe';
import { useBillingUser } from './useBillingUser';

/** `skip`: not yet (the trial banner waits until the screen's own queries have gone out). */
export function useBillingOffer({ skip = false }: { skip?: boolean } = {}) {
  return useBillingOfferQuery({ fetchPolicy: 'cache-and-network', skip });
}

/**
 * The subscription status; a fullFeatureEnabled fresher than the audit's is written back onto the
 * cached user, so the plan prompts follow a checkout or a trial's end without a new sign-in.
 */
export function useSubscriptionStatus({ skip = false }: { skip?: boolean } = {}) {
  const result = useSubscriptionStatusQuery({ fetchPolicy: 'cache-and-network', skip });
  const client = useApolloClient();
  const user = useBillingUser();
  const fresh = result.data?.getSubscriptionStatus.fullFeatureEnabled;
  useEffect(() => {
    if (!user || fresh === undefined || user.fullFeatureEnabled === fresh) return;
    client.cache.modify({ id: client.cache.identify({ __typename: 'User', _id: user._id }), fields: { fullFeatureEnabled: () => fresh } });
  }, [client, user, fresh]);
  return result;
}

export function useTokenBalance() {
  return useTokenBalanceQuery({ fetchPolicy: 'cache-and-network' });
}

export function useInvoices(stripeId: string | null, locale: string, skip: boolean) {
  return useStripeInvoicesQuery({ variables: { stripeId: stripeId ?? '', userLocale: locale }, skip: skip || !stripeId, fetchPolicy: 'cache-and-network' });
}

async function act<Q, V extends OperationVariables>(client: ApolloClient, query: DocumentNode, variables: V): Promise<Q> {
  const { data } = await client.query({ query, variables, fetchPolicy: 'no-cache' } as ApolloClient.QueryOptions<Q, V>);
  if (!data) throw new Error('The server sent no answer.');
  return data as Q;
}

/** The calls that send the user to Stripe: a new checkout or portal link each time. */
export function useStripeRedirects() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      async subscribe(stripeId: string) {
        const data = await act<CheckoutSessionQuery, CheckoutSessionQueryVariables>(client, CheckoutSessionDocument, { stripeId });
        leaveForStripe(data.createCheckoutSession.url);
      },
      async topUp(stripeId: string, priceId: string) {
        const data = await act<TopUpCheckoutSessionQuery, TopUpCheckoutSessionQueryVariables>(client, TopUpCheckoutSessionDocument, { stripeId, priceId });
        leaveForStripe(data.createTopUpCheckoutSession.url);
      },
      async openPortal(stripeId: string) {
        const data = await act<BillingPortalLinkQuery, BillingPortalLinkQueryVariables>(client, BillingPortalLinkDocument, { stripeId });
        leaveForStripe(data.generateBillingPortalLink.url);
      },
    }),
    [client],
  );
}

/**
 * Cancel at the period's end, or renew (undo that): the change is written into the cached
 * status at once, then the status is read again for whatever else the server changed.
 */
export function useSubscriptionChange() {
  const client = useApolloClient();
  const apply = useCallback(
    async (change: { subscriptionStatus: string; cancel_at_period_end: boolean }) => {
      client.cache.updateQuery<SubscriptionStatusQuery>({ query: SubscriptionStatusDocument }, (current) =>
        current
          ? {
              ...current,
              getSubscriptionStatus: { ...current.getSubscriptionStatus, subscriptionStatus: change.subscriptionStatus, cancel_at_period_end: change.cancel_at_period_end },
            }
          : current,
      );
      await client.refetchQueries({ include: [SubscriptionStatusDocument] });
    },
    [client],
  );
  return useMemo(
    () => ({
      async cancel(subscriptionId: string) {
        const data = await act<CancelSubscriptionQuery, CancelSubscriptionQueryVariables>(client, CancelSubscriptionDocument, { subscriptionId });
        await apply(data.cancelSubscription);
      },
      async renew(subscriptionId: string) {
        const data = await act<RenewSubscriptionQuery, RenewSubscriptionQueryVariables>(client, RenewSubscriptionDocument, { subscriptionId });
        await apply(data.renewSubscription);
      },
    }),
    [client, apply],
  );
}
