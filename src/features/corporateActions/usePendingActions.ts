import { useMemo } from 'react';
import { usePendingCorporateActionsQuery } from '../../generated/graphql';
import { useWhenIdle } from '../../lib/useWhenIdle';

/** Where every pending action is listed: the transaction screen's list. */
export const PENDING_ACTIONS_PATH = '/transaction#pending-actions';

/** Every pending action of the user: the variables of the transaction screen's list, so one cache entry serves all. */
export const ALL_PENDING_ACTIONS = { portfolio_Id: null, stock_Id: null } as const;

/** `deferred`: asked only once the browser is idle, not against the screen's own requests (see useWhenIdle). */
export function usePendingActions({ deferred = false }: { deferred?: boolean } = {}) {
  const idle = useWhenIdle();
  return usePendingCorporateActionsQuery({ variables: ALL_PENDING_ACTIONS, skip: deferred && !idle });
}

/** A holding's key in pendingByHolding. */
export const holdingKey = (portfolioId: string, stockId: string) => `${portfolioId}:${stockId}`;

export interface HoldingPending {
  readonly count: number;
  readonly splits: number;
}

/** Each holding's pending actions, counted from the one list (no request per holding). */
export function usePendingByHolding(): ReadonlyMap<string, HoldingPending> {
  const { data } = usePendingActions();
  return useMemo(() => {
    const counts = new Map<string, HoldingPending>();
    for (const action of data?.pendingCorporateActions ?? []) {
      const key = holdingKey(action.portfolio_Id, action.stock_Id);
      const seen = counts.get(key) ?? { count: 0, splits: 0 };
      counts.set(key, { count: seen.count + 1, splits: seen.splits + (action.kind === 'Split' ? 1 : 0) });
    }
    return counts;
  }, [data]);
}
