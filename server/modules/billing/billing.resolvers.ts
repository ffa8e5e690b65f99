// The spec's billing calls. cancel, renew and the session calls are queries in the spec; they act
// all the same, so the client never serves them from its cache (fetchPolicy no-cache).
import type { Resolvers } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import { MAX_TEXT } from '../../../common/limits';
import { appError } from '../../kernel/errors';

/** Ids Stripe makes are short; anything longer (or not an id's shape) is no id of ours. */
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;

function stripeIdArg(value: string, what: string): string {
  if (!STRIPE_ID.test(value)) throw appError('NOT_FOUND', `No such ${what}.`);
  return value;
}

export const billingResolvers: Resolvers = {
  Query: {
    getSubscriptionStatus: (_parent, _args, context) => context.services.billing.status(requireUser(context).uid),
    getTokenBalance: (_parent, _args, context) => context.services.billing.tokenBalance(requireUser(context).uid),
    billingOffer: (_parent, _args, context) => {
      requireUser(context);
      return context.services.billing.offer();
    },
    getStripeInvoices: (_parent, { userLocale, stripeId }, context) => {
      const viewer = requireUser(context);
      if (userLocale && userLocale.length > MAX_TEXT) throw appError('BAD_USER_INPUT', 'userLocale is not a locale.');
      return context.services.billing.invoices(viewer.uid, stripeIdArg(stripeId, 'customer'));
    },
    cancelSubscription: (_parent, { subscriptionId }, context) =>
      context.services.billing.cancel(requireUser(context).uid, stripeIdArg(subscriptionId, 'subscription')),
    renewSubscription: (_parent, { subscriptionId }, context) =>
      context.services.billing.renew(requireUser(context).uid, stripeIdArg(subscriptionId, 'subscription')),
    generateBillingPortalLink: async (_parent, { stripeId }, context) => ({
      url: await context.services.billing.portalLink(requireUser(context).uid, stripeIdArg(stripeId, 'customer')),
    }),
    createCheckoutSession: (_parent, { stripeId }, context) =>
      context.services.billing.checkout(requireUser(context).uid, stripeIdArg(stripeId, 'customer')),
    createTopUpCheckoutSession: (_parent, { stripeId, priceId }, context) => {
      const viewer = requireUser(context);
      if (!STRIPE_ID.test(priceId)) throw appError('BAD_USER_INPUT', 'This price is not one of the offered top-ups.');
      return context.services.billing.topUpCheckout(viewer.uid, stripeIdArg(stripeId, 'customer'), priceId);
    },
  },
  User: {
    // From the trial and the subscription, never a stored flag: a trial ends without anyone writing.
    fullFeatureEnabled: (user, _args, context) => context.services.billing.fullFeatureEnabled(user.uid),
  },
};
