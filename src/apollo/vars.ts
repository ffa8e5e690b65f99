/**
 * All client-only UI state, as Apollo reactive variables, in this one file. Server data never
 * lives here: the Apollo cache is its only store. Read these in components with
 * `useReactiveVar` from `@apollo/client/react`.
 */
import { makeVar } from '@apollo/client';
import type { AuthCredential, UserCredential } from 'firebase/auth';
import { DEFAULT_CURRENCY, isValidLocale, normalizeCurrencyCode } from '../../common/currency';
import { readStored } from '../lib/safeStorage';

/** The serialisable part of the Firebase user the UI needs (never the live SDK object). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The provider the user signed in with ("password", "google.com", ...). */
  providerId: string;
  isAnonymous: boolean;
}

/**
 * The client's auth state. `subscription` is not kept here: the subscription status is server
 * data and is read from the Apollo cache (query getSubscriptionStatus), so it has one source.
 * `currentWidgetInFullScreenId` is dashboard UI state and has its own variable below, so that
 * maximising a widget does not re-render everything that watches the auth state.
 */
export interface AuthState {
  /** A non-anonymous user is signed in (anonymous users count as signed out). */
  isAuthenticated: boolean;
  /** Firebase has reported the first sign-in state; until then nobody can be redirected. */
  isInitialized: boolean;
  isEmailVerified: boolean;
  /** The full profile (auditUser) has been loaded for the current user. */
  hasAuditedUser: boolean;
  /** The result of the last interactive sign-in or sign-up, if any. */
  userCredential: UserCredential | null;
  user: AuthUser | null;
  /** The provider of the sign-in in progress ("password", "google.com", ...). */
  signinProvider: string | null;
  /** The provider of the existing account a clashing social sign-in must be linked to. */
  linkToProvider: string | null;
  /** The user has just signed out: do not remember the page they were on. */
  hasSignout: boolean;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isInitialized: false,
  isEmailVerified: false,
  hasAuditedUser: false,
  userCredential: null,
  user: null,
  signinProvider: null,
  linkToProvider: null,
  hasSignout: false,
};

export const authStateVar = makeVar<AuthState>(initialAuthState);

/**
 * How the signed-in app shows money: the display currency and the number locale. One
 * source that is never empty: seeded from the userCurrency and userLocale local storage keys (else
 * USD and the browser's language), then set from the profile whenever it arrives or changes
 * (rememberSettings), and kept while the profile is briefly missing from the cache.
 */
export interface DisplaySettings {
  currency: string;
  locale: string;
}

/** The local storage keys of the display settings (rememberSettings writes them). */
export const USER_CURRENCY_KEY = 'userCurrency';
export const USER_LOCALE_KEY = 'userLocale';

export function rememberedDisplaySettings(): DisplaySettings {
  const locale = readStored(USER_LOCALE_KEY);
  const browser = typeof navigator === 'undefined' ? null : navigator.language;
  return {
    currency: normalizeCurrencyCode(readStored(USER_CURRENCY_KEY)) ?? DEFAULT_CURRENCY,
    locale: [locale, browser].find((candidate): candidate is string => !!candidate && isValidLocale(candidate)) ?? 'en-US',
  };
}

export const displaySettingsVar = makeVar<DisplaySettings>(rememberedDisplaySettings());

/**
 * Where a signed-out visitor was going, to return there after sign-in: a router path with its
 * search ("/broker?x=1"), without the /app basename, ready for `navigate()`.
 */
export const initialRouteVar = makeVar<string | null>(null);

/**
 * The credential of a social sign-in that clashed with an existing account
 * (auth/account-exists-with-different-credential), kept until the user proves the existing
 * account on /auth/link-to-existing-provider and it is linked. A live SDK object: it cannot
 * travel in navigation state (history state is structured-cloned, which drops its methods).
 */
export const pendingCredentialVar = makeVar<AuthCredential | null>(null);

// Dashboard UI state: what the dashboard screen keeps on the client.

/** The one widget shown in full screen, by widget id. */
export const currentWidgetInFullScreenIdVar = makeVar<string | null>(null);
/** Set when the current dashboard disappeared (deleted) and the view must pick another. */
export const needToResetViewVar = makeVar(false);
/** The dashboard being duplicated, until the copy is created. */
export const copyDashboardIdVar = makeVar<string | null>(null);
export const hideSidebarVar = makeVar(false);
/** The dashboard's view modes: the editable grid, one column of widgets, or a read-only flow. */
export type DashboardViewMode = 'SIMPLE' | 'LIST' | 'DASHBOARD';
export const dashboardViewModeVar = makeVar<DashboardViewMode>('DASHBOARD');

/** The notification panel's UI state; the notification widget's issue will extend it. */
export interface NotificationState {
  isOpen: boolean;
}
export const notificationStateVar = makeVar<NotificationState>({ isOpen: false });

/**
 * The assistant drawer's UI state: open or not, the conversation it shows (null: a new one, until
 * its first question is answered) and whether it shows the history instead. The full page reads
 * its conversation from the URL.
 */
export interface AssistantState {
  isOpen: boolean;
  conversationId: string | null;
  showHistory: boolean;
}
export const initialAssistantState: AssistantState = { isOpen: false, conversationId: null, showHistory: false };
export const assistantStateVar = makeVar<AssistantState>(initialAssistantState);

/** Scroll offsets (px) per location pathname, restored when the user comes back to a page. */
export const scrollPositionsVar = makeVar<Readonly<Record<string, number>>>({});

// Ledger list slices, each with a status and an error. The lists themselves are
// server data and live in the Apollo cache; only each slice's request status lives here.

export type SliceName = 'brokers' | 'accounts' | 'portfolios' | 'transactions' | 'dashboards';
export type SliceStatusValue = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SliceState {
  status: SliceStatusValue;
  /** The stored error message of the last failed request. */
  error: string | null;
  /** The list has loaded once (brokers and portfolios load once; a transaction fetch sets it). */
  firstLoad: boolean;
}

const idleSlice: SliceState = { status: 'idle', error: null, firstLoad: false };

/** Every slice idle: the start, and what tests reset to. */
export const initialSlices: Readonly<Record<SliceName, SliceState>> = {
  brokers: idleSlice,
  accounts: idleSlice,
  portfolios: idleSlice,
  transactions: idleSlice,
  dashboards: idleSlice,
};

export const ledgerSlicesVar = makeVar<Record<SliceName, SliceState>>({ ...initialSlices });
