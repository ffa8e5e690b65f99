// DataLoaders are made per request (on the context), never shared between users.
import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { UserRow } from '../modules/users/users.repository';
import type { AccountRow } from '../modules/brokers/brokers.repository';
import type { SecurityRow } from '../modules/transactions/transactions.repository';

/** Owned rows are loaded for an owner: the key carries the uid the repository filters by. */
export interface OwnedKey {
  ownerUid: string;
  id: string;
}

export interface Loaders {
  userByUid: DataLoader<string, UserRow | null>;
  /** A broker's accounts, sorted by name: one query for every broker of a list. */
  accountsByBroker: DataLoader<OwnedKey, AccountRow[], string>;
  /** The securities a portfolio's transactions refer to, by ticker: one query for a whole list. */
  stocksByPortfolio: DataLoader<OwnedKey, SecurityRow[], string>;
}

export function createLoaders(services: Services): Loaders {
  return {
    userByUid: new DataLoader(async (uids) => {
      const rows = await services.users.findByUids([...uids]);
      const byUid = new Map(rows.map((row) => [row.uid, row]));
      return uids.map((uid) => byUid.get(uid) ?? null);
    }),
    accountsByBroker: new DataLoader(
      async (keys) => {
        const owners = [...new Set(keys.map((key) => key.ownerUid))];
        const rows = (
          await Promise.all(owners.map((owner) => services.brokers.accountsOfBrokers(owner, keys.filter((k) => k.ownerUid === owner).map((k) => k.id))))
        ).flat();
        return keys.map((key) => rows.filter((row) => row.brokerId === key.id && row.ownerUid === key.ownerUid));
      },
      { cacheKeyFn: (key) => `${key.ownerUid}:${key.id}` },
    ),
    stocksByPortfolio: new DataLoader(
      async (keys) => {
        const owners = [...new Set(keys.map((key) => key.ownerUid))];
        const rows = (
          await Promise.all(
            owners.map((owner) => services.transactions.securitiesOfPortfolios(owner, keys.filter((k) => k.ownerUid === owner).map((k) => k.id))),
          )
        ).flat();
        return keys.map((key) => rows.filter((row) => row.portfolioId === key.id));
      },
      { cacheKeyFn: (key) => `${key.ownerUid}:${key.id}` },
    ),
  };
}
