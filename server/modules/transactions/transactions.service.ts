// The spec's transaction calls on top of the ledger service: inputs are validated with their
// argument paths, stats are always the server's, and lookups by id follow the spec's errors.
import type { DataOwner, Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { isCashKind } from '../../../common/transactionKinds';
import type { CreatedStock, Stock, StockInput, Transaction, TransactionInput } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import type { RawJson } from '../../kernel/rawJson';
import { DEFAULT_QUOTAS, type Quotas } from '../../ledger/quotas';
import type { UsageWhere } from '../../ledger/transactionUsage';
import { transactionNotFound, type LedgerService } from '../../ledger/ledger.service';
import { resolveSecurities } from '../../ledger/resolveSecurities';
import { toTransaction } from './transactionFields';
import { createTransactionTables } from './transactionTables';
import { parseExchangeCode, parseIsin, parseTicker, parseTransactionInput, type ParsedTransaction } from '../../ledger/transactionInput';
import { countryOfIsin } from '../../ledger/isinCountry';
import { createTransactionsRepository, listingKey, type SecurityRow, type TransactionRow } from '../../ledger/transactions.repository';
import { createSecuritiesRepository } from '../../ledger/securities.repository';

/** One call may carry a whole import; beyond this, split it (the body limit would refuse it anyway). */
export const MAX_TRANSACTIONS_PER_CALL = 10_000;

const STATS_FIELDS = ['shares_balance', 'valueAtCostPC', 'valueAtCostTC', 'costOfSoldPC', 'costOfSoldTC', 'realizedGainLostPC', 'realizedGainLostTC'] as const;

const num = (value: string) => Number(value);

export function toStock(row: SecurityRow): Stock {
  return {
    _id: row.id,
    ticker: row.ticker,
    name: row.name,
    exchangeCode: row.exchangeCode || null,
    // The ISIN's issuer country first: the provider's is often the venue's (BMW listed in the US is German).
    countryISO: countryOfIsin(row.isin) ?? row.countryIso,
    ISIN: row.isin,
    logoURL: row.logoUrl,
    currency: row.currency,
    holding_type: row.holdingType,
    sector: row.sector,
  };
}

/** The stored transaction as an input, so an edit is validated as the whole row it produces. */
function storedAsInput(row: TransactionRow, edit: TransactionInput): TransactionInput {
  const pricing = edit.shares != null || edit.shareprice != null;
  return {
    ticker: row.ticker,
    holdingDisplay: row.holdingDisplay,
    currency: row.currency,
    isApplyExchangeRate: row.isApplyExchangeRate,
    date: row.date,
    type: row.type as Transaction['type'],
    shares: num(row.shares),
    shareprice: num(row.shareprice),
    // A stored value would contradict new shares or price; it is derived again.
    transactionValue: pricing ? null : num(row.transactionValue),
    fees: num(row.fees),
    taxes: num(row.taxes),
    reference: row.reference,
    exchangeShortName: row.exchangeShortName,
    ISIN: row.isin,
    ratioNew: row.ratioNew,
    ratioOld: row.ratioOld,
    costBasisFraction: row.costBasisFraction === null ? null : num(row.costBasisFraction),
    targetTicker: row.targetTicker,
    portfolio_Id: row.portfolioId,
    // A new account brings its own broker.
    broker_Id: edit.account_Id != null && edit.broker_Id == null ? null : row.brokerId,
    account_Id: row.accountId,
  };
}

function overlay(stored: TransactionInput, edit: TransactionInput): TransactionInput {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(edit)) {
    if (key === '_id' || (STATS_FIELDS as readonly string[]).includes(key) || value === null || value === undefined) continue;
    merged[key] = value;
  }
  return merged as unknown as TransactionInput;
}

/** The market layer as seen from here: it resolves securities named in new transactions. */
export interface SecurityResolver {
  /** Listings a provider knows become shared securities (profiles looked up within a bounded wait). */
  learn(keys: readonly { ticker: string; exchangeCode: string }[]): Promise<void>;
  /** Profiles looked up within a bounded wait, history queued. */
  resolve(securityIds: readonly string[]): Promise<void>;
  /** History queued in the background. */
  requestSecurities(securityIds: readonly string[]): Promise<void>;
  /** FX pairs fetched within a bounded wait when no stored rate answers them. */
  ensurePairs(pairs: readonly { base: string; quote: string }[]): Promise<void>;
}

/** The listings the user names that they cannot see yet: offered to the market layer first. */
export async function learnUnseenListings(db: Database, market: SecurityResolver | undefined, ownerUid: string, keys: readonly { ticker: string; exchangeCode: string }[]) {
  if (!market || keys.length === 0) return;
  const visible = await createSecuritiesRepository(db).visibleListings(ownerUid, keys);
  const unseen = keys.filter((key) => !visible.has(listingKey(key)));
  if (unseen.length > 0) await market.learn(unseen);
}

/**
 * The listings a transaction names: its own and, for Spin-Off and Merge, the target. Cash names a
 * currency, not a listing (a ticker USD would find an ETF), so it names none.
 */
export const listingsOf = (inputs: readonly ParsedTransaction[]) =>
  inputs.flatMap((input) => isCashKind(input.type) ? [] : [
    { ticker: input.ticker, exchangeCode: input.exchangeCode },
    ...(input.targetTicker ? [{ ticker: input.targetTicker, exchangeCode: input.targetExchangeCode }] : []),
  ]);

export interface TransactionsServiceDeps {
  db: Database;
  ledger: LedgerService;
  ensureUser(viewer: Viewer): Promise<void>;
  market?: SecurityResolver;
  quotas?: Pick<Quotas, 'privateSecurities'>;
}

export function createTransactionsService({ db, ledger, ensureUser, market, quotas = DEFAULT_QUOTAS }: TransactionsServiceDeps) {
  const repository = createTransactionsRepository(db);
  const tables = createTransactionTables({ repository, toTransaction });

  function requireCount(count: number, path: string) {
    if (count > MAX_TRANSACTIONS_PER_CALL) throw appError('BAD_USER_INPUT', `${path} may hold at most ${MAX_TRANSACTIONS_PER_CALL} transactions.`);
  }

  /** The rates trades in a foreign currency need, fetched first when the store has none. */
  async function ensureRates(viewer: Viewer, inputs: readonly ParsedTransaction[]): Promise<void> {
    if (!market) return;
    const foreign = inputs.filter((input) => input.isApplyExchangeRate);
    if (foreign.length === 0) return;
    const { currency } = await ledger.settings(viewer.uid);
    await market.ensurePairs(foreign.filter((input) => input.currency !== currency).map((input) => ({ base: input.currency, quote: currency })));
  }

  return {
    /** All the user's transactions, newest first; with ids, exactly those or "Transaction does not exist!". */
    async list(owner: DataOwner, ids?: readonly string[] | null): Promise<TransactionRow[]> {
      const wanted = ids ? [...new Set(ids)] : null;
      const rows = await repository.list(owner.uid, wanted);
      if (wanted && rows.length < wanted.length) throw transactionNotFound();
      return rows;
    },

    /** The owner's transactions in these portfolios (every portfolio when none is named) as UserTransactionTable's text. */
    table: (owner: DataOwner, portfolioIds: readonly string[]): Promise<RawJson> => tables.table(owner, portfolioIds),

    async create(viewer: Viewer, inputs: readonly TransactionInput[]): Promise<{ transactions: TransactionRow[]; stocks: CreatedStock[] }> {
      requireCount(inputs.length, 'transactionInput');
      const inserts = inputs.map((input, i) => {
        const path = `transactionInput[${i}]`;
        if (input._id) throw appError('BAD_USER_INPUT', `${path}._id must be absent when creating; edit with updateTransactionStats.`);
        return { input: parseTransactionInput(input, path), path };
      });
      if (inserts.length === 0) return { transactions: [], stocks: [] };
      const parsed = inserts.map((insert) => insert.input);
      await Promise.all([ensureRates(viewer, parsed), learnUnseenListings(db, market, viewer.uid, listingsOf(parsed))]);
      const { ids } = await ledger.change(viewer, { inserts });
      const rows = await repository.list(viewer.uid, ids);
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      const securityIds = [...new Set(rows.map((row) => row.securityId))];
      // Not awaited past the enqueue: the new holdings are priced as soon as the history arrives (cash has none).
      await market?.requestSecurities([...new Set(rows.filter((row) => !isCashKind(row.type)).map((row) => row.securityId))]);
      const securities = await repository.securities.securitiesByIds(viewer.uid, securityIds);
      return {
        transactions: rows,
        stocks: securities.map((s) => ({ _id: s.id, ticker: s.ticker, exchangeCode: s.exchangeCode || null })),
      };
    },

    /**
     * The spec's stats update, which is also the edit: given fields replace the stored ones and
     * the stats of every affected holding are recomputed. Stats sent by the client are ignored.
     */
    async update(viewer: Viewer, inputs: readonly TransactionInput[]): Promise<TransactionRow[]> {
      requireCount(inputs.length, 'transactionInput');
      inputs.forEach((input, i) => {
        if (!input._id) throw appError('BAD_USER_INPUT', `transactionInput[${i}]._id is required.`);
      });
      const ids = inputs.map((input) => input._id!);
      if (new Set(ids).size < ids.length) throw appError('BAD_USER_INPUT', 'transactionInput names a transaction twice.');
      const stored = new Map((await repository.list(viewer.uid, ids)).map((row) => [row.id, row]));
      const edits = inputs.map((input, i) => {
        const row = stored.get(input._id!);
        if (!row) throw transactionNotFound();
        const path = `transactionInput[${i}]`;
        return { id: row.id, input: parseTransactionInput(overlay(storedAsInput(row, input), input), path), path };
      });
      if (edits.length === 0) return [];
      const parsed = edits.map((edit) => edit.input);
      await Promise.all([ensureRates(viewer, parsed), learnUnseenListings(db, market, viewer.uid, listingsOf(parsed))]);
      await ledger.change(viewer, { edits });
      return this.list(viewer, ids);
    },

    async delete(viewer: Viewer, ids: readonly string[]): Promise<string[]> {
      requireCount(ids.length, 'transaction_Ids');
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      await ledger.change(viewer, { deletes: unique });
      return unique;
    },

    /**
     * The securities a user names (on the add-transaction screen), as that user sees them: a listing
     * a provider knows is shared; any other becomes the user's private security. Checked exactly as
     * createTransaction checks the same fields; an ISIN given is kept only on the user's own
     * security (for a shared one, it is kept once they record a transaction with it).
     */
    async fetchAdditionalData(viewer: Viewer, stockInputs: readonly StockInput[]): Promise<Stock[]> {
      requireCount(stockInputs.length, 'stockInputs');
      const keys = stockInputs.map((input, i) => {
        const path = `stockInputs[${i}]`;
        return {
          ticker: parseTicker(input.ticker, `${path}.ticker`),
          exchangeCode: parseExchangeCode(input.exchangeCode, `${path}.exchangeCode`),
          isin: parseIsin(input.ISIN, `${path}.ISIN`),
        };
      });
      if (keys.length === 0) return [];
      await ensureUser(viewer);
      // Securities the market layer was asked about already (their history is queued by `resolve`).
      const asked = new Set<string>();
      if (market) {
        const visible = await repository.securities.visibleListings(viewer.uid, keys);
        const unseen = keys.filter((key) => !visible.has(listingKey(key)));
        for (const row of visible.values()) asked.add(row.id);
        // Both within the same bounded wait: new listings learnt, known ones' missing profiles filled.
        await Promise.all([unseen.length > 0 ? market.learn(unseen) : undefined, market.resolve([...asked])]);
      }
      const { securities, described } = await db
        .transaction()
        .execute((trx) => resolveSecurities(trx, viewer.uid, keys, { limit: quotas.privateSecurities }, { keepIsinsOfShared: false }));
      // The cached figures show the security as it was.
      if (described) ledger.forget(viewer.uid);
      const ids = [...new Set(securities.map((security) => security.id))];
      await market?.requestSecurities(ids.filter((id) => !asked.has(id)));
      // Re-read: the providers may have filled name, currency, type, country and logo.
      const byId = new Map((await repository.securities.securitiesByIds(viewer.uid, ids)).map((security) => [security.id, security]));
      return securities.map((security) => toStock(byId.get(security.id) ?? security));
    },

    async securitiesOfPortfolios(ownerUid: string, portfolioIds: readonly string[]) {
      return repository.securities.securitiesOfPortfolios(ownerUid, portfolioIds);
    },

    /** For brokers, accounts and portfolios: how many transactions use them, and the cascade. */
    usageSource: {
      count: (ownerUid: string, where: UsageWhere) => repository.countUsing(ownerUid, where),
      async deleteAll(viewer: Viewer, where: UsageWhere) {
        const ids = await repository.idsUsing(viewer.uid, where);
        if (ids.length > 0) await ledger.change(viewer, { deletes: ids });
      },
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
