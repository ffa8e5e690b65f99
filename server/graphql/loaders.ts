// DataLoaders are made per request (on the context), never shared between users.
import DataLoader from 'dataloader';
import type { Services } from '../services';
import type { UserRow } from '../modules/users/users.repository';

export interface Loaders {
  userByUid: DataLoader<string, UserRow | null>;
}

export function createLoaders(services: Services): Loaders {
  return {
    userByUid: new DataLoader(async (uids) => {
      const rows = await services.users.findByUids([...uids]);
      const byUid = new Map(rows.map((row) => [row.uid, row]));
      return uids.map((uid) => byUid.get(uid) ?? null);
    }),
  };
}
