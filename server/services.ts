// The services of the API, built once per process (repositories inside).
import type { Auth } from 'firebase-admin/auth';
import type { Database } from './db/database';
import type { PubSub } from './pubsub/pubsub';
import { createEnginePool, defaultEngineWorkers } from './engine/enginePool';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createBrokersRepository } from './modules/brokers/brokers.repository';
import { createBrokersService } from './modules/brokers/brokers.service';
import { createDashboardsService } from './modules/dashboards/dashboards.service';
import { createWatchlistsService } from './modules/watchlists/watchlists.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createWatchlistAlerts } from './modules/notifications/kinds/watchlistAlerts';
import { createNotificationDay } from './modules/notifications/notificationDay';
import { createNotificationMail } from './modules/notifications/notificationMail';
import { createNotificationPush } from './modules/notifications/notificationPush';
import { createPushSubscriptions } from './modules/notifications/pushSubscriptions';
import { createEmbedsService } from './modules/embeds/embeds.service';
import { createImportsService } from './modules/imports/imports.service';
import { importExpiryHandlers } from './modules/imports/importExpiry';
import { createPortfoliosRepository } from './modules/portfolios/portfolios.repository';
import { createPortfoliosService } from './modules/portfolios/portfolios.service';
import { createQuoteBook } from './market/quoteBook';
import { createQuotesService } from './modules/quotes/quotes.service';
import { createCorporateActionsService } from './modules/corporateActions/corporateActions.service';
import { createTransactionUsage } from './ledger/transactionUsage';
import { DEFAULT_QUOTAS, type Quotas } from './ledger/quotas';
import { createLedgerService } from './ledger/ledger.service';
import { createTransactionsRepository } from './ledger/transactions.repository';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService, type LedgerRecompute } from './modules/users/users.service';
import type { Logger } from 'pino';
import type { BillingSettings, MailSettings, PushSettings } from './config';
import { DEFAULT_TRIAL_DAYS } from '../common/billing';
import { createBillingService } from './modules/billing/billing.service';
import { createJobQueue } from './jobs/queue';
import { createJobWorker, type JobWorker } from './jobs/worker';
import type { MarketData } from './market/marketData';
import { createMarketRefresh } from './market/refresh';
import { createLiveRefresh, type LiveSettings } from './market/live';
import { createMarketWidgetsService } from './modules/market/marketWidgets.service';
import { createAssistantService } from './modules/assistant/assistant.service';
import { goalTrackersOf } from './modules/assistant/goalTrackers';
import type { AiSettings } from './config';
import { appError } from './kernel/errors';
import { uuidsOnly } from './db/uuids';

export interface ServiceDeps {
  db: Database;
  auth: Auth;
  pubsub: PubSub;
  market: MarketData;
  /** False (MARKET_JOBS=off): providers are never asked; only stored market data is read. */
  fetchMarketData?: boolean;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The caps on what one user keeps (QUOTA_* settings). */
  quotas?: Quotas;
  /** Worker threads of the engine pool (ENGINE_WORKERS); 0 runs the engine in-process. */
  engineWorkers?: number;
  /** How the install bills (BILLING and the STRIPE_* settings); default off. */
  billing?: BillingSettings;
  /** How often the live market data is refreshed (MARKET_QUOTE_SECONDS); the defaults otherwise. */
  liveSettings?: Partial<LiveSettings>;
  /** How notifications are e-mailed (MAIL and its settings); default off. */
  mail?: MailSettings;
  /** The notification settings' address, for e-mails' footers. */
  settingsUrl?: string | null;
  /** How notifications are pushed to browsers (WEB_PUSH, VAPID_*, PUSH_SERVICE_HOSTS); default off. */
  push?: PushSettings;
  /** The assistant's model (AI_*); default off. */
  ai?: AiSettings;
}

export function createServices({ db, auth, pubsub, market, fetchMarketData = true, logger, quotas = DEFAULT_QUOTAS, engineWorkers = defaultEngineWorkers(), billing: billingSettings = { mode: 'off', trialDays: DEFAULT_TRIAL_DAYS }, liveSettings, mail: mailSettings = { mode: 'off' }, settingsUrl = null, push: pushSettings = { mode: 'off' }, ai = { mode: 'off', timeoutMs: 60_000, maxSteps: 6 } }: ServiceDeps) {
  // Whole-ledger runs, series and returns: off the event loop when large (see engine/enginePool.ts).
  const engine = createEnginePool({ workers: engineWorkers });
  const usersRepository = createUsersRepository(db);
  const ledgerHook: { current?: LedgerRecompute } = {};
  const users = createUsersService({ repository: usersRepository, auth, pubsub, ledger: ledgerHook });
  const quotes = createQuoteBook(db);
  const queue = createJobQueue(db);
  const workerHook: { current?: JobWorker } = {};
  const refresh = createMarketRefresh({ db, chain: market.chain, queue, quotes, ...(logger && { logger }), wake: () => workerHook.current?.wake() });
  const mail = createNotificationMail({ db, settings: mailSettings, queue, settingsUrl, ...(logger && { logger }), wake: () => workerHook.current?.wake() });
  const pushSubscriptions = createPushSubscriptions(db, pushSettings, users.ensureUser);
  const push = createNotificationPush({ db, settings: pushSettings, subscriptions: pushSubscriptions, queue, ...(logger && { logger }), wake: () => workerHook.current?.wake() });
  const notifications = createNotificationsService({
    db,
    pubsub,
    ensureUser: users.ensureUser,
    afterDeliver: async () => {
      await mail.queueImmediate();
      await push.queuePush();
    },
    mailEnabled: mail.enabled,
    pushPublicKey: async () => (await pushSubscriptions.vapidKeys())?.publicKey ?? null,
  });
  const alerts = createWatchlistAlerts(db, notifications.deliver);
  const live = createLiveRefresh({ db, chain: market.chain, queue, refresh, pubsub, ...(liveSettings && { settings: liveSettings }), ...(logger && { logger }), wake: () => workerHook.current?.wake(), onQuotes: alerts.onQuotes });
  // What a request finds missing from the store is fetched in the background, never waited for.
  if (fetchMarketData) {
    quotes.onMissing((missing) => {
      refresh.requestMissing(missing).catch((error: unknown) => logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'market data: could not queue a fetch'));
    });
  }
  const billing = createBillingService({ db, settings: billingSettings, ...(logger && { logger }) });
  const ledger = createLedgerService({
    db,
    quotes,
    pubsub,
    ensureUser: users.ensureUser,
    quotas,
    engine,
  });
  ledgerHook.current = {
    recompute: async (viewer, settings, save) => {
      // A new display currency needs a rate from every currency the ledger converts. Those not
      // stored yet (a first Swiss user's USD→CHF) are fetched now, as for a trade in a new
      // currency; otherwise the first switch would fail for want of a rate the queue fetches later.
      if (fetchMarketData) {
        const currencies = await createTransactionsRepository(db).convertedCurrencies(viewer.uid);
        await refresh.ensurePairs(currencies.map((base) => ({ base, quote: settings.currency })));
      }
      await ledger.change(viewer, { everything: true, settings, alsoWrite: save });
    },
  };
  const transactions = createTransactionsService({ db, ledger, ensureUser: users.ensureUser, quotas, ...(fetchMarketData && { market: refresh }) });
  const usage = createTransactionUsage(transactions.usageSource);
  const portfoliosRepository = createPortfoliosRepository(db);
  /** The ids among `ids` that are the owner's portfolios (another user's behave as missing). */
  const ownedPortfolioIds = async (ownerUid: string, ids: readonly string[]) => {
    const rows = await Promise.all(ids.map((id) => portfoliosRepository.find(ownerUid, id)));
    return new Set(rows.flatMap((row) => (row ? [row.id] : [])));
  };
  const analytics = createAnalyticsService({ ledger, quotes, ownedPortfolioIds, repository: createAnalyticsRepository(db), engine });
  // One worker for the queue: market and notification jobs only when MARKET_JOBS=on,
  // housekeeping (staged imports' expiry) always.
  const notificationDay = createNotificationDay({ db, queue, analytics, ledger, deliver: notifications.deliver, prune: notifications.repository.prune, sendDigests: mail.sendDigests, ...(logger && { logger }), wake: () => workerHook.current?.wake() });
  const housekeeping = { ...importExpiryHandlers(db), ...mail.handlers, ...push.handlers };
  const worker = createJobWorker({
    queue,
    handlers: { ...refresh.handlers, ...live.handlers, ...notificationDay.handlers, ...housekeeping },
    ...(!fetchMarketData && { kinds: Object.keys(housekeeping) }),
    ...(logger && { logger }),
  });
  workerHook.current = worker;
  const watchlists = createWatchlistsService({ db, ensureUser: users.ensureUser, alertsChanged: (symbol) => alerts.checkStored(symbol) });
  const marketWidgets = createMarketWidgetsService({ db, live, holdings: analytics.holdings, fetch: fetchMarketData });
  const assistant = createAssistantService({
    db,
    settings: ai,
    billing,
    ...(logger && { logger }),
    tools: {
      analytics,
      transactions: transactions.list,
      watchlists: watchlists.list,
      displayCurrency: async (owner) => (await ledger.settings(owner.uid)).currency,
      quotes: (owner, symbols) => marketWidgets.quotes(owner, symbols, null),
      goalTrackers: (owner) => goalTrackersOf(db, owner.uid),
      requirePortfolios: async (owner, ids) => {
        const valid = uuidsOnly(ids);
        const owned = valid.length === ids.length ? await ownedPortfolioIds(owner.uid, valid) : new Set<string>();
        if (owned.size < new Set(ids).size) throw appError('NOT_FOUND', 'Portfolio does not exist!');
      },
    },
  });
  return {
    pubsub,
    billing,
    manualQuotes: createQuotesService({ db, ledger, ensureUser: users.ensureUser }),
    corporateActions: createCorporateActionsService({ db, ledger, ...(logger && { logger }) }),
    users,
    quotes,
    ledger,
    transactions,
    dashboards: createDashboardsService({ db, ensureUser: users.ensureUser, quotas, plan: billing }),
    watchlists,
    notifications,
    embeds: createEmbedsService({ db, ensureUser: users.ensureUser, ownedPortfolioIds, quotas, plan: billing }),
    imports: createImportsService({ db, ledger, ensureUser: users.ensureUser, queue, quotas, plan: billing, ...(fetchMarketData && { market: refresh }) }),
    brokers: createBrokersService({
      repository: createBrokersRepository(db),
      ensureUser: users.ensureUser,
      usage,
      quotas,
      recomputeWith: async (viewer, write) => {
        await ledger.change(viewer, { everything: true, alsoWriteFirst: write });
      },
    }),
    portfolios: createPortfoliosService({ repository: portfoliosRepository, ensureUser: users.ensureUser, usage, quotas }),
    analytics,
    engine,
    market: { data: market, refresh, live, worker, queue },
    notificationDay,
    notificationMail: mail,
    notificationPush: push,
    pushSubscriptions,
    marketWidgets,
    assistant,
  };
}

export type Services = ReturnType<typeof createServices>;
