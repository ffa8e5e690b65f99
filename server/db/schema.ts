// Kysely's view of the tables (camelCase: the CamelCasePlugin maps to snake_case columns).
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Set by the database on insert; writable on update. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  uid: string;
  name: string | null;
  email: string | null;
  currency: string;
  userLocale: string | null;
  photoUrl: string | null;
  theme: Generated<string>;
  tourGuides: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  signUpCurrency: string;
  provider: string | null;
  providerToSignedIn: string | null;
  emailVerified: boolean;
  fullFeatureEnabled: Generated<boolean>;
  stripeId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A user-owned record with a name: brokers and portfolios share this shape (and their rules). */
export interface OwnedNamedTable {
  id: Generated<string>;
  ownerUid: string;
  name: string;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type BrokersTable = OwnedNamedTable;
export type PortfoliosTable = OwnedNamedTable;

export interface AccountsTable extends OwnedNamedTable {
  brokerId: string;
}

export interface DB {
  users: UsersTable;
  brokers: BrokersTable;
  accounts: AccountsTable;
  portfolios: PortfoliosTable;
}
