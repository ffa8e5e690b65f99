// The services of the API, built once per process from the database (repositories inside).
import type { Database } from './db/database';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export function createServices(db: Database) {
  return {
    users: createUsersService(createUsersRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
