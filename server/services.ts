// The services of the API, built once per process (repositories inside).
import type { Auth } from 'firebase-admin/auth';
import type { Database } from './db/database';
import type { PubSub } from './pubsub/pubsub';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createBrokersRepository } from './modules/brokers/brokers.repository';
import { createBrokersService } from './modules/brokers/brokers.service';
import { createPortfoliosRepository } from './modules/portfolios/portfolios.repository';
import { createPortfoliosService } from './modules/portfolios/portfolios.service';
import { createQuoteBook } from './modules/quotes/quoteBook';
import { createQuotesService } from './modules/quotes/quotes.service';
import { createTransactionUsage } from './modules/shared/transactionUsage';
import { createLedgerService } from './modules/transactions/ledger.service';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService, type LedgerRecompute } from './modules/users/users.service';

export interface ServiceDeps {
  db: Database;
  auth: Auth;
  pubsub: PubSub;
}

export function createServices({ db, auth, pubsub }: ServiceDeps) {
  const usersRepository = createUsersRepository(db);
  const ledgerHook: { current?: LedgerRecompute } = {};
  const users = createUsersService({ repository: usersRepository, auth, pubsub, ledger: ledgerHook });
  const quotes = createQuoteBook(db);
  const ledger = createLedgerService({
    db,
    quotes,
    pubsub,
    ensureUser: users.ensureUser,
  });
  ledgerHook.current = {
    recompute: async (viewer, settings, save) => {
      await ledger.change(viewer, { everything: true, settings, alsoWrite: save });
    },
  };
  const transactions = createTransactionsService({ db, ledger });
  const usage = createTransactionUsage(transactions.usageSource);
  const portfoliosRepository = createPortfoliosRepository(db);
  const analytics = createAnalyticsService({
    ledger,
    quotes,
    async ownedPortfolioIds(ownerUid, ids) {
      const rows = await Promise.all(ids.map((id) => portfoliosRepository.find(ownerUid, id)));
      return new Set(rows.flatMap((row) => (row ? [row.id] : [])));
    },
  });
  return {
    pubsub,
    manualQuotes: createQuotesService({ db, ledger, ensureUser: users.ensureUser }),
    users,
    quotes,
    ledger,
    transactions,
    brokers: createBrokersService({ repository: createBrokersRepository(db), ensureUser: users.ensureUser, usage }),
    portfolios: createPortfoliosService({ repository: portfoliosRepository, ensureUser: users.ensureUser, usage }),
    analytics,
  };
}

export type Services = ReturnType<typeof createServices>;
