// User rules: auditUser creates the row on first sign-in and keeps the token's facts (e-mail,
// verification, provider) in step on every later one. The token is the authority for those;
// the client only proposes what the token cannot know (locale, sign-up currency).
import type { Viewer } from '../../auth/tokenVerifier';
import type { UserCurrency, AuditInput } from '../../generated/resolvers-types';
import type { UserRow, UsersRepository } from './users.repository';

export const USER_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD'] as const satisfies readonly UserCurrency[];
export const DEFAULT_CURRENCY: UserCurrency = 'USD';

export function createUsersService(repository: UsersRepository) {
  return {
    findByUids: repository.findByUids,

    async audit(viewer: Viewer, input: AuditInput | null | undefined, existing: UserRow | null): Promise<UserRow> {
      const tokenFacts = {
        email: viewer.email,
        emailVerified: viewer.emailVerified,
        providerToSignedIn: viewer.signInProvider,
      };
      if (!existing) {
        const currency = input?.signUpCurrency ?? DEFAULT_CURRENCY;
        return repository.insertIfMissing({
          uid: viewer.uid,
          name: clean(input?.name) ?? viewer.name,
          photoUrl: clean(input?.photoURL) ?? viewer.picture,
          userLocale: clean(input?.userLocale),
          currency,
          signUpCurrency: currency,
          provider: viewer.signInProvider,
          ...tokenFacts,
        });
      }
      const changed =
        existing.email !== tokenFacts.email ||
        existing.emailVerified !== tokenFacts.emailVerified ||
        existing.providerToSignedIn !== tokenFacts.providerToSignedIn;
      return changed ? repository.update(viewer.uid, tokenFacts) : existing;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : null;
}
