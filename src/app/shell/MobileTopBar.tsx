import { Flex, IconButton } from '@chakra-ui/react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AssistantButton } from '../../features/assistant/AssistantButton';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { MenuIcon } from './navIcons';
import { PROFILE_PATH, currentNavTarget } from './navItems';
import { ProductName } from './ProductName';
import { ShellAvatarLink } from './ShellUserLink';

// The drawer (and the dialog machinery under it: focus trap, scroll lock, layers) loads with the
// first tap on the menu: it is a tenth of the first load, and wide screens never open it.
const loadDrawer = () => import('./NavigationDrawer');
const NavigationDrawer = lazy(async () => ({ default: (await loadDrawer()).NavigationDrawer }));

/**
 * The chrome below the md breakpoint: a bar with the menu button, the product, the assistant,
 * the notification bell and the user's avatar; the menu opens the sidebar's content in a drawer from the leading edge.
 */
export function MobileTopBar() {
  // Open only while the user is looking at it: no other component cares, so it stays local.
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const current = currentNavTarget(useLocation().pathname);

  return (
    <Flex as="header" hideFrom="md" align="center" gap="1" h="14" px="2" flexShrink="0" bg="bg.panel" borderBottomWidth="1px">
      <IconButton
        ref={menuButton}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        colorPalette="gray"
        size="md"
        // A finger on the button starts the download before the tap ends.
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon boxSize="6" />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NavigationDrawer open={open} onOpenChange={setOpen} trigger={menuButton} />
        </Suspense>
      )}
      <ProductName />
      <Flex flex="1" justify="flex-end" align="center" gap="1">
        <AssistantButton />
        <NotificationBell />
        <ShellAvatarLink isCurrent={current === PROFILE_PATH} />
      </Flex>
    </Flex>
  );
}
