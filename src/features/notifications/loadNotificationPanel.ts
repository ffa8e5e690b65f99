/**
 * The panel's code (its list, the drawer and the dialog machinery under it) loads with the first
 * open: the bell and its count are in the shell's first load, the panel is not.
 */
export const loadNotificationPanel = () => import('./NotificationPanel');
