/** The profile's notification settings: the section's anchor, and the link the panel gives to it. */
export const NOTIFICATION_SETTINGS_ID = 'notification-settings';
export const NOTIFICATION_SETTINGS_PATH = `/profile#${NOTIFICATION_SETTINGS_ID}`;
