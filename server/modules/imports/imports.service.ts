// Imports all or nothing: a file's rows are staged in parts (each row validated as createTransaction
// validates it, problems reported per file row rather than thrown), then committed into one
// portfolio and account through a single ledger change, so a failure anywhere leaves the ledger as
// it was and the stage in place for another try. Rows the ledger already holds are left out.
// A row with a problem is answered to the preview and not kept: only its row number and message
// are stored, which refuse the commit until the row is excluded. Each user has a few imports
// staged at once, of bounded size (QUOTA_STAGED_IMPORTS, QUOTA_STAGED_IMPORT_MB); an import
// expires through a job a day after its first part.
import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import type { ImportResult, ImportRowInput, ImportRowProblem, ImportStage, TransactionInput } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import type { JobQueue } from '../../jobs/queue';
import { lockQuotaOwner } from '../../ledger/quotas.repository';
import { quotaExceeded, type Quotas } from '../../ledger/quotas';
import { FREE_IMPORT_ROWS, type PlanGate } from '../../../common/billing';
import { accountNotFound } from '../brokers/brokers.service';
import { portfolioNotFound } from '../portfolios/portfolios.service';
import type { LedgerService } from '../../ledger/ledger.service';
import { parseTransactionInput, type ParsedTransaction } from '../../ledger/transactionInput';
import { learnUnseenListings, listingsOf, type SecurityResolver } from '../transactions/transactions.service';
import { createTransactionsRepository, listingKey } from '../../ledger/transactions.repository';
import { findAlreadyImported } from './alreadyImported';
import { importExpiryJob } from './importExpiry';
import { createImportsRepository, type StagedProblem, type StagedRow } from './imports.repository';
import { createSecuritiesRepository } from '../../ledger/securities.repository';

/** Rows per stageImport call: a part stays well under the request body limit. */
export const MAX_ROWS_PER_PART = 10_000;
/** Rows per import: twenty full parts. */
export const MAX_ROWS_PER_IMPORT = 200_000;
/** Securities per import: as many as one createTransaction call may name (each is one row of a statement). */
export const MAX_SECURITIES_PER_IMPORT = 10_000;
const MB = 1024 * 1024;
/** Problems named in the message of a refused commit; the client has the full list from staging. */
const PROBLEMS_NAMED = 3;

export const importNotFound = () => appError('NOT_FOUND', 'Import does not exist!');

function requireRowRoom(total: number): number {
  if (total > MAX_ROWS_PER_IMPORT) throw appError('BAD_USER_INPUT', `An import may hold at most ${MAX_ROWS_PER_IMPORT} rows; this part would make it ${total}.`);
  return total;
}

/** The file row a validation or ledger message is about (`row 12.shares …`). */
const rowPath = (row: number) => `row ${row}`;
const ROW_MESSAGE = /^row (\d+)\.(.*)$/s;

/**
 * A ledger message about a row in the user's terms: "Row 12: shares sells 12 shares …", with the
 * row in `extensions.row` so the preview can put a dry run's refusal on its row.
 */
function inFileTerms(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const match = ROW_MESSAGE.exec(error.message);
  return match ? new GraphQLError(`Row ${match[1]}: ${match[2]}`, { extensions: { ...error.extensions, row: Number(match[1]) } }) : error;
}

// A ratio is staged as its two parts together (either may be missing: the commit's checks say so).
const ratioOf = (row: ImportRowInput): [number, number] | null =>
  row.ratioNew == null && row.ratioOld == null ? null : [row.ratioNew ?? Number.NaN, row.ratioOld ?? Number.NaN];

function compact(row: ImportRowInput): StagedRow {
  const staged: StagedRow = [
    row.row,
    row.ticker,
    row.ISIN ?? null,
    row.exchangeShortName ?? null,
    row.currency,
    row.date,
    row.type,
    row.shares,
    row.shareprice,
    row.fees ?? null,
    row.taxes ?? null,
    row.reference ?? null,
  ];
  // Optional tails, in order: corporate fields, the export's fields, the broker's type; each only when a later one is set.
  const tails: (readonly unknown[])[] = [
    [row.transactionValue ?? null, ratioOf(row), row.targetTicker ?? null, row.costBasisFraction ?? null],
    [row.isApplyExchangeRate ?? null, row.holdingDisplay ?? null],
    [row.holdingType ?? null],
  ];
  const last = tails.findLastIndex((tail) => tail.some((value) => value !== null));
  for (const tail of tails.slice(0, last + 1)) (staged as unknown[]).push(...tail);
  return staged;
}

/** A staged row as the transaction createTransaction would receive. */
function toTransactionInput(staged: StagedRow, target: { portfolioId: string; accountId: string | null }): TransactionInput {
  const [, ticker, ISIN, exchangeShortName, currency, date, type, shares, shareprice, fees, taxes, reference, transactionValue, ratio, targetTicker, costBasisFraction, isApplyExchangeRate, holdingDisplay] =
    staged;
  return {
    portfolio_Id: target.portfolioId,
    account_Id: target.accountId,
    ticker,
    ISIN,
    exchangeShortName,
    currency,
    date,
    type: type as TransactionInput['type'],
    shares,
    shareprice,
    fees,
    taxes,
    reference,
    transactionValue: transactionValue ?? null,
    ratioNew: ratio?.[0] ?? null,
    ratioOld: ratio?.[1] ?? null,
    targetTicker: targetTicker ?? null,
    costBasisFraction: costBasisFraction ?? null,
    isApplyExchangeRate: isApplyExchangeRate ?? null,
    holdingDisplay: holdingDisplay ?? null,
  };
}

/** The types a broker's file may give a security (the securities table's holding types). */
export const BROKER_HOLDING_TYPES = ['stock', 'etf', 'fund'] as const;

function checkHoldingType(row: StagedRow, path: string): void {
  const type = row[18];
  if (type != null && !(BROKER_HOLDING_TYPES as readonly string[]).includes(type)) {
    throw appError('BAD_USER_INPUT', `${path}.holdingType must be one of ${BROKER_HOLDING_TYPES.join(', ')}.`);
  }
}

/** Before the commit names them, portfolio and account are unknown: the parser only needs one. */
const STAGING_TARGET = { portfolioId: 'staging', accountId: null };

export interface ImportsServiceDeps {
  db: Database;
  ledger: LedgerService;
  ensureUser(viewer: Viewer): Promise<void>;
  market?: SecurityResolver;
  /** Where a new import's expiry job goes. */
  queue: Pick<JobQueue, 'enqueue'>;
  quotas: Pick<Quotas, 'stagedImports' | 'stagedImportBytes'>;
  /** Committing more than FREE_IMPORT_ROWS rows at once needs the plan or the trial. */
  plan?: PlanGate;
}

export interface CommitRequest {
  importId: string;
  portfolioId: string;
  accountId: string;
  excludeRows?: readonly number[] | null;
  dryRun?: boolean | null;
}

export function createImportsService({ db, ledger, ensureUser, market, queue, quotas, plan }: ImportsServiceDeps) {
  const repository = createImportsRepository(db);

  /** The rates foreign-currency rows need, fetched first when the store has none (as createTransaction does). */
  async function ensureRates(viewer: Viewer, inputs: readonly ParsedTransaction[]): Promise<void> {
    if (!market) return;
    const { currency } = await ledger.settings(viewer.uid);
    const pairs = new Map<string, { base: string; quote: string }>();
    for (const input of inputs) if (input.isApplyExchangeRate && input.currency !== currency) pairs.set(input.currency, { base: input.currency, quote: currency });
    if (pairs.size > 0) await market.ensurePairs([...pairs.values()]);
  }

  function refusal(problems: readonly StagedProblem[]): GraphQLError {
    const named = problems.slice(0, PROBLEMS_NAMED).map(([row, message]) => `Row ${row}: ${message}`);
    const more = problems.length - named.length;
    return appError(
      'BAD_USER_INPUT',
      `The import cannot be written while rows have problems. ${named.join(' ')}${more > 0 ? ` And ${more} more row${more === 1 ? '' : 's'}.` : ''} Correct the file or exclude these rows.`,
    );
  }

  return {
    /** Validates and keeps a part of an import; starts a new import without an id. */
    async stage(viewer: Viewer, importId: string | null | undefined, rows: readonly ImportRowInput[]): Promise<ImportStage> {
      if (rows.length > MAX_ROWS_PER_PART) throw appError('BAD_USER_INPUT', `rows may hold at most ${MAX_ROWS_PER_PART} rows per call; send the file in parts.`);
      const seen = new Set<number>();
      for (const { row } of rows) {
        if (!Number.isInteger(row) || row < 1) throw appError('BAD_USER_INPUT', `rows: ${row} is not a file row number (1 or more).`);
        if (seen.has(row)) throw appError('BAD_USER_INPUT', `rows: file row ${row} appears twice.`);
        seen.add(row);
      }
      await ensureUser(viewer);
      // Checked before the rows are (and again under the lock, where the part is numbered).
      const before = importId ? await repository.status(viewer.uid, importId) : { rowCount: 0, lastPart: 0 };
      if (!before) throw importNotFound();
      requireRowRoom(before.rowCount + rows.length);

      const valid: StagedRow[] = [];
      const problems: StagedProblem[] = [];
      for (const row of rows.map(compact)) {
        const path = rowPath(row[0]);
        try {
          parseTransactionInput(toTransactionInput(row, STAGING_TARGET), path);
          checkHoldingType(row, path);
          valid.push(row);
        } catch (error) {
          if (!(error instanceof GraphQLError)) throw error;
          // The problem carries the row; the message keeps the field: "shares must be …".
          problems.push([row[0], error.message.startsWith(`${path}.`) ? error.message.slice(path.length + 1) : error.message]);
        }
      }
      const stored = { rows: JSON.stringify(valid), problems: JSON.stringify(problems) };
      const bytes = Buffer.byteLength(stored.rows, 'utf8') + Buffer.byteLength(stored.problems, 'utf8');
      const id = importId ?? randomUUID();
      // Under the user's quota lock: parts of one user (of one import, too) are numbered and
      // counted one after another, so parallel parts neither collide nor pass the quotas together.
      const rowCount = await db.transaction().execute(async (trx) => {
        await lockQuotaOwner(trx, viewer.uid);
        const inTrx = createImportsRepository(trx);
        const status = importId ? await inTrx.status(viewer.uid, importId) : { rowCount: 0, lastPart: 0 };
        if (!status) throw importNotFound();
        const total = requireRowRoom(status.rowCount + rows.length);
        const usage = await inTrx.usage(viewer.uid);
        if (!importId && usage.imports >= quotas.stagedImports) {
          throw quotaExceeded('imports staged and not yet committed', quotas.stagedImports, 'Commit or discard one first.');
        }
        if (usage.bytes + bytes > quotas.stagedImportBytes) {
          throw quotaExceeded('MB of staged imports', Math.floor(quotas.stagedImportBytes / MB), 'Commit or discard an import first, or import a smaller file.');
        }
        await inTrx.addPart(viewer.uid, id, { part: status.lastPart + 1, rowCount: rows.length, bytes, ...stored });
        return total;
      });
      if (!importId) await queue.enqueue([importExpiryJob(id)], { ifAbsent: true });
      return { importId: id, rowCount, problems: problems.map(([row, message]) => ({ row, message })) };
    },

    /**
     * Writes the staged rows (less `excludeRows` and those already in the ledger) in one ledger
     * change, and forgets the stage in the same database transaction. A dry run makes the same
     * change with the ledger's dry run (every check, the engine's included, and no write), so it
     * answers what the commit would, errors too.
     */
    async commit(viewer: Viewer, request: CommitRequest): Promise<ImportResult> {
      const uid = viewer.uid;
      const refs = await createTransactionsRepository(db).ownedRefs(uid, { portfolios: [request.portfolioId], brokers: [], accounts: [request.accountId] });
      if (!refs.portfolios.has(request.portfolioId)) throw portfolioNotFound();
      if (!refs.accounts.has(request.accountId)) throw accountNotFound();
      const parts = await repository.parts(uid, request.importId);
      if (parts.length === 0) throw importNotFound();

      const excluded = new Set(request.excludeRows ?? []);
      const seen = new Set<number>();
      const rows: StagedRow[] = [];
      for (const part of parts) {
        for (const row of part.rows) {
          // A part sent twice (a retry after a lost answer) would import its rows twice.
          if (seen.has(row[0])) throw appError('BAD_USER_INPUT', `File row ${row[0]} was staged twice; discard this import and stage the file again.`);
          seen.add(row[0]);
          if (!excluded.has(row[0])) rows.push(row);
        }
      }
      // A dry run writes nothing: the preview checks a large file like any other; its import asks the plan.
      if (plan && !request.dryRun && rows.length > FREE_IMPORT_ROWS) await plan.requireFeature(uid, 'largeImports');
      const problems = parts.flatMap((part) => part.problems).filter(([row]) => !excluded.has(row));
      if (problems.length > 0) throw refusal(problems.sort((a, b) => a[0] - b[0]));

      const target = { portfolioId: request.portfolioId, accountId: request.accountId };
      const candidates = rows.map((row) => {
        const path = rowPath(row[0]);
        try {
          return { row: row[0], path, input: parseTransactionInput(toTransactionInput(row, target), path), holdingType: row[18] ?? null };
        } catch (error) {
          throw inFileTerms(error);
        }
      });
      const stored = await repository.storedTrades(uid, candidates.map((c) => c.input.ticker));
      const skipped: ImportRowProblem[] = findAlreadyImported(
        candidates.map(({ row, input }) => ({ row, ticker: input.ticker, reference: input.reference, date: input.date, type: input.type, shares: input.shares, shareprice: input.shareprice, transactionValue: input.transactionValue })),
        stored,
      );
      const skippedRows = new Set(skipped.map((s) => s.row));
      const inserts = candidates.filter((c) => !skippedRows.has(c.row)).map(({ input, path }) => ({ input, path }));
      const securities = new Set(inserts.map(({ input }) => `${input.ticker}\u0000${input.exchangeCode}`)).size;
      if (securities > MAX_SECURITIES_PER_IMPORT) {
        throw appError('BAD_USER_INPUT', `An import may name at most ${MAX_SECURITIES_PER_IMPORT} different securities; this one names ${securities}. Split the file.`);
      }
      const result = { importId: request.importId, inserted: inserts.length, skipped };

      // Claims the stage inside the write: a second commit of the same import (a double click)
      // waits on the user's ledger lock, then finds the stage gone and writes nothing.
      const claim = async (trx: Database) => {
        const claimed = await createImportsRepository(trx).delete(uid, request.importId);
        if (claimed.length === 0) throw importNotFound();
        if (claimed.join() !== parts.map((part) => part.part).join()) {
          throw appError('BAD_USER_INPUT', 'The import changed while it was being written; commit it again.');
        }
      };
      if (inserts.length === 0) {
        if (!request.dryRun) await repository.delete(uid, request.importId);
        return result;
      }
      const parsed = inserts.map((insert) => insert.input);
      try {
        // Listings a provider knows become shared first; the rest become the user's own.
        await Promise.all([ensureRates(viewer, parsed), learnUnseenListings(db, market, uid, listingsOf(parsed))]);
        // The broker's types, written with the rows (so the ledger's next read has them): the
        // securities are known by then, created by the change itself if new.
        const typed = candidates.filter((c) => c.holdingType !== null && !skippedRows.has(c.row));
        const setTypes = async (trx: Database) => {
          if (typed.length === 0) return;
          const listings = await createSecuritiesRepository(trx).visibleListings(uid, typed.map(({ input }) => ({ ticker: input.ticker, exchangeCode: input.exchangeCode })));
          const types = new Map<string, string>();
          for (const { input, holdingType } of typed) {
            const security = listings.get(listingKey({ ticker: input.ticker, exchangeCode: input.exchangeCode }));
            if (security && holdingType) types.set(security.id, holdingType);
          }
          await createSecuritiesRepository(trx).setBrokerHoldingTypes(uid, [...types].map(([securityId, holdingType]) => ({ securityId, holdingType })));
        };
        await ledger.change(viewer, { inserts, alsoWriteFirst: claim, alsoWrite: setTypes, dryRun: request.dryRun === true });
      } catch (error) {
        throw inFileTerms(error);
      }
      if (request.dryRun) return result;
      // Not awaited past the enqueue: the new holdings are priced when their history arrives.
      await market?.requestSecurities(await repository.securityIds(uid, listingsOf(parsed)));
      return result;
    },

    /** Forgets a staged import. */
    async discard(viewer: Viewer, importId: string): Promise<boolean> {
      const parts = await repository.delete(viewer.uid, importId);
      if (parts.length === 0) throw importNotFound();
      return true;
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
