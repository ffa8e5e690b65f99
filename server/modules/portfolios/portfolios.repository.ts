// SQL for portfolios: the shared owned-record queries, filtered by the owner's uid. Holdings
// (securities) will join here when transactions land.
import type { Database } from '../../db/database';
import { createOwnedRecordsRepository, type OwnedRecordsRepository } from '../shared/ownedRecords.repository';

export type PortfoliosRepository = OwnedRecordsRepository;

export function createPortfoliosRepository(db: Database): PortfoliosRepository {
  return createOwnedRecordsRepository(db, 'portfolios');
}
