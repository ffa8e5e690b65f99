// Who holds what, for the notification jobs: each user's open positions in shared (market) listings,
// read in one statement from the ledger's stored running balances (the newest row of each
// portfolio's holding), never by running every user's ledger. A position reached only through
// a conversion's target leg has no row of its own and is not seen here (see the note).
import { sql } from 'kysely';
import type { Database } from '../../../db/database';

export interface Position {
  readonly ownerUid: string;
  readonly securityId: string;
  readonly ticker: string;
  readonly name: string | null;
  readonly shares: number;
}

/** Open positions (shares above zero, summed over the user's portfolios), by owner then ticker. */
export async function openPositions(db: Database, securityIds?: readonly string[]): Promise<Position[]> {
  if (securityIds && securityIds.length === 0) return [];
  const only = securityIds ? sql`and t.security_id = any(${sql.val(securityIds)}::uuid[])` : sql``;
  const { rows } = await sql<Position>`
    with latest as (
      select distinct on (t.owner_uid, t.portfolio_id, t.security_id) t.owner_uid, t.security_id, t.shares_balance
      from transactions t
      where true ${only}
      order by t.owner_uid, t.portfolio_id, t.security_id, t.date desc, t.seq desc
    )
    select l.owner_uid, s.id as security_id, s.ticker, s.name, sum(l.shares_balance)::float8 as shares
    from latest l join securities s on s.id = l.security_id
    where s.owner_uid is null and s.market_status <> 'cash'
    group by l.owner_uid, s.id, s.ticker, s.name
    having sum(l.shares_balance) > 0
    order by l.owner_uid, s.ticker`.execute(db);
  return rows;
}
