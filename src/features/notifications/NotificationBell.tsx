import { Box, IconButton } from '@chakra-ui/react';
import { useReactiveVar } from '@apollo/client/react';
import { notificationStateVar } from '../../apollo/vars';
import { useNotificationPages } from '../../data/notifications/useNotificationPages';
import { BellIcon } from '../../ui/icons';
import { loadNotificationPanel } from './loadNotificationPanel';

/** "Notifications, 3 unread": what the bell is called, the count included. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The app bar's bell: the unread count on a badge, opening the notification panel. It reads the
 * panel's first page (the same cached list), so the panel opens on data already here.
 */
export function NotificationBell() {
  const unread = useNotificationPages().page?.unreadCount ?? 0;
  const { isOpen } = useReactiveVar(notificationStateVar);
  return (
    <IconButton
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      variant="ghost"
      colorPalette="gray"
      size="md"
      position="relative"
      // A pointer on the bell starts fetching the panel's code before the click ends.
      onPointerDown={() => void loadNotificationPanel()}
      onClick={() => notificationStateVar({ ...notificationStateVar(), isOpen: true })}
    >
      <BellIcon boxSize="6" />
      {unread > 0 ? (
        <Box
          aria-hidden
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          minW="18px"
          h="18px"
          px="1"
          rounded="full"
          bg="red.solid"
          color="white"
          fontSize="11px"
          fontWeight="bold"
          lineHeight="18px"
          textAlign="center"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      ) : null}
    </IconButton>
  );
}
