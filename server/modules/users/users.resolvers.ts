import { currencySymbol } from '../../../common/currency';
import { withholdingRateList } from '../../../common/withholdingTax';
import type { Resolvers, User, UserDocument } from '../../generated/resolvers-types';
import { requireUser, type GraphQLContext } from '../../graphql/context';
import type { UserRow } from './users.repository';
import { mapEvents } from '../../pubsub/pubsub';

/** The spec's User shape from a row. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    email: row.email,
    currency: row.currency as User['currency'],
    // The symbol the app writes amounts with: "kr" for SEK, where en-US would give the code again.
    currencySymbol: currencySymbol(row.currency),
    userLocale: row.userLocale,
    photoURL: row.photoUrl,
    theme: row.theme as User['theme'],
    tourGuides: row.tourGuides,
    signUpCurrency: row.signUpCurrency as User['signUpCurrency'],
    provider: row.provider,
    providerToSignedIn: row.providerToSignedIn,
    emailVerified: row.emailVerified,
    fullFeatureEnabled: row.fullFeatureEnabled,
    stripeId: row.stripeId,
    costMethod: row.costMethod,
    createdAt: row.createdAt.toISOString(),
    autoApplySplits: row.autoApplySplits,
    withholdingRates: withholdingRateList(row.withholdingRates),
  };
}

const toDocument = (row: Pick<UserRow, 'name' | 'email' | 'theme'>): UserDocument => ({
  displayName: row.name,
  email: row.email,
  theme: row.theme as UserDocument['theme'],
});

/** The signed-in user and their row (null before the first audit). */
async function current(context: GraphQLContext) {
  const viewer = requireUser(context);
  return { viewer, row: await context.loaders.userByUid.load(viewer.uid) };
}

/** Keeps the request's loader in step after a write, and answers the spec's User. */
function remember(context: GraphQLContext, row: UserRow): User {
  context.loaders.userByUid.clear(row.uid).prime(row.uid, row);
  return toUser(row);
}

export const usersResolvers: Resolvers = {
  Query: {
    async signoutFromAllDevices(_parent, _args, context) {
      const viewer = requireUser(context);
      const revokedAt = await context.services.users.signOutEverywhere(viewer);
      return { revokedAt: revokedAt.toISOString() };
    },
  },
  Mutation: {
    async auditUser(_parent, { auditInput }, context) {
      const { viewer, row } = await current(context);
      const saved = await context.services.users.audit(viewer, auditInput, row);
      // The trial's tokens, and the Stripe customer on the first sign-in (never failing the sign-in).
      const stripeId = await context.services.billing.onAudit(saved);
      const audited = remember(context, stripeId && stripeId !== saved.stripeId ? { ...saved, stripeId } : saved);
      // The app sends auditUser as it starts, and its dashboard asks next for figures built on the
      // whole ledger: starting that load now lets it run while the app boots instead of after the
      // widgets ask (they then wait for the same load). Its failure is the figures' to report.
      context.services.ledger.state(viewer).catch(() => undefined);
      return audited;
    },
    async editUserSetting(_parent, { userSettingInput }, context) {
      const { viewer, row } = await current(context);
      return remember(context, await context.services.users.editSettings(viewer, row, userSettingInput));
    },
    async updateUserCurrency(_parent, { newUserCurrency }, context) {
      const { viewer, row } = await current(context);
      return remember(context, await context.services.users.updateCurrency(viewer, row, newUserCurrency));
    },
    async deleteUserAccount(_parent, { confirm }, context) {
      const viewer = requireUser(context);
      const deleted = await context.services.users.deleteAccount(viewer, confirm);
      if (deleted) context.loaders.userByUid.clear(viewer.uid);
      return deleted;
    },
    async deleteAnonymousUser(_parent, { uid, idToken }, context) {
      return context.services.users.deleteAnonymous(requireUser(context), uid, idToken);
    },
  },
  Subscription: {
    revocation: {
      subscribe: (_parent, _args, context) => {
        const viewer = requireUser(context);
        return mapEvents(context.services.pubsub.iterate(viewer.uid, 'revocation'), (revocation) => ({ revocation }));
      },
    },
    userDocument: {
      // Like a document listener: the current document first, then every change.
      subscribe: (_parent, _args, context) => {
        const viewer = requireUser(context);
        // Listening before the read: a change made meanwhile still arrives.
        const changes = context.services.pubsub.iterate(viewer.uid, 'userDocument');
        return mapEvents(
          changes,
          (document) => ({ userDocument: document as UserDocument }),
          async () => {
            const row = await context.loaders.userByUid.load(viewer.uid);
            return row ? { userDocument: toDocument(row) } : null;
          },
        );
      },
    },
  },
};

