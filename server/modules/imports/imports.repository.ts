// SQL for staged imports (migration 0008) and the look-up of what the ledger already holds. Every
// statement filters by the owner's uid, so another user's import id behaves like a missing one.
import { sql, type ColumnType } from 'kysely';
import type { Database } from '../../db/database';
import { uuidsOnly } from '../../db/uuids';

/**
 * One staged row, compact: [row, ticker, ISIN, exchangeShortName, currency, date, type, shares,
 * shareprice, fees, taxes, reference], absent values as null. Kept as the client sent it, so the
 * commit validates exactly what the stage validated.
 */
export type StagedRow = [
  row: number,
  ticker: string,
  isin: string | null,
  exchangeShortName: string | null,
  currency: string,
  date: string,
  type: string,
  shares: number,
  shareprice: number,
  fees: number | null,
  taxes: number | null,
  reference: string | null,
  // Only rows that need them carry these (corporate actions, lump-sum income): most rows are trades.
  transactionValue?: number | null,
  ratio?: [newShares: number, oldShares: number] | null,
  targetTicker?: string | null,
  costBasisFraction?: number | null,
  // Only rows of the app's own export carry these.
  isApplyExchangeRate?: boolean | null,
  holdingDisplay?: string | null,
  // Only rows whose file says what the security is.
  holdingType?: string | null,
];

/** A problem found when the part was staged: [row, message]. */
export type StagedProblem = [row: number, message: string];

export interface StagedPart {
  part: number;
  rows: StagedRow[];
  problems: StagedProblem[];
}

/** A part ready to store: the file rows it covered, and its valid rows and problems as JSON text. */
export interface StoredPart {
  part: number;
  rowCount: number;
  rows: string;
  problems: string;
  bytes: number;
}

/** What the ledger holds that an import row may repeat (the date as yyyy-MM-dd, numbers as text). */
export interface StoredTrade {
  reference: string | null;
  ticker: string;
  day: string;
  type: string;
  shares: string;
  shareprice: string;
  /** A cash row's amount (or a lump sum's): what tells two deposits of one day apart. */
  transactionValue: string;
}

interface ImportStagesTable {
  ownerUid: string;
  importId: string;
  part: number;
  rowCount: number;
  /** The stored size of rows and problems (JSON text), for the staged-bytes quota. */
  bytes: number;
  rows: ColumnType<StagedRow[], string, never>;
  problems: ColumnType<StagedProblem[], string, never>;
  createdAt: ColumnType<Date, never, never>;
}

/**
 * Staged parts older than this are forgotten: the whole import goes with its first part. Reads
 * treat an expired import as gone at once; the expiry job deletes it (see importExpiry.ts).
 */
export const STAGE_LIFETIME_HOURS = 24;
const EXPIRED = sql<Date>`now() - make_interval(hours => ${STAGE_LIFETIME_HOURS})`;

/** Tickers per look-up of stored trades: each answer is one packed JSON text, kept small. */
const TICKERS_PER_QUERY = 50;

export function createImportsRepository(database: Database) {
  // The staging table is this module's alone: declared here rather than in the shared DB type.
  const db = database.withTables<{ importStages: ImportStagesTable }>();

  /** An import exists for its owner while none of its parts has expired. */
  const live = (ownerUid: string, importId: string) =>
    db
      .selectFrom('importStages')
      .where('ownerUid', '=', ownerUid)
      .where('importId', '=', importId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('importStages as old')
              .select(sql.lit(1).as('one'))
              .where('old.ownerUid', '=', ownerUid)
              .where('old.importId', '=', importId)
              .where('old.createdAt', '<', EXPIRED),
          ),
        ),
      );

  return {
    /** Deletes every import (all parts) whose first part is older than the lifetime, anyone's. */
    async expire(): Promise<void> {
      await db
        .deleteFrom('importStages')
        .where('importId', 'in', (eb) => eb.selectFrom('importStages').select('importId').where('createdAt', '<', EXPIRED))
        .execute();
    },

    /** Whether any part of this import is still stored (whoever owns it). */
    async isStored(importId: string): Promise<boolean> {
      if (uuidsOnly([importId]).length === 0) return false;
      const row = await db.selectFrom('importStages').select('part').where('importId', '=', importId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** The owner's live imports (none of their parts expired) and the bytes their parts hold. */
    async usage(ownerUid: string): Promise<{ imports: number; bytes: number }> {
      const perImport = db
        .selectFrom('importStages')
        .select((eb) => eb.fn.sum<number>('bytes').as('bytes'))
        .where('ownerUid', '=', ownerUid)
        .groupBy('importId')
        .having((eb) => eb.fn.min('createdAt'), '>=', EXPIRED)
        .as('live');
      const row = await db
        .selectFrom(perImport)
        .select((eb) => [eb.fn.countAll<number>().as('imports'), eb.fn.sum<number>('live.bytes').as('bytes')])
        .executeTakeFirstOrThrow();
      return { imports: Number(row.imports), bytes: Number(row.bytes ?? 0) };
    },

    /** Rows staged so far and the last part number; null when the owner has no such live import. */
    async status(ownerUid: string, importId: string): Promise<{ rowCount: number; lastPart: number } | null> {
      if (uuidsOnly([importId]).length === 0) return null;
      const row = await live(ownerUid, importId)
        .select((eb) => [eb.fn.countAll<number>().as('parts'), eb.fn.sum<number>('rowCount').as('rowCount'), eb.fn.max('part').as('lastPart')])
        .executeTakeFirstOrThrow();
      return Number(row.parts) === 0 ? null : { rowCount: Number(row.rowCount), lastPart: Number(row.lastPart) };
    },

    /** A part as stored: `rows` and `problems` as JSON text (their length is what the quota counts). */
    async addPart(ownerUid: string, importId: string, part: StoredPart): Promise<void> {
      await db
        .insertInto('importStages')
        .values({ ownerUid, importId, part: part.part, rowCount: part.rowCount, bytes: part.bytes, rows: part.rows, problems: part.problems })
        .execute();
    },

    /** The import's parts in order; none when the owner has no such live import. */
    async parts(ownerUid: string, importId: string): Promise<StagedPart[]> {
      if (uuidsOnly([importId]).length === 0) return [];
      // As text, parsed here: one JSON.parse per part whichever driver answers.
      const rows = await live(ownerUid, importId)
        .select(['part', sql<string>`rows::text`.as('rows'), sql<string>`problems::text`.as('problems')])
        .orderBy('part')
        .execute();
      return rows.map((row) => ({ part: row.part, rows: JSON.parse(row.rows) as StagedRow[], problems: JSON.parse(row.problems) as StagedProblem[] }));
    },

    /** Deletes the import; returns the part numbers it had (none when there was no such import). */
    async delete(ownerUid: string, importId: string): Promise<number[]> {
      if (uuidsOnly([importId]).length === 0) return [];
      const rows = await db.deleteFrom('importStages').where('ownerUid', '=', ownerUid).where('importId', '=', importId).returning('part').execute();
      return rows.map((row) => row.part).sort((a, b) => a - b);
    },

    /** The owner's stored trades in these tickers (any exchange, any portfolio). */
    async storedTrades(ownerUid: string, tickers: readonly string[]): Promise<StoredTrade[]> {
      const unique = [...new Set(tickers)];
      let trades: StoredTrade[] = [];
      for (let i = 0; i < unique.length; i += TICKERS_PER_QUERY) {
        const group = unique.slice(i, i + TICKERS_PER_QUERY);
        // Packed into one JSON text: PGlite decodes a result row by row, far slower than one parse.
        const { rows } = await sql<{ packed: string | null }>`
          select json_agg(json_build_array(t.reference, s.ticker, to_char(t.date, 'YYYY-MM-DD'), t.type, t.shares::text, t.shareprice::text, t.transaction_value::text))::text as packed
          from transactions t join securities s on s.id = t.security_id
          where t.owner_uid = ${ownerUid} and s.ticker in (${sql.join(group)})`.execute(database);
        const packed = rows[0]?.packed;
        if (!packed) continue;
        const found = (JSON.parse(packed) as [string | null, string, string, string, string, string, string][]).map(
          ([reference, ticker, day, type, shares, shareprice, transactionValue]) => ({ reference, ticker, day, type, shares, shareprice, transactionValue }),
        );
        trades = trades.concat(found);
      }
      return trades;
    },

    /** Ids of the securities with these (ticker, exchange) keys that the owner can see (shared, or their own). */
    async securityIds(ownerUid: string, keys: readonly { ticker: string; exchangeCode: string }[]): Promise<string[]> {
      const tickers = [...new Set(keys.map((key) => key.ticker))];
      if (tickers.length === 0) return [];
      const wanted = new Set(keys.map((key) => `${key.ticker}\u0000${key.exchangeCode}`));
      const rows = await database
        .selectFrom('securities')
        .select(['id', 'ticker', 'exchangeCode'])
        .where('ticker', 'in', tickers)
        .where((eb) => eb.or([eb('ownerUid', 'is', null), eb('ownerUid', '=', ownerUid)]))
        .execute();
      return rows.filter((row) => wanted.has(`${row.ticker}\u0000${row.exchangeCode}`)).map((row) => row.id);
    },
  };
}

export type ImportsRepository = ReturnType<typeof createImportsRepository>;
