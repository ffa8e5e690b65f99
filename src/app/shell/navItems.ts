/**
 * The signed-in app's navigation: which screens the shell links to, in order, and which link
 * is the current page. Paths are router paths, relative to the /app basename.
 */
import { matchPath } from 'react-router';
import {
  AddTransactionsIcon,
  AssistantIcon,
  BrokersIcon,
  HomeIcon,
  ImportIcon,
  PortfoliosIcon,
  ProfileIcon,
  SetupIcon,
  SubscriptionIcon,
  TokensIcon,
  TransactionsIcon,
  type NavIcon,
} from './navIcons';

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
  /** Current only on `to` itself, not on the routes below it (Home would match everything). */
  end?: boolean;
}

/** The screens of the ledger, top of the sidebar. */
export const primaryNavItems: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: HomeIcon, end: true },
  { label: 'Portfolios', to: '/portfolio', icon: PortfoliosIcon },
  { label: 'Brokers', to: '/broker', icon: BrokersIcon },
  { label: 'Transactions', to: '/transaction', icon: TransactionsIcon },
  { label: 'Add transactions', to: '/transaction/add', icon: AddTransactionsIcon },
  { label: 'Import', to: '/transaction/import', icon: ImportIcon },
  { label: 'Assistant', to: '/assistant', icon: AssistantIcon },
];

export const PROFILE_PATH = '/profile';

/**
 * Below the separator: the set-up, the user's own settings (also reached from the user at the
 * foot) and billing. Billing stays listed when an installation bills nothing: its screens then
 * say so.
 */
export const secondaryNavItems: readonly NavItem[] = [
  { label: 'Setup', to: '/setup', icon: SetupIcon },
  { label: 'Profile', to: PROFILE_PATH, icon: ProfileIcon },
  { label: 'Subscription', to: '/subscription', icon: SubscriptionIcon },
  { label: 'Token top-ups', to: '/token-top-up-prices', icon: TokensIcon },
];

const allTargets: readonly Pick<NavItem, 'to' | 'end'>[] = [...primaryNavItems, ...secondaryNavItems];

/**
 * The one link target that is the current page at `pathname` (a router path, without the
 * basename), or null when no link leads here (a dashboard). The most
 * specific target wins, so /transaction/add is "Add transactions" alone while
 * /transaction/edit/... is still "Transactions": NavLink's own rule would mark both
 * Transactions and its sub-screen current at once.
 */
export function currentNavTarget(pathname: string): string | null {
  const matches = allTargets.filter(({ to, end = false }) => matchPath({ path: to, end }, pathname));
  return matches.reduce<string | null>((best, { to }) => (best === null || to.length > best.length ? to : best), null);
}
