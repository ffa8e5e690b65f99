// Caps on what one user keeps (QUOTA_* settings): brokers, accounts, portfolios, dashboards, live
// embeds, private securities and staged imports. A create that would pass a cap writes nothing and
// answers QUOTA_EXCEEDED naming the cap ("You can have at most 500 portfolios."). The count and the
// write share one database transaction holding the user's quota lock, so a burst of parallel
// creates cannot each see room for itself and together pass the cap.
import type { GraphQLError } from 'graphql';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { appError } from '../kernel/errors';
import { lockQuotaOwner } from './quotas.repository';

export interface Quotas {
  brokers: number;
  /** Over all of the user's brokers. */
  accounts: number;
  portfolios: number;
  dashboards: number;
  /** Live ones: a revoked embed no longer counts. */
  embeds: number;
  /** Securities only this user's records name (tickers the market layer does not know). */
  privateSecurities: number;
  /** Imports staged and not yet committed, discarded or expired. */
  stagedImports: number;
  /** Bytes of staged rows (and their problems) over all of them. */
  stagedImportBytes: number;
}

const MB = 1024 * 1024;

/** Far above real use: they stop runaway scripts and attacks, not investors. */
export const DEFAULT_QUOTAS: Quotas = {
  brokers: 200,
  accounts: 500,
  portfolios: 500,
  dashboards: 200,
  embeds: 100,
  privateSecurities: 10_000,
  stagedImports: 5,
  stagedImportBytes: 250 * MB,
};

type QuotaConfig = Pick<
  Config,
  'QUOTA_BROKERS' | 'QUOTA_ACCOUNTS' | 'QUOTA_PORTFOLIOS' | 'QUOTA_DASHBOARDS' | 'QUOTA_EMBEDS' | 'QUOTA_PRIVATE_SECURITIES' | 'QUOTA_STAGED_IMPORTS' | 'QUOTA_STAGED_IMPORT_MB'
>;

export function quotasOf(config: QuotaConfig): Quotas {
  return {
    brokers: config.QUOTA_BROKERS,
    accounts: config.QUOTA_ACCOUNTS,
    portfolios: config.QUOTA_PORTFOLIOS,
    dashboards: config.QUOTA_DASHBOARDS,
    embeds: config.QUOTA_EMBEDS,
    privateSecurities: config.QUOTA_PRIVATE_SECURITIES,
    stagedImports: config.QUOTA_STAGED_IMPORTS,
    stagedImportBytes: config.QUOTA_STAGED_IMPORT_MB * MB,
  };
}

/**
 * The error at a cap: "You can have at most 500 portfolios." `what` is plural, as the sentence
 * reads; `advice` (a sentence) says how to make room.
 */
export function quotaExceeded(what: string, limit: number, advice?: string): GraphQLError {
  return appError('QUOTA_EXCEEDED', `You can have at most ${limit.toLocaleString('en-US')} ${what}.${advice ? ` ${advice}` : ''}`);
}

/** A cap as a write is given it: what the message names (plural: `portfolios`) and the most kept. */
export interface QuotaLimit {
  what: string;
  limit: number;
}

export interface QuotaCheck extends QuotaLimit {
  /** How many the write adds. */
  adding: number;
  /** How many the owner has now, counted inside the transaction. */
  count(trx: Database): Promise<number>;
  advice?: string;
}

/**
 * Runs `write` in one transaction after the owner's quota lock is taken and the count shows room
 * for `adding` more; otherwise writes nothing and throws QUOTA_EXCEEDED. The owner's users row
 * must exist (ensureUser first).
 */
export async function withinQuota<T>(db: Database, ownerUid: string, check: QuotaCheck, write: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockQuotaOwner(trx, ownerUid);
    if ((await check.count(trx)) + check.adding > check.limit) throw quotaExceeded(check.what, check.limit, check.advice);
    return write(trx);
  });
}
