/**
 * The bounds of reading and marking notifications, the same in the browser and on the server
 * (the kinds, their groups and labels: notificationKinds.ts).
 */

/** Notifications one read answers at most (and the default is 50). */
export const MAX_NOTIFICATION_PAGE = 100;
/** Ids one markNotificationsRead call takes at most. */
export const MAX_MARK_READ = 100;
/** Notifications older than this many days are deleted: a list that grows forever is no list. */
export const NOTIFICATION_RETENTION_DAYS = 180;
