// SQL for billing state. Every owner statement filters by the owner's uid, so another user's
// subscription or session id behaves like a missing one. Webhooks find the owner by the Stripe
// customer id (users.stripe_id, unique).
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { BillingSubscriptionsTable, TokenLedgerTable } from '../../db/schema';

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type SubscriptionState = Omit<Insertable<BillingSubscriptionsTable>, 'createdAt' | 'paymentFailedAt'>;

/** The token ledger of one user, summed (float8: bigint sums would come back as strings). */
export interface TokenTotals {
  /** Every allocation: trial, each paid period, top-ups. */
  allocated: number;
  used: number;
  /** The trial's allocation, and what was used while it ran (trial tokens are spent first). */
  trial: number;
  usedInTrial: number;
  hasTopUp: boolean;
}

export function createBillingRepository(db: Database) {
  return {
    /** The user whose Stripe customer this is, or null (an event for a customer we never made). */
    async ownerOfCustomer(customerId: string): Promise<string | null> {
      const row = await db.selectFrom('users').select('uid').where('stripeId', '=', customerId).executeTakeFirst();
      return row?.uid ?? null;
    },

    /** Stores the customer only where none is stored yet (two tabs auditing at once create one each; the first wins). */
    async setCustomer(uid: string, customerId: string): Promise<string> {
      await db.updateTable('users').set({ stripeId: customerId }).where('uid', '=', uid).where('stripeId', 'is', null).execute();
      const row = await db.selectFrom('users').select('stripeId').where('uid', '=', uid).executeTakeFirstOrThrow();
      return row.stripeId ?? customerId;
    },

    async account(uid: string): Promise<{ stripeId: string | null; trialStartedAt: Date } | undefined> {
      return db.selectFrom('users').select(['stripeId', 'trialStartedAt']).where('uid', '=', uid).executeTakeFirst();
    },

    /** The user's subscriptions, the one that matters first: live ones before ended ones, newest first. */
    async subscriptions(uid: string): Promise<SubscriptionRow[]> {
      return db
        .selectFrom('billingSubscriptions')
        .selectAll()
        .where('ownerUid', '=', uid)
        .orderBy(sql`case when status in ('active', 'trialing', 'past_due') then 0 else 1 end`)
        .orderBy('stateAt', 'desc')
        .execute();
    },

    async subscription(uid: string, id: string): Promise<SubscriptionRow | undefined> {
      return db.selectFrom('billingSubscriptions').selectAll().where('ownerUid', '=', uid).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Writes what an event says unless a newer event already spoke (Stripe's times order them;
     * an equal time applies, as Stripe stamps a burst of events within one second). True if written.
     */
    async applySubscription(state: SubscriptionState): Promise<boolean> {
      const result = await db
        .insertInto('billingSubscriptions')
        .values(state)
        .onConflict((c) =>
          c.column('id').doUpdateSet({
            status: (eb) => eb.ref('excluded.status'),
            priceId: (eb) => eb.ref('excluded.priceId'),
            trialEnd: (eb) => eb.ref('excluded.trialEnd'),
            currentPeriodEnd: (eb) => eb.ref('excluded.currentPeriodEnd'),
            cancelAtPeriodEnd: (eb) => eb.ref('excluded.cancelAtPeriodEnd'),
            stateAt: (eb) => eb.ref('excluded.stateAt'),
          }).where('billingSubscriptions.stateAt', '<=', (eb) => eb.ref('excluded.stateAt')).where('billingSubscriptions.ownerUid', '=', state.ownerUid),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** A failed payment (or null: a later one succeeded), unless newer news about it arrived. */
    async setPaymentFailure(uid: string, id: string, failedAt: Date | null, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('billingSubscriptions')
        .set({ paymentFailedAt: failedAt })
        .where('ownerUid', '=', uid)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('paymentFailedAt', 'is', null), eb('paymentFailedAt', '<=', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records an event id; false when it was already recorded (a redelivery). */
    async recordEvent(event: { id: string; type: string; created: Date; ownerUid: string | null; outcome: string }): Promise<boolean> {
      const result = await db.insertInto('billingEvents').values(event).onConflict((c) => c.column('id').doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async setEventOutcome(id: string, outcome: string): Promise<void> {
      await db.updateTable('billingEvents').set({ outcome }).where('id', '=', id).execute();
    },

    async openSession(uid: string, mode: 'subscription' | 'payment', priceId: string, now: Date) {
      return db
        .selectFrom('billingCheckoutSessions')
        .selectAll()
        .where('ownerUid', '=', uid)
        .where('mode', '=', mode)
        .where('priceId', '=', priceId)
        .where('status', '=', 'open')
        .where('expiresAt', '>', now)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },

    async insertSession(session: { id: string; ownerUid: string; mode: 'subscription' | 'payment'; priceId: string; url: string; expiresAt: Date }): Promise<void> {
      await db.insertInto('billingCheckoutSessions').values(session).onConflict((c) => c.column('id').doNothing()).execute();
    },

    async setSessionStatus(uid: string, id: string, status: 'complete' | 'expired'): Promise<void> {
      await db.updateTable('billingCheckoutSessions').set({ status }).where('ownerUid', '=', uid).where('id', '=', id).execute();
    },

    /** The session's price as we opened it (a webhook trusts our record, not the event's metadata). */
    async session(uid: string, id: string) {
      return db.selectFrom('billingCheckoutSessions').selectAll().where('ownerUid', '=', uid).where('id', '=', id).executeTakeFirst();
    },

    /** Credits tokens once per source; false when that source already credited (a redelivery). */
    async credit(entry: Omit<Insertable<TokenLedgerTable>, 'id' | 'createdAt'>): Promise<boolean> {
      const result = await db
        .insertInto('tokenLedger')
        .values(entry)
        .onConflict((c) => c.columns(['ownerUid', 'source']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async tokenTotals(uid: string, trialEnd: Date): Promise<TokenTotals> {
      const row = await db
        .selectFrom('tokenLedger')
        .select([
          sql<number>`coalesce(sum(tokens) filter (where kind <> 'usage'), 0)::float8`.as('allocated'),
          sql<number>`coalesce(-sum(tokens) filter (where kind = 'usage'), 0)::float8`.as('used'),
          sql<number>`coalesce(sum(tokens) filter (where kind = 'trial'), 0)::float8`.as('trial'),
          sql<number>`coalesce(-sum(tokens) filter (where kind = 'usage' and created_at < ${trialEnd}), 0)::float8`.as('usedInTrial'),
          sql<boolean>`coalesce(bool_or(kind = 'topup'), false)`.as('hasTopUp'),
        ])
        .where('ownerUid', '=', uid)
        .executeTakeFirstOrThrow();
      return { allocated: Number(row.allocated), used: Number(row.used), trial: Number(row.trial), usedInTrial: Number(row.usedInTrial), hasTopUp: Boolean(row.hasTopUp) };
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

/** Runs `work` in one database transaction with a repository bound to it. */
export function inBillingTransaction<T>(db: Database, work: (repository: BillingRepository) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(createBillingRepository(trx)));
}
