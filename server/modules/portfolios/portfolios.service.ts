// Portfolio rules: the shared owned-record rules with the spec's "Portfolio does not exist!".
import type { Viewer } from '../../auth/tokenVerifier';
import { appError } from '../../kernel/errors';
import { createOwnedRecordsService } from '../shared/ownedRecords.service';
import type { Quotas } from '../../ledger/quotas';
import type { TransactionUsage } from '../../ledger/transactionUsage';
import type { PortfoliosRepository } from './portfolios.repository';

export const portfolioNotFound = () => appError('NOT_FOUND', 'Portfolio does not exist!');

export interface PortfoliosServiceDeps {
  repository: PortfoliosRepository;
  ensureUser(viewer: Viewer): Promise<void>;
  usage: TransactionUsage;
  quotas: Pick<Quotas, 'portfolios'>;
}

export function createPortfoliosService({ repository, ensureUser, usage, quotas }: PortfoliosServiceDeps) {
  return createOwnedRecordsService({
    repository,
    ensureUser,
    notFound: portfolioNotFound,
    inputName: 'portfolioInput',
    deleteWhat: 'a portfolio',
    usage,
    label: 'Portfolio',
    usageWhere: (portfolioId) => ({ portfolioId }),
    quota: { what: 'portfolios', limit: quotas.portfolios },
  });
}

export type PortfoliosService = ReturnType<typeof createPortfoliosService>;
