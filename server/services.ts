// The services of the API, built once per process (repositories inside).
import type { Auth } from 'firebase-admin/auth';
import type { Database } from './db/database';
import type { PubSub } from './pubsub/pubsub';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export interface ServiceDeps {
  db: Database;
  auth: Auth;
  pubsub: PubSub;
}

export function createServices({ db, auth, pubsub }: ServiceDeps) {
  return {
    pubsub,
    users: createUsersService({ repository: createUsersRepository(db), auth, pubsub }),
  };
}

export type Services = ReturnType<typeof createServices>;
