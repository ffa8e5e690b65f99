// Versioned migrations, listed here in order (no directory scanning: it works the same under
// tsx, Jest and a bundle). Add a file NNNN_name.ts and one line below.
import { Migrator, type Migration } from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001_users';
import * as m0002 from './migrations/0002_user_revocation';
import * as m0003 from './migrations/0003_ledger';
import * as m0004 from './migrations/0004_transactions';
import * as m0005 from './migrations/0005_transaction_order';
import * as m0006 from './migrations/0006_transaction_fillfactor';
import * as m0007 from './migrations/0007_market_store';
import * as m0008 from './migrations/0008_import_staging';
import * as m0009 from './migrations/0009_dashboards';
import * as m0010 from './migrations/0010_embeds';
import * as m0011 from './migrations/0011_private_securities';
import * as m0012 from './migrations/0012_import_stage_bytes';
import * as m0013 from './migrations/0013_broker_holding_types';
import * as m0014 from './migrations/0014_exact_ratios';
import * as m0015 from './migrations/0015_cash';
import * as m0016 from './migrations/0016_dividend_profiles';
import * as m0017 from './migrations/0017_corporate_actions';
import * as m0018 from './migrations/0018_billing';
import * as m0019 from './migrations/0019_market_widgets';
import * as m0020 from './migrations/0020_watchlists';
import * as m0021 from './migrations/0021_notifications';
import * as m0022 from './migrations/0022_web_push';
import * as m0023 from './migrations/0023_assistant';

export const migrations: Record<string, Migration> = {
  '0001_users': m0001,
  '0002_user_revocation': m0002,
  '0003_ledger': m0003,
  '0004_transactions': m0004,
  '0005_transaction_order': m0005,
  '0006_transaction_fillfactor': m0006,
  '0007_market_store': m0007,
  '0008_import_staging': m0008,
  '0009_dashboards': m0009,
  '0010_embeds': m0010,
  '0011_private_securities': m0011,
  '0012_import_stage_bytes': m0012,
  '0013_broker_holding_types': m0013,
  '0014_exact_ratios': m0014,
  '0015_cash': m0015,
  '0016_dividend_profiles': m0016,
  '0017_corporate_actions': m0017,
  '0018_billing': m0018,
  '0019_market_widgets': m0019,
  '0020_watchlists': m0020,
  '0021_notifications': m0021,
  '0022_web_push': m0022,
  '0023_assistant': m0023,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
