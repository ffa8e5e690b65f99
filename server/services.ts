// The services of the API, built once per process (repositories inside).
import type { Auth } from 'firebase-admin/auth';
import type { Database } from './db/database';
import type { PubSub } from './pubsub/pubsub';
import { createBrokersRepository } from './modules/brokers/brokers.repository';
import { createBrokersService } from './modules/brokers/brokers.service';
import { createPortfoliosRepository } from './modules/portfolios/portfolios.repository';
import { createPortfoliosService } from './modules/portfolios/portfolios.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ServiceDeps {
  db: Database;
  auth: Auth;
  pubsub: PubSub;
}

export function createServices({ db, auth, pubsub }: ServiceDeps) {
  const users = createUsersService({ repository: createUsersRepository(db), auth, pubsub });
  return {
    pubsub,
    users,
    brokers: createBrokersService({ repository: createBrokersRepository(db), ensureUser: users.ensureUser }),
    portfolios: createPortfoliosService({ repository: createPortfoliosRepository(db), ensureUser: users.ensureUser }),
  };
}

export type Services = ReturnType<typeof createServices>;
