import { Box, Button, Flex, Separator, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getFirebaseAuth } from '../../features/auth/firebase';
import { signOutAndReload } from '../../features/auth/signOutAndReload';
import { SignOutIcon } from './navIcons';
import { useLocation } from 'react-router';
import { PROFILE_PATH, currentNavTarget, primaryNavItems, secondaryNavItems, type NavItem } from './navItems';
import { ProductName } from './ProductName';
import { ShellLink } from './ShellLink';
import { ShellUserLink } from './ShellUserLink';

interface NavListProps {
  items: readonly NavItem[];
  current: string | null;
  onNavigate?: () => void;
}

/** How a sidebar entry looks, link or button (Sign out), so they line up as one list. */
const NAV_ENTRY_STYLE = {
  alignItems: 'center',
  gap: '3',
  minH: '10',
  px: '3',
  rounded: 'l2',
  textStyle: 'sm',
  fontWeight: 'normal',
  color: 'fg.muted',
  focusVisibleRing: 'outside',
  transitionProperty: 'background-color, color',
  transitionDuration: 'fast',
  _hover: { bg: 'bg.muted', color: 'fg' },
} as const;

function NavList({ items, current, onNavigate }: NavListProps) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none">
      {items.map(({ label, to, icon: ItemIcon }) => (
        <li key={to}>
          <ShellLink
            to={to}
            onClick={onNavigate}
            aria-current={to === current ? 'page' : undefined}
            position="relative"
            display="flex"
            {...NAV_ENTRY_STYLE}
            _currentPage={{
              bg: 'colorPalette.muted',
              color: 'colorPalette.fg',
              fontWeight: 'semibold',
              // A bar on the leading edge, so the current page does not rest on colour alone.
              _before: {
                content: '""',
                position: 'absolute',
                insetStart: '0',
                top: '2',
                bottom: '2',
                width: '1',
                roundedEnd: 'full',
                bg: 'colorPalette.solid',
              },
            }}
          >
            <ItemIcon boxSize="5" />
            {label}
          </ShellLink>
        </li>
      ))}
    </Stack>
  );
}

/**
 * Everything the sidebar holds, top to bottom: the product, the screens, the signed-in user.
 * The desktop sidebar and the mobile drawer both render it; in the drawer, `onNavigate` closes
 * it when a link is chosen (even the current page's, which changes no location). `headerAction`
 * sits beside the product, or under it when both do not fit (the sidebar's assistant button and
 * notification bell; the drawer has its bar's).
 */
export function ShellNav({ onNavigate, headerAction }: { onNavigate?: () => void; headerAction?: ReactNode }) {
  const current = currentNavTarget(useLocation().pathname);
  return (
    <Flex direction="column" h="full" minH="0">
      {/* The product and the actions share a row when they fit, else the actions go under it, at the trailing edge. */}
      <Flex align="center" justify="space-between" wrap="wrap" columnGap="2" rowGap="1" minH="16" py="2" ps="5" pe="3" flexShrink="0">
        <ProductName onNavigate={onNavigate} />
        {headerAction ? <Box ms="auto">{headerAction}</Box> : null}
      </Flex>
      <Box as="nav" aria-label="Main" flex="1" minH="0" overflowY="auto" px="3" py="2">
        <NavList items={primaryNavItems} current={current} onNavigate={onNavigate} />
        <Separator my="3" />
        <NavList items={secondaryNavItems} current={current} onNavigate={onNavigate} />
        <Button variant="ghost" colorPalette="gray" w="full" h="auto" justifyContent="flex-start" mt="0.5" {...NAV_ENTRY_STYLE} onClick={() => void signOutAndReload(getFirebaseAuth())}>
          <SignOutIcon boxSize="5" />
          Sign out
        </Button>
      </Box>
      <Box flexShrink="0" borderTopWidth="1px" p="3">
        <ShellUserLink isCurrent={current === PROFILE_PATH} onNavigate={onNavigate} />
      </Box>
    </Flex>
  );
}
