// The whole transaction list in UserTransactionTable's compact form (src/lib/transactionTable.ts),
// kept per user and embed scope as the JSON text the response carries: a dashboard asks for it on
// every visit, and building it reads, names and encodes every row. It is built again only when
// what it shows changed: the ledger's push version, the names of portfolios, brokers and accounts,
// the user's ISIN overrides, or the securities it names (see listingStamp). Built a page at a
// time, so a 100,000-row ledger never has all its rows as objects at once.
import type { DataOwner } from '../../auth/tokenVerifier';
import { RawJson } from '../../kernel/rawJson';
import { TRANSACTION_TABLE_COLUMNS, TRANSACTION_TABLE_VERSION, encodeTransactionRows } from '../../../common/transactionTable';
import type { TransactionRow, TransactionsRepository } from '../../ledger/transactions.repository';

/** How much table text one process keeps, in characters (about bytes: the text is mostly ASCII). */
export const TABLE_CACHE_CHARS = 128 * 1024 * 1024;

interface Table {
  readonly owned: string;
  readonly securityIds: readonly string[];
  readonly securitiesChangedAt: number | null;
  readonly json: RawJson;
}

export function createTransactionTables({
  repository,
  toTransaction,
  maxChars = TABLE_CACHE_CHARS,
}: {
  repository: TransactionsRepository;
  toTransaction: (row: TransactionRow) => object;
  maxChars?: number;
}) {
  /** Least recently used first. */
  const tables = new Map<string, Table>();
  let chars = 0;
  /** Builds under way, by key and stamp: identical requests share one. */
  const building = new Map<string, Promise<Table>>();

  function keep(key: string, table: Table): void {
    const old = tables.get(key);
    if (old) {
      tables.delete(key);
      chars -= old.json.text.length;
    }
    if (table.json.text.length > maxChars) return;
    tables.set(key, table);
    chars += table.json.text.length;
    for (const [oldest, { json }] of tables) {
      if (chars <= maxChars) break;
      tables.delete(oldest);
      chars -= json.text.length;
    }
  }

  async function build(uid: string, portfolioIds: readonly string[], owned: string): Promise<Table> {
    const listing = repository.listPages(uid, { portfolioIds });
    const parts: string[] = [];
    for await (const page of listing.pages) {
      // Each page's objects are garbage once its text is made.
      if (page.length > 0) parts.push(JSON.stringify(encodeTransactionRows(page.map(toTransaction))).slice(1, -1));
    }
    const head = JSON.stringify({ version: TRANSACTION_TABLE_VERSION, columns: TRANSACTION_TABLE_COLUMNS });
    const text = `${head.slice(0, -1)},"rows":[${parts.join(',')}]}`;
    const securities = [...listing.securities.values()];
    const changedAt = securities.reduce<number | null>((latest, security) => Math.max(latest ?? -Infinity, security.updatedAt.getTime()), null);
    return { owned, securityIds: securities.map((security) => security.id), securitiesChangedAt: changedAt, json: new RawJson(text) };
  }

  return {
    /** The owner's table (only these portfolios' rows when any are named), newest first. */
    async table(owner: DataOwner, portfolioIds: readonly string[]): Promise<RawJson> {
      const key = `${owner.uid}\u0000${[...new Set(portfolioIds)].sort().join(',')}`;
      const kept = tables.get(key);
      // Taken before building: a change while it builds leaves a stamp that no longer matches.
      const stamp = await repository.listingStamp(owner.uid, kept?.securityIds ?? []);
      if (kept && kept.owned === stamp.owned && kept.securitiesChangedAt === stamp.securitiesChangedAt) {
        tables.delete(key);
        tables.set(key, kept);
        return kept.json;
      }
      const buildKey = `${key}\u0000${stamp.owned}`;
      let pending = building.get(buildKey);
      if (!pending) {
        pending = build(owner.uid, portfolioIds, stamp.owned);
        building.set(buildKey, pending);
        void pending
          .then((table) => keep(key, table))
          .catch(() => undefined)
          .finally(() => building.delete(buildKey));
      }
      return (await pending).json;
    },
  };
}

export type TransactionTables = ReturnType<typeof createTransactionTables>;
