// Which security a user means by a ticker, and where what they typed about it goes. Shared
// securities are reference data only the market layer writes (from provider profiles); a listing
// no provider knew when the user first named it becomes that user's private security. What a user
// types (an ISIN, the currency of an unknown ticker) fills the gaps of their own records only:
// their private row, or their override of a shared row's ISIN. Nobody else sees it, and nobody
// else is constrained by it.
import type { Database } from '../db/database';
import { quotaExceeded } from './quotas';
import { lockQuotaOwner } from './quotas.repository';
import { createTransactionsRepository, listingKey, type SecurityKey, type SecurityRow } from './transactions.repository';

export const PRIVATE_SECURITIES = 'securities of your own (tickers no market data provider knows)';
const MAKE_ROOM = 'Delete the transactions and manual prices of those you no longer need, then try again.';

export interface ResolvedSecurities {
  /** One per key, in the keys' order. */
  securities: SecurityRow[];
  /** Whether an ISIN or currency the user typed was stored on an existing security. */
  described: boolean;
}

/**
 * The security each key names for `ownerUid`, created as their private security when they cannot
 * see one (call the market layer's `learn` first, outside the transaction, so listings a provider
 * knows are shared). Runs inside the caller's transaction; at the private-securities cap, the
 * user's unused private securities are deleted first, and if there is still no room nothing is
 * written and QUOTA_EXCEEDED is thrown.
 */
export async function resolveSecurities(
  trx: Database,
  ownerUid: string,
  keys: readonly SecurityKey[],
  quota: { limit: number },
  /** False for a lookup: an ISIN given for a shared security is checked but kept only with a trade in it. */
  { keepIsinsOfShared = true }: { keepIsinsOfShared?: boolean } = {},
): Promise<ResolvedSecurities> {
  if (keys.length === 0) return { securities: [], described: false };
  const repository = createTransactionsRepository(trx);
  // One entry per listing; the first ISIN and currency typed for it win.
  const wanted = new Map<string, SecurityKey>();
  for (const key of keys) {
    const seen = wanted.get(listingKey(key));
    if (!seen) wanted.set(listingKey(key), { ticker: key.ticker, exchangeCode: key.exchangeCode, isin: key.isin ?? null, currency: key.currency ?? null });
    else {
      seen.isin ??= key.isin ?? null;
      seen.currency ??= key.currency ?? null;
    }
  }

  let found = await repository.securities.visibleListings(ownerUid, [...wanted.values()]);
  const missing = [...wanted].filter(([key]) => !found.has(key)).map(([, key]) => key);
  const fills: { id: string; isin: string | null; currency: string | null }[] = [];
  const overrides: { securityId: string; isin: string }[] = [];
  for (const [key, row] of found) {
    const typed = wanted.get(key)!;
    if (row.ownerUid !== null) {
      if ((typed.isin && !row.isin) || (typed.currency && !row.currency)) fills.push({ id: row.id, isin: typed.isin ?? null, currency: typed.currency ?? null });
    } else if (keepIsinsOfShared && typed.isin && typed.isin !== row.isin) {
      // Kept as theirs (an ISIN they gave before stays): a broker's file may name another share
      // class or an ADR's ISIN, which is no reason to refuse their trade.
      overrides.push({ securityId: row.id, isin: typed.isin });
    }
  }

  if (missing.length > 0) {
    await lockQuotaOwner(trx, ownerUid);
    const room = async () => (await repository.securities.countPrivateSecurities(ownerUid)) + missing.length <= quota.limit;
    if (!(await room())) {
      await repository.securities.pruneUnusedSecurities(ownerUid, [...found.values()].map((row) => row.id));
      if (!(await room())) throw quotaExceeded(PRIVATE_SECURITIES, quota.limit, MAKE_ROOM);
    }
    await repository.securities.insertPrivateSecurities(ownerUid, missing);
  }
  await repository.securities.fillPrivateSecurities(ownerUid, fills);
  const described = fills.length + (await repository.securities.insertOverrides(ownerUid, overrides)) > 0;
  if (missing.length > 0 || described) found = await repository.securities.visibleListings(ownerUid, [...wanted.values()]);
  return { securities: keys.map((key) => found.get(listingKey(key))!), described };
}
