import { Button, Flex, Stack, Text, VStack } from '@chakra-ui/react';
import { useMarkAllNotificationsRead, useMarkNotificationsRead, useNotificationPages } from '../../data/notifications/useNotificationPages';
import { errorMessage } from '../../ui/errorMessage';
import { NotificationList } from '../../ui/NotificationList';
import { toaster } from '../../ui/toaster';
import { WidgetState } from '../framework/WidgetState';
import type { WidgetComponentProps } from '../framework/widgetTypes';
import { notificationFilterOfConfig, type NotificationWidgetConfig } from './notificationConfig';

function Empty({ text }: { text: string }) {
  return (
    <VStack h="full" justify="center" textAlign="center" data-state="empty" px="2">
      <Text color="fg.muted" textStyle="sm">
        {text}
      </Text>
    </VStack>
  );
}

/** The user's notifications of the kinds, security and read state the settings choose. */
export function NotificationWidget({ config }: WidgetComponentProps<NotificationWidgetConfig>) {
  const filter = notificationFilterOfConfig(config);
  if (!filter) return <Empty text="Every kind of notification is off in this widget’s settings." />;
  return <FilteredNotifications filter={filter} />;
}

function FilteredNotifications({ filter }: { filter: NonNullable<ReturnType<typeof notificationFilterOfConfig>> }) {
  const result = useNotificationPages(filter);
  const markRead = useMarkNotificationsRead();
  const [markAll, markingAll] = useMarkAllNotificationsRead();
  const everything = !filter.symbol && !filter.kinds;
  const failed = (cause: unknown) => toaster.create({ type: 'error', title: 'Not marked read', description: errorMessage(cause) });

  return (
    <WidgetState result={result} select={(data) => data.userNotifications} isEmpty={() => false} emptyText="" type="Table">
      {(page) => {
        if (page.notifications.length === 0) return <Empty text={filter.unreadOnly ? 'Nothing unread here.' : 'No notifications of these kinds yet.'} />;
        const unreadShown = page.notifications.filter((notification) => !notification.read);
        // Unfiltered, "all" is every notification; filtered, it is the ones this widget shows,
        // not kinds or securities the user chose to leave out of it.
        const markShown = () => (everything ? markAll() : markRead(unreadShown, page.unreadCount));
        return (
          <Stack gap="0" h="full" minH="0">
            <Flex align="center" justify="space-between" gap="2" pb="2" borderBottomWidth="1px">
              <Text textStyle="sm" color="fg.muted">
                {page.unreadCount > 0 ? `${page.unreadCount} unread` : 'All read'}
              </Text>
              <Button size="xs" variant="outline" disabled={everything ? page.unreadCount === 0 : unreadShown.length === 0} loading={markingAll.loading} onClick={() => void markShown().catch(failed)}>
                Mark all read
              </Button>
            </Flex>
            <Stack flex="1" minH="0" overflowY="auto">
              <NotificationList
                dense
                notifications={page.notifications}
                onOpen={(notification) => void markRead([notification], page.unreadCount).catch(failed)}
                onShowMore={result.showMore}
                loadingMore={result.loadingMore}
              />
            </Stack>
          </Stack>
        );
      }}
    </WidgetState>
  );
}
