/**
 * The shell's icons: simple 24-unit stroke drawings in the current text colour, so they follow
 * the link's state and every theme. Chakra 3 ships no icon set, and one is not worth a
 * dependency for a handful of glyphs.
 */
import { AssistantIcon, BankIcon, PieIcon, strokeIcon, type AppIcon } from '../../ui/icons';

export type NavIcon = AppIcon;

export const HomeIcon = strokeIcon('HomeIcon', [
  <path key="roof" d="M3 10.5 12 3l9 7.5" />,
  <path key="walls" d="M5.5 8.8V20h13V8.8" />,
  <path key="door" d="M10 20v-5.5h4V20" />,
]);

export const PortfoliosIcon = PieIcon;

export const BrokersIcon = BankIcon;

export { AssistantIcon };

export const TransactionsIcon = strokeIcon('TransactionsIcon', [
  <path key="right" d="M4 8h15m-4-4 4 4-4 4" />,
  <path key="left" d="M20 16H5m4-4-4 4 4 4" />,
]);

export const AddTransactionsIcon = strokeIcon('AddTransactionsIcon', [
  <circle key="ring" cx="12" cy="12" r="9" />,
  <path key="plus" d="M12 8v8M8 12h8" />,
]);

export const ImportIcon = strokeIcon('ImportIcon', [
  <path key="arrow" d="M12 3.5v11m-4.5-4.5 4.5 4.5 4.5-4.5" />,
  <path key="tray" d="M4 15v4.5h16V15" />,
]);

export const SetupIcon = strokeIcon('SetupIcon', [
  <path key="rails" d="M4 6h8m5 0h3M4 12h2m5 0h9M4 18h10m5 0h1" />,
  <circle key="top" cx="14.5" cy="6" r="2.5" />,
  <circle key="middle" cx="8.5" cy="12" r="2.5" />,
  <circle key="bottom" cx="16.5" cy="18" r="2.5" />,
]);

export const ProfileIcon = strokeIcon('ProfileIcon', [
  <circle key="head" cx="12" cy="8.5" r="3.5" />,
  <path key="shoulders" d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />,
]);

export const SubscriptionIcon = strokeIcon('SubscriptionIcon', [
  <rect key="card" x="3" y="5.5" width="18" height="13" rx="2" />,
  <path key="stripe" d="M3 10h18M6.5 15h4" />,
]);

export const TokensIcon = strokeIcon('TokensIcon', [
  <ellipse key="top" cx="12" cy="6.5" rx="7" ry="2.5" />,
  <path key="stack" d="M5 6.5v5c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-5M5 11.5v5c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-5" />,
]);

export const SignOutIcon = strokeIcon('SignOutIcon', [
  <path key="door" d="M14 4.5H6.5v15H14" />,
  <path key="arrow" d="M10.5 12H20m-3.5-3.5L20 12l-3.5 3.5" />,
]);

export const MenuIcon = strokeIcon('MenuIcon', <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
