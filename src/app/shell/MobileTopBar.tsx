import { CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from './navIcons';
import { PROFILE_PATH, currentNavTarget } from './navItems';
import { ProductName } from './ProductName';
import { ShellNav } from './ShellNav';
import { ShellAvatarLink } from './ShellUserLink';

/**
 * The chrome below the md breakpoint: a bar with the menu button, the product and the user's
 * avatar; the menu opens the sidebar's content in a drawer from the leading edge.
 */
export function MobileTopBar() {
  // Open only while the user is looking at it: no other component cares, so it stays local.
  const [open, setOpen] = useState(false);
  const current = currentNavTarget(useLocation().pathname);
  const close = () => setOpen(false);

  return (
    <Flex as="header" hideFrom="md" align="center" gap="1" h="14" px="2" flexShrink="0" bg="bg.panel" borderBottomWidth="1px">
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs" lazyMount unmountOnExit>
        <Drawer.Trigger asChild>
          <IconButton aria-label="Open navigation" variant="ghost" colorPalette="gray" size="md">
            <MenuIcon boxSize="6" />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="bg.panel">
              <Drawer.Title srOnly>Navigation</Drawer.Title>
              <ShellNav onNavigate={close} />
              <Drawer.CloseTrigger asChild top="3.5">
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ProductName />
      <Flex flex="1" justify="flex-end">
        <ShellAvatarLink isCurrent={current === PROFILE_PATH} />
      </Flex>
    </Flex>
  );
}
