// User rules. auditUser creates the row on first sign-in and keeps the token's facts (e-mail,
// verification, provider) in step on every later one: the token is the authority for those; the
// client only proposes what the token cannot know (locale, sign-up currency). Settings, account
// deletion and revocation live here too.
import { DEFAULT_CURRENCY } from '../../../common/currency';
import type { DisplayCurrency } from '../../../common/displayCurrencies';
import { MAX_NAME } from '../../../common/limits';
import { MAX_WITHHOLDING_COUNTRIES, countryProblem, withholdingRateProblem } from '../../../common/withholdingTax';
import type { Auth } from 'firebase-admin/auth';
import type { Viewer } from '../../auth/tokenVerifier';
import type { AuditInput, UserSettingInput } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import { unstorableCharacter } from '../../kernel/inputChecks';
import type { PubSub } from '../../pubsub/pubsub';
import type { Database } from '../../db/database';
import { createUsersRepository, type UserPatch, type UserRow, type UsersRepository } from './users.repository';

/** RFC 5646 asks implementations to hold tags of at least 35 characters; no real locale is longer. */
const MAX_LOCALE = 35;
const MAX_PHOTO_URL = 2048;
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
        name: nameOrNull(input?.name) ?? nameOrNull(viewer.name),
        photoUrl: photoUrlOrNull(input?.photoURL) ?? photoUrlOrNull(viewer.picture),
        userLocale: input?.userLocale ? localeOrNull(input.userLocale) : null,
        currency,
        signUpCurrency: currency,
        provider: viewer.signInProvider,
        ...tokenFacts,
      });
    }
    // A sign-up audits as soon as the account exists, before the display name is set: a later
    // audit fills a missing name or photo, but never overwrites one the user has.
    const filled = {
      name: existing.name ?? nameOrNull(input?.name) ?? nameOrNull(viewer.name),
      photoUrl: existing.photoUrl ?? photoUrlOrNull(input?.photoURL) ?? photoUrlOrNull(viewer.picture),
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

    async updateCurrency(viewer: Viewer, existing: UserRow | null, currency: DisplayCurrency): Promise<UserRow> {
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
     * Deletes the anonymous account a sign-in replaced (another uid than the caller's). The caller
     * proves they were that visitor with its own ID token: knowing a uid is not enough. Every
     * failed proof gets the same answer, which tells nothing about the uid. An account that has
     * since gained a provider or an e-mail is never deleted, so this can never remove a real user.
     */
    async deleteAnonymous(caller: Viewer, uid: string, idToken: string | null | undefined): Promise<boolean> {
      const refused = () => appError('FORBIDDEN', 'Only the anonymous account you were signed in with can be deleted this way, with its own ID token.');
      if (!idToken) throw refused();
      const proof = await auth.verifyIdToken(idToken).catch((error: { code?: string }) => {
        // The emulator looks the user up while verifying: a proof of an account already deleted.
        if (error.code === 'auth/user-not-found') return 'gone' as const;
        return null;
      });
      if (proof === 'gone') return false;
      if (!proof || proof.uid !== uid || proof.firebase?.sign_in_provider !== 'anonymous' || uid === caller.uid) throw refused();
      const record = await auth.getUser(uid).catch((error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return null;
        throw error;
      });
      if (!record) return false;
      if (record.providerData.length > 0 || record.email || record.phoneNumber) throw refused();
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

/*
 * What auditUser stores from the client and from the token: both are the user's to choose (a
 * provider profile's name and photo can be edited by its owner), so they are checked like
 * editUserSetting checks them. auditUser runs by itself at every sign-in, with the browser's
 * language and the provider's profile: a value that does not pass is dropped (the app's default
 * locale, no photo, no name) rather than refused, which would lock the user out of the app for
 * something they never typed.
 */

/** The trimmed name, cut to MAX_NAME without splitting a surrogate pair; null when empty or unstorable. */
function nameOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || unstorableCharacter(trimmed)) return null;
  const cut = trimmed.slice(0, MAX_NAME);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trim() || null;
}

/** An https URL of at most 2 KB without credentials in it, as the URL standard writes it; else null. */
function photoUrlOrNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_PHOTO_URL || unstorableCharacter(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.href.length > MAX_PHOTO_URL) return null;
  return url.href;
}

/** The canonical form (en-gb -> en-GB) of a BCP 47 tag of at most 35 characters, or null. */
function localeOrNull(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LOCALE) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null; // RangeError: not a BCP 47 tag
  }
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
  if (input.autoApplySplits !== undefined && input.autoApplySplits !== null) patch.autoApplySplits = input.autoApplySplits;
  if (input.withholdingRates !== undefined && input.withholdingRates !== null) patch.withholdingRates = JSON.stringify(withholdingPatch(input.withholdingRates, existing?.withholdingRates ?? {}));
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

/** The user's rates after setting these (a null rate returns the country to its default). */
function withholdingPatch(input: readonly { country: string; rate?: number | null }[], existing: Record<string, number>): Record<string, number> {
  if (input.length > MAX_WITHHOLDING_COUNTRIES) throw appError('BAD_USER_INPUT', `withholdingRates may hold at most ${MAX_WITHHOLDING_COUNTRIES} countries.`);
  const rates = { ...existing };
  input.forEach(({ country, rate }, i) => {
    const code = country.trim().toUpperCase();
    const problem = countryProblem(code);
    if (problem) throw appError('BAD_USER_INPUT', `withholdingRates[${i}].country ${problem}`);
    if (rate === null || rate === undefined) {
      delete rates[code];
      return;
    }
    const rateIssue = withholdingRateProblem(rate);
    if (rateIssue) throw appError('BAD_USER_INPUT', `withholdingRates[${i}].rate ${rateIssue}`);
    rates[code] = rate;
  });
  if (Object.keys(rates).length > MAX_WITHHOLDING_COUNTRIES) throw appError('BAD_USER_INPUT', `At most ${MAX_WITHHOLDING_COUNTRIES} countries may have a rate of their own.`);
  return rates;
}

function canonicalLocale(value: string): string {
  const locale = localeOrNull(value);
  if (locale) return locale;
  const shown = value.length > MAX_LOCALE ? `${value.slice(0, MAX_LOCALE)}…` : value;
  throw appError('BAD_USER_INPUT', `"${shown}" is not a locale; use a BCP 47 tag such as en-GB.`);
}
