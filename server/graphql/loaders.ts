// DataLoaders are made per request (on the context), never shared between users.
import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { UserRow } from '../modules/users/users.repository';
import type { AccountRow } from '../modules/brokers/brokers.repository';
import type { SecurityRow } from '../ledger/transactions.repository';
import type { MessageRow } from '../modules/assistant/assistant.repository';

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
  /** An assistant conversation's messages: one query for every conversation of a list. */
  assistantMessages: DataLoader<OwnedKey, MessageRow[], string>;
}

export function createLoaders(services: Services): Loaders {
  return {
    userByUid: new DataLoader(async (uids) => {
      const rows = await services.users.findByUids([...uids]);
      const byUid = new Map(rows.map((row) => [row.uid, row]));
      return uids.map((uid) => byUid.get(uid) ?? null);
    }),
    accountsByBroker: ownedChildrenLoader((owner, ids) => services.brokers.accountsOfBrokers(owner, ids), (row) => row.brokerId),
    stocksByPortfolio: ownedChildrenLoader((owner, ids) => services.transactions.securitiesOfPortfolios(owner, ids), (row) => row.portfolioId),
    assistantMessages: ownedChildrenLoader((owner, ids) => services.assistant.messages(owner, ids), (row) => row.conversationId),
  };
}

/** Rows under owned parents: one query per owner in the batch, grouped back by parent id. */
function ownedChildrenLoader<Row>(fetch: (ownerUid: string, parentIds: string[]) => Promise<Row[]>, parentOf: (row: Row) => string) {
  const keyOf = (ownerUid: string, id: string) => `${ownerUid}:${id}`;
  return new DataLoader<OwnedKey, Row[], string>(
    async (keys) => {
      const owners = [...new Set(keys.map((key) => key.ownerUid))];
      const grouped = new Map<string, Row[]>();
      await Promise.all(
        owners.map(async (owner) => {
          const rows = await fetch(owner, keys.filter((k) => k.ownerUid === owner).map((k) => k.id));
          for (const row of rows) {
            const key = keyOf(owner, parentOf(row));
            grouped.set(key, [...(grouped.get(key) ?? []), row]);
          }
        }),
      );
      return keys.map((key) => grouped.get(keyOf(key.ownerUid, key.id)) ?? []);
    },
    { cacheKeyFn: (key) => keyOf(key.ownerUid, key.id) },
  );
}
