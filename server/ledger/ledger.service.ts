// Every write to a user's ledger goes through `change`: validated inputs in, one database
// transaction out. Inside it the user's transaction_push row is locked (writes of one user run one
// at a time), only the holdings the change touches are recomputed (the closure through Spin-Off and
// Merge), stats are written only where they changed, and the push record is bumped. The engine's
// per-holding results are cached per process and patched by each write, so figures after an edit
// cost a revaluation, not a full recompute; the push version tells a cache it is stale when another
// process wrote.
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { DataOwner, Viewer } from '../auth/tokenVerifier';
import type { Database } from '../db/database';
import { appError, fieldError } from '../kernel/errors';
import { valueAsOf } from '../portfolio/asOf';
import { toDay } from '../portfolio/days';
import { ONE, decimal, toDecimalString, type Decimal } from '../portfolio/decimal';
import { EngineError } from '../portfolio/EngineError';
import type { TransactionStats } from '../portfolio/types';
import type { PubSub } from '../pubsub/pubsub';
import type { QuoteBook } from '../market/quoteBook';
import { DEFAULT_QUOTAS, type Quotas } from './quotas';
import { CACHED_USERS, createUsersCache } from './usersCache';
import { DEFAULT_CURRENCY } from '../../common/currency';
import { createEnginePool, type EnginePool } from '../engine/enginePool';
import { createLedgerRuns, type LedgerSettings, type LedgerState } from './ledgerRuns';

export type { LedgerSettings, LedgerState };
import { holdingKeyOf, holdingKeysOfRow, holdingRefOf, runLedger, type HoldingLedger } from './ledger';
import { overdraftRefusal, overdrawingRows } from './overdraft';
import { resolveSecurities } from './resolveSecurities';
import { isCashKind } from '../../common/transactionKinds';
import type { ParsedTransaction } from './transactionInput';
import {
  createTransactionsRepository,
  inTransaction,
  type LedgerRow,
  type NewTransactionRow,
  type SecurityRow,
  type TransactionsRepository,
} from './transactions.repository';

export const transactionNotFound = () => appError('NOT_FOUND', 'Transaction does not exist!');

/** A write: new rows, edits (whole validated rows replacing stored ones) and deletions. */
export interface LedgerChange {
  /** New rows; `id` when the caller links the row elsewhere in the same transaction (an accepted corporate action). */
  inserts?: readonly { input: ParsedTransaction; path: string; id?: string }[];
  edits?: readonly { id: string; input: ParsedTransaction; path: string }[];
  deletes?: readonly string[];
  /** Recompute every holding and look every rate up again (currency, cost method or rate changes). */
  everything?: boolean;
  /** Settings to compute with instead of the stored ones (checked before they are saved). */
  settings?: LedgerSettings;
  /** More writes for the same database transaction (the user row when settings change). */
  alsoWrite?: (trx: Database) => Promise<void>;
  /** Writes to make before computing, in the same transaction (manual rates the change depends on). */
  alsoWriteFirst?: (trx: Database) => Promise<void>;
  /** Manual quotes changed too: bump the quotes version. */
  quotesChanged?: boolean;
  /**
   * Checks the whole change (references, securities, the engine over every touched holding) and
   * rolls back instead of writing: an import's preview. Nothing is stored, cached or published.
   */
  dryRun?: boolean;
}

/** Ends a dry run's database transaction (rolled back) with the ids the change would have given. */
class DryRunDone extends Error {
  constructor(
    readonly ids: string[],
    readonly version: number,
  ) {
    super('dry run');
  }
}

export interface LedgerServiceDeps {
  db: Database;
  quotes: QuoteBook;
  pubsub: PubSub;
  ensureUser(viewer: Viewer): Promise<void>;
  /** The cap on securities only this user's records name (created by `change` for unknown tickers). */
  quotas?: Pick<Quotas, 'privateSecurities'>;
  /** Where whole-ledger engine runs happen (in-process when absent). */
  engine?: EnginePool;
}

/** A user's settings before their row exists (the same defaults the row gets). */
const DEFAULT_LEDGER_SETTINGS: LedgerSettings = { currency: DEFAULT_CURRENCY, costMethod: 'average' };

/** Push versions and settings in one round trip. */
async function headsOf(repository: TransactionsRepository, uids: readonly string[]) {
  const heads = await repository.heads(uids);
  return new Map(
    [...heads].map(([uid, head]) => {
      const settings = { currency: head.currency ?? DEFAULT_LEDGER_SETTINGS.currency, costMethod: head.costMethod ?? DEFAULT_LEDGER_SETTINGS.costMethod };
      return [uid, { versions: { version: head.version, quotesVersion: head.quotesVersion }, settings }];
    }),
  );
}

/** Whether a cached state is the ledger's as its head stands (its rows and settings; quotes are revalued apart). */
const isCurrent = (state: LedgerState, versions: { version: number }, settings: LedgerSettings) =>
  state.version === versions.version && state.settings.currency === settings.currency && state.settings.costMethod === settings.costMethod;

const headOf = async (repository: TransactionsRepository, uid: string) => (await headsOf(repository, [uid])).get(uid)!;

/** Runs as of a past day or in another currency kept per user (each one a whole ledger's holdings). */
const VARIANTS_PER_USER = 4;

/** Holdings computed per engine run within one change (see `change`). */
const HOLDINGS_PER_RUN = 50;

const ENGINE_FIELDS: Record<string, string> = { price: 'shareprice', targetHoldingKey: 'targetTicker', fxRateToPC: 'currency', amount: 'transactionValue' };

export function createLedgerService({ db, quotes, pubsub, ensureUser, quotas = DEFAULT_QUOTAS, engine = createEnginePool({ workers: 0 }) }: LedgerServiceDeps) {
  const runs = createLedgerRuns({ db, quotes, engine });
  const cache = createUsersCache<LedgerState>();
  // A cold load in progress per user: requests arriving meanwhile wait for it instead of starting another.
  const loads = new Map<string, { key: string; state: Promise<LedgerState> }>();
  // Runs as of a past day or in another currency, by version, day and currency (in flight or done).
  const variants = createUsersCache<Map<string, Promise<LedgerState>>>();

  // PGlite runs no autovacuum, so without this the planner never learns that the ledger grew and
  // reads a holding's rows through the wrong index (a scan of the whole ledger per edit). The
  // rule is autovacuum's: analyse once the rows written since the last analysis reach 50 + 10%
  // of the table. Harmless on PostgreSQL, whose autovacuum does the same.
  const planner = { changedRows: 0, tableRows: 0 };
  async function keepStatistics(changed: number): Promise<void> {
    planner.changedRows += changed;
    if (planner.changedRows < 50 + 0.1 * planner.tableRows) return;
    planner.changedRows = 0;
    planner.tableRows = await createTransactionsRepository(db).analyze();
  }

  /** Rates TC → PC on each row's date for the rows that need a fresh lookup. */
  async function resolveRates(
    uid: string,
    rows: readonly LedgerRow[],
    pc: string,
    pathOf: (row: LedgerRow) => string,
    within: Database = db,
  ): Promise<Map<string, Decimal>> {
    const needing = rows.filter((row) => row.isApplyExchangeRate && row.currency !== pc);
    const rates = new Map<string, Decimal>(rows.map((row) => [row.id, ONE]));
    if (needing.length === 0) return rates;
    const series = await quotes.ratesInto(uid, needing.map((row) => row.currency), pc, within);
    for (const row of needing) {
      const found = series.get(row.currency) && valueAsOf(series.get(row.currency)!, toDay(row.date));
      if (!found) {
        throw appError(
          'BAD_USER_INPUT',
          `${pathOf(row)}.currency: no ${row.currency}→${pc} exchange rate is known on or before ${row.date.slice(0, 10)}; enter one as a manual rate or clear isApplyExchangeRate.`,
        );
      }
      rates.set(row.id, decimal(found.value.toPrecision(12)));
    }
    return rates;
  }

  /**
   * The stored rows of the holdings reachable from `seed` through Spin-Off and Merge links, those
   * of stored rows and those of `unsaved` rows (a new Spin-Off joins its two holdings before it is
   * stored). Adds the reached holdings to `seed`.
   */
  async function closure(
    repository: TransactionsRepository,
    uid: string,
    seed: Set<string>,
    unsaved: readonly LedgerRow[],
    /** When known, the holdings that have stored rows: only those are read. */
    storedKeys: ReadonlySet<string> | null,
    /**
     * Holdings an earlier group of the same change computed with their whole closure: not reached
     * again. Only a cash holding can be linked from outside its closure (a security settled through
     * it), and such a row then runs without its cash (CashSplit.withoutCash).
     */
    done: ReadonlySet<string>,
  ): Promise<LedgerRow[]> {
    const rows = new Map<string, LedgerRow>();
    let pending = [...seed];
    while (pending.length > 0) {
      const next: string[] = [];
      const reach = (key: string) => {
        if (!seed.has(key) && !done.has(key)) {
          seed.add(key);
          next.push(key);
        }
      };
      for (const row of unsaved) {
        const keys = holdingKeysOfRow(row);
        if (keys.some((key) => seed.has(key))) keys.forEach(reach);
      }
      const reading = storedKeys ? pending.filter((key) => storedKeys.has(key)) : pending;
      for (const row of await repository.ledger(uid, reading.map(holdingRefOf))) {
        rows.set(row.id, row);
        // A settled trade read for its cash alone does not bring its security in: it runs for its
        // cash only (cashOnlyRows), so an edit in a settling account is not a whole-ledger recompute.
        if (!readForCashOnly(row, seed)) holdingKeysOfRow(row).forEach(reach);
      }
      pending = next;
    }
    return [...rows.values()];
  }

  /** Whether a row reaches the run only through the cash holding it settles against. */
  const readForCashOnly = (row: LedgerRow, holdings: ReadonlySet<string>): boolean =>
    row.cashSecurityId !== null &&
    !holdings.has(holdingKeyOf(row.portfolioId, row.securityId)) &&
    !(row.targetSecurityId !== null && holdings.has(holdingKeyOf(row.portfolioId, row.targetSecurityId)));

  function engineFailure(error: EngineError, pathById: Map<string, string>, rowsById: Map<string, LedgerRow>, securities: Map<string, SecurityRow>): GraphQLError {
    const tickerOfKey = (text: string) =>
      text.replace(/[0-9a-f-]{36}:([0-9a-f-]{36})/g, (_match, securityId: string) => securities.get(securityId)?.ticker ?? securityId);
    const field = ENGINE_FIELDS[error.field] ?? error.field;
    const detail = tickerOfKey(error.message.slice(error.message.indexOf(`${error.field} `) + error.field.length + 1));
    const path = pathById.get(error.transactionId);
    if (path) return appError('BAD_USER_INPUT', `${path}.${field} ${detail}.`);
    const row = rowsById.get(error.transactionId);
    // Named as the user knows it (kind, ticker, day), never by its id: the id is in extensions for code.
    const what = row ? `the ${row.type} of ${securities.get(row.securityId)?.ticker ?? 'a security'} on ${row.date.slice(0, 10)}` : 'another transaction';
    return new GraphQLError(`This change would make ${what} invalid: ${field} ${detail}.`, {
      extensions: { code: 'BAD_USER_INPUT', transactionId: error.transactionId },
    });
  }

  /** The securities of the rows as their owner sees them (their own ISINs). */
  async function securitiesFor(repository: TransactionsRepository, uid: string, rows: readonly LedgerRow[]): Promise<Map<string, SecurityRow>> {
    const ids = [...new Set(rows.flatMap((row) => (row.targetSecurityId ? [row.securityId, row.targetSecurityId] : [row.securityId])))];
    return new Map((await repository.securities.securitiesByIds(uid, ids)).map((s) => [s.id, s]));
  }

  /** A current cached state at the head's quotes version (manual quotes changed: figures revalue, rows stand). */
  function revalued(uid: string, cached: LedgerState, versions: { quotesVersion: number }): LedgerState {
    if (cached.quotesVersion === versions.quotesVersion) return cached;
    const state = { ...cached, quotesVersion: versions.quotesVersion };
    cache.set(uid, state);
    return state;
  }

  /** The engine's results for the user's ledger in their display currency, from cache when current. */
  async function currentState(owner: DataOwner): Promise<LedgerState> {
    const uid = owner.uid;
    const { versions, settings } = await headOf(createTransactionsRepository(db), uid);
    const cached = cache.get(uid);
    if (cached && isCurrent(cached, versions, settings)) return revalued(uid, cached, versions);
    const key = `${versions.version}:${settings.currency}:${settings.costMethod}`;
    const loading = loads.get(uid);
    if (loading?.key === key) return loading.state;
    const state = runs.load(uid, versions, settings)
      .then((loaded) => {
        // A load that finished after a newer one (a write in between) must not replace it.
        const now = cache.get(uid);
        if (!now || now.version <= loaded.version) cache.set(uid, loaded);
        return loaded;
      })
      .finally(() => {
        if (loads.get(uid)?.state === state) loads.delete(uid);
      });
    loads.set(uid, { key, state });
    return state;
  }

  /** Checks the portfolio, broker and account each input names, as the owner sees them. */
  async function checkRefs(repository: TransactionsRepository, uid: string, items: readonly { input: ParsedTransaction; path: string }[]) {
    // Each id once: an import names one portfolio 100,000 times, past a statement's 65,535 parameters.
    const distinct = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
    const refs = await repository.ownedRefs(uid, {
      portfolios: distinct(items.map((i) => i.input.portfolioId)),
      brokers: distinct(items.map((i) => i.input.brokerId)),
      accounts: distinct(items.map((i) => i.input.accountId)),
    });
    for (const { input, path } of items) {
      if (!refs.portfolios.has(input.portfolioId)) throw fieldError('NOT_FOUND', 'Portfolio does not exist!', `${path}.portfolio_Id`);
      if (input.brokerId && !refs.brokers.has(input.brokerId)) throw fieldError('NOT_FOUND', 'Broker does not exist!', `${path}.broker_Id`);
      if (input.accountId) {
        const brokerOfAccount = refs.accounts.get(input.accountId);
        if (!brokerOfAccount) throw fieldError('NOT_FOUND', 'Account does not exist!', `${path}.account_Id`);
        if (input.brokerId && input.brokerId !== brokerOfAccount) {
          throw appError('BAD_USER_INPUT', `${path}.account_Id belongs to another broker than broker_Id.`);
        }
        // An account implies its broker.
        input.brokerId = brokerOfAccount;
      }
    }
  }

  function rowOf(id: string, input: ParsedTransaction, security: SecurityRow, target: SecurityRow | undefined, previous?: LedgerRow, cash?: SecurityRow): LedgerRow {
    return {
      id,
      portfolioId: input.portfolioId,
      brokerId: input.brokerId,
      accountId: input.accountId,
      securityId: security.id,
      targetSecurityId: target?.id ?? null,
      cashSecurityId: cash?.id ?? null,
      targetCurrency: input.type === 'Conversion' ? input.targetTicker : null,
      type: input.type,
      date: input.date,
      currency: input.currency,
      isApplyExchangeRate: input.isApplyExchangeRate,
      fxRate: '1',
      shares: input.shares,
      shareprice: input.shareprice,
      transactionValue: input.transactionValue,
      fees: input.fees,
      taxes: input.taxes,
      ratioNew: input.ratioNew,
      ratioOld: input.ratioOld,
      costBasisFraction: input.costBasisFraction,
      holdingDisplay: input.holdingDisplay,
      reference: input.reference,
      exchangeShortName: input.exchangeShortName,
      sharesBalance: previous?.sharesBalance ?? '0',
      valueAtCostTc: previous?.valueAtCostTc ?? '0',
      valueAtCostPc: previous?.valueAtCostPc ?? '0',
      costOfSoldTc: previous?.costOfSoldTc ?? '0',
      costOfSoldPc: previous?.costOfSoldPc ?? '0',
      realizedGainLostTc: previous?.realizedGainLostTc ?? '0',
      realizedGainLostPc: previous?.realizedGainLostPc ?? '0',
      updatedAt: new Date(),
      seq: previous?.seq ?? null,
    };
  }

  const statsColumns = (stats: TransactionStats, fxRate: Decimal) => ({
    sharesBalance: toDecimalString(stats.shares_balance),
    valueAtCostTc: toDecimalString(stats.valueAtCostTC),
    valueAtCostPc: toDecimalString(stats.valueAtCostPC),
    costOfSoldTc: toDecimalString(stats.costOfSoldTC),
    costOfSoldPc: toDecimalString(stats.costOfSoldPC),
    realizedGainLostTc: toDecimalString(stats.realizedGainLostTC),
    realizedGainLostPc: toDecimalString(stats.realizedGainLostPC),
    fxRate: toDecimalString(fxRate),
  });

  // Text first: stored stats are the strings this service wrote, so equal values are nearly always
  // equal text, and a large change compares hundreds of thousands of them.
  const sameStats = (row: LedgerRow, next: ReturnType<typeof statsColumns>) =>
    (Object.keys(next) as (keyof typeof next)[]).every((column) => row[column] === next[column] || decimal(row[column]) === decimal(next[column]));

  /** A row's writable columns (the database sets updated_at and seq; the date is written zone-less). */
  const columnsOf = (row: LedgerRow): Omit<NewTransactionRow, 'id' | 'ownerUid'> => {
    const { id: _id, updatedAt: _updatedAt, seq: _seq, ...columns } = row;
    return { ...columns, date: row.date.replace('T', ' ') };
  };

  return {
    /** Applies a change all or nothing. Returns the ids of the inserted and edited rows, in input order. */
    async change(viewer: Viewer, change: LedgerChange): Promise<{ ids: string[]; version: number }> {
      const uid = viewer.uid;
      const inserts = change.inserts ?? [];
      const edits = change.edits ?? [];
      const deletes = [...new Set(change.deletes ?? [])];
      await ensureUser(viewer);
      const outcome = await inTransaction(db, async (repository, trx) => {
        const before = await repository.lockPush(uid);
        await change.alsoWriteFirst?.(trx);
        const settings = change.settings ?? (await headOf(repository, uid)).settings;
        await checkRefs(repository, uid, [...inserts, ...edits]);

        const existing = new Map((await repository.findLedgerRows(uid, [...edits.map((e) => e.id), ...deletes])).map((row) => [row.id, row]));
        for (const id of [...edits.map((e) => e.id), ...deletes]) if (!existing.has(id)) throw transactionNotFound();

        const written: { id?: string; input: ParsedTransaction; path: string }[] = [...inserts, ...edits];
        // Cash names no security: each currency's cash is one shared row (docs/decisions/0007).
        const securityOf = written.filter(({ input }) => !isCashKind(input.type));
        const { securities: securityRows } = await resolveSecurities(
          trx,
          uid,
          securityOf.flatMap(({ input }) => [
            { ticker: input.ticker, exchangeCode: input.exchangeCode, isin: input.isin, currency: input.currency },
            ...(input.targetTicker ? [{ ticker: input.targetTicker, exchangeCode: input.targetExchangeCode, currency: input.currency }] : []),
          ]),
          { limit: quotas.privateSecurities },
        );
        const settling = await repository.settlingAccounts(uid, written.flatMap(({ input }) => (input.accountId ? [input.accountId] : [])));
        const settles = (input: ParsedTransaction) => !isCashKind(input.type) && input.accountId !== null && settling.has(input.accountId);
        const cashOf = await repository.securities.cashSecurities(
          written.flatMap(({ input }) => (isCashKind(input.type) ? [input.currency, ...(input.type === 'Conversion' && input.targetTicker ? [input.targetTicker] : [])] : settles(input) ? [input.currency] : [])),
        );
        let cursor = 0;
        const pathById = new Map<string, string>();
        const newRows: LedgerRow[] = written.map((item) => {
          if (isCashKind(item.input.type)) {
            const id = item.id ?? randomUUID();
            pathById.set(id, item.path);
            const target = item.input.type === 'Conversion' && item.input.targetTicker ? cashOf.get(item.input.targetTicker) : undefined;
            return rowOf(id, item.input, cashOf.get(item.input.currency)!, target, existing.get(id));
          }
          const security = securityRows[cursor++]!;
          const target = item.input.targetTicker ? securityRows[cursor++] : undefined;
          // One security, one quote currency, for the user's own securities: a listing in another
          // currency is another exchange. A shared security's currency (the provider's) refuses
          // nothing: its closes are converted into the holding's currency.
          if (security.ownerUid !== null && security.currency && security.currency !== item.input.currency) {
            throw appError(
              'BAD_USER_INPUT',
              `${item.path}.currency ${security.ticker}${security.exchangeCode ? ` on ${security.exchangeCode}` : ''} is quoted in ${security.currency}, not ${item.input.currency}; name the exchange of the ${item.input.currency} listing in exchangeShortName.`,
            );
          }
          const id = item.id ?? randomUUID();
          pathById.set(id, item.path);
          return rowOf(id, item.input, security, target, existing.get(id), settles(item.input) ? cashOf.get(item.input.currency) : undefined);
        });

        // The holdings to recompute: every holding a new, old or deleted row belongs to (or all).
        const seed = new Set<string>([...newRows, ...existing.values()].flatMap(holdingKeysOfRow));
        // A change over many holdings (an import) first asks which have stored rows, and its groups
        // read only those: a holding new to the ledger has nothing to read, and such a read, planned
        // on statistics from before this change's own inserts, can scan every row written so far.
        const storedKeys = change.everything || seed.size > HOLDINGS_PER_RUN ? new Set(await repository.holdingKeys(uid)) : null;
        const keys = change.everything ? [...storedKeys!] : [...seed];
        const replaced = new Set([...pathById.keys(), ...deletes]);
        const dry = change.dryRun === true;
        if (deletes.length > 0 && !dry) await repository.delete(uid, deletes);

        // New rows indexed by holding once (positions in input order): each group takes its own
        // rather than scanning every new row, which made a 100,000-row import quadratic in groups.
        // Only rows with a target can join two holdings, so only they are walked for the closure.
        const newAt = new Map<string, number[]>();
        newRows.forEach((row, i) => {
          for (const key of holdingKeysOfRow(row)) {
            const at = newAt.get(key);
            if (at) at.push(i);
            else newAt.set(key, [i]);
          }
        });
        const linking = newRows.filter((row) => row.targetSecurityId !== null);
        // In groups of holdings, each with its closure: a change touching every holding (an import,
        // a currency change) then holds a group's rows at a time, not the whole ledger's.
        const touched = new Set<string>();
        const holdings = new Map<string, HoldingLedger>();
        const securities = new Map<string, SecurityRow>();
        const saved = new Set<string>();
        for (let i = 0; i < keys.length; i += HOLDINGS_PER_RUN) {
          // Holdings an earlier group reached through its closure are done.
          const group = new Set(keys.slice(i, i + HOLDINGS_PER_RUN).filter((key) => !touched.has(key)));
          if (group.size === 0) continue;
          const loaded = await closure(repository, uid, group, linking, storedKeys, touched);
          const positions = new Set([...group].flatMap((key) => newAt.get(key) ?? []));
          const mine = [...positions].sort((a, b) => a - b).map((position) => newRows[position]!);
          const rows = [...loaded.filter((row) => !replaced.has(row.id)), ...mine];
          const fresh = change.everything ? rows : mine;
          const rates = await resolveRates(uid, fresh, settings.currency, (row) => pathById.get(row.id) ?? `transaction ${row.id}`, trx);
          const fxRateOf = (row: LedgerRow) => rates.get(row.id) ?? decimal(row.fxRate);
          const groupSecurities = await securitiesFor(repository, uid, rows);
          // Settled trades of securities outside the group (reached through their cash) move their cash
          // and nothing else; those whose cash an earlier group computed move their security alone.
          const cashOnly = new Set(rows.filter((row) => readForCashOnly(row, group)).map((row) => row.id));
          const withoutCash = new Set(rows.filter((row) => row.cashSecurityId !== null && !group.has(holdingKeyOf(row.portfolioId, row.cashSecurityId))).map((row) => row.id));
          let run;
          try {
            run = runLedger(rows, fxRateOf, settings.costMethod, { cashOnly, withoutCash });
          } catch (error) {
            if (error instanceof EngineError) throw engineFailure(error, pathById, new Map(rows.map((row) => [row.id, row])), groupSecurities);
            throw error;
          }

          const overdrawing = overdrawingRows(rows, run.stats);
          if (overdrawing.length > 0) {
            const allowed = await repository.overdraftAccounts(uid, overdrawing.flatMap((row) => (row.accountId ? [row.accountId] : [])));
            const refused = overdrawing.find((row) => row.accountId === null || !allowed.has(row.accountId));
            if (refused) throw overdraftRefusal(refused, run.stats.get(refused.id)!.shares_balance, pathById.get(refused.id));
          }

          const stored = (row: LedgerRow) => columnsOf({ ...row, ...statsColumns(run.stats.get(row.id)!, fxRateOf(row)) });
          // A new settled trade is here for its cash when its security is in another group: saved there.
          const complete = mine.filter((row) => !cashOnly.has(row.id));
          const insertsNow = complete.filter((row) => !saved.has(row.id) && !existing.has(row.id));
          // A dry run computes what it would write; the groups never read back each other's writes
          // (rows of the change are replaced by their unsaved versions), so its figures are the same.
          if (!dry) await repository.insert(insertsNow.map((row) => ({ id: row.id, ownerUid: uid, ...stored(row) })));
          for (const row of complete) if (!dry && !saved.has(row.id) && existing.has(row.id)) await repository.update(uid, row.id, stored(row));
          for (const row of complete) saved.add(row.id);
          const changedStats = loaded
            .filter((row) => !replaced.has(row.id) && !cashOnly.has(row.id))
            .map((row) => ({ row, next: statsColumns(run.stats.get(row.id)!, fxRateOf(row)) }))
            .filter(({ row, next }) => !sameStats(row, next))
            .map(({ row, next }) => ({ id: row.id, ...next }));
          if (!dry) await repository.updateStats(uid, changedStats);
          for (const key of group) touched.add(key);
          for (const [key, holding] of run.holdings) holdings.set(key, holding);
          for (const [id, security] of groupSecurities) securities.set(id, security);
        }
        if (dry) throw new DryRunDone(newRows.map((row) => row.id), before.version);
        if (change.alsoWrite) {
          await change.alsoWrite(trx);
          // It may have written to the securities read above (an import's broker types): the cache keeps them read again.
          for (const security of await repository.securities.securitiesByIds(uid, [...securities.keys()])) securities.set(security.id, security);
        }

        if (change.quotesChanged) await repository.bumpPush(uid, 'quotesVersion');
        const after = await repository.bumpPush(uid, 'version');
        return { before, after, holdings, touched: change.everything ? null : touched, securities, settings, ids: newRows.map((row) => row.id) };
      }).catch((error: unknown) => {
        if (error instanceof DryRunDone) return error;
        throw error;
      });
      if (outcome instanceof DryRunDone) return { ids: outcome.ids, version: outcome.version };

      // Patch this process's cached figures when they were current before the write.
      const cached = cache.get(uid);
      const sameSettings = cached && cached.settings.currency === outcome.settings.currency && cached.settings.costMethod === outcome.settings.costMethod;
      if (cached && sameSettings && cached.version === outcome.before.version && outcome.touched) {
        const holdings = new Map(cached.holdings);
        for (const key of outcome.touched) holdings.delete(key);
        for (const [key, holding] of outcome.holdings) holdings.set(key, holding);
        const securities = new Map([...cached.securities, ...outcome.securities]);
        const inputs = { pages: cached.inputs.pages, replaced: new Set([...cached.inputs.replaced, ...outcome.touched]) };
        const rows = Math.max(0, cached.rows + inserts.length - deletes.length);
        cache.set(uid, { ...cached, version: outcome.after.version, holdings, securities, rows, inputs });
      } else {
        cache.delete(uid);
      }
      await pubsub.publish(uid, 'transactionPush', { updatedAt: outcome.after.updatedAt.toISOString() });
      await keepStatistics(inserts.length + deletes.length);
      return { ids: outcome.ids, version: outcome.after.version };
    },

    /** The user's ledger settings (display currency, cost method), without loading the ledger. */
    async settings(uid: string): Promise<LedgerSettings> {
      return (await headOf(createTransactionsRepository(db), uid)).settings;
    },

    /** The engine's results for the user's ledger in their display currency, from cache when current. */
    state: currentState,

    /**
     * Loads into this process's cache the ledgers of `uids` not cached already, a few queries for
     * them all, for a job about to read each one's figures (the day's value updates); returns
     * their states as they stand now (all but those being loaded, with a ledger over a page, or
     * none). At most CACHED_USERS at a time, or the first would be dropped before they are read.
     */
    async warm(uids: readonly string[]): Promise<Map<string, LedgerState>> {
      if (uids.length > CACHED_USERS) throw new Error(`warm at most ${CACHED_USERS} users at a time`);
      const heads = await headsOf(createTransactionsRepository(db), uids);
      const states = new Map<string, LedgerState>();
      const wanted = uids.flatMap((uid) => {
        const { versions, settings } = heads.get(uid)!;
        const cached = cache.get(uid);
        if (cached && isCurrent(cached, versions, settings)) {
          states.set(uid, revalued(uid, cached, versions));
          return [];
        }
        return loads.has(uid) ? [] : [{ uid, versions, settings }];
      });
      for (const [uid, loaded] of await runs.loadMany(wanted)) {
        states.set(uid, loaded);
        // A write meanwhile made a newer state: that one stays.
        const now = cache.get(uid);
        if (!now || now.version <= loaded.version) cache.set(uid, loaded);
      }
      return states;
    },

    /**
     * The figures as they stood at the close of `asOf`, in `currency`: the engine runs again over
     * the rows up to that day (rates looked up afresh when the currency is not the user's), from
     * the current state's own inputs. Kept per user and version, so the same day asked again (or
     * while it computes) is not run twice. `current` is the state the caller has just read, to
     * save asking the database again whether it is current.
     */
    async stateAt(owner: DataOwner, at: { currency: string; asOf: number }, current?: LedgerState): Promise<LedgerState> {
      current ??= await currentState(owner);
      const key = `${current.version}:${current.quotesVersion}:${current.settings.costMethod}:${at.currency}:${at.asOf}`;
      let mine = variants.get(owner.uid);
      if (!mine) variants.set(owner.uid, (mine = new Map()));
      const found = mine.get(key);
      if (found) return found;
      const variant = runs.variant(owner.uid, current, at);
      mine.set(key, variant);
      if (mine.size > VARIANTS_PER_USER) mine.delete(mine.keys().next().value!);
      // A failure is not kept: the next request tries again.
      variant.catch(() => mine.get(key) === variant && mine.delete(key));
      return variant;
    },

    /**
     * Writes manual quotes with `write` and marks them changed (figures revalue; stored stats are
     * unaffected by prices), in one database transaction: a quotes version of 0 then means the
     * user has no manual quotes at all, and the figures skip reading them.
     */
    async quotesChanged<T>(uid: string, write: (trx: Database) => Promise<T>): Promise<T> {
      return inTransaction(db, async (repository, trx) => {
        await repository.lockPush(uid);
        const written = await write(trx);
        await repository.bumpPush(uid, 'quotesVersion');
        return written;
      });
    },

    /** Drops this process's figures for a user (after their row changes outside `change`). */
    forget(uid: string): void {
      cache.delete(uid);
      variants.delete(uid);
    },

  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
