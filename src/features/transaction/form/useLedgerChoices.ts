import { useMemo, useState } from 'react';
import { useBrokers } from '../../../data/brokers';
import { usePortfolios } from '../../../data/portfolios';
import { readChoice } from './rememberedChoice';

export interface AccountOption {
  accountId: string;
  brokerId: string;
  /** "Broker · Account" */
  label: string;
}

interface Initial {
  /** The transaction's own portfolio and account when editing; else the remembered ones apply. */
  portfolioId?: string | null;
  accountId?: string | null;
}

/**
 * The portfolio and broker account a form writes into: the lists from the cache, the user's
 * pick, and otherwise a default (the transaction's own, the last used, or the only one there is).
 */
export function useLedgerChoices(initial: Initial = {}) {
  const { portfolios, loading: portfoliosLoading, error: portfoliosError } = usePortfolios();
  const { brokers, loading: brokersLoading, error: brokersError } = useBrokers();
  const [remembered] = useState(() => ({ portfolio: readChoice('portfolio'), account: readChoice('account') }));
  const [picked, setPicked] = useState<{ portfolioId?: string; accountId?: string }>({});

  const accounts = useMemo<AccountOption[]>(
    () => brokers.flatMap((broker) => broker.accounts.map((account) => ({ accountId: account._id, brokerId: broker._id, label: `${broker.name} · ${account.name}` }))),
    [brokers],
  );

  const fallbackPortfolio = () => {
    if (initial.portfolioId !== undefined) return initial.portfolioId ?? '';
    if (remembered.portfolio && portfolios.some((p) => p._id === remembered.portfolio)) return remembered.portfolio;
    return portfolios.length === 1 ? portfolios[0]!._id : '';
  };
  const fallbackAccount = () => {
    if (initial.accountId !== undefined) return initial.accountId ?? '';
    if (remembered.account && accounts.some((a) => a.accountId === remembered.account)) return remembered.account;
    return accounts.length === 1 ? accounts[0]!.accountId : '';
  };

  const portfolioId = picked.portfolioId ?? fallbackPortfolio();
  const accountId = picked.accountId ?? fallbackAccount();
  const loading = portfoliosLoading || brokersLoading;
  const listError = portfoliosError ?? brokersError;
  // Known to be empty, so the form can say where to create one.
  const loaded = !loading && !listError;

  return {
    portfolios,
    accounts,
    loading,
    listError,
    noPortfolios: loaded && portfolios.length === 0,
    noAccounts: loaded && accounts.length === 0,
    portfolioId,
    accountId,
    brokerIdOf: (id: string) => accounts.find((a) => a.accountId === id)?.brokerId ?? null,
    setPortfolioId: (id: string) => setPicked((current) => ({ ...current, portfolioId: id })),
    setAccountId: (id: string) => setPicked((current) => ({ ...current, accountId: id })),
  };
}

export type LedgerChoices = ReturnType<typeof useLedgerChoices>;
