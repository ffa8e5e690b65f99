/**
 * A list of notifications, newest first: each with its title, body, how long ago, and a mark
 * while unread; opening one (click, Enter) reports it so it can be marked read. "Show more"
 * appears while older ones exist. The notification panel and the notification widget show it.
 */
import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import type { NotificationItem_NotificationFragment } from '../generated/graphql';
import { formatDateTime, formatTimeAgo } from '../lib/dates';
import { useMinuteClock } from '../lib/useMinuteClock';
import { NOTIFICATION_KIND_LABELS } from '../../common/notificationKinds';

interface NotificationListProps {
  notifications: readonly NotificationItem_NotificationFragment[];
  onOpen: (notification: NotificationItem_NotificationFragment) => void;
  onShowMore?: (() => unknown) | undefined;
  loadingMore?: boolean;
  /** Smaller type, for a widget. */
  dense?: boolean;
}

export function NotificationList({ notifications, onOpen, onShowMore, loadingMore = false, dense = false }: NotificationListProps) {
  const now = useMinuteClock();
  return (
    <Stack gap="0">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications">
        {notifications.map((notification) => (
          <Box as="li" key={notification._id} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
            <chakra.button
              type="button"
              display="flex"
              w="full"
              textAlign="start"
              gap="3"
              px="3"
              py={dense ? '2' : '3'}
              bg={notification.read ? undefined : 'colorPalette.subtle'}
              colorPalette="primary"
              _hover={{ bg: 'bg.muted' }}
              focusVisibleRing="inside"
              data-read={notification.read}
              onClick={() => onOpen(notification)}
            >
              {/* A button holds phrasing content only: spans throughout, shown as blocks. */}
              <Box
                as="span"
                display="block"
                mt="1.5"
                boxSize="2"
                flexShrink="0"
                rounded="full"
                bg={notification.read ? 'transparent' : 'colorPalette.solid'}
                aria-hidden
              />
              <Stack as="span" gap="0.5" minW="0" flex="1">
                <Text as="span" display="block" textStyle={dense ? 'xs' : 'sm'} fontWeight={notification.read ? 'normal' : 'semibold'}>
                  {notification.read ? null : <Text as="span" srOnly>Unread: </Text>}
                  {notification.title}
                </Text>
                <Text as="span" display="block" textStyle={dense ? 'xs' : 'sm'} color="fg.muted" lineClamp={3}>
                  {notification.body}
                </Text>
                <Text as="span" display="block" textStyle="xs" color="fg.subtle">
                  {NOTIFICATION_KIND_LABELS[notification.kind]}
                  {notification.symbol ? ` · ${notification.symbol}` : ''} ·{' '}
                  <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
                    {formatTimeAgo(notification.createdAt, now)}
                  </time>
                </Text>
              </Stack>
            </chakra.button>
          </Box>
        ))}
      </Stack>
      {onShowMore ? (
        <Button variant="ghost" size="sm" m="2" loading={loadingMore} onClick={() => void onShowMore()}>
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
