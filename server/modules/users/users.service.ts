// User rules. auditUser creates the row on first sign-in and keeps the token's facts (e-mail,
// verification, provider) in step on every later one: the token is the authority for those; the
// client only proposes what the token cannot know (locale, sign-up currency). Settings, account
// deletion and revocation live here too.
import type { Auth } from 'firebase-admin/auth';
import type { Viewer } from '../../auth/tokenVerifier';
import type { AuditInput, UserCurrency, UserSettingInput } from '../../generated/resolvers-types';
import { appError } from '../../graphql/errors';
import type { PubSub } from '../../pubsub/pubsub';
import type { Database } from '../../db/database';
import { createUsersRepository, type UserPatch, type UserRow, type UsersRepository } from './users.repository';

export const USER_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD'] as const satisfies readonly UserCurrency[];
export const DEFAULT_CURRENCY: UserCurrency = 'USD';
const MAX_NAME = 100;
const MAX_TOUR_GUIDES_BYTES = 4096;

/** Recomputes every transaction's stats for new settings, saving the user in the same database transaction. */
export interface LedgerRecompute {
  recompute(viewer: Viewer, settings: { currency: string; costMethod: 'average' | 'fifo' }, save: (trx: Database) => Promise<void>): Promise<void>;
}

export interface UsersServiceDeps {
  repository: UsersRepository;
  auth: Auth;
  pubsub: PubSub;
  /** Bound after construction: the ledger itself needs this service to create missing users. */
  ledger: { current?: LedgerRecompute };
}

export function createUsersService({ repository, auth, pubsub, ledger }: UsersServiceDeps) {
  /** Currency and cost method shape stored figures: a change recomputes them with the save, or fails whole. */
  const saveSettings = async (viewer: Viewer, row: UserRow, patch: UserPatch): Promise<UserRow> => {
    const currency = patch.currency ?? row.currency;
    const costMethod = patch.costMethod ?? row.costMethod;
    if ((currency === row.currency && costMethod === row.costMethod) || !ledger.current) return repository.update(viewer.uid, patch);
    let updated: UserRow | undefined;
    await ledger.current.recompute(viewer, { currency, costMethod }, async (trx) => {
      updated = await createUsersRepository(trx).update(viewer.uid, patch);
    });
    return updated!;
  };

  const publishDocument = (row: UserRow) =>
    pubsub.publish(row.uid, 'userDocument', { displayName: row.name, email: row.email, theme: row.theme });

  const audit = async (viewer: Viewer, input: AuditInput | null | undefined, existing: UserRow | null): Promise<UserRow> => {
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
    // A sign-up audits as soon as the account exists, before the display name is set: a later
    // audit fills a missing name or photo, but never overwrites one the user has.
    const filled = {
      name: existing.name ?? clean(input?.name) ?? viewer.name,
      photoUrl: existing.photoUrl ?? clean(input?.photoURL) ?? viewer.picture,
    };
    const changed =
      existing.email !== tokenFacts.email ||
      existing.emailVerified !== tokenFacts.emailVerified ||
      existing.providerToSignedIn !== tokenFacts.providerToSignedIn ||
      existing.name !== filled.name ||
      existing.photoUrl !== filled.photoUrl;
    return changed ? repository.update(viewer.uid, { ...tokenFacts, ...filled }) : existing;
  };

  /** Creates the row from the token if the user never audited: owned rows reference users(uid). */
  const ensureUser = async (viewer: Viewer): Promise<void> => {
    const exists = (await repository.findByUids([viewer.uid])).length > 0;
    if (!exists) await audit(viewer, null, null);
  };

  return {
    findByUids: repository.findByUids,
    audit,
    ensureUser,

    async editSettings(viewer: Viewer, existing: UserRow | null, input: UserSettingInput): Promise<UserRow> {
      const patch = settingsPatch(input, existing ?? undefined);
      const row = existing ?? (await audit(viewer, null, null));
      if (Object.keys(patch).length === 0) return row;
      const updated = await saveSettings(viewer, row, patch);
      if (patch.name !== undefined || patch.theme !== undefined) await publishDocument(updated);
      return updated;
    },

    async updateCurrency(viewer: Viewer, existing: UserRow | null, currency: UserCurrency): Promise<UserRow> {
      const row = existing ?? (await audit(viewer, null, null));
      return saveSettings(viewer, row, { currency });
    },

    /** Deletes every row the user owns and the Firebase user, all or nothing; false changes nothing. */
    async deleteAccount(viewer: Viewer, confirm: boolean | null | undefined): Promise<boolean> {
      if (confirm !== true) return false;
      await repository.transaction(async (tx) => {
        await tx.deleteByUid(viewer.uid);
        // Inside the transaction: if Firebase refuses, the rows stay and the user can retry.
        await auth.deleteUser(viewer.uid).catch((error: { code?: string }) => {
          if (error.code !== 'auth/user-not-found') throw error;
        });
      });
      return true;
    },

    /**
     * Deletes an anonymous account left behind when a social sign-in replaced it. Refuses any
     * account with a provider or an e-mail, so it can never remove a real user.
     */
    async deleteAnonymous(caller: Viewer, uid: string): Promise<boolean> {
      if (uid === caller.uid) throw appError('FORBIDDEN', 'Only an anonymous account left behind can be deleted this way.');
      const record = await auth.getUser(uid).catch((error: { code?: string }) => {
        if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-uid') return null;
        throw error;
      });
      if (!record) return false;
      if (record.providerData.length > 0 || record.email || record.phoneNumber) {
        throw appError('FORBIDDEN', 'Only an anonymous account left behind can be deleted this way.');
      }
      await repository.deleteByUid(uid);
      await auth.deleteUser(uid);
      return true;
    },

    /** Revokes every session of the user and tells their open clients. */
    async signOutEverywhere(viewer: Viewer): Promise<Date> {
      await auth.revokeRefreshTokens(viewer.uid);
      const record = await auth.getUser(viewer.uid);
      // Firebase's own cut-off (second resolution), so our check agrees with verifyIdToken(…, true).
      const revokedAt = new Date(record.tokensValidAfterTime ?? Date.now());
      await ensureUser(viewer);
      await repository.update(viewer.uid, { revokedAt });
      await pubsub.publish(viewer.uid, 'revocation', { revokedAt: revokedAt.toISOString() });
      return revokedAt;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 200) : null;
}

function settingsPatch(input: UserSettingInput, existing: UserRow | undefined): UserPatch {
  const patch: UserPatch = {};
  if (input.name !== undefined && input.name !== null) {
    const name = input.name.trim();
    if (name.length === 0 || name.length > MAX_NAME) throw appError('BAD_USER_INPUT', `The name must be 1 to ${MAX_NAME} characters.`);
    patch.name = name;
  }
  if (input.userLocale !== undefined && input.userLocale !== null) {
    patch.userLocale = canonicalLocale(input.userLocale);
  }
  if (input.currency) patch.currency = input.currency;
  if (input.theme) patch.theme = input.theme;
  if (input.costMethod) patch.costMethod = input.costMethod;
  if (input.tourGuides !== undefined && input.tourGuides !== null) {
    const guides = input.tourGuides;
    if (Array.isArray(guides) || JSON.stringify(guides).length > MAX_TOUR_GUIDES_BYTES) {
      throw appError('BAD_USER_INPUT', 'tourGuides must be an object of tour progress, at most 4 KB.');
    }
    // Merged, so two tabs finishing different tours do not undo each other.
    patch.tourGuides = JSON.stringify({ ...(existing?.tourGuides ?? {}), ...guides });
  }
  return patch;
}

function canonicalLocale(value: string): string {
  try {
    const [locale] = Intl.getCanonicalLocales(value.trim());
    if (locale) return locale;
  } catch {
    // RangeError: not a BCP 47 tag
  }
  throw appError('BAD_USER_INPUT', `"${value}" is not a locale; use a BCP 47 tag such as en-GB.`);
}
