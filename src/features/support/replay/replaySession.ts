/**
 * Everything a replay needs besides the screens: an Apollo client answering from the log (no
 * server, no account), the recorded user as the signed-in one, and the warnings collected while
 * the screens ask. Used by the replay page and by Jest (renderReplay), so a support case can
 * become a regression test.
 */
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../../apollo/client';
import { authStateVar, initialAuthState, type AuthUser } from '../../../apollo/vars';
import type { OperationLogFile } from '../operationLog';
import type { ReplayWarning } from './recordedAnswers';
import { createReplayLink } from './replayLink';

/** The warnings so far, for useSyncExternalStore (the banner) and for tests. */
export class WarningList {
  private items: readonly ReplayWarning[] = [];
  private readonly listeners = new Set<() => void>();

  add(warning: ReplayWarning): void {
    this.items = [...this.items, warning];
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly ReplayWarning[] => this.items;
}

/** The user whose screens were recorded, from their recorded profile (the e-mail was never logged). */
export function recordedUser(log: OperationLogFile): AuthUser {
  for (const operation of log.operations) {
    const profile = (operation.data as { auditUser?: { uid?: unknown; name?: unknown; photoURL?: unknown; provider?: unknown } } | undefined)?.auditUser;
    if (typeof profile?.uid === 'string') {
      return {
        uid: profile.uid,
        email: null,
        displayName: typeof profile.name === 'string' ? profile.name : null,
        photoURL: typeof profile.photoURL === 'string' ? profile.photoURL : null,
        providerId: typeof profile.provider === 'string' ? profile.provider : 'password',
        isAnonymous: false,
      };
    }
  }
  return { uid: 'replayed-user', email: null, displayName: 'Replayed user', photoURL: null, providerId: 'password', isAnonymous: false };
}

/** The distinct screens the log was recorded on, in the order first visited. */
export function recordedRoutes(log: OperationLogFile): string[] {
  return [...new Set([...log.operations.map((operation) => operation.route), log.route])];
}

export interface ReplaySession {
  log: OperationLogFile;
  client: ApolloClient;
  warnings: WarningList;
}

/**
 * Starts a replay of `log`: `route` tells the answers which screen asks (recordings of that
 * screen are preferred). Signs the recorded user in for the screens; the profile itself comes
 * from the log's AuditUser answer, as it did in the recorded session.
 */
export function startReplay(log: OperationLogFile, route: () => string, onWarning?: (warning: ReplayWarning) => void): ReplaySession {
  const warnings = new WarningList();
  const link = createReplayLink(log.operations, {
    route,
    endState: log.cache,
    onWarning: (warning) => {
      warnings.add(warning);
      onWarning?.(warning);
    },
  });
  const client = createApolloClient({ getIdToken: async () => null, terminatingLink: link });
  // The screens start from what the user's cache held at the download; anything else is asked.
  if (log.cache) client.cache.restore(log.cache as Parameters<typeof client.cache.restore>[0]);
  authStateVar({ ...initialAuthState, isInitialized: true, isAuthenticated: true, isEmailVerified: true, user: recordedUser(log) });
  return { log, client, warnings };
}
