import type { Resolvers, User } from '../../generated/resolvers-types';
import { requireUser } from '../../graphql/context';
import type { UserRow } from './users.repository';

const symbolFormat = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;

/** The spec's User shape (§3) from a row. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    uid: row.uid,
    name: row.name,
    email: row.email,
    currency: row.currency as User['currency'],
    currencySymbol: symbolFormat(row.currency),
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
    createdAt: row.createdAt.toISOString(),
  };
}

export const usersResolvers: Resolvers = {
  Mutation: {
    async auditUser(_parent, { auditInput }, context) {
      const viewer = requireUser(context);
      const existing = await context.loaders.userByUid.load(viewer.uid);
      const row = await context.services.users.audit(viewer, auditInput, existing);
      context.loaders.userByUid.clear(viewer.uid).prime(viewer.uid, row);
      return toUser(row);
    },
  },
};
