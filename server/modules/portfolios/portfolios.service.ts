// Portfolio rules: the shared owned-record rules with the spec's "Portfolio does not exist!".
import type { Viewer } from '../../auth/tokenVerifier';
import { appError } from '../../graphql/errors';
import { createOwnedRecordsService } from '../shared/ownedRecords.service';
import type { PortfoliosRepository } from './portfolios.repository';

export const portfolioNotFound = () => appError('NOT_FOUND', 'Portfolio does not exist!');

export interface PortfoliosServiceDeps {
  repository: PortfoliosRepository;
  ensureUser(viewer: Viewer): Promise<void>;
}

export function createPortfoliosService({ repository, ensureUser }: PortfoliosServiceDeps) {
  return createOwnedRecordsService({
    repository,
    ensureUser,
    notFound: portfolioNotFound,
    inputName: 'portfolioInput',
    // A later issue adds the check for transactions filed under the portfolio.
    deleteWhat: 'a portfolio',
  });
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
