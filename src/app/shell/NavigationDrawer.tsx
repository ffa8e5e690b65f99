import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { ShellNav } from './ShellNav';

interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The sidebar's content in a drawer from the leading edge, for widths below md. */
export function NavigationDrawer({ open, onOpenChange, trigger }: NavigationDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
      finalFocusEl={() => trigger.current}
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel">
            <Drawer.Title srOnly>Navigation</Drawer.Title>
            <ShellNav onNavigate={() => onOpenChange(false)} />
            <Drawer.CloseTrigger asChild top="3.5">
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
