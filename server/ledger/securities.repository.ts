// SQL for securities: the shared listings every user sees and each user's private ones, with
// the ISIN and holding type a user gave a shared listing over its own. Every query names the
// owner, so another user's private securities are never seen.
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { DB, SecuritiesTable } from '../db/schema';
import { uuidsOnly } from '../db/uuids';

export type SecurityRow = Selectable<SecuritiesTable>;

export interface SecurityKey {
  ticker: string;
  exchangeCode: string;
  isin?: string | null;
  currency?: string | null;
}

/** The exchange code of the cash rows: no listing has it. */
export const CASH_EXCHANGE = 'CASH';

/** One key per listing: a ticker on an exchange. */
export const listingKey = (key: { ticker: string; exchangeCode: string }) => `${key.ticker}\u0000${key.exchangeCode}`;

export function createSecuritiesRepository(db: Database) {
  /** Securities as `ownerUid` sees them: the ISIN they gave a shared one, and their broker's type of it, over the shared ones. */
  const securitiesSeenBy = (ownerUid: string) =>
    db
      .selectFrom('securities as s')
      .leftJoin('securityOverrides as o', (join) => join.onRef('o.securityId', '=', 's.id').on('o.ownerUid', '=', ownerUid))
      .select([
        's.id', 's.ownerUid', 's.ticker', 's.exchangeCode', 's.name', 's.currency', 's.sector', 's.countryIso', 's.logoUrl',
        's.marketStatus', 's.marketSource', 's.marketSimulated', 's.marketCheckedAt', 's.createdAt', 's.updatedAt',
        sql<string | null>`coalesce(o.isin, s.isin)`.as('isin'),
        sql<string>`coalesce(o.holding_type, s.holding_type)`.as('holdingType'),
      ]);
  /** Shared rows and the owner's private ones: another user's private securities are never seen. */
  const visibleTo = (eb: ExpressionBuilder<DB & { s: SecuritiesTable }, 's'>, ownerUid: string) =>
    eb.or([eb('s.ownerUid', 'is', null), eb('s.ownerUid', '=', ownerUid)]);

  /** The securities among `ids` the owner can see (shared, or their own). */
  async function securitiesByIds(ownerUid: string, ids: readonly string[]): Promise<SecurityRow[]> {
    const valid = uuidsOnly(ids);
    if (valid.length === 0) return [];
    return securitiesSeenBy(ownerUid).where('s.id', 'in', valid).where((eb) => visibleTo(eb, ownerUid)).execute();
  }

  return {
    securitiesByIds,

    /** securitiesByIds for several owners in one query: each owner's visible rows among their ids. */
    async securitiesOfOwners(wanted: ReadonlyMap<string, readonly string[]>): Promise<Map<string, SecurityRow[]>> {
      const owners: string[] = [];
      const ids: string[] = [];
      for (const [ownerUid, ofOwner] of wanted) {
        for (const id of uuidsOnly(ofOwner)) {
          owners.push(ownerUid);
          ids.push(id);
        }
      }
      const found = new Map<string, SecurityRow[]>([...wanted.keys()].map((ownerUid) => [ownerUid, []]));
      if (ids.length === 0) return found;
      const { rows } = await sql<SecurityRow & { viewer: string }>`
        select x.viewer, s.id, s.owner_uid, s.ticker, s.exchange_code, s.name, s.currency, s.sector, s.country_iso, s.logo_url,
          s.market_status, s.market_source, s.market_simulated, s.market_checked_at, s.created_at, s.updated_at,
          coalesce(o.isin, s.isin) as isin, coalesce(o.holding_type, s.holding_type) as holding_type
        from unnest(${sql.val(owners)}::text[], ${sql.val(ids)}::uuid[]) as x(viewer, id)
        join securities s on s.id = x.id and (s.owner_uid is null or s.owner_uid = x.viewer)
        left join security_overrides o on o.security_id = s.id and o.owner_uid = x.viewer`.execute(db);
      for (const { viewer, ...row } of rows) found.get(viewer)!.push(row);
      return found;
    },

    /**
     * Each currency's cash row (docs/decisions/0007), created when first used: a shared security
     * with the code as ticker, exchange CASH, holding type and market status 'cash' (the market
     * layer never fetches it). By currency code.
     */
    async cashSecurities(currencies: readonly string[]): Promise<Map<string, SecurityRow>> {
      const codes = [...new Set(currencies)];
      if (codes.length === 0) return new Map();
      await db
        .insertInto('securities')
        .values(codes.map((code) => ({ ticker: code, exchangeCode: CASH_EXCHANGE, currency: code, name: `${code} cash`, holdingType: 'cash', marketStatus: 'cash' })))
        .onConflict((c) => c.columns(['ticker', 'exchangeCode']).where('ownerUid', 'is', null).doNothing())
        .execute();
      const rows = await securitiesSeenBy('').where('s.ownerUid', 'is', null).where('s.exchangeCode', '=', CASH_EXCHANGE).where('s.ticker', 'in', codes).execute();
      return new Map(rows.map((row) => [row.ticker, row]));
    },

    /**
     * The listings the owner can see, by listingKey: their own private row when they have one (it
     * was theirs first), otherwise the shared row. Each set is read through its own unique index.
     */
    async visibleListings(ownerUid: string, keys: readonly { ticker: string; exchangeCode: string }[]): Promise<Map<string, SecurityRow>> {
      const tickers = [...new Set(keys.map((key) => key.ticker))];
      if (tickers.length === 0) return new Map();
      const wanted = new Set(keys.map(listingKey));
      const shared = await securitiesSeenBy(ownerUid).where('s.ownerUid', 'is', null).where('s.ticker', 'in', tickers).execute();
      const own = await securitiesSeenBy(ownerUid).where('s.ownerUid', '=', ownerUid).where('s.ticker', 'in', tickers).execute();
      return new Map([...shared, ...own].filter((row) => wanted.has(listingKey(row))).map((row) => [listingKey(row), row]));
    },

    /** Creates the owner's private rows for these listings (those they already have are kept). */
    async insertPrivateSecurities(ownerUid: string, keys: readonly SecurityKey[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 1000) {
        await db
          .insertInto('securities')
          .values(keys.slice(i, i + 1000).map((k) => ({ ownerUid, ticker: k.ticker, exchangeCode: k.exchangeCode, isin: k.isin ?? null, currency: k.currency ?? null })))
          .onConflict((c) => c.columns(['ownerUid', 'ticker', 'exchangeCode']).where('ownerUid', 'is not', null).doNothing())
          .execute();
      }
    },

    /** Fills the gaps (ISIN, currency) of the owner's private rows with what they typed. */
    async fillPrivateSecurities(ownerUid: string, fills: readonly { id: string; isin: string | null; currency: string | null }[]): Promise<void> {
      for (let i = 0; i < fills.length; i += 1000) {
        const values = sql.join(fills.slice(i, i + 1000).map((f) => sql`(${f.id}::uuid, ${f.isin}::text, ${f.currency}::text)`));
        await sql`
          update securities s set isin = coalesce(s.isin, v.isin), currency = coalesce(s.currency, v.currency), updated_at = now()
          from (values ${values}) as v(id, isin, currency)
          where s.id = v.id and s.owner_uid = ${ownerUid}`.execute(db);
      }
    },

    /**
     * What the owner's broker says these securities are: their private rows take the type, their
     * view of shared rows gets it as an override (see securitiesSeenBy).
     */
    async setBrokerHoldingTypes(ownerUid: string, types: readonly { securityId: string; holdingType: string }[]): Promise<void> {
      for (let i = 0; i < types.length; i += 1000) {
        const part = types.slice(i, i + 1000);
        const values = sql.join(part.map((t) => sql`(${t.securityId}::uuid, ${t.holdingType}::text)`));
        await sql`
          update securities s set holding_type = v.holding_type, updated_at = now()
          from (values ${values}) as v(id, holding_type)
          where s.id = v.id and s.owner_uid = ${ownerUid} and s.holding_type <> v.holding_type`.execute(db);
        await sql`
          insert into security_overrides (owner_uid, security_id, holding_type)
          select ${ownerUid}, v.id, v.holding_type from (values ${values}) as v(id, holding_type)
          join securities s on s.id = v.id and s.owner_uid is null
          on conflict (owner_uid, security_id) do update set holding_type = excluded.holding_type, updated_at = now()`.execute(db);
      }
    },

    /** The owner's ISINs for shared rows; an ISIN they gave before is kept. Returns how many were new. */
    async insertOverrides(ownerUid: string, overrides: readonly { securityId: string; isin: string }[]): Promise<number> {
      let inserted = 0;
      for (let i = 0; i < overrides.length; i += 1000) {
        const result = await db
          .insertInto('securityOverrides')
          .values(overrides.slice(i, i + 1000).map((o) => ({ ownerUid, securityId: o.securityId, isin: o.isin })))
          // A row with only their broker's type (setBrokerHoldingTypes) takes the ISIN; one given before is kept.
          .onConflict((c) =>
            c
              .columns(['ownerUid', 'securityId'])
              .doUpdateSet({ isin: (eb) => eb.ref('excluded.isin') })
              .where('securityOverrides.isin', 'is', null),
          )
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return inserted;
    },

    async countPrivateSecurities(ownerUid: string): Promise<number> {
      const row = await db.selectFrom('securities').select((eb) => eb.fn.countAll<number>().as('n')).where('ownerUid', '=', ownerUid).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Deletes the owner's private securities that nothing of theirs uses (no transaction as source
     * or target, no manual price), except `keep`, and their ISINs of shared rows they no longer
     * trade. Returns how many private securities went.
     */
    async pruneUnusedSecurities(ownerUid: string, keep: readonly string[]): Promise<number> {
      const kept = uuidsOnly(keep);
      const unused = sql`
        not exists (select 1 from transactions t where t.owner_uid = ${ownerUid} and (t.security_id = s.id or t.target_security_id = s.id))
        and not exists (select 1 from manual_prices p where p.owner_uid = ${ownerUid} and p.security_id = s.id)`;
      await sql`
        delete from security_overrides o using securities s
        where o.owner_uid = ${ownerUid} and s.id = o.security_id and ${unused}`.execute(db);
      const result = await sql`
        delete from securities s
        where s.owner_uid = ${ownerUid} and ${unused}
          ${kept.length > 0 ? sql`and s.id not in (${sql.join(kept)})` : sql``}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    /** The securities the user's transactions in each portfolio refer to (Portfolio.stocks). */
    async securitiesOfPortfolios(ownerUid: string, portfolioIds: readonly string[]): Promise<(SecurityRow & { portfolioId: string })[]> {
      const valid = uuidsOnly(portfolioIds);
      if (valid.length === 0) return [];
      return securitiesSeenBy(ownerUid)
        .innerJoin(
          (eb) =>
            eb
              .selectFrom('transactions')
              .select(['portfolioId', 'securityId'])
              .distinct()
              .where('ownerUid', '=', ownerUid)
              .where('portfolioId', 'in', valid)
              .as('used'),
          (join) => join.onRef('used.securityId', '=', 's.id'),
        )
        .select('used.portfolioId')
        // A portfolio's cash is not one of its stocks (docs/decisions/0007): the summary reports it.
        .where('s.marketStatus', '!=', 'cash')
        .orderBy('s.ticker')
        .execute();
    },
  };
}

export type SecuritiesRepository = ReturnType<typeof createSecuritiesRepository>;
