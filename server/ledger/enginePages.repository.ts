// The ledger as the engine reads it: pages of rows packed as comma-separated text (see ledger.ts's
// rowsOfPage), one owner's after a point, or several small ledgers whole in one query.
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { ENGINE_COLUMNS } from './ledger';

/** Where a page of the engine's reading of a ledger ended (see enginePage). */
export interface EnginePageEnd {
  readonly date: string;
  readonly seq: number;
}

// An engine row's columns of `page p` as text (see enginePage and ledger.ts's rowsOfPage): numerics
// as written, the date as isoLocal writes it, a boolean as t or f, null as nothing.
const ENGINE_EXPRESSIONS: Record<(typeof ENGINE_COLUMNS)[number], string> = {
  id: 'p.id::text', portfolioId: 'p.portfolio_id::text', securityId: 'p.security_id::text', targetSecurityId: "coalesce(p.target_security_id::text, '')",
  cashSecurityId: "coalesce(p.cash_security_id::text, '')", targetCurrency: "coalesce(p.target_currency, '')",
  type: 'p.type', date: `to_char(p.date, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`, currency: 'p.currency',
  isApplyExchangeRate: "case when p.is_apply_exchange_rate then 't' else 'f' end", fxRate: 'p.fx_rate::text', shares: 'p.shares::text',
  shareprice: 'p.shareprice::text', transactionValue: 'p.transaction_value::text', fees: 'p.fees::text', taxes: 'p.taxes::text',
  ratioNew: "coalesce(p.ratio_new::text, '')", ratioOld: "coalesce(p.ratio_old::text, '')", costBasisFraction: "coalesce(p.cost_basis_fraction::text, '')", seq: 'p.seq::text',
};
const PACKED_ENGINE_ROW = sql.raw(`concat_ws(',', ${ENGINE_COLUMNS.map((column) => ENGINE_EXPRESSIONS[column]).join(', ')})`);

export function createEnginePagesRepository(db: Database) {
  return {
    /**
     * One page of the owner's ledger for the engine, in the engine's order (date, then entry order)
     * after `after`: the rows' ENGINE_COLUMNS (see ledger.ts) as lines of comma-separated text,
     * which an engine worker parses (the main thread never builds these rows), with the page's
     * size, where it ended and its securities. Text rather than JSON: half the database's work.
     */
    async enginePage(
      ownerUid: string,
      after: EnginePageEnd | null,
      limit: number,
    ): Promise<{ packed: string | null; count: number; last: EnginePageEnd | null; securities: string[] | null }> {
      const { rows } = await sql<{ packed: string | null; count: number; last: EnginePageEnd | null; securities: string[] | null }>`
        with page as (
          select * from transactions where owner_uid = ${ownerUid} ${after ? sql`and (date, seq) > (${after.date}::timestamp, ${after.seq})` : sql``}
          order by date, seq limit ${limit}
        )
        select (select string_agg(${PACKED_ENGINE_ROW}, E'\n' order by p.date, p.seq) from page p) as packed,
          (select count(*)::int from page) as count,
          (select json_build_object('date', date::text, 'seq', seq) from page order by date desc, seq desc limit 1) as last,
          (select array_agg(distinct s.id)::text[] from (select security_id as id from page union select target_security_id from page) s where s.id is not null) as securities`.execute(db);
      return rows[0]!;
    },

    /**
     * Whole ledgers of several owners at once, each as one engine page (see enginePage), for those
     * whose ledger has at most `limit` rows; owners with more, or none, are not in the answer.
     */
    async enginePagesOf(ownerUids: readonly string[], limit: number): Promise<Map<string, { packed: string; count: number; securities: string[] }>> {
      if (ownerUids.length === 0) return new Map();
      const { rows } = await sql<{ ownerUid: string; packed: string; count: number; securities: string[] }>`
        with small as (
          select owner_uid from transactions where owner_uid = any(${sql.val(ownerUids)}::text[])
          group by owner_uid having count(*) <= ${limit}
        )
        select p.owner_uid, string_agg(${PACKED_ENGINE_ROW}, E'\n' order by p.date, p.seq) as packed, count(*)::int as count,
          array_remove(array_agg(distinct p.security_id::text) || array_agg(distinct p.target_security_id::text), null) as securities
        from transactions p join small using (owner_uid)
        group by p.owner_uid`.execute(db);
      return new Map(rows.map((row) => [row.ownerUid, { packed: row.packed, count: row.count, securities: [...new Set(row.securities)] }]));
    },
  };
}
