import { Button, Drawer, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotificationPages } from '../../data/notifications/useNotificationPages';
import { errorMessage } from '../../ui/errorMessage';
import { Loader } from '../../ui/Loader';
import { NotificationList } from '../../ui/NotificationList';
import { ShellDrawer } from '../../ui/ShellDrawer';
import { toaster } from '../../ui/toaster';
import { NOTIFICATION_SETTINGS_PATH } from './notificationSettingsPath';
import { RetryAlert } from '../../ui/RetryAlert';


interface NotificationPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The user's notifications, newest first, in a drawer from the trailing edge: opening one marks
 * it read; "Mark all read"; older ones page in with "Show more".
 */
export function NotificationPanel({ open, onClose }: NotificationPanelProps) {
  return (
    <ShellDrawer open={open} onClose={onClose} size="sm" closeLabel="Close notifications" footerLink={{ to: NOTIFICATION_SETTINGS_PATH, label: 'Notification settings' }}>
      <Drawer.Header borderBottomWidth="1px" py="3" pe="12">
        <Drawer.Title>Notifications</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body p="0">{open ? <PanelBody onClose={onClose} /> : null}</Drawer.Body>
    </ShellDrawer>
  );
}

function PanelBody({ onClose }: { onClose: () => void }) {
  const { page, error, refetch, showMore, loadingMore } = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const [markAll, markingAll] = useMarkAllNotificationsRead();

  if (!page) {
    if (!error) return <Loader inArea />;
    return (
      <RetryAlert p="4" onRetry={() => void refetch()}>
        Could not load your notifications: {errorMessage(error)}
      </RetryAlert>
    );
  }
  if (page.notifications.length === 0) {
    return (
      <Stack p="6" gap="2" textAlign="center" color="fg.muted" data-state="empty">
        <Text fontWeight="semibold">No notifications yet</Text>
        <Text textStyle="sm">
          Dividend dates, earnings, your portfolio’s value and watchlist price alerts appear here.{' '}
          <Link asChild colorPalette="primary" color="colorPalette.fg">
            <RouterLink to={NOTIFICATION_SETTINGS_PATH} onClick={onClose}>
              Choose which
            </RouterLink>
          </Link>
          .
        </Text>
      </Stack>
    );
  }

  const failed = (what: string) => (cause: unknown) => toaster.create({ type: 'error', title: what, description: errorMessage(cause) });
  return (
    <Stack gap="0">
      <Flex align="center" justify="space-between" px="3" py="2" borderBottomWidth="1px">
        <Text textStyle="sm" color="fg.muted">
          {page.unreadCount > 0 ? `${page.unreadCount} unread` : 'All read'}
        </Text>
        <Button size="xs" variant="outline" disabled={page.unreadCount === 0} loading={markingAll.loading} onClick={() => void markAll().catch(failed('Not marked read'))}>
          Mark all read
        </Button>
      </Flex>
      <NotificationList
        notifications={page.notifications}
        onOpen={(notification) => void markRead([notification], page.unreadCount).catch(failed('Not marked read'))}
        onShowMore={showMore}
        loadingMore={loadingMore}
      />
    </Stack>
  );
}
