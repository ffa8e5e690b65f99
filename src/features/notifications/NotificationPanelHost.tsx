import { useReactiveVar } from '@apollo/client/react';
import { Suspense, lazy, useState } from 'react';
import { notificationStateVar } from '../../apollo/vars';
import { loadNotificationPanel } from './loadNotificationPanel';

const NotificationPanel = lazy(async () => ({ default: (await loadNotificationPanel()).NotificationPanel }));

/**
 * The notification panel, mounted once in the shell whichever bell (sidebar or phone bar) opens
 * it, from its first opening on, so that closing animates and the focus goes back to that bell.
 */
export function NotificationPanelHost() {
  const { isOpen } = useReactiveVar(notificationStateVar);
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPanel open={isOpen} onClose={() => notificationStateVar({ ...notificationStateVar(), isOpen: false })} />
    </Suspense>
  );
}
