// SQL for transactions and the transaction_push record (securities: securities.repository.ts). Every transaction query
// filters by the owner's uid here, so another user's id behaves exactly like a missing one.
import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder } from 'kysely';
import { copyRows, runsOnPglite } from '../db/bulkCopy';
import type { Database } from '../db/database';
import type { DB, TransactionsTable } from '../db/schema';
import type { CostMethod } from '../portfolio/types';
import { uuidsOnly } from '../db/uuids';
import { CASH_KINDS } from '../../common/transactionKinds';
import { createSecuritiesRepository, type SecurityRow } from './securities.repository';
import type { UsageWhere } from './transactionUsage';

export { listingKey, type SecurityKey, type SecurityRow } from './securities.repository';

export type NewTransactionRow = Insertable<TransactionsTable> & { id: string };

/** The columns the engine and the write path need (no joined names). */
export interface LedgerRow {
  id: string;
  portfolioId: string;
  brokerId: string | null;
  accountId: string | null;
  securityId: string;
  targetSecurityId: string | null;
  /** A trade settled against cash: the cash security it moves in its portfolio (docs/decisions/0007). */
  cashSecurityId: string | null;
  /** Conversion: the currency received. */
  targetCurrency: string | null;
  type: string;
  /** 'yyyy-MM-ddTHH:mm:ss.SSS' (see isoLocal). */
  date: string;
  currency: string;
  isApplyExchangeRate: boolean;
  fxRate: string;
  shares: string;
  shareprice: string;
  transactionValue: string;
  fees: string;
  taxes: string;
  /** A ratio's new shares for ratioOld old ones (Split, Merge, a Spin-Off given by its ratio). */
  ratioNew: number | null;
  ratioOld: number | null;
  costBasisFraction: string | null;
  holdingDisplay: string | null;
  reference: string | null;
  exchangeShortName: string | null;
  sharesBalance: string;
  valueAtCostTc: string;
  valueAtCostPc: string;
  costOfSoldTc: string;
  costOfSoldPc: string;
  realizedGainLostTc: string;
  realizedGainLostPc: string;
  updatedAt: Date;
  /** Entry order (the tie-break between rows of one date); null for a row not stored yet. */
  seq: number | null;
}

/** A transaction as the API shows it: the ledger row plus the names it refers to. */
export interface TransactionRow extends LedgerRow {
  ticker: string;
  portfolioName: string;
  brokerName: string | null;
  accountName: string | null;
  stockName: string | null;
  logoUrl: string | null;
  isin: string | null;
  holdingType: string;
  targetTicker: string | null;
}

export type StatsColumns = Pick<
  LedgerRow,
  'sharesBalance' | 'valueAtCostTc' | 'valueAtCostPc' | 'costOfSoldTc' | 'costOfSoldPc' | 'realizedGainLostTc' | 'realizedGainLostPc' | 'fxRate'
>;

export interface HoldingRef {
  portfolioId: string;
  securityId: string;
}

/** Timestamps without zone come back as 'yyyy-MM-dd HH:mm:ss[.fff]'; the API writes them ISO-style. */
export function isoLocal(text: string): string {
  const [day, time = '00:00:00'] = text.split(/[ T]/);
  const [clock, fraction = ''] = time.split('.');
  return `${day}T${clock}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

const LEDGER_COLUMNS = [
  't.id',
  't.portfolioId',
  't.brokerId',
  't.accountId',
  't.securityId',
  't.targetSecurityId',
  't.cashSecurityId',
  't.targetCurrency',
  't.type',
  't.date',
  't.currency',
  't.isApplyExchangeRate',
  't.fxRate',
  't.shares',
  't.shareprice',
  't.transactionValue',
  't.fees',
  't.taxes',
  't.ratioNew',
  't.ratioOld',
  't.costBasisFraction',
  't.holdingDisplay',
  't.reference',
  't.exchangeShortName',
  't.sharesBalance',
  't.valueAtCostTc',
  't.valueAtCostPc',
  't.costOfSoldTc',
  't.costOfSoldPc',
  't.realizedGainLostTc',
  't.realizedGainLostPc',
  't.updatedAt',
  't.seq',
] as const;

/** Filed under the broker directly or through one of its accounts (a broker's delete cascades to both). */
const byBroker = (eb: ExpressionBuilder<DB, 'transactions'>, brokerId: string) =>
  eb.or([eb('brokerId', '=', brokerId), eb('accountId', 'in', eb.selectFrom('accounts').select('id').where('brokerId', '=', brokerId))]);

/** Securities per query when the rows of many holdings are read. */
const SECURITIES_PER_QUERY = 25;

/**
 * Rows per page when a whole ledger or listing is read: small enough that PGlite's memory (which
 * never shrinks) grows little for one page's text.
 */
const PAGE_SIZE = 2_500;

const NUMERIC_LEDGER_COLUMNS: ReadonlySet<string> = new Set([
  'fxRate', 'shares', 'shareprice', 'transactionValue', 'fees', 'taxes', 'costBasisFraction',
  'sharesBalance', 'valueAtCostTc', 'valueAtCostPc', 'costOfSoldTc', 'costOfSoldPc', 'realizedGainLostTc', 'realizedGainLostPc',
]);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const LEDGER_FIELDS: [keyof LedgerRow, string][] = LEDGER_COLUMNS.map((column) => {
  const key = column.slice(2) as keyof LedgerRow;
  return [key, NUMERIC_LEDGER_COLUMNS.has(key) ? `t.${snake(key)}::text` : `t.${snake(key)}`];
});
/** The listing's page fields: the ledger row and created_at (the listing's tie-break). */
const LIST_FIELDS: [string, string][] = [...LEDGER_FIELDS, ['createdAt', 't.created_at']];

// Rows packed into one JSON text per page: PGlite decodes a result row by row at about 100 µs for
// a row this wide, while one JSON.parse of a page is several times faster and leaves a fraction of
// the garbage. Numerics travel as text so no digit is lost to a float.
const packedSelect = (fields: readonly [string, string][], orderBy = '') =>
  sql.raw(`json_agg(json_build_array(${fields.map(([, expression]) => expression).join(', ')})${orderBy})::text`);

/**
 * An object with every key a row will have, each null, to copy rows from. V8 turns an object given
 * 40 properties one at a time into a hash table (about 1.6 KB a row, against 0.35 KB); a copy of
 * one JSON.parse made keeps its compact layout, and writing to keys it has does not change that.
 */
function rowShape(keys: readonly string[]): Readonly<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null])))) as Record<string, unknown>;
}

function unpack<T extends { date: string; updatedAt: Date }>(
  packed: string | null,
  fields: readonly [string, string][],
  shape: Readonly<Record<string, unknown>>,
): { rows: T[]; last: unknown[] | undefined } {
  if (!packed) return { rows: [], last: undefined };
  const arrays = JSON.parse(packed) as unknown[][];
  const rows = arrays.map((values) => {
    const row: Record<string, unknown> = { ...shape };
    for (let i = 0; i < fields.length; i++) row[fields[i]![0]] = values[i];
    row.date = isoLocal(row.date as string);
    row.updatedAt = new Date(row.updatedAt as string);
    return row as T;
  });
  return { rows, last: arrays[arrays.length - 1] };
}

const PACKED_LEDGER = packedSelect(LEDGER_FIELDS);
const LEDGER_SHAPE = rowShape(LEDGER_FIELDS.map(([key]) => key));
/** What a listed row adds to its ledger row: the names it refers to (see listPages). */
const NAME_KEYS: readonly Exclude<keyof TransactionRow, keyof LedgerRow>[] = [
  'ticker', 'portfolioName', 'brokerName', 'accountName', 'stockName', 'logoUrl', 'isin', 'holdingType', 'targetTicker',
];
const LIST_ORDER = 't.date desc, t.created_at desc, t.id desc';
const PACKED_LIST = packedSelect(LIST_FIELDS, ` order by ${LIST_ORDER}`);
const LIST_SHAPE = rowShape([...LIST_FIELDS.map(([key]) => key), ...NAME_KEYS]);
const fieldIndex = (key: string) => LIST_FIELDS.findIndex(([name]) => name === key);
const [DATE_AT, CREATED_AT, ID_AT] = [fieldIndex('date'), fieldIndex('createdAt'), fieldIndex('id')] as const;

/** What says whether a cached ledger is current: its push versions and the owner's ledger settings. */
export interface LedgerHead {
  version: number;
  quotesVersion: number;
  currency: string | null;
  costMethod: CostMethod | null;
}

type HeadRow = { version: number | null; quotesVersion: number | null; currency: string | null; costMethod: CostMethod | null };

/** A user with no push row yet is at version 0. */
const headOf = (row: HeadRow): LedgerHead => ({ version: row.version ?? 0, quotesVersion: row.quotesVersion ?? 0, currency: row.currency, costMethod: row.costMethod });

export function createTransactionsRepository(db: Database, { pageSize = PAGE_SIZE }: { pageSize?: number } = {}) {
  const securityRepository = createSecuritiesRepository(db);

  /** The heads of several owners (see head), by uid. */
  async function heads(ownerUids: readonly string[]): Promise<Map<string, LedgerHead>> {
    if (ownerUids.length === 0) return new Map();
    const { rows } = await sql<HeadRow & { uid: string }>`
      select me.uid, p.version, p.quotes_version, u.currency, u.cost_method
      from unnest(${sql.val(ownerUids)}::text[]) as me(uid)
      left join users u on u.uid = me.uid
      left join transaction_push p on p.owner_uid = me.uid`.execute(db);
    return new Map(rows.map((row) => [row.uid, headOf(row)]));
  }

  /** The ledger rows a query over `transactions as t` selects, read as one packed JSON text. */
  async function packedLedger(query: SelectQueryBuilder<DB & { t: TransactionsTable }, 't', object>): Promise<LedgerRow[]> {
    const { packed } = await query.select(sql<string | null>`${PACKED_LEDGER}`.as('packed')).executeTakeFirstOrThrow();
    return unpack<LedgerRow>(packed, LEDGER_FIELDS, LEDGER_SHAPE).rows;
  }

  /** The owner's transactions filed under what `where` names. */
  const using = (ownerUid: string, where: UsageWhere) => {
    let query = db.selectFrom('transactions').where('ownerUid', '=', ownerUid);
    if (where.portfolioId) query = query.where('portfolioId', '=', where.portfolioId);
    if (where.brokerId) query = query.where((eb) => byBroker(eb, where.brokerId!));
    if (where.accountIds) query = query.where('accountId', 'in', uuidsOnly(where.accountIds));
    return query;
  };

  return {
    /**
     * Locks the user's transaction_push row for the rest of the database transaction (created on
     * first use) and returns its versions: concurrent writes of one user run one after another.
     */
    async lockPush(ownerUid: string): Promise<{ version: number; quotesVersion: number }> {
      // One round trip: an upsert that updates locks the row just as select … for update would.
      return db
        .insertInto('transactionPush')
        .values({ ownerUid })
        .onConflict((c) => c.column('ownerUid').doUpdateSet({ ownerUid }))
        .returning(['version', 'quotesVersion'])
        .executeTakeFirstOrThrow();
    },

    async bumpPush(ownerUid: string, what: 'version' | 'quotesVersion'): Promise<{ version: number; quotesVersion: number; updatedAt: Date }> {
      return db
        .updateTable('transactionPush')
        .set((eb) => ({ [what]: eb(what, '+', 1), ...(what === 'version' ? { updatedAt: new Date() } : {}) }))
        .where('ownerUid', '=', ownerUid)
        .returning(['version', 'quotesVersion', 'updatedAt'])
        .executeTakeFirstOrThrow();
    },

    /**
     * What a read needs before the cache can answer: the push versions and the user's ledger
     * settings, in one round trip (nulls when the user has no row yet).
     */
    async head(ownerUid: string): Promise<LedgerHead> {
      return (await heads([ownerUid])).get(ownerUid)!;
    },

    /**
     * What the owner's listing depends on, in one round trip: the push version (every ledger
     * write), each named table's row count and last change (a rename or a delete shows), the ISINs
     * they gave shared securities, and the last change among `securityIds` (a shared row changes
     * when the market layer learns its name or logo). Equal stamps, equal listings.
     */
    async listingStamp(ownerUid: string, securityIds: readonly string[]): Promise<{ owned: string; securitiesChangedAt: number | null }> {
      const valid = uuidsOnly(securityIds);
      const changes = (table: string) => sql`(select count(*) || '/' || coalesce(max(updated_at)::text, '') from ${sql.table(table)} where owner_uid = ${ownerUid})`;
      const { rows } = await sql<{ owned: string; securitiesChangedAt: Date | null }>`
        select concat_ws(' ',
            (select version from transaction_push where owner_uid = ${ownerUid}),
            ${changes('portfolios')}, ${changes('brokers')}, ${changes('accounts')}, ${changes('security_overrides')}) as owned,
          ${valid.length > 0 ? sql`(select max(updated_at) from securities where id in (${sql.join(valid)}))` : sql`null::timestamptz`} as securities_changed_at`.execute(db);
      const row = rows[0]!;
      return { owned: row.owned, securitiesChangedAt: row.securitiesChangedAt?.getTime() ?? null };
    },

    /** Every holding the user's rows name, as source or target ('portfolioId:securityId'). */
    /** The owner's accounts among `ids` whose trades settle against cash. */
    async settlingAccounts(ownerUid: string, ids: readonly string[]): Promise<Set<string>> {
      const valid = uuidsOnly([...new Set(ids)]);
      if (valid.length === 0) return new Set();
      const rows = await db.selectFrom('accounts').select('id').where('ownerUid', '=', ownerUid).where('id', 'in', valid).where('settlesTrades', '=', true).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The accounts among `ids` whose cash may go below zero. */
    async overdraftAccounts(ownerUid: string, ids: readonly string[]): Promise<Set<string>> {
      const valid = uuidsOnly([...new Set(ids)]);
      if (valid.length === 0) return new Set();
      const rows = await db.selectFrom('accounts').select('id').where('ownerUid', '=', ownerUid).where('id', 'in', valid).where('allowsOverdraft', '=', true).execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Points an account's trades at the cash they settle against (their portfolio's cash in the
     * trade currency), or at none: what turning its settlesTrades on or off means for stored rows.
     * Cash rows are cash whatever the account's setting. Returns the rows changed.
     */
    async resettleAccount(ownerUid: string, accountId: string, settles: boolean): Promise<number> {
      const trades = db.updateTable('transactions').where('ownerUid', '=', ownerUid).where('accountId', '=', accountId).where('type', 'not in', [...CASH_KINDS]);
      if (!settles) return Number((await trades.set({ cashSecurityId: null }).where('cashSecurityId', 'is not', null).executeTakeFirst()).numUpdatedRows);
      const currencies = await db.selectFrom('transactions').select('currency').distinct().where('ownerUid', '=', ownerUid).where('accountId', '=', accountId).where('type', 'not in', [...CASH_KINDS]).execute();
      const cash = await securityRepository.cashSecurities(currencies.map((row) => row.currency));
      let changed = 0;
      for (const [currency, security] of cash) {
        const result = await trades.set({ cashSecurityId: security.id }).where('currency', '=', currency).executeTakeFirst();
        changed += Number(result.numUpdatedRows);
      }
      return changed;
    },

    async holdingKeys(ownerUid: string): Promise<string[]> {
      const { rows } = await sql<{ key: string }>`
        select portfolio_id || ':' || security_id as key from transactions where owner_uid = ${ownerUid}
        union
        select portfolio_id || ':' || target_security_id from transactions where owner_uid = ${ownerUid} and target_security_id is not null
        union
        select portfolio_id || ':' || cash_security_id from transactions where owner_uid = ${ownerUid} and cash_security_id is not null`.execute(db);
      return rows.map((row) => row.key);
    },

    /** The currencies of the user's rows that are converted into the display currency. */
    async convertedCurrencies(ownerUid: string): Promise<string[]> {
      const rows = await db
        .selectFrom('transactions')
        .select('currency')
        .distinct()
        .where('ownerUid', '=', ownerUid)
        .where('isApplyExchangeRate', '=', true)
        .execute();
      return rows.map((row) => row.currency);
    },

    /** Every ledger row of the user, or only those of the given holdings (as source or target). */
    async ledger(ownerUid: string, holdings?: readonly HoldingRef[]): Promise<LedgerRow[]> {
      const query = db.selectFrom('transactions as t').where('t.ownerUid', '=', ownerUid);
      if (!holdings) {
        // Pages in id order: one JSON text of a whole large ledger would be built inside
        // PGlite's WebAssembly memory, which grows to fit and never shrinks back.
        const rows: LedgerRow[] = [];
        for (let after: string | null = null; ; ) {
          let page = db.selectFrom('transactions').selectAll().where('ownerUid', '=', ownerUid);
          if (after) page = page.where('id', '>', after);
          const chunk = await packedLedger(db.selectFrom(page.orderBy('id').limit(pageSize).as('t')));
          rows.push(...chunk);
          if (chunk.length < pageSize) return rows;
          after = chunk[chunk.length - 1]!.id;
        }
      }
      if (holdings.length === 0) return [];
      // Portfolios and securities as two lists (a long list of row constructors makes a slow
      // plan), then the exact pairs here.
      const portfolios = [...new Set(holdings.map((h) => h.portfolioId))];
      const securities = [...new Set(holdings.map((h) => h.securityId))];
      // Two queries, each on its own index, rather than one OR that scans the ledger; securities
      // in groups, so a change touching every holding (a large import) never packs the whole
      // ledger into one result inside PGlite's memory.
      const inPortfolios = query.where('t.portfolioId', 'in', portfolios);
      let own: LedgerRow[] = [];
      let targets: LedgerRow[] = [];
      let settled: LedgerRow[] = [];
      for (let i = 0; i < securities.length; i += SECURITIES_PER_QUERY) {
        const group = securities.slice(i, i + SECURITIES_PER_QUERY);
        // concat, not push(...): one holding may have more rows than a call takes arguments.
        own = own.concat(await packedLedger(inPortfolios.where('t.securityId', 'in', group)));
        targets = targets.concat(await packedLedger(inPortfolios.where('t.targetSecurityId', 'in', group)));
        settled = settled.concat(await packedLedger(inPortfolios.where('t.cashSecurityId', 'in', group)));
      }
      const wanted = new Set(holdings.map((h) => `${h.portfolioId}:${h.securityId}`));
      const rows = [...new Map([...own, ...targets, ...settled].map((row) => [row.id, row])).values()];
      const names = (r: LedgerRow, securityId: string | null) => securityId !== null && wanted.has(`${r.portfolioId}:${securityId}`);
      return rows.filter((r) => names(r, r.securityId) || names(r, r.targetSecurityId) || names(r, r.cashSecurityId));
    },

    heads,

    /** Refreshes the planner's statistics of the transactions table; returns its row estimate. */
    async analyze(): Promise<number> {
      await sql`analyze transactions`.execute(db);
      const { rows } = await sql<{ reltuples: number }>`select reltuples::float8 as reltuples from pg_class where oid = 'transactions'::regclass`.execute(db);
      return Math.max(0, rows[0]?.reltuples ?? 0);
    },

    /** The user's transactions as the API shows them, newest first; with ids, only those. */
    async list(ownerUid: string, ids?: readonly string[] | null): Promise<TransactionRow[]> {
      let rows: TransactionRow[] = [];
      // concat, not push(...): a page may have more rows than a call takes arguments.
      for await (const page of this.listPages(ownerUid, { ids }).pages) rows = rows.concat(page);
      return rows;
    },

    /**
     * The listing a page at a time, newest first (with ids, only those; with portfolio ids, only
     * theirs): a caller that turns each page into something smaller holds one page of rows, not the
     * whole ledger's. The names rows refer to are looked up once per id, and the securities read
     * so far are in `securities` (with their updated_at: what a cached listing depends on).
     */
    listPages(ownerUid: string, filter: { ids?: readonly string[] | null; portfolioIds?: readonly string[] }) {
      const securities = new Map<string, SecurityRow>();
      const names = { portfolios: new Map<string, string>(), brokers: new Map<string, string>(), accounts: new Map<string, string>() };
      const valid = filter.ids ? uuidsOnly(filter.ids) : null;
      const inPortfolios = filter.portfolioIds?.length ? uuidsOnly(filter.portfolioIds) : null;
      // The names of a page's rows not looked up before, by id rather than joined: a six-table
      // join costs PGlite ~10 ms of planning per call, more than an edit's whole ledger work.
      const lookUp = async (rows: readonly LedgerRow[]) => {
        const missing = <T>(known: Map<string, T>, pick: (row: LedgerRow) => (string | null)[]) => [
          ...new Set(rows.flatMap(pick).filter((id): id is string => id !== null && !known.has(id))),
        ];
        const named = async (table: 'portfolios' | 'brokers' | 'accounts', pick: (row: LedgerRow) => (string | null)[]) => {
          const wanted = missing(names[table], pick);
          if (wanted.length === 0) return;
          const found = await db.selectFrom(table).select(['id', 'name']).where('ownerUid', '=', ownerUid).where('id', 'in', wanted).execute();
          for (const r of found) names[table].set(r.id, r.name);
        };
        await Promise.all([
          securityRepository.securitiesByIds(ownerUid, missing(securities, (r) => [r.securityId, r.targetSecurityId])).then((list) => list.forEach((sec) => securities.set(sec.id, sec))),
          named('portfolios', (r) => [r.portfolioId]),
          named('brokers', (r) => [r.brokerId]),
          named('accounts', (r) => [r.accountId]),
        ]);
      };
      async function* pages(): AsyncGenerator<TransactionRow[]> {
        if (valid?.length === 0 || inPortfolios?.length === 0) return;
        // Pages newest first, each continuing after the previous page's last (date, created_at, id).
        for (let last: unknown[] | undefined; ; ) {
          const page = await sql<{ packed: string | null }>`
            select ${PACKED_LIST} as packed
            from (
              select * from transactions t
              where t.owner_uid = ${ownerUid}
                ${valid ? sql`and t.id in (${sql.join(valid)})` : sql``}
                ${inPortfolios ? sql`and t.portfolio_id in (${sql.join(inPortfolios)})` : sql``}
                ${last ? sql`and (t.date, t.created_at, t.id) < (${last[DATE_AT]}::timestamp, ${last[CREATED_AT]}::timestamptz, ${last[ID_AT]}::uuid)` : sql``}
              order by ${sql.raw(LIST_ORDER)} limit ${pageSize}
            ) t`.execute(db);
          const chunk = unpack<LedgerRow & { createdAt: string }>(page.rows[0]!.packed, LIST_FIELDS, LIST_SHAPE);
          await lookUp(chunk.rows);
          // Names added in place: copying the rows would double the listing's cost.
          yield chunk.rows.map((row) => {
            const security = securities.get(row.securityId)!;
            return Object.assign(row, {
              ticker: security.ticker,
              portfolioName: names.portfolios.get(row.portfolioId)!,
              brokerName: row.brokerId ? (names.brokers.get(row.brokerId) ?? null) : null,
              accountName: row.accountId ? (names.accounts.get(row.accountId) ?? null) : null,
              stockName: security.name,
              logoUrl: security.logoUrl,
              isin: security.isin,
              holdingType: security.holdingType,
              targetTicker: row.targetSecurityId ? (securities.get(row.targetSecurityId)?.ticker ?? null) : null,
            });
          });
          if (chunk.rows.length < pageSize) return;
          last = chunk.last;
        }
      }
      return { pages: pages(), securities: securities as ReadonlyMap<string, SecurityRow> };
    },

    /** The given ids that exist for this owner, with the holdings they belong to. */
    async findLedgerRows(ownerUid: string, ids: readonly string[]): Promise<LedgerRow[]> {
      const valid = uuidsOnly(ids);
      if (valid.length === 0) return [];
      return packedLedger(db.selectFrom('transactions as t').where('t.ownerUid', '=', ownerUid).where('t.id', 'in', valid));
    },

    async insert(rows: readonly NewTransactionRow[]): Promise<void> {
      if (rows.length >= COPY_FROM && runsOnPglite(db) && rows.every(hasEveryColumn)) return copyTransactions(db, rows);
      // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
      for (let i = 0; i < rows.length; i += 1000) {
        await db.insertInto('transactions').values(rows.slice(i, i + 1000)).execute();
      }
    },

    async update(ownerUid: string, id: string, row: Omit<NewTransactionRow, 'id' | 'ownerUid'>): Promise<void> {
      await db.updateTable('transactions').set({ ...row, updatedAt: new Date() }).where('ownerUid', '=', ownerUid).where('id', '=', id).execute();
    },

    async delete(ownerUid: string, ids: readonly string[]): Promise<number> {
      const valid = uuidsOnly(ids);
      if (valid.length === 0) return 0;
      const result = await db.deleteFrom('transactions').where('ownerUid', '=', ownerUid).where('id', 'in', valid).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Writes recomputed stats (and rates) in one statement per chunk. */
    async updateStats(ownerUid: string, rows: readonly (StatsColumns & { id: string })[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        const values = sql.join(
          chunk.map(
            (r) =>
              sql`(${r.id}::uuid, ${r.sharesBalance}::numeric, ${r.valueAtCostTc}::numeric, ${r.valueAtCostPc}::numeric, ${r.costOfSoldTc}::numeric, ${r.costOfSoldPc}::numeric, ${r.realizedGainLostTc}::numeric, ${r.realizedGainLostPc}::numeric, ${r.fxRate}::numeric)`,
          ),
        );
        await sql`
          update transactions as t set
            shares_balance = v.sb, value_at_cost_tc = v.vtc, value_at_cost_pc = v.vpc, cost_of_sold_tc = v.ctc,
            cost_of_sold_pc = v.cpc, realized_gain_lost_tc = v.rtc, realized_gain_lost_pc = v.rpc, fx_rate = v.fx,
            updated_at = now()
          from (values ${values}) as v(id, sb, vtc, vpc, ctc, cpc, rtc, rpc, fx)
          where t.id = v.id and t.owner_uid = ${ownerUid}`.execute(db);
      }
    },

    /** How many of the user's transactions are filed under a portfolio, a broker or accounts. */
    async countUsing(ownerUid: string, where: UsageWhere): Promise<number> {
      const query = using(ownerUid, where).select((eb) => eb.fn.countAll<number>().as('count'));
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    /** Ids of the user's transactions under a portfolio, a broker or accounts (for a cascade). */
    async idsUsing(ownerUid: string, where: UsageWhere): Promise<string[]> {
      return (await using(ownerUid, where).select('id').execute()).map((row) => row.id);
    },

    /** Which of the ids are the owner's portfolios / brokers; accounts with their broker. */
    async ownedRefs(ownerUid: string, ids: { portfolios: readonly string[]; brokers: readonly string[]; accounts: readonly string[] }) {
      const pick = async (table: 'portfolios' | 'brokers', wanted: readonly string[]) => {
        const valid = uuidsOnly(wanted);
        if (valid.length === 0) return new Map<string, string>();
        const rows = await db.selectFrom(table).select(['id', 'name']).where('ownerUid', '=', ownerUid).where('id', 'in', valid).execute();
        return new Map(rows.map((row) => [row.id, row.name]));
      };
      const validAccounts = uuidsOnly(ids.accounts);
      const accounts =
        validAccounts.length === 0
          ? []
          : await db.selectFrom('accounts').select(['id', 'brokerId']).where('ownerUid', '=', ownerUid).where('id', 'in', validAccounts).execute();
      return {
        portfolios: await pick('portfolios', ids.portfolios),
        brokers: await pick('brokers', ids.brokers),
        accounts: new Map(accounts.map((row) => [row.id, row.brokerId])),
      };
    },

    /** The securities the ledger refers to: shared listings and the owner's private ones. */
    securities: securityRepository,
  };
}

export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;

/** Runs `work` in one database transaction with a repository bound to it. */
export function inTransaction<T>(db: Database, work: (repository: TransactionsRepository, trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(createTransactionsRepository(trx), trx));
}

// Below this many rows the plain INSERT is as quick, and keeps the per-row foreign-key triggers.
const COPY_FROM = 1000;

type CopiedColumn = Exclude<keyof NewTransactionRow, 'seq' | 'createdAt' | 'updatedAt'>;
const COPIED_KEYS = [
  'id', 'ownerUid', 'portfolioId', 'brokerId', 'accountId', 'securityId', 'targetSecurityId', 'cashSecurityId', 'targetCurrency', 'type', 'date', 'currency',
  'isApplyExchangeRate', 'fxRate', 'shares', 'shareprice', 'transactionValue', 'fees', 'taxes', 'ratioNew', 'ratioOld', 'costBasisFraction',
  'holdingDisplay', 'reference', 'exchangeShortName', 'sharesBalance', 'valueAtCostTc', 'valueAtCostPc', 'costOfSoldTc',
  'costOfSoldPc', 'realizedGainLostTc', 'realizedGainLostPc',
] as const satisfies readonly CopiedColumn[];
// Every insertable column is copied: a column added to the table but not here fails to compile.
type Uncopied = Exclude<CopiedColumn, (typeof COPIED_KEYS)[number]>;
const everyColumnCopied: [Uncopied] extends [never] ? true : Uncopied = true;
void everyColumnCopied;
// COPY cannot say DEFAULT: rows that leave a column out (to take its default) are INSERTed.
const hasEveryColumn = (row: NewTransactionRow) => COPIED_KEYS.every((key) => row[key] !== undefined);
const COPIED_COLUMNS = Object.fromEntries(COPIED_KEYS.map((key) => [key, snake(key)])) as Record<(typeof COPIED_KEYS)[number], string>;

/**
 * A bulk insert on PGlite (see db/bulkCopy.ts): the rows' references are checked once per distinct
 * value, with the same meaning as the table's foreign keys (the owner exists; each portfolio,
 * broker and account exists and is the owner's; each security exists), then the rows are copied
 * with the per-row foreign-key triggers off for that one statement. PGlite has a single
 * connection, so nothing can delete a checked row between the check and the copy.
 */
async function copyTransactions(db: Database, rows: readonly NewTransactionRow[]): Promise<void> {
  const distinct = <T>(values: readonly (T | null | undefined)[]) => [...new Set(values.filter((value): value is T => value !== null && value !== undefined))];
  const owners = distinct(rows.map((row) => row.ownerUid));
  const missing: string[] = [];
  const count = async (found: Promise<{ n: number | string | bigint }>, wanted: number, what: string) => {
    if (Number((await found).n) !== wanted) missing.push(what);
  };
  const counted = (table: 'portfolios' | 'brokers' | 'accounts', ids: string[], owner: string) =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('ownerUid', '=', owner).where('id', 'in', ids).executeTakeFirstOrThrow();
  await count(db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('uid', 'in', owners).executeTakeFirstOrThrow(), owners.length, 'owner');
  for (const owner of owners) {
    const mine = rows.filter((row) => row.ownerUid === owner);
    for (const [table, ids] of [
      ['portfolios', distinct(mine.map((row) => row.portfolioId))],
      ['brokers', distinct(mine.map((row) => row.brokerId))],
      ['accounts', distinct(mine.map((row) => row.accountId))],
    ] as const) {
      if (ids.length > 0) await count(counted(table, ids, owner), ids.length, table);
    }
  }
  for (const owner of owners) {
    // Shared securities, or the owner's own: never another user's private one.
    const securities = distinct(rows.filter((row) => row.ownerUid === owner).flatMap((row) => [row.securityId, row.targetSecurityId]));
    const visible = db
      .selectFrom('securities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', securities)
      .where((eb) => eb.or([eb('ownerUid', 'is', null), eb('ownerUid', '=', owner)]));
    await count(visible.executeTakeFirstOrThrow(), securities.length, 'securities');
  }
  if (missing.length > 0) throw new Error(`Transactions to insert refer to missing or foreign rows (${missing.join(', ')}).`);

  // SET LOCAL: off for this transaction only (outside one it has no effect and the triggers run);
  // switched back on straight after the copy for whatever else the transaction writes.
  await sql`set local session_replication_role = replica`.execute(db);
  await copyRows<(typeof COPIED_KEYS)[number]>(db, 'transactions', COPIED_COLUMNS, rows);
  await sql`set local session_replication_role = origin`.execute(db);
}

