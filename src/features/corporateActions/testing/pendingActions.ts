/** Pending actions as the cache holds them, and the list query's answer, for component tests. */
import type { MockLink } from '@apollo/client/testing';
import { PendingCorporateActionsDocument, type PendingActionsList_ActionFragment } from '../../../generated/graphql';

export type CachedAction = PendingActionsList_ActionFragment & { __typename: 'CorporateAction' };

const base = { __typename: 'CorporateAction' as const, portfolio_Id: 'p1', portfolioName: 'Main', stock_Id: 's1', ticker: 'ACME', payDate: null, sharesAfter: null, ratioNew: null, ratioOld: null, currency: null, gross: null, taxRate: null, tax: null, net: null };

/** A 2-for-1 split of `holding` (ACME in p1 unless given). */
export const splitAction = (holding: Partial<CachedAction> = {}, date = '2024-04-15'): CachedAction => {
  const at = { ...base, ...holding };
  return { ...at, _id: `split:${at.portfolio_Id}:${at.stock_Id}:${date}`, kind: 'Split', date, sharesBefore: 10, sharesAfter: 20, ratioNew: 2, ratioOld: 1 };
};

/** A 0.30 USD dividend on 20 shares of `holding`, 15 % withheld. */
export const dividendAction = (holding: Partial<CachedAction> = {}, date = '2024-05-15'): CachedAction => {
  const at = { ...base, ...holding };
  return { ...at, _id: `dividend:${at.portfolio_Id}:${at.stock_Id}:${date}`, kind: 'Dividend', date, payDate: '2024-06-01', sharesBefore: 20, currency: 'USD', gross: 6, taxRate: 0.15, tax: 0.9, net: 5.1 };
};

/** The list query answering `actions` for these variables (every holding unless given). */
export const pendingAnswer = (actions: CachedAction[], variables: { portfolio_Id: string | null; stock_Id: string | null } = { portfolio_Id: null, stock_Id: null }): MockLink.MockedResponse => ({
  request: { query: PendingCorporateActionsDocument, variables },
  result: { data: { pendingCorporateActions: actions } },
});
