import { CloseButton, Drawer, Link, Portal, type DrawerRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ShellDrawerProps {
  open: boolean;
  onClose: () => void;
  size: DrawerRootProps['size'];
  /** Names the close button ("Close notifications"). */
  closeLabel: string;
  /** The footer's one link (settings, the full page); following it closes the drawer. */
  footerLink: { to: string; label: string };
  initialFocusEl?: DrawerRootProps['initialFocusEl'];
  /** The drawer's header and body. */
  children: ReactNode;
}

/** A panel the shell opens from the trailing edge (notifications, the assistant): its frame, footer link and close button. */
export function ShellDrawer({ open, onClose, size, closeLabel, footerLink, initialFocusEl, children }: ShellDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="end" size={size} {...(initialFocusEl && { initialFocusEl })}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel">
            {children}
            <Drawer.Footer borderTopWidth="1px" py="3" justifyContent="flex-start">
              <Link asChild textStyle="sm" colorPalette="primary" color="colorPalette.fg">
                <RouterLink to={footerLink.to} onClick={onClose}>
                  {footerLink.label}
                </RouterLink>
              </Link>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild top="2.5">
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
