// Notifications as the API answers them: pages of the user's own, marking read, the settings
// (what is made, e-mailed and pushed to browsers), and
// `deliver`, which pushes what a job just made to its owner's open tabs (every server's sockets
// hear it through the database's NOTIFY).
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { appError } from '../../kernel/errors';
import type { PubSub } from '../../pubsub/pubsub';
import { MAX_MARK_READ, MAX_NOTIFICATION_PAGE } from '../../../common/notifications';
import { NOTIFICATION_KINDS, notificationSettingsProblem, type NotificationKindName } from '../../../common/notificationKinds';
import { createNotificationsRepository, type NewNotification, type NotificationRow } from './notifications.repository';

export interface NotificationAnswer {
  _id: string;
  kind: NotificationKindName;
  symbol: string | null;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationSettingsAnswer {
  enabledKinds: NotificationKindName[];
  emailImmediate: NotificationKindName[];
  emailDigest: NotificationKindName[];
  emailAvailable: boolean;
  emailUnavailableReason: string | null;
  pushKinds: NotificationKindName[];
  pushPublicKey: string | null;
}

export interface PageArgs {
  unreadOnly?: boolean | null;
  symbol?: string | null;
  kinds?: readonly string[] | null;
  before?: Date | string | null;
  limit?: number | null;
}

const DEFAULT_PAGE = 50;
const EARLIEST_BEFORE = Date.UTC(2000, 0, 1);
const LATEST_BEFORE = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const notificationNotFound = () => appError('NOT_FOUND', 'Notification does not exist!');
const bad = (message: string) => appError('BAD_USER_INPUT', message);

export const notificationAnswer = (row: NotificationRow): NotificationAnswer => ({
  _id: row.id,
  // Only the kinds of common/notificationKinds.ts are ever written.
  kind: row.kind as NotificationKindName,
  symbol: row.symbol,
  title: row.title,
  body: row.body,
  createdAt: new Date(row.createdAt).toISOString(),
  read: row.readAt !== null,
});

const known = (kinds: readonly string[]) => NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));

export interface NotificationsServiceDeps {
  db: Database;
  pubsub: PubSub;
  ensureUser(viewer: Viewer): Promise<void>;
  /** After notifications are made: queues their immediate e-mails. */
  afterDeliver?(): Promise<void>;
  /** Whether e-mail is configured (MAIL): without it, no kind can be chosen for e-mail. */
  mailEnabled?: boolean;
  /** The VAPID public key browsers subscribe with; null (or absent) when the server does not push. */
  pushPublicKey?: () => Promise<string | null>;
}

export interface NotificationSettingsChange {
  enabledKinds?: readonly string[] | null;
  emailImmediate?: readonly string[] | null;
  emailDigest?: readonly string[] | null;
  pushKinds?: readonly string[] | null;
}

export function createNotificationsService({ db, pubsub, ensureUser, afterDeliver, mailEnabled = false, pushPublicKey = async () => null }: NotificationsServiceDeps) {
  const repository = createNotificationsRepository(db);

  /** Why this viewer cannot choose e-mail; null when they can. */
  const emailProblem = (viewer: Viewer): string | null =>
    !mailEnabled ? 'This server sends no e-mail.' : !viewer.email ? 'Add an e-mail address to your account to get notifications by e-mail.' : !viewer.emailVerified ? 'Verify your e-mail address to get notifications by e-mail.' : null;

  async function settings(viewer: Viewer): Promise<NotificationSettingsAnswer> {
    const row = await repository.settings(viewer.uid);
    const disabled = new Set(row?.disabledKinds ?? []);
    const problem = emailProblem(viewer);
    return {
      enabledKinds: NOTIFICATION_KINDS.filter((kind) => !disabled.has(kind)),
      emailImmediate: known(row?.emailImmediate ?? []),
      emailDigest: known(row?.emailDigest ?? []),
      emailAvailable: problem === null,
      emailUnavailableReason: problem,
      pushKinds: known(row?.pushKinds ?? []),
      pushPublicKey: await pushPublicKey(),
    };
  }

  return {
    repository,

    async page(viewer: Viewer, args: PageArgs) {
      const limit = args.limit ?? DEFAULT_PAGE;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_NOTIFICATION_PAGE) throw bad(`Ask for 1 to ${MAX_NOTIFICATION_PAGE} notifications at a time.`);
      const before = args.before ? new Date(args.before) : null;
      // Notifications are kept for months: a time outside the years 2000 to 9999 names none of them.
      if (before && !(before.getTime() >= EARLIEST_BEFORE && before.getTime() <= LATEST_BEFORE)) throw bad('before must be a date and time between the years 2000 and 9999.');
      const query = { unreadOnly: args.unreadOnly ?? false, symbol: args.symbol?.trim().toUpperCase() || null, kinds: args.kinds ?? null, before, limit };
      const [rows, unreadCount] = await Promise.all([repository.page(viewer.uid, query), repository.unreadCount(viewer.uid, query)]);
      return { notifications: rows.slice(0, limit).map(notificationAnswer), unreadCount, hasMore: rows.length > limit };
    },

    async markRead(viewer: Viewer, ids: readonly string[]) {
      if (ids.length > MAX_MARK_READ) throw bad(`Mark at most ${MAX_MARK_READ} notifications at a time.`);
      const rows = await repository.markRead(viewer.uid, ids);
      if (!rows) throw notificationNotFound();
      return { notifications: rows.map(notificationAnswer), unreadCount: await repository.unreadCount(viewer.uid) };
    },

    async markAllRead(viewer: Viewer) {
      const rows = await repository.markAllRead(viewer.uid, MAX_MARK_READ);
      return { notifications: rows.map(notificationAnswer), unreadCount: await repository.unreadCount(viewer.uid) };
    },

    settings,

    async setSettings(viewer: Viewer, input: NotificationSettingsChange): Promise<NotificationSettingsAnswer> {
      const current = await settings(viewer);
      const enabled = input.enabledKinds ? known(input.enabledKinds) : current.enabledKinds;
      const immediate = input.emailImmediate ? known(input.emailImmediate) : current.emailImmediate;
      const digest = input.emailDigest ? known(input.emailDigest) : current.emailDigest;
      const pushed = input.pushKinds ? known(input.pushKinds) : current.pushKinds;
      const invalid = notificationSettingsProblem({ enabledKinds: enabled, emailImmediate: immediate, emailDigest: digest, pushKinds: pushed });
      if (invalid) throw bad(invalid);
      // Without e-mail (an address no longer verified), choices made before are kept but not sent;
      // only a new choice of e-mail is refused. So with push on a server that no longer pushes.
      const problem = emailProblem(viewer);
      if (problem && (input.emailImmediate?.length ?? 0) + (input.emailDigest?.length ?? 0) > 0) throw bad(problem);
      if (current.pushPublicKey === null && (input.pushKinds?.length ?? 0) > 0) throw bad('This server sends no browser notifications.');
      await ensureUser(viewer);
      await repository.saveSettings(viewer.uid, { disabledKinds: NOTIFICATION_KINDS.filter((kind) => !enabled.includes(kind)), emailImmediate: immediate, emailDigest: digest, pushKinds: pushed });
      return { ...current, enabledKinds: enabled, emailImmediate: immediate, emailDigest: digest, emailAvailable: problem === null, emailUnavailableReason: problem, pushKinds: pushed };
    },

    /** Makes what is new of `rows` and pushes each made one to its owner; returns those made. */
    async deliver(rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      const made = await repository.insert(rows);
      await pubsub.publishMany('notificationAdded', made.map((row) => ({ uid: row.ownerUid, payload: notificationAnswer(row) })));
      if (made.length > 0) await afterDeliver?.();
      return made;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
