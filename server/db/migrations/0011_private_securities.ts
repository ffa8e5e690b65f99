import { sql, type Kysely } from 'kysely';
import { isValidIsin } from '../../ledger/transactionInput';

// Securities become reference data only the market layer writes. Until now the first user to name
// a ticker created its one shared row and fixed its currency and ISIN for everybody. From here:
// - a shared row (owner_uid null) is one a provider knows, written only by the market layer;
// - a private row (owner_uid set) is a ticker no provider knew when its owner named it, holding
//   what that user typed; nobody else sees it;
// - security_overrides holds what a user typed about a shared row (an ISIN), for that user only.
//
// Existing rows are split so that every user keeps seeing what they saw, minus ISINs that fail
// the check createTransaction applies:
// - a row the market layer knows (its profile answered, or it has stored closes) stays shared; each
//   user trading it keeps its ISIN as their own override, and the row itself forgets the ISIN and
//   the currency users gave it (the currency becomes the one its closes are quoted in) and is
//   marked pending, so the next refresh asks the provider's profile again;
// - any other row becomes private: the first of its users (by uid) takes it over, every other user
//   gets a copy with their transactions and manual prices moved to it; a row nobody uses goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table securities add column owner_uid text references users(uid) on delete cascade`.execute(db);
  await sql`alter table securities drop constraint securities_ticker_exchange_key`.execute(db);

  await db.schema
    .createTable('security_overrides')
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('security_id', 'uuid', (c) => c.notNull().references('securities.id').onDelete('cascade'))
    .addColumn('isin', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('security_overrides_pkey', ['owner_uid', 'security_id'])
    .execute();
  await db.schema.createIndex('security_overrides_security_idx').on('security_overrides').column('security_id').execute();

  await splitExistingRows(db);

  // One shared row per listing; one private row per user and listing. Lookups read each set
  // through its own index (see the transactions repository).
  await sql`create unique index securities_shared_key on securities (ticker, exchange_code) where owner_uid is null`.execute(db);
  await sql`create unique index securities_private_key on securities (owner_uid, ticker, exchange_code) where owner_uid is not null`.execute(db);
}

async function splitExistingRows(db: Kysely<unknown>): Promise<void> {
  const known = sql`(s.market_status = 'ready' or exists (select 1 from price_history p where p.security_id = s.id))`;
  const { rows: securities } = await sql<{ id: string; isin: string | null; known: boolean }>`
    select s.id, s.isin, ${known} as known from securities s`.execute(db);
  // Who uses each row, in one pass over the ledger (transactions have no index on the security alone).
  const { rows: usage } = await sql<{ securityId: string; users: string[] }>`
    select u.security_id, array_agg(distinct u.owner_uid order by u.owner_uid) as users from (
      select security_id, owner_uid from transactions
      union select target_security_id, owner_uid from transactions where target_security_id is not null
      union select security_id, owner_uid from manual_prices
    ) u group by u.security_id`.execute(db);
  const usersOf = new Map(usage.map((row) => [row.securityId, row.users]));
  const validIsin = (isin: string | null) => (isin !== null && isValidIsin(isin) ? isin : null);

  const overrides = securities.flatMap((security) => {
    const isin = security.known ? validIsin(security.isin) : null;
    return isin ? (usersOf.get(security.id) ?? []).map((uid) => ({ owner_uid: uid, security_id: security.id, isin })) : [];
  });
  for (let i = 0; i < overrides.length; i += 1000) {
    const values = sql.join(overrides.slice(i, i + 1000).map((o) => sql`(${o.owner_uid}, ${o.security_id}::uuid, ${o.isin})`));
    await sql`insert into security_overrides (owner_uid, security_id, isin) values ${values}`.execute(db);
  }
  await sql`
    update securities s set isin = null, market_status = 'pending', updated_at = now(),
      currency = (select p.currency from price_history p where p.security_id = s.id)
    where ${known}`.execute(db);

  for (const security of securities.filter((row) => !row.known)) {
    const [first, ...others] = usersOf.get(security.id) ?? [];
    if (first === undefined) {
      await sql`delete from securities where id = ${security.id}`.execute(db);
      continue;
    }
    await sql`update securities set owner_uid = ${first}, isin = ${validIsin(security.isin)} where id = ${security.id}`.execute(db);
    for (const uid of others) {
      const { rows } = await sql<{ id: string }>`
        insert into securities (owner_uid, ticker, exchange_code, name, currency, holding_type, sector, country_iso, isin, logo_url,
          market_status, market_source, market_simulated, market_checked_at)
        select ${uid}, ticker, exchange_code, name, currency, holding_type, sector, country_iso, isin, logo_url,
          market_status, market_source, market_simulated, market_checked_at
        from securities where id = ${security.id}
        returning id`.execute(db);
      const copy = rows[0]!.id;
      await sql`update transactions set security_id = ${copy} where owner_uid = ${uid} and security_id = ${security.id}`.execute(db);
      await sql`update transactions set target_security_id = ${copy} where owner_uid = ${uid} and target_security_id = ${security.id}`.execute(db);
      await sql`update manual_prices set security_id = ${copy} where owner_uid = ${uid} and security_id = ${security.id}`.execute(db);
    }
  }
}

/**
 * Back to one row per listing: each listing's rows merge into its shared row (or its first private
 * one), references moved there; overrides are dropped. A user's manual price that would collide
 * with one they keep on the merged row is dropped too.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index securities_private_key`.execute(db);
  await sql`drop index securities_shared_key`.execute(db);
  await db.schema.dropTable('security_overrides').execute();
  await sql`
    create temporary table security_merge as
    select s.id, c.id as into_id from securities s
    join lateral (
      select k.id from securities k where k.ticker = s.ticker and k.exchange_code = s.exchange_code
      order by (k.owner_uid is not null), k.id limit 1
    ) c on true
    where c.id <> s.id`.execute(db);
  await sql`update transactions t set security_id = m.into_id from security_merge m where t.security_id = m.id`.execute(db);
  await sql`update transactions t set target_security_id = m.into_id from security_merge m where t.target_security_id = m.id`.execute(db);
  await sql`
    delete from manual_prices p using security_merge m
    where p.security_id = m.id
      and exists (select 1 from manual_prices q where q.owner_uid = p.owner_uid and q.security_id = m.into_id and q.date = p.date)`.execute(db);
  await sql`update manual_prices p set security_id = m.into_id from security_merge m where p.security_id = m.id`.execute(db);
  await sql`delete from securities s using security_merge m where s.id = m.id`.execute(db);
  await sql`drop table security_merge`.execute(db);
  await sql`alter table securities drop column owner_uid`.execute(db);
  await sql`alter table securities add constraint securities_ticker_exchange_key unique (ticker, exchange_code)`.execute(db);
}
