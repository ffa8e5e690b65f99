import { lazy } from 'react';
import { notificationStateVar } from '../../apollo/vars';
import { LazyPanelHost } from '../../ui/LazyPanelHost';
import { loadNotificationPanel } from './loadNotificationPanel';

const NotificationPanel = lazy(async () => ({ default: (await loadNotificationPanel()).NotificationPanel }));

/** The notification panel, mounted in the shell from its first opening (sidebar bell or phone bar). */
export function NotificationPanelHost() {
  return <LazyPanelHost state={notificationStateVar} Panel={NotificationPanel} />;
}
