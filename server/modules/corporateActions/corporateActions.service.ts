// Corporate actions reaching the ledger (docs/decisions/0008). The pending actions are computed
// afresh on each call from the ledger's state, the market store and the user's decisions (pure
// maths in proposals.ts), so they can never disagree with the ledger. Accepting writes through the
// ledger service; inside its database transaction (the user's push row locked) the ledger version
// the proposals were computed from is checked again, so a second accept, or one racing an edit,
// finds the action gone and writes nothing twice.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MAX_ACTION_ID, MAX_ACTIONS_PER_CALL, MAX_PENDING_ACTIONS } from '../../../common/corporateActions';
import { withholdingRateOf } from '../../../common/withholdingTax';
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { appError } from '../../kernel/errors';
import type { LedgerService } from '../../ledger/ledger.service';
import type { SecurityRow } from '../../ledger/securities.repository';
import { createSecuritiesRepository } from '../../ledger/securities.repository';
import { createTransactionsRepository, inTransaction } from '../../ledger/transactions.repository';
import { portfolioNotFound } from '../portfolios/portfolios.service';
import { parseTransactionInput } from '../../ledger/transactionInput';
import type { TransactionInput } from '../../generated/resolvers-types';
import { toDay, todayDay } from '../../portfolio/days';
import { createCorporateActionsRepository } from './corporateActions.repository';
import { proposalsOf, type HoldingInput, type LedgerFact, type Proposal } from './proposals';

export interface PendingAction {
  readonly proposal: Proposal;
  readonly security: SecurityRow;
  readonly portfolioName: string;
  /** The holding's currency: a split is booked in it. */
  readonly holdingCurrency: string;
}

interface Computed {
  readonly version: number;
  readonly pending: PendingAction[];
  readonly dismissed: ReadonlySet<string>;
  readonly autoApplySplits: boolean;
  /** The user's portfolios: an action id naming another is another user's, and answered as a missing portfolio. */
  readonly portfolioIds: ReadonlySet<string>;
}

/** The ledger moved between computing the proposals and writing them: computed again. */
class LedgerMoved extends Error {}

/** Tries before a call racing other writes gives up. */
const ATTEMPTS = 3;

export interface CorporateActionsServiceDeps {
  db: Database;
  ledger: LedgerService;
  logger?: Pick<Logger, 'warn'>;
}

export function createCorporateActionsService({ db, ledger, logger }: CorporateActionsServiceDeps) {
  const repository = createCorporateActionsRepository(db);
  const securities = createSecuritiesRepository(db);

  async function compute(viewer: Viewer): Promise<Computed> {
    const [state, settings, dismissed, portfolios] = await Promise.all([
      ledger.state(viewer),
      repository.settings(viewer.uid),
      repository.dismissed(viewer.uid),
      repository.portfolioNames(viewer.uid),
    ]);
    const holdings = [...state.holdings.values()].filter((h) => {
      const security = state.securities.get(h.securityId);
      return security && security.holdingType !== 'cash';
    });
    const securityIds = [...new Set(holdings.map((h) => h.securityId))];
    const [splits, dividends, facts] = await Promise.all([repository.splits(securityIds), repository.dividends(securityIds), repository.ledgerFacts(viewer.uid, securityIds)]);
    const factsOf = new Map<string, LedgerFact[]>();
    for (const row of facts) {
      const key = `${row.portfolioId}:${row.securityId}`;
      factsOf.set(key, [...(factsOf.get(key) ?? []), { type: row.type, day: toDay(row.day), shares: Number(row.shares), accountId: row.accountId }]);
    }
    const context = { today: todayDay(), dismissed };
    const pending: PendingAction[] = [];
    for (const holding of holdings) {
      const security = state.securities.get(holding.securityId)!;
      const input: HoldingInput = {
        portfolioId: holding.portfolioId,
        securityId: holding.securityId,
        currency: holding.position.currency,
        days: holding.events.days,
        sharesAfter: holding.events.sharesAfter,
        rows: factsOf.get(holding.key) ?? [],
        withholdingRate: withholdingRateOf(security.countryIso, settings.withholdingRates),
      };
      for (const proposal of proposalsOf(input, splits.get(holding.securityId) ?? [], dividends.get(holding.securityId) ?? [], context)) {
        pending.push({ proposal, security, portfolioName: portfolios.get(holding.portfolioId) ?? '', holdingCurrency: holding.position.currency });
      }
    }
    // By date, then ticker: the order a statement lists them.
    const order = (a: PendingAction) => `${a.proposal.date}\u0000${a.security.ticker}\u0000${a.proposal.id}`;
    pending.sort((a, b) => (order(a) < order(b) ? -1 : 1));
    return { version: state.version, pending, dismissed, autoApplySplits: settings.autoApplySplits, portfolioIds: new Set(portfolios.keys()) };
  }

  /** The action named as the user knows it, or its id when it is not one of theirs. */
  function describe(id: string, securities: ReadonlyMap<string, SecurityRow>): string {
    const [kind, , securityId, date] = id.split(':');
    const ticker = securityId ? securities.get(securityId)?.ticker : undefined;
    if (!ticker || (kind !== 'split' && kind !== 'dividend')) return `"${id.length > MAX_ACTION_ID ? `${id.slice(0, MAX_ACTION_ID)}…` : id}"`;
    return `the ${kind} of ${ticker} on ${date}`;
  }

  function checkIds(ids: readonly string[]): string[] {
    if (ids.length === 0) throw appError('BAD_USER_INPUT', 'action_Ids must name at least one action.');
    if (ids.length > MAX_ACTIONS_PER_CALL) throw appError('BAD_USER_INPUT', `action_Ids may hold at most ${MAX_ACTIONS_PER_CALL} actions.`);
    return [...new Set(ids)];
  }

  /** The pending actions of `ids`, or a refusal naming the first that is not pending. */
  async function pendingOf(viewer: Viewer, ids: readonly string[], computed: Computed): Promise<PendingAction[]> {
    // An action of a portfolio that is not the user's is another user's, or none: the same answer.
    if (ids.some((id) => !computed.portfolioIds.has(id.split(':')[1] ?? ''))) throw portfolioNotFound();
    const byId = new Map(computed.pending.map((action) => [action.proposal.id, action]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) {
      const securities = (await ledger.state(viewer)).securities;
      const why = computed.dismissed.has(missing) ? 'it was dismissed' : 'the ledger already has it, or it no longer matches the ledger';
      throw appError('BAD_USER_INPUT', `Cannot apply ${describe(missing, securities)}: it is not a pending corporate action (${why}). Nothing was written.`);
    }
    return ids.map((id) => byId.get(id)!);
  }

  /** Inside the ledger's transaction, after its lock: the proposals still describe the ledger. */
  async function stillCurrent(trx: Database, uid: string, version: number): Promise<void> {
    const head = await createTransactionsRepository(trx).head(uid);
    if (head.version !== version) throw new LedgerMoved();
  }

  function transactionOf(action: PendingAction): TransactionInput {
    const { proposal, security } = action;
    const base = {
      portfolio_Id: proposal.portfolioId,
      account_Id: proposal.accountId,
      ticker: security.ticker,
      ...(security.exchangeCode && { exchangeShortName: security.exchangeCode }),
    };
    if (proposal.kind === 'Split') {
      return { ...base, type: 'Split', date: proposal.date, currency: action.holdingCurrency, ratioNew: proposal.ratio.newShares, ratioOld: proposal.ratio.oldShares };
    }
    return {
      ...base,
      type: 'Income',
      date: proposal.bookedOn,
      currency: proposal.currency,
      shares: proposal.sharesBefore,
      shareprice: proposal.amountPerShare,
      taxes: proposal.tax,
      reference: `Dividend ex ${proposal.date}`,
    };
  }

  async function accept(viewer: Viewer, ids: readonly string[], computed: Computed): Promise<string[]> {
    const actions = await pendingOf(viewer, ids, computed);
    // Splits first, each kind by date: the engine runs by date anyway, this keeps the ids' order readable.
    const ordered = [...actions].sort((a, b) => (a.proposal.kind === b.proposal.kind ? (a.proposal.date < b.proposal.date ? -1 : 1) : a.proposal.kind === 'Split' ? -1 : 1));
    const inserts = ordered.map((action) => {
      const path = `action_Ids[${ids.indexOf(action.proposal.id)}]`;
      return { id: randomUUID(), input: parseTransactionInput(transactionOf(action), path), path };
    });
    await ledger.change(viewer, {
      inserts,
      alsoWriteFirst: (trx) => stillCurrent(trx, viewer.uid, computed.version),
      alsoWrite: (trx) =>
        createCorporateActionsRepository(trx).decide(
          viewer.uid,
          ordered.map((action, i) => ({ actionId: action.proposal.id, decision: 'accepted', transactionIds: [inserts[i]!.id] })),
        ),
    });
    return inserts.map((insert) => insert.id);
  }

  /** Runs `work` with fresh proposals, again when the ledger moved under it. */
  async function withFresh<T>(viewer: Viewer, work: (computed: Computed) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const computed = await compute(viewer);
      try {
        return await work(computed);
      } catch (error) {
        if (!(error instanceof LedgerMoved)) throw error;
        if (attempt >= ATTEMPTS) throw appError('BAD_USER_INPUT', 'The ledger kept changing while the actions were applied; nothing was written. Try again.');
      }
    }
  }

  return {
    /** The pending actions, after accepting pending splits for a user who asked for that. */
    async pending(viewer: Viewer, filter: { portfolioId?: string | null; securityId?: string | null }): Promise<PendingAction[]> {
      let computed = await compute(viewer);
      // Another user's portfolio or private security behaves as a missing one, as everywhere.
      if (filter.portfolioId && !computed.portfolioIds.has(filter.portfolioId)) throw portfolioNotFound();
      if (filter.securityId && (await securities.securitiesByIds(viewer.uid, [filter.securityId])).length === 0) throw appError('NOT_FOUND', 'Stock does not exist!');
      const splits = computed.pending.filter((action) => action.proposal.kind === 'Split').map((action) => action.proposal.id);
      if (computed.autoApplySplits && splits.length > 0) {
        // Idempotent: an accepted split matches the ledger and is not proposed again. A failure
        // (another write in between) leaves the splits pending, shown with their warning.
        await withFresh(viewer, (fresh) => accept(viewer, splits.filter((id) => fresh.pending.some((a) => a.proposal.id === id)), fresh)).catch((error: unknown) => {
          logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'corporate actions: could not apply splits automatically');
        });
        computed = await compute(viewer);
      }
      return computed.pending
        .filter((action) => (!filter.portfolioId || action.proposal.portfolioId === filter.portfolioId) && (!filter.securityId || action.proposal.securityId === filter.securityId))
        .slice(0, MAX_PENDING_ACTIONS);
    },

    async accept(viewer: Viewer, actionIds: readonly string[]): Promise<string[]> {
      const ids = checkIds(actionIds);
      return withFresh(viewer, (computed) => accept(viewer, ids, computed));
    },

    async dismiss(viewer: Viewer, actionIds: readonly string[]): Promise<string[]> {
      const ids = checkIds(actionIds);
      return withFresh(viewer, async (computed) => {
        await pendingOf(viewer, ids, computed);
        await inTransaction(db, async (transactions, trx) => {
          // The same lock as a ledger write: an accept and a dismiss of one action never both pass.
          await transactions.lockPush(viewer.uid);
          await stillCurrent(trx, viewer.uid, computed.version);
          await createCorporateActionsRepository(trx).decide(viewer.uid, ids.map((actionId) => ({ actionId, decision: 'dismissed', transactionIds: [] })));
        });
        return ids;
      });
    },
  };
}

export type CorporateActionsService = ReturnType<typeof createCorporateActionsService>;

/** The GraphQL shape of a pending action. */
export function toCorporateAction({ proposal, security, portfolioName }: PendingAction) {
  const common = {
    _id: proposal.id,
    date: proposal.date,
    portfolio_Id: proposal.portfolioId,
    portfolioName,
    stock_Id: proposal.securityId,
    ticker: security.ticker,
    stockName: security.name,
    account_Id: proposal.accountId,
    sharesBefore: proposal.sharesBefore,
  };
  if (proposal.kind === 'Split') {
    return { ...common, kind: 'Split' as const, sharesAfter: proposal.sharesAfter, ratioNew: proposal.ratio.newShares, ratioOld: proposal.ratio.oldShares };
  }
  return {
    ...common,
    kind: 'Dividend' as const,
    payDate: proposal.payDate,
    currency: proposal.currency,
    amountPerShare: proposal.amountPerShare,
    gross: proposal.gross,
    taxRate: proposal.taxRate,
    tax: proposal.tax,
    net: proposal.net,
  };
}

